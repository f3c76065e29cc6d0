import { describe, expect, it } from "vitest";
import { documentedDefaults } from "../config.ts";
import { paymentSignature } from "../modules/billing/gateway/signature.ts";
import { signTrackingToken } from "../lib/signed-links.ts";
import { productRow } from "../test/factories.ts";
import { testDatabaseKinds, useTestApp } from "../test/helper.ts";
import { products } from "./schema/catalogue.ts";
import { serverSecrets } from "./schema/server-secrets.ts";
import { ensureServerSecrets } from "./server-secrets.ts";

describe.each(testDatabaseKinds)("server secrets on %s", (kind) => {
  const t = useTestApp(kind);

  it("are generated once per name and kept: a restart reads the same values", async () => {
    const db = t.database.db;
    const first = await ensureServerSecrets(db, ["tracking", "test_gateway_key"]);
    expect(first.tracking).toMatch(/^[0-9a-f]{64}$/);
    expect(first.test_gateway_key).toMatch(/^[0-9a-f]{64}$/);
    expect(first.tracking).not.toBe(first.test_gateway_key);
    const again = await Promise.all([ensureServerSecrets(db, ["tracking"]), ensureServerSecrets(db, ["tracking", "test_gateway_webhook"])]);
    expect(again[0].tracking).toBe(first.tracking);
    expect(again[1].tracking).toBe(first.tracking);
    expect(await ensureServerSecrets(db, [])).toEqual({});
    expect(await db.select().from(serverSecrets)).toHaveLength(3);
  });
});

describe.each(testDatabaseKinds)("a production server without secrets set, on %s", (kind) => {
  // NODE_ENV=production with nothing set: the embedded demo's situation (`npm start`).
  const t = useTestApp(kind, {
    env: { NODE_ENV: "production" },
    setup: async (db) => {
      await db.insert(products).values(productRow({ id: 1, stock: 5 }));
    },
  });

  const post = (url: string, payload: object) => t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload });
  const shipping = { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };

  it("signs with secrets of its own, so the README's defaults neither pay an order nor open one", async () => {
    const stored = Object.fromEntries((await t.database.db.select().from(serverSecrets)).map((row) => [row.name, row.value]));
    expect(Object.keys(stored).sort()).toEqual(["account_code", "test_gateway_key", "test_gateway_webhook", "tracking"]);
    expect(t.config.trackingSecret).toBe(stored.tracking);
    // The sign-in codes' hashes are keyed with a secret of its own too (decision 050).
    expect(t.config.accountCodeSecret).toBe(stored.account_code);
    expect(stored.account_code).not.toBe(documentedDefaults.ACCOUNT_CODE_SECRET);
    expect(t.config.payments).toMatchObject({ gateway: "test", keySecret: stored.test_gateway_key, webhookSecret: stored.test_gateway_webhook });

    const order = (await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 1 }] })).json();
    // A payment signed with the public default is refused...
    const forged = {
      razorpay_order_id: order.order_id,
      razorpay_payment_id: "pay_test_forged000001",
      razorpay_signature: paymentSignature(documentedDefaults.TEST_GATEWAY_KEY_SECRET, order.order_id, "pay_test_forged000001"),
    };
    expect((await post("payment/verifyPlaceOrderPayment", forged)).statusCode).toBe(400);
    // ...the test gateway's own payment goes through.
    const payment = (await post("test-gateway/pay", { order_id: order.order_id, outcome: "success" })).json();
    expect(payment.razorpay_signature).toBe(paymentSignature(stored.test_gateway_key!, order.order_id, payment.razorpay_payment_id));
    expect((await post("payment/verifyPlaceOrderPayment", payment)).statusCode).toBe(200);

    // A tracking link forged with the documented default opens nothing; the real one opens the order.
    const number = order.custom_order_id as string;
    const stranger = await t.app.inject({ url: `/api/v1/track-order/${signTrackingToken(number, documentedDefaults.TRACKING_SECRET)}` });
    expect(stranger.statusCode).toBe(404);
    const owner = await t.app.inject({ url: `/api/v1/track-order/${signTrackingToken(number, stored.tracking!)}` });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().number).toBe(number);
  });
});
