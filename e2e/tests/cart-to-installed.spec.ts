import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { expect, test } from "./fixtures.ts";
import { adminApi, signIn, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { cartLine, productByModel } from "./catalogue-helpers.ts";
import { addTechnician, exchangeSmallLeadAcid, freshPincode, payTestLink, placeDueOnInstallation, sentPaymentLink, shipAndInstall, turnOnPayOnInstallation } from "./installation-helpers.ts";
import { signInCodeSentTo, waitForMail } from "./mailbox.ts";
import { hasPdftotext, pdfText } from "./pdf-text.ts";

/**
 * From cart to installed, in one order (decisions 051, 057, 058 and 059): the product page's
 * declarations; checkout with installation, an old battery exchanged and payment on installation;
 * the technician on a phone fitting the battery, recording a bigger old battery than declared and
 * sending the payment link for the amount that leaves; the customer paying it, getting the tax
 * invoice on the settled amount, and the warranty certificate naming the model, without a form.
 */

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
const summaryValue = (page: Page, term: string) => page.getByRole("region", { name: "Order Summary" }).locator("dt", { hasText: exactly(term) }).locator("+ dd");
const declaration = (page: Page, term: string) =>
  page.getByRole("region", { name: "Product declarations" }).locator("dt", { hasText: exactly(term) }).locator("xpath=following-sibling::dd[1]");

test.describe("from cart to installed", () => {
  test("a buyer in a served pincode chooses installation, exchanges an old battery and pays on installation; the technician fits it on a phone and records a bigger old battery; the link asks for less; the invoice and the certificate follow @mobile", async ({
    page,
    browser,
    baseURL,
    request,
  }, testInfo) => {
    // The whole journey: the office, the shop, the technician's phone, the payment, the account, with axe on each page.
    test.setTimeout(240_000);
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
    const buyer = { email: `installed-${unique}@example.in`, mobile: `98${unique}` };
    const technician = { name: `Navdeep Fitter ${unique}`, email: `fitter-${unique}@staff.test`, password: `Fit-Whole-${unique}!` };
    const serial = `UVB-FIT-${unique}`;
    const pincode = await freshPincode();
    const shot = (name: string, target: Page = page) => target.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

    // The office: pay on installation on (up to ₹2,00,000, 3 days), and a technician serving the pincode.
    const office = await browser.newContext({ baseURL });
    const desk = await office.newPage();
    await signInAsAdmin(desk, "/admin/orders");
    await turnOnPayOnInstallation(desk);
    await desk.goto("/admin/staff");
    await addTechnician(desk, technician, pincode);

    // The battery's page: the declarations the law asks for, and how the old battery goes back.
    const battery = await productByModel(request, "UVB-48-100");
    const detail = (await (await request.get(`/api/v1/productData/${battery.id}`)).json()) as ProductDetail;
    await page.goto(`/productDetail/${battery.id}`);
    await expect(declaration(page, "Generic name")).toHaveText(detail.declarations.generic_name!);
    await expect(declaration(page, "Brand and model")).toHaveText(`${detail.product_brand}, model ${detail.model}`);
    await expect(declaration(page, "MRP")).toHaveText(/^₹[\d,]+ \(inclusive of all taxes\); our price ₹[\d,]+$/);
    await expect(declaration(page, "Country of origin")).toHaveText(detail.declarations.country_of_origin!);
    await expect(page.getByText(/Hand your old battery to our technician at the installation/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("installed-product");

    // Checkout: installation, the old battery (a 100 Ah lead-acid, ₹1,500 off), and paying on installation.
    await page.evaluate((text) => localStorage.setItem("cart", text), JSON.stringify([cartLine(battery, 1)]));
    await page.goto("/checkout");
    await shipAndInstall(page, { name: "Manpreet Kaur", street: "House 14, Model Town", ...buyer }, pincode);
    await exchangeSmallLeadAcid(page);
    const total = battery.product_discountedPrice - 1500;
    await expect(summaryValue(page, "Total")).toHaveText(rupees(total));
    const timing = page.getByRole("group", { name: "When to pay" });
    await expect(timing).toContainText(`You pay the total of ${rupees(total)} after our technician has installed your order, not now.`);
    await expect(timing).toContainText("Your old battery's exchange value is confirmed when the technician collects it");
    await timing.getByLabel("Pay on installation").check();
    await expectNoAxeViolations(page, { fromTop: true });
    await shot("installed-checkout");
    // No payment now: the order's page says payment is due on installation.
    const { tracked, orderNumber, trackingUrl } = await placeDueOnInstallation(page, rupees(total));

    // The technician, on a phone: the serial fitted, a 101–150 Ah lead-acid collected (₹2,200), so ₹700 less is due.
    const settled = total - 700;
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const field = await phone.newPage();
    await signIn(field, technician, "/admin");
    const card = field.getByRole("article").filter({ hasText: orderNumber });
    await expect(card).toContainText(`1 × Lead-acid, Up to 100 Ah: ${rupees(1500)} off the order, confirmed at pickup`);
    await card.getByText("Close this installation").click();
    await card.getByLabel(`Serial number of ${battery.product_name}`).fill(serial);
    await expect(card.getByRole("group", { name: `Payment due on installation: ${rupees(total)}` })).toBeVisible();
    await card.getByLabel("Battery 1: capacity").selectOption("101_to_150");
    await card.getByLabel("Battery 1: weight in kg").fill("41.5");
    await expect(card.getByRole("group", { name: `Payment due on installation: ${rupees(settled)}` })).toBeVisible();
    await expect(card).toContainText(`The old batteries recorded change the amount due from ${rupees(total)} to ${rupees(settled)}.`);
    await expect(card.getByRole("checkbox")).toHaveCount(0);
    await card.getByLabel(`Send a payment link to ${buyer.mobile}`).check();
    await expectNoAxeViolations(field);
    await shot("installed-technician", field);
    await card.getByRole("button", { name: "Installed: register the warranties" }).click();
    await expect(field.getByRole("status")).toContainText(`A payment link was sent to ${buyer.mobile}.`);
    const { scrollWidth, innerWidth } = await field.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await phone.close();

    // The console's order: the link sent for the settled amount, and the old battery in the take-back ledger.
    const link = await sentPaymentLink(desk, orderNumber);
    await expectNoAxeViolations(desk);
    await desk.goto("/admin/take-back");
    await expect(desk.getByRole("row").filter({ hasText: orderNumber })).toContainText("41.5 kg");
    const list = (await adminApi(desk, "GET", `orders?q=${orderNumber}`)).body as { orders: { id: number }[] };
    const order = (await adminApi(desk, "GET", `orders/${list.orders[0]!.id}`)).body as { refunds: unknown[] };
    // Settled on what was due: nothing to refund.
    expect(order.refunds).toEqual([]);
    await office.close();

    // The customer pays the link: it asks for the settled amount.
    await payTestLink(page, link, orderNumber, rupees(settled));

    // The order's page: paid by the link, the exchange at its settled value, and the tax invoice on it.
    await page.goto(trackingUrl);
    await expect(tracked).toContainText(`Paid by payment link: ${rupees(settled)}.`);
    await expect(tracked).toContainText(`-${rupees(2200)}`);
    await expectNoAxeViolations(page);
    await shot("installed-paid");
    const invoice = await request.get((await page.getByRole("link", { name: /Tax Invoice/ }).first().getAttribute("href"))!);
    expect(invoice.headers()["content-type"]).toBe("application/pdf");
    const invoiceFile = testInfo.outputPath(`invoice-${testInfo.project.name}.pdf`);
    await writeFile(invoiceFile, await invoice.body());
    if (hasPdftotext) expect(await pdfText(invoiceFile)).toContain(settled.toLocaleString("en-IN", { minimumFractionDigits: 2 }));

    // The certificate came without a form; signed in by the code to the mobile, it names the model and serial.
    const mail = await waitForMail(buyer.email, (message) => message.subject.includes(`Installed and under warranty (order ${orderNumber})`));
    expect(mail.text).toContain(`/account/units/${serial}/certificate`);
    await page.goto("/account/sign-in");
    await page.getByRole("textbox", { name: "Mobile number" }).fill(buyer.mobile);
    await page.getByRole("button", { name: "Send code", exact: true }).click();
    await page.getByRole("textbox", { name: "6-digit code" }).fill(await signInCodeSentTo(buyer.mobile));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto(`/account/units/${serial}`);
    const warranty = page.getByRole("region", { name: "Warranty" });
    await expect(warranty.getByText("Warranty: Active")).toBeVisible();
    await expectNoAxeViolations(page);
    const downloading = page.waitForEvent("download");
    await warranty.getByRole("link", { name: "Download the warranty certificate (PDF)" }).click();
    const certificateFile = testInfo.outputPath(`certificate-${testInfo.project.name}.pdf`);
    await (await downloading).saveAs(certificateFile);
    if (hasPdftotext) {
      const text = await pdfText(certificateFile);
      expect(text).toMatch(new RegExp(`Model\\s+${detail.model}`));
      expect(text).toMatch(new RegExp(`Serial number\\s+${serial}`));
    }
  });
});
