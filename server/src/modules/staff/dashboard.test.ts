import { DEMO_GSTIN } from "@urjavolt/contract/site";
import type { Dashboard, ReadinessKey } from "@urjavolt/contract/staff";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { deliverablePincodes } from "../../db/schema/delivery.ts";
import { type OrderStatus, orders } from "../../db/schema/orders.ts";
import { fullDeclarations, productRow } from "../../test/factories.ts";
import { RAZORPAY_WEBHOOK_EVENTS } from "../billing/gateway/webhook-events.ts";
import { type TestApp, signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

async function dashboard(t: TestApp): Promise<Dashboard> {
  const admin = await signInAs(t.app, "admin");
  const response = await t.app.inject({ url: "/api/v1/admin/dashboard", headers: { cookie: admin.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const keys = (board: Dashboard): ReadinessKey[] => board.readiness.map((item) => item.key);

/** What a company has set up for real: Razorpay with its webhook, a mail server, its own address. */
const liveSettings = {
  RAZORPAY_KEY_ID: "rzp_live_AbC123",
  RAZORPAY_KEY_SECRET: "live-key-secret-value",
  RAZORPAY_WEBHOOK_SECRET: "live-webhook-secret",
  SMTP_URL: "smtp://127.0.0.1:2525",
  SITE_URL: "https://www.urjavolt.in",
};

async function stockedShop(db: Database) {
  await db.insert(products).values([productRow({ id: 1, stock: 4, ...fullDeclarations }), productRow({ id: 2, stock: 0, ...fullDeclarations })]);
  await db.insert(deliverablePincodes).values({ pincode: "140401" });
}

describe.each(testDatabaseKinds)("the dashboard's Before you can sell list on %s", (kind) => {
  describe("on an empty database with nothing set up", () => {
    const t = useTestApp(kind);

    it("lists everything missing, each with what to do, in order", async () => {
      const board = await dashboard(t);
      expect(keys(board)).toEqual(["products", "pincodes", "gstin", "grievanceOfficer", "testGateway", "mail", "siteUrl"]);
      const byKey = Object.fromEntries(board.readiness.map((item) => [item.key, item]));
      expect(byKey.products).toMatchObject({ title: "The shop has no products.", link: { href: "/admin/products/new", label: "Add a product" } });
      expect(byKey.pincodes).toMatchObject({ link: { href: "/admin/pincodes", label: "Open Pincodes" } });
      expect(byKey.gstin!.title).toContain(DEMO_GSTIN);
      expect(byKey.gstin!.action).toContain("contract/src/site.ts");
      expect(byKey.testGateway!.action).toMatch(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET .*RAZORPAY_WEBHOOK_SECRET/);
      expect(byKey.mail).toMatchObject({ action: expect.stringContaining("SMTP_URL"), link: { href: "/admin/outbox", label: "Open the e-mail outbox" } });
      expect(byKey.siteUrl!.title).toContain("http://localhost:3000");
      expect(byKey.siteUrl!.action).toContain("SITE_URL");
      for (const item of board.readiness) expect(item.action.length).toBeGreaterThan(20);
    });

    it("is shown to support staff too", async () => {
      const support = await signInAs(t.app, "support");
      const response = await t.app.inject({ url: "/api/v1/admin/dashboard", headers: { cookie: support.cookie } });
      expect(response.json().readiness.length).toBeGreaterThan(0);
    });
  });

  describe("with the demo data loaded", () => {
    const t = useTestApp(kind, { seed: true });

    it("says the demo data is there and what it holds", async () => {
      const board = await dashboard(t);
      expect(keys(board)).toEqual(["demoDeclarations", "gstin", "grievanceOfficer", "testGateway", "mail", "siteUrl", "demoData"]);
      // Every demo product carries invented but complete declarations, marked as demo (decision 051).
      const demoDeclarations = board.readiness.find((item) => item.key === "demoDeclarations")!;
      expect(demoDeclarations.title).toMatch(/^34 products show the demo catalogue's invented declarations/);
      expect(demoDeclarations.action).toContain('untick "Demo values"');
      const demo = board.readiness.find((item) => item.key === "demoData")!;
      expect(demo.title).toMatch(/^The demo data is in the shop: 34 products, \d+ invented reviews, 9 coupons, 4 warranty registrations, 6 blog posts, 20 stores, 4 EMI plans\.$/);
      expect(demo.action).toContain("SEED_DEMO");
    });
  });

  describe("on a shop set up for real", () => {
    const t = useTestApp(kind, { env: liveSettings, setup: stockedShop });

    it("is down to what the console cannot set: the company's own GSTIN and Grievance Officer (the shop shows no trust badges, decision 046)", async () => {
      const board = await dashboard(t);
      expect(keys(board)).toEqual(["gstin", "grievanceOfficer"]);
      expect(board.readiness[1]!.title).toContain("Grievance Officer (Ritu Malhotra)");
      expect(board.readiness[1]!.action).toContain("contract/src/grievance.ts");
    });

    it("says when nothing is in stock", async () => {
      await t.database.db.update(products).set({ stock: 0 });
      expect(keys(await dashboard(t))).toEqual(["stock", "gstin", "grievanceOfficer"]);
      await t.database.db.update(products).set({ stock: 3 });
    });
  });

  describe("with Razorpay but no webhook secret (allowed outside production)", () => {
    const t = useTestApp(kind, { env: { ...liveSettings, RAZORPAY_WEBHOOK_SECRET: "", SITE_URL: "http://shop.urjavolt.in" }, setup: stockedShop });

    it("asks for the webhook, with its address and events, and for https", async () => {
      const board = await dashboard(t);
      expect(keys(board)).toEqual(["gstin", "grievanceOfficer", "webhook", "siteUrl"]);
      const webhook = board.readiness.find((item) => item.key === "webhook")!;
      expect(webhook.action).toContain("http://shop.urjavolt.in/api/v1/payment/webhook");
      // Every event of the one list the gateway reads (modules/billing/gateway/webhook-events.ts).
      expect(webhook.action).toContain(`with the events ${RAZORPAY_WEBHOOK_EVENTS.join(", ")},`);
      expect(board.readiness.find((item) => item.key === "siteUrl")!.title).toContain("is not https");
    });
  });
});

describe.each(testDatabaseKinds)("the dashboard's revenue on %s", (kind) => {
  const t = useTestApp(kind);
  let n = 0;

  async function paidOrder(gateway: "test" | "razorpay", totalPaise: number, status: OrderStatus = "paid") {
    n += 1;
    await t.database.db.insert(orders).values({
      number: `UV-TEST-${kind}-${n}`,
      status,
      fullName: "Buyer",
      email: "buyer@example.in",
      mobile: "9876543210",
      address: "12 Mall Road",
      city: "Rajpura",
      state: "Punjab",
      pincode: "140401",
      subtotalPaise: totalPaise,
      totalPaise,
      gateway,
      gatewayOrderId: `order_${kind}_${n}`,
      paymentId: `pay_${kind}_${n}`,
      receiptNumber: `RCPT-${kind}-${n}`,
      paidAt: new Date(),
    });
  }

  it("leaves out orders taken by the test gateway, and says how many", async () => {
    const before = await dashboard(t);
    expect(before.today).toMatchObject({ paidOrders: 0, revenue: 0, testOrders: 0 });
    await paidOrder("razorpay", 2_500_000);
    await paidOrder("razorpay", 1_000_050, "shipped");
    await paidOrder("razorpay", 900_000, "refunded");
    await paidOrder("test", 5_000_000);
    await paidOrder("test", 7_000_000, "delivered");
    const after = await dashboard(t);
    for (const period of [after.today, after.week]) {
      expect(period).toMatchObject({ paidOrders: 2, revenue: 35_000.5, testOrders: 2 });
    }
  });
});
