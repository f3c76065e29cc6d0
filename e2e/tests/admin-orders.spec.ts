import { createHmac } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { adminApi, signIn, signInAsAdmin } from "./admin-helpers.ts";
import { E2E_TEST_GATEWAY_KEY_SECRET } from "./test-gateway.ts";
import { type CatalogueProduct, catalogue } from "./catalogue-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function productInStock(request: APIRequestContext): Promise<CatalogueProduct> {
  const product = (await catalogue(request)).find((candidate) => candidate.product_stock >= 5);
  if (!product) throw new Error("No product in stock");
  return product;
}

/**
 * An order paid the way the checkout pays it: create-order priced by the server, the test
 * gateway's payment, then the verify step (its signature checked again by hand).
 */
async function paidOrder(request: APIRequestContext, fullName: string, quantity = 1) {
  const product = await productInStock(request);
  const created = await request.post("/api/v1/placeOrderpayment/create-order", {
    data: {
      full_name: fullName,
      email: "e2e.buyer@example.in",
      mobile: "9876512345",
      address: "12 Mall Road",
      city: "Rajpura",
      state: "Punjab",
      pincode: "140401",
      product_data: [{ product_id: product.id, product_name: product.product_name, quantity, price: product.product_discountedPrice }],
      coupon_code: null,
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()) as { order_id: string; custom_order_id: string };
  const payment = (await (await request.post("/api/v1/test-gateway/pay", { data: { order_id: order.order_id, outcome: "success" } })).json()) as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  const expected = createHmac("sha256", E2E_TEST_GATEWAY_KEY_SECRET).update(`${order.order_id}|${payment.razorpay_payment_id}`).digest("hex");
  expect(payment.razorpay_signature).toBe(expected);
  const verified = await request.post("/api/v1/payment/verifyPlaceOrderPayment", { data: payment });
  expect(verified.status()).toBe(200);
  return { number: order.custom_order_id, product, token: ((await verified.json()) as { receipt: { receipt_id: string } }).receipt.receipt_id };
}

test.describe("staff console: orders, payments, coupons, reviews", () => {
  test("an order paid through the checkout API is marked shipped by the admin", async ({ page }) => {
    const buyer = `Jaspreet ${unique()}`;
    const { number, product } = await paidOrder(page.request, buyer);

    // The dashboard's "paid orders" link lands here.
    await signInAsAdmin(page, "/admin/orders?status=paid");
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("paid");
    const row = page.getByRole("row").filter({ hasText: number });
    await expect(row).toContainText(buyer);
    await expect(row).toContainText("Paid");
    await expectNoAxeViolations(page);

    // Search by the order number.
    await page.getByLabel("Search").fill(number);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${number}`));
    await expect(page.getByRole("row")).toHaveCount(2);

    await page.getByRole("link", { name: number }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole("table", { name: `Items of order ${number}` })).toContainText(product.product_name);
    await expect(page.getByText(/pay_test_/)).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Payment gateway confirmed the payment");
    await expectNoAxeViolations(page);

    // Only the lifecycle's next steps are offered.
    const newStatus = page.getByLabel("New status");
    await expect(newStatus.locator("option")).toHaveText(["Shipped", "Cancelled"]);
    await newStatus.selectOption("shipped");
    await page.getByLabel("Note").fill("Blue Dart AWB 7788990011");
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toHaveText(`Saved. Order ${number} is now shipped.`);
    await expect(page.getByLabel("New status").locator("option")).toHaveText(["Delivered"]);
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText(`changed the status from Paid to Shipped`);
    await expect(history).toContainText("Blue Dart AWB 7788990011");

    // It stays shipped after a reload, and the list filter finds it there.
    await page.goto(`/admin/orders?status=shipped&q=${number}`);
    await expect(page.getByRole("row").filter({ hasText: number })).toContainText("Shipped");

    // A step off the lifecycle is refused by the API with its reason.
    const detailId = (await adminApi(page, "GET", `orders?q=${number}`)).body as { orders: { id: number }[] };
    const refused = await adminApi(page, "POST", `orders/${detailId.orders[0]!.id}/status`, { status: "cancelled" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: "Only an order that has not been shipped can be cancelled; refund it instead." });
  });

  test("the admin refunds one unit of an order; the buyer's tracking page shows the refund and its credit note", async ({ page }) => {
    const buyer = `Harleen ${unique()}`;
    const { number, product } = await paidOrder(page.request, buyer, 2);
    await signInAsAdmin(page, `/admin/orders?q=${number}`);
    await page.getByRole("link", { name: number }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText("TEST: test gateway, no money taken")).toBeVisible();
    const refunds = page.getByRole("region", { name: "Refunds" });
    await expect(refunds).toContainText("Refunded so far: ₹0");

    await refunds.getByRole("radio", { name: "Chosen items" }).check();
    await refunds.getByRole("spinbutton", { name: new RegExp(product.product_name.replace(/[()/]/g, ".")) }).fill("1");
    await refunds.getByLabel("Reason").fill("One unit returned unopened");
    await expectNoAxeViolations(page);
    await refunds.getByRole("button", { name: "Refund through the payment gateway" }).click();
    const each = product.product_discountedPrice;
    const rupees = `₹${each.toLocaleString("en-IN")}`;
    await expect(refunds.getByRole("status")).toHaveText(`Refund of ${rupees} sent to the payment gateway.`);
    await expect(refunds).toContainText(`${rupees} · Refunded · Administrator`);
    await expect(refunds).toContainText(`1 × ${product.product_name}`);
    const creditNote = refunds.getByRole("link", { name: /Download credit note TEST-CN\/\d{2}-\d{2}\/\d{6} \(PDF\)/ });
    await expect(creditNote).toBeVisible();
    const staffPdf = await page.request.get((await creditNote.getAttribute("href"))!);
    expect(staffPdf.status()).toBe(200);
    expect(staffPdf.headers()["content-type"]).toBe("application/pdf");
    // A second press of a stale form refunds nothing: the API refuses it with the reason.
    const id = ((await adminApi(page, "GET", `orders?q=${number}`)).body as { orders: { id: number }[] }).orders[0]!.id;
    const again = await adminApi(page, "POST", `orders/${id}/refunds`, { reason: "again", lines: [{ position: 0, quantity: 1 }], refunded: 0 });
    expect(again.status).toBe(409);

    // The buyer finds the refund on the tracking page, and downloads the credit note.
    await page.goto("/track-order");
    await page.getByLabel("Order number").fill(number);
    await page.getByLabel("E-mail or mobile used at checkout").fill("e2e.buyer@example.in");
    await page.getByRole("button", { name: "Track Order" }).click();
    await expect(page.getByRole("heading", { name: "Refunds" })).toBeVisible();
    await expect(page.getByText(/TEST ORDER/)).toBeVisible();
    await expect(page.getByRole("main")).toContainText(`${rupees}: Refunded`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /Download credit note TEST-CN/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^Credit-note-TEST-CN-\d{2}-\d{2}-\d{6}\.pdf$/);
    await expectNoAxeViolations(page);
  });

  test("hiding a review changes the product page's count; showing it again restores it", async ({ page }) => {
    const product = await productInStock(page.request);
    const reviewer = `Reviewer ${unique()}`;
    const published = await page.request.post(`/api/v1/publishReview/${product.id}`, {
      data: { review_stars: 1, review_content: "Posted to be moderated by the e2e test.", name: reviewer, email: "reviewer@example.in" },
    });
    expect(published.status()).toBe(201);
    await page.goto(`/productDetail/${product.id}`);
    const tab = page.getByRole("tab", { name: /^Reviews \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? "")![1]);
    expect(before).toBeGreaterThan(0);

    await signInAsAdmin(page, `/admin/reviews?q=${encodeURIComponent(reviewer)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: reviewer });
    await expect(row).toContainText("reviewer@example.in");
    await expect(row).toContainText("Visible");
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: `Hide the review by ${reviewer}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Hid the review" })).toContainText(
      before === 1 ? `${product.product_name} now has no visible reviews.` : `${product.product_name} is now rated`,
    );
    await expect(row).toContainText("Hidden");

    await page.goto(`/productDetail/${product.id}`);
    await expect(page.getByRole("tab", { name: `Reviews (${before - 1})` })).toBeVisible();

    await page.goto(`/admin/reviews?q=${encodeURIComponent(reviewer)}`);
    await page.getByRole("button", { name: `Show the review by ${reviewer}` }).click();
    await expect(page.getByRole("row").filter({ hasText: reviewer })).toContainText("Visible");
    await page.goto(`/productDetail/${product.id}`);
    await expect(page.getByRole("tab", { name: `Reviews (${before})` })).toBeVisible();
  });

  test("the payments and coupons pages list their records and pass axe; a new coupon works at checkout", async ({ page }) => {
    const payer = `Payer ${unique()}`;
    const created = (await (await page.request.post("/api/v1/payment/create-order", { data: { name: payer, email: "payer@example.in", phone: "9876500011", amount: 1500, purpose: "UrjaVolt Battery Purchase" } })).json()) as { order_id: string };
    const payment = await (await page.request.post("/api/v1/test-gateway/pay", { data: { order_id: created.order_id, outcome: "success" } })).json();
    expect((await page.request.post("/api/v1/payment/verify", { data: payment })).status()).toBe(200);

    await signInAsAdmin(page, "/admin/payments");
    const row = page.getByRole("row").filter({ hasText: payer });
    await expect(row).toContainText("₹1,500");
    await expect(row).toContainText("Paid");
    await expect(row).toContainText(/TEST-RCPT-\d{4}-\d{6}/);
    await expectNoAxeViolations(page);

    await page.goto("/admin/coupons");
    await expect(page.getByRole("row").filter({ hasText: "FLAT1000" })).toContainText("₹1,000 off");
    await expectNoAxeViolations(page);
    const code = `E2E${unique().toUpperCase()}`.slice(0, 20);
    await page.getByRole("button", { name: "New coupon" }).click();
    await page.getByLabel("Code").fill(code);
    await page.getByLabel("Kind").selectOption("flat");
    await page.getByLabel("Value").fill("250");
    await page.getByLabel("Description").fill("₹250 off, from the e2e test");
    await page.getByRole("button", { name: "Add coupon" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added the coupon" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Active");

    const product = await productInStock(page.request);
    const applied = await page.request.post("/api/v1/validate-coupon", { data: { coupon_code: code.toLowerCase(), product_data: [{ product_id: product.id, quantity: 1 }] } });
    expect(applied.status()).toBe(200);
    expect(((await applied.json()) as { coupon: { discount: number } }).coupon.discount).toBe(250);
  });

  test("a support user reads orders but gets no status controls, and cannot write coupons @mobile", async ({ page, browser }, testInfo) => {
    const { number } = await paidOrder(page.request, `Support Check ${unique()}`);
    await signInAsAdmin(page);
    const support = { email: `support.${unique()}@urjavolt.test`, password: "Support-e2e-Pa55word!" };
    const createdStaff = await adminApi(page, "POST", "staff", { email: support.email, name: "E2E Support", role: "support", password: support.password });
    expect(createdStaff.status).toBe(201);

    // A second browser of its own: the support user's session beside the admin's.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() ?? { width: 360, height: 780 } });
    const supportPage = await context.newPage();
    try {
      await signIn(supportPage, support, `/admin/orders?q=${number}`);
      await supportPage.getByRole("link", { name: number }).click();
      await expect(supportPage.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
      await expect(supportPage.getByRole("region", { name: "History" })).toBeVisible();
      await expect(supportPage.getByRole("heading", { name: "Change the status" })).toHaveCount(0);
      await expectNoAxeViolations(supportPage);
      const attempt = await adminApi(supportPage, "POST", "coupons", {
        code: "SUPPORTNO",
        description: "x",
        kind: "flat",
        value: 10,
        startsAt: new Date().toISOString(),
      });
      expect(attempt.status).toBe(403);
      await supportPage.goto("/admin/coupons");
      await expect(supportPage.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();
      await expect(supportPage.getByRole("button", { name: "New coupon" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
