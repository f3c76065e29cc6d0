import { writeFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { addTechnician, freshPincode } from "./installation-helpers.ts";
import { signIn, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { cartLine, productByModel } from "./catalogue-helpers.ts";
import { waitForMail } from "./mailbox.ts";
import { hasPdftotext, pdfText } from "./pdf-text.ts";

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;
const summaryValue = (page: Page, term: string) => page.getByRole("region", { name: "Order Summary" }).locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("+ dd");


test.describe("installation chosen at checkout (decision 057)", () => {
  test("a buyer in a served pincode books installation and pays; the technician closes it on a phone with the serial; the warranty is Active and the invoice has the line @mobile", async ({ page, browser, baseURL, request }, testInfo) => {
    test.slow();
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
    const buyer = { email: `install-${unique}@example.in`, mobile: `96${unique}` };
    const technician = { name: `Gurpreet Installer ${unique}`, email: `fit-${unique}@staff.test`, password: `Fit-Install-${unique}!` };
    const serial = `UVI-FIT-${unique}`;
    // A pincode the directory knows that no other test's technician serves: a random one of the directory's.
    const pincode = await freshPincode();
    const shot = (name: string, target: Page = page) => target.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

    // An admin adds a technician serving the buyer's pincode.
    const office = await browser.newContext({ baseURL });
    const desk = await office.newPage();
    await signInAsAdmin(desk, "/admin/staff");
    await addTechnician(desk, technician, pincode);
    await office.close();

    // The product page says installation is offered and its price.
    const inverter = await productByModel(request, "UVI-3500");
    await page.goto(`/productDetail/${inverter.id}`);
    await expect(page.getByText("Installation by our technician: ₹999 a unit")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("installation-product");

    // Checkout: the pincode is served, so installation is offered with days and slots.
    await page.goto("/privacypolicy");
    await page.evaluate((text) => localStorage.setItem("cart", text), JSON.stringify([cartLine(inverter, 1)]));
    await page.goto("/checkout");
    await page.getByLabel("Full name").fill("Simran Kaur");
    await page.getByLabel("Mobile number").fill(buyer.mobile);
    await page.getByLabel("Email").fill(buyer.email);
    await page.getByLabel("Street address").fill("House 7, Guru Nanak Colony");
    await page.getByLabel("Pincode").pressSequentially(pincode);
    await expect(page.getByLabel("City")).not.toHaveValue("");
    const installation = page.getByRole("group", { name: "Installation" });
    await expect(installation).toContainText("Installation by our technician: ₹999");
    await installation.getByLabel(/Install it for me/).check();
    const day = installation.getByLabel("Day");
    await day.selectOption({ index: 1 });
    const time = installation.getByLabel("Time");
    await time.selectOption({ index: 1 });
    const chosenDay = (await day.locator("option:checked").textContent())!;
    const chosenTime = (await time.locator("option:checked").textContent())!;
    const total = inverter.product_discountedPrice + 999;
    await expect(summaryValue(page, "Installation")).toHaveText(rupees(999));
    await expect(summaryValue(page, "Total")).toHaveText(rupees(total));
    await expectNoAxeViolations(page);
    await shot("installation-checkout");

    await page.getByRole("button", { name: `Place Order ${rupees(total)}` }).click();
    const gateway = page.getByRole("dialog", { name: "Test payment gateway" });
    await expect(gateway).toContainText(rupees(total));
    await gateway.getByRole("button", { name: "Simulate success" }).click();
    const receipt = page.getByRole("dialog", { name: "Payment Successful" });
    await expect(receipt).toBeVisible();
    const orderNumber = (await receipt.textContent())!.match(/UV-\d{4}-\d{6}/)![0];
    await receipt.getByRole("link", { name: "What happens next" }).click();
    const next = page.getByRole("region", { name: "What happens next" });
    await expect(next).toContainText(`Our technician will install it on`);
    await expect(next).toContainText(chosenTime);
    await expectNoAxeViolations(page);
    await shot("installation-confirmation");

    // The technician, on a phone, sees the installation beside repairs and closes it with the serial.
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const field = await phone.newPage();
    await signIn(field, technician, "/admin");
    await expect(field).toHaveURL(/\/admin\/visits$/);
    const card = field.getByRole("article").filter({ hasText: orderNumber });
    await expect(card).toContainText(`Installation, order ${orderNumber}`);
    await expect(card).toContainText("House 7, Guru Nanak Colony");
    await expect(card).toContainText(`1 × ${inverter.product_name}, to install`);
    await expect(card.getByRole("link", { name: `call ${buyer.mobile}` })).toBeVisible();
    await expect(card.getByRole("heading")).toContainText(chosenTime.split(" to ")[0]!);
    await card.getByText("Close this installation").click();
    await card.getByLabel(`Serial number of ${inverter.product_name}`).fill(serial.toLowerCase());
    await expectNoAxeViolations(field);
    await shot("installation-technician", field);
    await card.getByRole("button", { name: "Installed: register the warranties" }).click();
    await expect(field.getByRole("status")).toContainText(`Installation for ${orderNumber} closed: 1 unit registered for warranty, Active.`);
    await expect(field.getByRole("region", { name: "Closed in the last two weeks" })).toContainText(serial);
    const { scrollWidth, innerWidth } = await field.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await phone.close();

    // The customer gets the certificate without a form: the warranty is Active.
    const mail = await waitForMail(buyer.email, (message) => message.subject.includes(`Installed and under warranty (order ${orderNumber})`));
    expect(mail.text).toContain(`/account/units/${serial}/certificate`);
    const warranty = await request.get(`/api/v1/getwarranty/${serial}`);
    expect(warranty.status()).toBe(200);
    expect(JSON.stringify(await warranty.json())).toContain("Active");

    // The tracking page shows the installation; the invoice has it as its own line with its SAC.
    await page.getByRole("link", { name: "Track this order" }).click();
    const tracked = page.getByRole("region", { name: `Order ${orderNumber}` });
    await expect(tracked).toContainText("Installed by our technician");
    await expectNoAxeViolations(page);
    await shot("installation-tracking");
    const invoice = await request.get((await page.getByRole("link", { name: /Tax Invoice/ }).first().getAttribute("href"))!);
    expect(invoice.headers()["content-type"]).toBe("application/pdf");
    if (hasPdftotext) {
      const file = testInfo.outputPath("invoice.pdf");
      await writeFile(file, await invoice.body());
      const text = await pdfText(file);
      expect(text).toMatch(/Installation\s+998736/);
    }
    expect(chosenDay).not.toBe("");
  });
});
