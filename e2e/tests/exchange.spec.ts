import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { addTechnician, exchangeSmallLeadAcid, freshPincode } from "./installation-helpers.ts";
import { adminApi, signIn, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { cartLine, productByModel } from "./catalogue-helpers.ts";

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const summaryValue = (page: Page, term: string) => page.getByRole("region", { name: "Order Summary" }).locator("dt", { hasText: exactly(term) }).locator("+ dd");


test.describe("the old battery taken back against a discount (decision 058)", () => {
  test("admins keep the values; a buyer exchanges an old battery at checkout with installation; the technician records a more valuable one, which is refunded with a credit note and goes into the ledger @mobile", async ({
    page,
    browser,
    baseURL,
    request,
  }, testInfo) => {
    // The whole exchange: the console, the shop, the technician's phone, the refund, with axe on each page.
    test.setTimeout(240_000);
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
    const buyer = { email: `exchange-${unique}@example.in`, mobile: `97${unique}` };
    const technician = { name: `Harjit Collector ${unique}`, email: `collect-${unique}@staff.test`, password: `Collect-Old-${unique}!` };
    const pincode = await freshPincode();
    const shot = (name: string, target: Page = page) => target.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

    // The admin adds a technician for the pincode and reads the value table in the console.
    const office = await browser.newContext({ baseURL });
    const desk = await office.newPage();
    await signInAsAdmin(desk, "/admin/staff");
    await addTechnician(desk, technician, pincode);
    await desk.goto("/admin/exchange-values");
    const table = desk.getByRole("region", { name: "Value of an old battery, in rupees" });
    await expect(table.getByLabel("Lead-acid, Up to 100 Ah (₹)")).toHaveValue("1500");
    // A value the console refuses stays on its field; the demo's own value saves again.
    const lithiumOver200 = table.getByLabel("Lithium-ion, Over 200 Ah (₹)");
    await lithiumOver200.fill("12.345");
    await table.getByRole("button", { name: "Save the values" }).click();
    await expect(table.getByText(/at most ₹50,000/).first()).toBeVisible();
    await lithiumOver200.fill("2500");
    await table.getByRole("button", { name: "Save the values" }).click();
    await expect(desk.getByText("Exchange values saved: checkout offers them from now on.")).toBeVisible();
    await expectNoAxeViolations(desk);
    await office.close();

    // The battery's page says how to return the old one.
    const battery = await productByModel(request, "UVB-48-100");
    await page.goto(`/productDetail/${battery.id}`);
    await expect(page.getByText(/Hand your old battery to our technician at the installation/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Checkout: installation chosen, then the old battery, shown as a discount confirmed at pickup.
    await page.goto("/privacypolicy");
    await page.evaluate((text) => localStorage.setItem("cart", text), JSON.stringify([cartLine(battery, 1)]));
    await page.goto("/checkout");
    await page.getByLabel("Full name").fill("Simran Kaur");
    await page.getByLabel("Mobile number").fill(buyer.mobile);
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Street address").fill("House 9, Guru Nanak Colony");
    await page.getByLabel("Pincode").pressSequentially(pincode);
    await expect(page.getByLabel("City")).not.toHaveValue("");
    await expect(page.getByRole("group", { name: "Exchange your old battery" })).toHaveCount(0);
    const installation = page.getByRole("group", { name: "Installation" });
    await installation.getByLabel(/Install it for me/).check();
    await installation.getByLabel("Day").selectOption({ index: 1 });
    await installation.getByLabel("Time").selectOption({ index: 1 });
    const exchange = await exchangeSmallLeadAcid(page);
    await expect(exchange.getByRole("status")).toHaveText("₹1,500 off, confirmed at pickup");
    await expect(summaryValue(page, "Old battery exchange (Lead-acid, Up to 100 Ah), confirmed at pickup")).toHaveText(`-${rupees(1500)}`);
    const total = battery.product_discountedPrice - 1500;
    await expect(summaryValue(page, "Total")).toHaveText(rupees(total));
    // From the top: the phone's sticky header would otherwise cover the slot's field scrolled beneath it.
    await expectNoAxeViolations(page, { fromTop: true });
    await shot("exchange-checkout");
    await page.getByRole("region", { name: "Order Summary" }).screenshot({ path: testInfo.outputPath(`exchange-summary-${testInfo.project.name}.png`) });

    await page.getByRole("button", { name: `Place Order ${rupees(total)}` }).click();
    const gateway = page.getByRole("dialog", { name: "Test payment gateway" });
    await expect(gateway).toContainText(rupees(total));
    await gateway.getByRole("button", { name: "Simulate success" }).click();
    const receipt = page.getByRole("dialog", { name: "Payment Successful" });
    await expect(receipt).toContainText("Old battery exchange, confirmed at pickup");
    const orderNumber = (await receipt.textContent())!.match(/UV-\d{4}-\d{6}/)![0];

    // The technician, on a phone, sees the old battery to collect and records a bigger one than declared.
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const field = await phone.newPage();
    await signIn(field, technician, "/admin");
    await expect(field).toHaveURL(/\/admin\/visits$/);
    const card = field.getByRole("article").filter({ hasText: orderNumber });
    await expect(card).toContainText(`1 × Lead-acid, Up to 100 Ah: ${rupees(1500)} off the order, confirmed at pickup`);
    await card.getByText("Close this installation").click();
    await card.getByLabel(`Serial number of ${battery.product_name}`).fill(`UVB-OLD-${unique}`);
    await expect(card.getByLabel("Battery 1: type")).toHaveValue("lead_acid");
    await card.getByLabel("Battery 1: capacity").selectOption("151_to_200");
    await card.getByLabel("Battery 1: weight in kg").fill("55.5");
    await expectNoAxeViolations(field);
    await shot("exchange-technician", field);
    await card.screenshot({ path: testInfo.outputPath(`exchange-technician-card-${testInfo.project.name}.png`) });
    await card.getByRole("button", { name: "Installed: register the warranties" }).click();
    await expect(field.getByRole("status")).toContainText(`Installation for ${orderNumber} closed`);
    const { scrollWidth, innerWidth } = await field.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await phone.close();

    // A 151–200 Ah lead-acid is worth ₹2,800: ₹1,300 more than declared, refunded with a credit note; the ledger has it.
    const back = await browser.newContext({ baseURL });
    const admin = await back.newPage();
    await signInAsAdmin(admin, "/admin/take-back");
    await expect(admin.getByRole("row").filter({ hasText: orderNumber })).toContainText("55.5 kg");
    const list = (await adminApi(admin, "GET", `orders?q=${orderNumber}`)).body as { orders: { id: number }[] };
    const detail = (await adminApi(admin, "GET", `orders/${list.orders[0]!.id}`)).body as { refunds: { amount: number; status: string; creditNote: unknown }[] };
    expect(JSON.stringify(detail)).toContain("1300");
    expect(JSON.stringify(detail)).toMatch(/CN\/|TEST-CN\//);
    await back.close();
  });
});
