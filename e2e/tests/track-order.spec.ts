import { readFile } from "node:fs/promises";
import { type Page } from "@playwright/test";
import { expect, openAsItHydrates, test } from "./fixtures.ts";
import { gstinCheckCharacter } from "@urjavolt/contract/gst";
import { site } from "@urjavolt/contract/site";
import { trackingMessages } from "@urjavolt/contract/orders-tracking";
import { waitForMail } from "./mailbox.ts";
import { hasPdftotext, pdfText } from "./pdf-text.ts";
import { maharashtraBuyer, paidOrder, punjabBuyer, trackingToken } from "./tracking-helpers.ts";
import { productByModel } from "./catalogue-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;
const NOT_FOUND = "We could not find an order with those details.";
const EXPIRED = trackingMessages.linkExpired;

/** The tracking form, filled and sent. */
async function lookUp(page: Page, orderNumber: string, contact: string) {
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByLabel("E-mail or mobile used at checkout").fill(contact);
  await page.getByRole("button", { name: "Track Order" }).click();
}

test.describe("order tracking", () => {
  test("the link from the order e-mail opens the order, server-rendered, with its lines, totals and history @mobile", async ({ page, request }) => {
    const inverter = await productByModel(request, "UVI-3500");
    const battery = await productByModel(request, "UVE-48-24");
    const order = await paidOrder(request, punjabBuyer, [
      { product_id: inverter.id, quantity: 2 },
      { product_id: battery.id, quantity: 1 },
    ]);
    const link = `/track-order?token=${trackingToken(order.number)}`;

    // The order is in the HTML itself, not fetched afterwards.
    const html = await (await request.get(link)).text();
    expect(html).toContain(`Order ${order.number}`);
    expect(html).toContain(inverter.product_name);

    await page.goto(link);
    const card = page.getByRole("region", { name: `Order ${order.number}` });
    await expect(card).toBeVisible();
    await expect(card.getByText("Status:")).toContainText("Paid");
    const rows = card.getByRole("row");
    await expect(rows.nth(1)).toContainText(inverter.product_name);
    await expect(rows.nth(1)).toContainText(rupees(inverter.product_discountedPrice * 2));
    await expect(rows.nth(2)).toContainText(battery.product_name);
    await expect(card.locator("dt", { hasText: /^Total$/ }).locator("+ dd")).toHaveText(rupees(order.total));
    await expect(card.getByRole("listitem")).toHaveText([/Awaiting payment/, /Paid/]);
    // The buyer's contact details are not on the page a link opens.
    await expect(card).not.toContainText(punjabBuyer.mobile);
    await expect(card).not.toContainText(punjabBuyer.email);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(page, { fromTop: true });
  });

  test("the form finds an order by number and e-mail or mobile, and answers a wrong pair neutrally", async ({ page, request }) => {
    const battery = await productByModel(request, "UVE-48-24");
    const order = await paidOrder(request, punjabBuyer, [{ product_id: battery.id, quantity: 1 }]);
    await page.goto("/track-order");
    await expect(page.getByRole("heading", { level: 1, name: "Track Your Order" })).toBeVisible();

    // Empty: the fields say what is missing.
    await page.getByRole("button", { name: "Track Order" }).click();
    await expect(page.getByLabel("Order number")).toHaveAccessibleDescription("Order number is required");

    await lookUp(page, order.number, "someone.else@example.com");
    await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
    await expect(page.getByRole("region", { name: /^Order / })).toHaveCount(0);

    await lookUp(page, order.number.replace(/\d$/, (d) => String((Number(d) + 1) % 10)), punjabBuyer.email);
    await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
    await expectNoAxeViolations(page, { fromTop: true });

    await lookUp(page, order.number.toLowerCase(), `+91 ${punjabBuyer.mobile.slice(0, 5)} ${punjabBuyer.mobile.slice(5)}`);
    const card = page.getByRole("region", { name: `Order ${order.number}` });
    await expect(card).toBeFocused();
    await expect(card).toContainText(battery.product_name);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectNoAxeViolations(page, { fromTop: true });
  });

  test("the form filled in as the page loads and sent as it hydrates finds the order", async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const battery = await productByModel(request, "UVE-48-24");
    const order = await paidOrder(request, punjabBuyer, [{ product_id: battery.id, quantity: 1 }]);
    const quick = await openAsItHydrates(browser, baseURL, "/track-order");
    await quick.page.getByLabel("Order number").fill(order.number);
    const contact = quick.page.getByLabel("E-mail or mobile used at checkout");
    await contact.fill(`+91 ${punjabBuyer.mobile.slice(0, 5)} ${punjabBuyer.mobile.slice(5)}`);
    await quick.sendAsItHydrates(contact);
    await expect(quick.page.getByRole("region", { name: `Order ${order.number}` })).toContainText(battery.product_name, { timeout: 20_000 });
    await expect(contact).toHaveValue(`+91 ${punjabBuyer.mobile.slice(0, 5)} ${punjabBuyer.mobile.slice(5)}`);
    await quick.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form finds an order, and answers a wrong pair neutrally", async ({ page, request }) => {
      const battery = await productByModel(request, "UVE-48-24");
      const order = await paidOrder(request, punjabBuyer, [{ product_id: battery.id, quantity: 1 }]);
      await page.goto("/track-order");
      await page.getByRole("button", { name: "Track Order" }).click();
      await expect(page.getByLabel("Order number")).toHaveAccessibleDescription("Order number is required");
      await lookUp(page, order.number, "someone.else@example.com");
      await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
      await expect(page.getByLabel("Order number")).toHaveValue(order.number);
      await page.getByLabel("E-mail or mobile used at checkout").fill(punjabBuyer.email);
      await page.getByRole("button", { name: "Track Order" }).click();
      await expect(page.getByRole("region", { name: `Order ${order.number}` })).toContainText(battery.product_name);
    });

    test("the page after paying reads the same from its link, private to the buyer @mobile", async ({ page, request }) => {
      const battery = await productByModel(request, "UVE-48-24");
      const order = await paidOrder(request, maharashtraBuyer, [{ product_id: battery.id, quantity: 1 }]);
      const link = `/order-confirmation/${order.confirmationToken}`;
      const response = await page.goto(link);
      expect(response!.status()).toBe(200);
      expect(response!.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your order is confirmed" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(`Order ${order.number}: ${rupees(order.total)} paid on`);
      const next = page.getByRole("region", { name: "What happens next" });
      await expect(next.getByRole("listitem")).toHaveText([/^Dispatch by/, /^Delivery expected/, /^Register your warranty/]);
      await expect(next).toContainText("Pincode 411005 is in major cities, where delivery usually takes 4-7 business days after dispatch");
      await expect(page.getByRole("region", { name: "Your receipt" })).toContainText(battery.product_name);
      // The tax invoice is a plain link: it downloads without scripts.
      const invoice = await request.get((await page.getByRole("link", { name: "Download Tax Invoice (PDF)" }).getAttribute("href"))!);
      expect(invoice.headers()["content-type"]).toBe("application/pdf");
      await page.getByRole("link", { name: "Track this order" }).click();
      await expect(page.getByRole("region", { name: `Order ${order.number}` })).toBeVisible();
    });

    test("a forged confirmation link is a 404 that says so, and leads to the tracking form", async ({ page }) => {
      const response = await page.goto(`/order-confirmation/${trackingToken("UV-2000-999999")}`);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("alert")).toHaveText("This confirmation link is not valid.");
      await page.getByRole("link", { name: "Find your order" }).click();
      await expect(page.getByLabel("Order number")).toBeVisible();
    });
  });

  test("the page after paying fits a phone and passes axe @mobile", async ({ page, request }) => {
    const battery = await productByModel(request, "UVE-48-24");
    const order = await paidOrder(request, punjabBuyer, [{ product_id: battery.id, quantity: 1 }]);
    await page.goto(`/order-confirmation/${order.confirmationToken}`);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you! Your order is confirmed" })).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(page, { fromTop: true });
  });

  test("an expired link is a 410 that says how to get a fresh one, and the form gives it, with the invoice @mobile", async ({ page, request }) => {
    const battery = await productByModel(request, "UVE-48-24");
    const order = await paidOrder(request, punjabBuyer, [{ product_id: battery.id, quantity: 1 }]);
    // A link the look-up gave a day ago: past its day, and the order's own would open it still.
    const expired = trackingToken(order.number, new Date(Date.now() - 60_000));
    const invoice = await request.get(`/api/v1/track-order/${expired}/invoice`);
    expect(invoice.status()).toBe(410);
    expect(await invoice.json()).toEqual({ message: EXPIRED });

    const response = await page.goto(`/track-order?token=${expired}`);
    expect(response!.status()).toBe(410);
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("alert")).toHaveText(EXPIRED);
    await expect(page.getByRole("region", { name: /^Order / })).toHaveCount(0);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(page, { fromTop: true });

    await lookUp(page, order.number, punjabBuyer.email);
    const card = page.getByRole("region", { name: `Order ${order.number}` });
    await expect(card).toContainText(battery.product_name);
    const fresh = await request.get((await card.getByRole("link", { name: "Download Tax Invoice (PDF)" }).getAttribute("href"))!);
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()["content-type"]).toBe("application/pdf");
  });

  test("a forged link says so and leaves the form to use @mobile", async ({ page }) => {
    await page.goto(`/track-order?token=${trackingToken("UV-2000-999999")}`);
    await expect(page.getByRole("alert")).toContainText("This tracking link is not valid");
    await expect(page.getByLabel("Order number")).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(page, { fromTop: true });
  });

  test("the footer links to order tracking", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Track Your Order" }).click();
    await expect(page).toHaveURL(/\/track-order$/);
  });

  /**
   * A buyer pays, gets the e-mail, opens its link, sees the order and downloads the tax invoice:
   * CGST and SGST within Punjab, IGST for Maharashtra, taxable value plus tax equal to the price paid.
   */
  test("a Punjab buyer with a GSTIN pays at checkout, opens the e-mail's link and downloads the GST invoice", async ({ page, request }, testInfo) => {
    const battery = await productByModel(request, "UVE-48-24");
    const buyerGstin = `03AAPFU0939F1Z${gstinCheckCharacter("03AAPFU0939F1Z")}`;
    const email = "harpreet.sandhu@example.com";
    await page.goto("/privacypolicy");
    await page.evaluate((line) => localStorage.setItem("cart", JSON.stringify([line])), {
      id: battery.id,
      product_name: battery.product_name,
      product_discountedPrice: battery.product_discountedPrice,
      quantity: 1,
      image: "",
      product_stock: 10,
    });
    await page.goto("/checkout");
    await page.getByLabel("Full name").fill("Harpreet Sandhu");
    await page.getByLabel("Mobile number").fill("98140 12345");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Street address").fill("Shop 3, Grain Market");
    await page.getByLabel("Pincode").pressSequentially("140401");
    await expect(page.getByLabel("State")).toHaveValue("Punjab");
    await page.getByLabel("GSTIN (optional, for a business invoice)").fill(buyerGstin.toLowerCase());
    await page.getByRole("button", { name: /^Place Order/ }).click();
    await page.getByRole("dialog", { name: "Test payment gateway" }).getByRole("button", { name: "Simulate success" }).click();
    const receipt = page.getByRole("dialog", { name: "Payment Successful" });
    await expect(receipt).toBeVisible();
    const orderNumber = (await receipt.textContent())!.match(/UV-\d{4}-\d{6}/)![0];

    const mail = await waitForMail(email, (candidate) => candidate.subject.includes(orderNumber));
    expect(mail.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
    const link = /http:\/\/\S+\/track-order\?token=\S+/.exec(mail.text)![0];
    await page.goto(link);
    const card = page.getByRole("region", { name: `Order ${orderNumber}` });
    await expect(card).toContainText(battery.product_name);
    await expect(card.getByText("Status:")).toContainText("Paid");
    await expectNoAxeViolations(page, { fromTop: true });

    const text = await downloadInvoice(page, testInfo.outputPath("invoice.pdf"));
    if (!text) return;
    expect(text).toContain(site.gstin);
    expect(text).toContain(`Buyer GSTIN: ${buyerGstin}`);
    expect(text).toContain(orderNumber);
    expect(text).toContain("85076000");
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    expect(text).not.toMatch(/IGST/);
    expectTaxAddsUp(text, battery.product_discountedPrice);
  });

  test("a Maharashtra buyer's invoice, from the e-mail's link, charges IGST", async ({ page, request }, testInfo) => {
    const battery = await productByModel(request, "UVE-48-24");
    const order = await paidOrder(request, maharashtraBuyer, [{ product_id: battery.id, quantity: 1 }]);
    const mail = await waitForMail(maharashtraBuyer.email, (candidate) => candidate.subject.includes(order.number));
    await page.goto(/http:\/\/\S+\/track-order\?token=\S+/.exec(mail.text)![0]);
    await expect(page.getByRole("region", { name: `Order ${order.number}` })).toBeVisible();
    const text = await downloadInvoice(page, testInfo.outputPath("invoice.pdf"));
    if (!text) return;
    expect(text).toContain(site.gstin);
    expect(text).toContain("Maharashtra (state code 27)");
    expect(text).toMatch(/IGST/);
    expect(text).not.toMatch(/CGST/);
    expect(text).not.toContain("Buyer GSTIN");
    expectTaxAddsUp(text, order.total);
  });
});

/** Downloads the invoice from the tracking page; its text, or undefined where pdftotext is missing. */
async function downloadInvoice(page: Page, file: string): Promise<string | undefined> {
  const link = page.getByRole("link", { name: "Download Tax Invoice (PDF)" });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  // Paid through the test gateway: the invoice is in the TEST series, never the real one.
  expect(download.suggestedFilename()).toMatch(/^Invoice-TEST-\d{2}-\d{2}-\d{6}\.pdf$/);
  await download.saveAs(file);
  expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");
  if (!hasPdftotext) {
    test.info().annotations.push({ type: "skipped", description: "pdftotext (poppler-utils) is not installed: the invoice's text was not read" });
    return undefined;
  }
  return pdfText(file);
}

/** Tax-inclusive price at 18%: the invoice's taxable value plus its taxes is exactly what was paid. */
function expectTaxAddsUp(text: string, paidRupees: number) {
  const paise = (label: string) => {
    const match = new RegExp(`^\\s*${label}\\s+([\\d,]+\\.\\d{2})\\s*$`, "m").exec(text);
    return match ? Math.round(Number(match[1]!.replace(/,/g, "")) * 100) : 0;
  };
  const paid = Math.round(paidRupees * 100);
  expect(paise("Invoice total \\(₹\\)")).toBe(paid);
  expect(paise("Taxable value")).toBe(Math.round(paid / 1.18));
  expect(paise("Taxable value") + paise("CGST") + paise("SGST") + paise("IGST")).toBe(paid);
}
