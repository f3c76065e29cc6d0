import { createHmac } from "node:crypto";
import { financialYear } from "@urjavolt/contract/invoices";
import { NO_INVOICE } from "@urjavolt/contract/orders-admin";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { coupons } from "../../db/schema/coupons.ts";
import { numberCounters } from "../../db/schema/counters.ts";
import { storedFiles } from "../../db/schema/files.ts";
import { invoices } from "../../db/schema/invoices.ts";
import { orders } from "../../db/schema/orders.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { signTrackingToken } from "../../lib/signed-links.ts";
import { productRow } from "../../test/factories.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { hasPdftotext, pdfText } from "../../test/pdf-text.ts";

const SECRET = "invoice-test-secret-0123456789";
const PAYMENT_SECRET = "urjavolt_test_secret";

async function setup(db: Database) {
  await db.insert(products).values([
    productRow({ id: 1, name: "Lithium Inverter/UPS 1100VA", discountedPricePaise: 2_499_900, stock: 100 }),
    productRow({ id: 2, name: "Lithium Battery 48V 100Ah", category: "battery", pricePaise: 6_000_000, discountedPricePaise: 5_400_050, stock: 100 }),
    productRow({ id: 3, name: "Last Unit Pack", stock: 1 }),
    productRow({ id: 4, name: "Surge Protector", category: "accessory", hsnCode: "85363000", gstRatePercent: 12, discountedPricePaise: 189_900, stock: 100 }),
  ]);
  await db.insert(coupons).values({
    code: "INV1100",
    description: "10% off the 1100VA inverter",
    kind: "percent",
    value: 10,
    productModels: ["UVT-1"],
    startsAt: new Date("2020-01-01T00:00:00Z"),
  });
}

const punjab = { full_name: "Gurpreet Kaur", email: "gurpreet@example.in", mobile: "9876501234", address: "House 7, Model Town", city: "Rajpura", state: "Punjab", pincode: "140401" };
const maharashtra = { full_name: "Sneha Patil", email: "sneha@example.in", mobile: "9822012345", address: "Flat 4, Shivaji Nagar", city: "Pune", state: "Maharashtra", pincode: "411005" };
type Line = { product_id: number; quantity: number };

describe.each(testDatabaseKinds)("GST tax invoices on %s", (kind) => {
  const t = useTestApp(kind, { setup, env: { TRACKING_SECRET: SECRET } });
  let address = 0;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload: payload as object, remoteAddress: `10.3.${(address >> 8) & 255}.${address++ & 255}` });

  async function createOrder(buyer: object, lines: Line[], extra: object = {}) {
    const created = await post("placeOrderpayment/create-order", { ...buyer, product_data: lines, coupon_code: null, ...extra });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { order_id: string; custom_order_id: string; total: number };
  }

  /** Pays as the browser's verify does, at `now` (the invoice's date and financial year). */
  /** Pays in the test gateway's checkout (so it can refund the payment), then verifies at `now`. */
  async function pay(gatewayOrderId: string, now?: Date) {
    const [order] = await t.database.db.select({ totalPaise: orders.totalPaise }).from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
    const { paymentId, signature } = await t.app.services.paymentGateway.testCheckout!.pay(gatewayOrderId, order!.totalPaise, "success");
    expect(signature).toBe(createHmac("sha256", PAYMENT_SECRET).update(`${gatewayOrderId}|${paymentId}`).digest("hex"));
    return t.app.services.orders.verifyPayment({ razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature }, now);
  }

  async function invoiceOf(orderNumber: string) {
    const [row] = await t.database.db
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(orders.number, orderNumber));
    return row?.invoice;
  }

  it("issues a numbered invoice with the payment: CGST and SGST within Punjab, taxable value plus tax equal to the price", async () => {
    const order = await createOrder(punjab, [
      { product_id: 1, quantity: 2 },
      { product_id: 4, quantity: 1 },
    ]);
    expect(await invoiceOf(order.custom_order_id)).toBeUndefined();
    await pay(order.order_id);
    const invoice = (await invoiceOf(order.custom_order_id))!;
    // The test gateway's sales have a TEST series of their own: the real GST series is never used up by them.
    expect(invoice.number).toMatch(new RegExp(`^TEST/${financialYear(new Date()).slice(2)}/\\d{6}$`));
    expect(invoice.test).toBe(true);
    expect(await t.database.db.select().from(numberCounters).where(eq(numberCounters.series, "invoice"))).toEqual([]);
    const document = invoice.document;
    expect(document).toMatchObject({
      orderNumber: order.custom_order_id,
      intraState: true,
      placeOfSupply: { state: "Punjab", stateCode: "03" },
      supplier: { stateCode: "03" },
      buyer: { name: "Gurpreet Kaur", stateCode: "03", gstin: null, pincode: "140401" },
    });
    expect(document.lines.map((line) => [line.hsn, line.quantity, line.unit, line.gstRatePercent, line.amountPaise])).toEqual([
      ["85044010", 2, "NOS", 18, 4_999_800],
      ["85363000", 1, "NOS", 12, 189_900],
    ]);
    for (const line of document.lines) {
      expect(line.igstPaise).toBe(0);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.amountPaise);
    }
    expect(document.lines[1]!.taxablePaise).toBe(169_554);
    expect(document.totals.taxablePaise + document.totals.taxPaise).toBe(Math.round(order.total * 100));
  });

  it("taxes a supply to Maharashtra as IGST, and prints the buyer's GSTIN", async () => {
    const order = await createOrder(maharashtra, [{ product_id: 2, quantity: 1 }], { gstin: "27aapfu0939f1zv" });
    await pay(order.order_id);
    const { document } = (await invoiceOf(order.custom_order_id))!;
    expect(document.intraState).toBe(false);
    expect(document.placeOfSupply).toEqual({ state: "Maharashtra", stateCode: "27" });
    expect(document.buyer.gstin).toBe("27AAPFU0939F1ZV");
    expect(document.lines[0]).toMatchObject({ hsn: "85076000", amountPaise: 5_400_050, cgstPaise: 0, sgstPaise: 0, igstPaise: 823_736, taxablePaise: 4_576_314 });
    expect(document.amountInWords).toBe("Rupees Fifty-Four Thousand and Fifty Paise Only");
  });

  it("refuses a GSTIN with a wrong check character, and stores nothing", async () => {
    const buyer = { ...maharashtra, email: "wrong.gstin@example.in" };
    const response = await post("placeOrderpayment/create-order", { ...buyer, product_data: [{ product_id: 2, quantity: 1 }], gstin: "27AAPFU0939F1ZW" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ gstin: "Please enter a valid 15-character GSTIN, or leave it blank" });
    expect(await t.database.db.select().from(orders).where(eq(orders.email, buyer.email))).toHaveLength(0);
  });

  it("puts a coupon's discount on the lines it names, so each line shows what was paid for it", async () => {
    const order = await createOrder(punjab, [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1 }], { coupon_code: "INV1100" });
    await pay(order.order_id);
    const { document } = (await invoiceOf(order.custom_order_id))!;
    // 10% of ₹24,999, rounded down to whole rupees, all on the inverter's line.
    expect(document.lines.map((line) => line.amountPaise)).toEqual([2_499_900 - 249_900, 5_400_050]);
    expect(document.totals.totalPaise).toBe(Math.round(order.total * 100));
  });

  it("keeps the tax class the product had when the order was placed", async () => {
    const order = await createOrder(punjab, [{ product_id: 2, quantity: 1 }]);
    await t.database.db.update(products).set({ hsnCode: "85079090", gstRatePercent: 28 }).where(eq(products.id, 2));
    await pay(order.order_id);
    await t.database.db.update(products).set({ hsnCode: "85076000", gstRatePercent: 18 }).where(eq(products.id, 2));
    expect((await invoiceOf(order.custom_order_id))!.document.lines[0]).toMatchObject({ hsn: "85076000", gstRatePercent: 18 });
  });

  it("numbers invoices in sequence within a financial year and starts again in the next", async () => {
    const march = new Date("2031-03-31T12:00:00Z");
    const april = new Date("2031-04-01T12:00:00Z");
    const numbers: string[] = [];
    for (const when of [march, march, april]) {
      const order = await createOrder(punjab, [{ product_id: 1, quantity: 1 }]);
      await pay(order.order_id, when);
      numbers.push((await invoiceOf(order.custom_order_id))!.number);
    }
    expect(numbers).toEqual(["TEST/30-31/000001", "TEST/30-31/000002", "TEST/31-32/000001"]);
  });

  it("gives no invoice to an order paid after its last unit went elsewhere (it is refunded)", async () => {
    const second = await createOrder(maharashtra, [{ product_id: 3, quantity: 1 }]);
    // Its hold runs out before it is paid, and another buyer takes the unit.
    await t.app.reconciler.runOnce(new Date(Date.now() + 16 * 60_000));
    const first = await createOrder(punjab, [{ product_id: 3, quantity: 1 }]);
    await pay(first.order_id);
    const late = await pay(second.order_id);
    expect(late.refund_due).toBe(true);
    expect(await invoiceOf(second.custom_order_id)).toBeUndefined();
    const tracked = await t.app.inject({ url: `/api/v1/track-order/${signTrackingToken(second.custom_order_id, SECRET)}` });
    expect(tracked.json()).toMatchObject({ status: "refunded", needsRefund: false, invoiceNumber: null, invoiceUrl: null, refunds: [{ status: "processed", creditNote: null }] });
    const download = await t.app.inject({ url: `/api/v1/track-order/${signTrackingToken(second.custom_order_id, SECRET)}/invoice` });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual({ message: NO_INVOICE });
  });

  it("writes the invoice's number into the buyer's and staff's e-mails, taken last in the payment", async () => {
    const order = await createOrder(punjab, [{ product_id: 1, quantity: 1 }]);
    await pay(order.order_id);
    const invoice = (await invoiceOf(order.custom_order_id))!;
    expect(invoice.number).toMatch(/^(UV|TEST)\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.document.number).toBe(invoice.number);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, punjab.email));
    const paid = mails.find((row) => row.kind === "order-paid" && row.subject.includes(order.custom_order_id))!;
    expect(paid.text).toContain(`Your GST tax invoice ${invoice.number} is attached.`);
    expect(paid.html).toContain(invoice.number);
    expect(paid.attachments).toEqual([{ kind: "invoice", ref: order.custom_order_id, filename: `Invoice-${invoice.number.replace(/\//g, "-")}.pdf` }]);
    const everything = await t.database.db.select().from(outbox);
    expect(everything.filter((row) => JSON.stringify(row).includes("[[invoice-number]]"))).toEqual([]);
  });

  it("lets the buyer (by the tracking link) and staff download the PDF, drawn once and kept", async () => {
    const order = await createOrder(punjab, [{ product_id: 1, quantity: 1 }]);
    await pay(order.order_id);
    const invoice = (await invoiceOf(order.custom_order_id))!;
    const token = signTrackingToken(order.custom_order_id, SECRET);
    const tracked = (await t.app.inject({ url: `/api/v1/track-order/${token}` })).json();
    expect(tracked.invoiceNumber).toBe(invoice.number);

    // Two first downloads at once still store one file.
    const [a, b] = await Promise.all([t.app.inject({ url: tracked.invoiceUrl }), t.app.inject({ url: tracked.invoiceUrl })]);
    for (const response of [a, b]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["cache-control"]).toBe("private, no-store");
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="Invoice-${invoice.number.replace(/\//g, "-")}.pdf"`);
    }
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const [stored] = await t.database.db.select({ pdfFileId: invoices.pdfFileId }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.pdfFileId).not.toBeNull();
    const files = await t.database.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.originalName, `Invoice-${invoice.number.replace(/\//g, "-")}.pdf`));
    expect(files).toEqual([{ id: stored!.pdfFileId }]);

    const orderId = invoice.orderId;
    expect((await t.app.inject({ url: `/api/v1/admin/orders/${orderId}/invoice` })).statusCode).toBe(401);
    const support = await signInAs(t.app, "support");
    const detail = (await t.app.inject({ url: `/api/v1/admin/orders/${orderId}`, headers: { cookie: support.cookie } })).json();
    expect(detail.invoice).toEqual({ number: invoice.number, url: `/api/v1/admin/orders/${orderId}/invoice` });
    const staffCopy = await t.app.inject({ url: detail.invoice.url, headers: { cookie: support.cookie } });
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.rawPayload.equals(a.rawPayload)).toBe(true);
    if (hasPdftotext) {
      const text = pdfText(staffCopy.rawPayload);
      expect(text).toContain(invoice.number);
      expect(text).toContain(order.custom_order_id);
    }

    const unpaid = await createOrder(punjab, [{ product_id: 1, quantity: 1 }]);
    const unpaidDetail = (await t.app.inject({ url: `/api/v1/admin/orders?q=${unpaid.custom_order_id}`, headers: { cookie: support.cookie } })).json();
    const none = await t.app.inject({ url: `/api/v1/admin/orders/${unpaidDetail.orders[0].id}/invoice`, headers: { cookie: support.cookie } });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: NO_INVOICE });
  });
});
