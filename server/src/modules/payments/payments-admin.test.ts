import { describe, expect, it } from "vitest";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const payer = { name: "Ravinder Pal", email: "ravinder@example.in", phone: "9876501299", purpose: "UrjaVolt Battery Purchase" };

describe.each(testDatabaseKinds)("standalone payments in the staff console on %s", (kind) => {
  const t = useTestApp(kind);
  let address = 0;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload, remoteAddress: `10.3.${(address >> 8) & 255}.${address++ & 255}` });

  async function payment(amount: number, outcome: "success" | "failure" | "none", who: Partial<typeof payer> = {}) {
    const order = (await post("payment/create-order", { ...payer, ...who, amount })).json();
    if (outcome !== "none") {
      const answer = (await post("test-gateway/pay", { order_id: order.order_id, outcome })).json();
      if (outcome === "success") expect((await post("payment/verify", answer)).statusCode).toBe(200);
    }
    return order.order_id as string;
  }

  it("lists payments newest first for any staff member, with their status, receipt and failed attempts", async () => {
    const paid = await payment(2_500, "success");
    const failed = await payment(999.5, "failure", { name: "Failed Once", email: "failed@example.in" });
    const pending = await payment(10, "none", { name: "Never Paid", phone: "9000000001" });
    const support = await signInAs(t.app, "support");
    const response = await t.app.inject({ url: "/api/v1/admin/payments", headers: { cookie: support.cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(body.payments.map((p: { gatewayOrderId: string }) => p.gatewayOrderId)).toEqual([pending, failed, paid]);
    expect(body.payments[2]).toMatchObject({ status: "paid", amount: 2_500, name: "Ravinder Pal", purpose: "UrjaVolt Battery Purchase", failedAttempts: 0, gateway: "test" });
    expect(body.payments[2].receiptNumber).toMatch(/^TEST-RCPT-/);
    expect(body.payments[2].paymentId).toMatch(/^pay_test_/);
    expect(body.payments[1]).toMatchObject({ status: "failed", amount: 999.5, failedAttempts: 1, receiptNumber: null, paidAt: null });
  });

  it("filters by status and searches name, e-mail, phone and ids", async () => {
    const admin = await signInAs(t.app, "admin");
    const ids = async (query: string) => {
      const response = await t.app.inject({ url: `/api/v1/admin/payments?${query}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode, query).toBe(200);
      return response.json().payments.map((p: { name: string }) => p.name);
    };
    expect(await ids("status=paid")).toEqual(["Ravinder Pal"]);
    expect(await ids("status=failed")).toEqual(["Failed Once"]);
    expect(await ids("q=never")).toEqual(["Never Paid"]);
    expect(await ids("q=FAILED%40example")).toEqual(["Failed Once"]);
    expect(await ids("q=90000-00001")).toEqual(["Never Paid"]);
    expect(await ids("from=2020-01-01&to=2020-12-31")).toEqual([]);
    expect((await t.app.inject({ url: "/api/v1/admin/payments?status=lost", headers: { cookie: admin.cookie } })).statusCode).toBe(400);
  });

  it("refuses the list without a session", async () => {
    const response = await t.app.inject({ url: "/api/v1/admin/payments" });
    expect(response.statusCode).toBe(401);
  });
});
