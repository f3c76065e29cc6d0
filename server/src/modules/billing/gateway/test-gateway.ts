import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { testGatewayPayments, testGatewayRefunds } from "../../../db/schema/payments.ts";
import { type GatewayRefund, type PaymentGateway, GatewayRefused, randomId } from "./gateway.ts";
import { paymentSignature } from "./signature.ts";
import type { PaymentMethod } from "@urjavolt/contract/orders";

/**
 * The ways the test gateway says it offers: the four the checkout names (UPI, cards, netbanking,
 * EMI). Its stand-in dialog takes no money by any of them; a real shop's list comes from Razorpay.
 */
export const TEST_GATEWAY_METHODS: readonly PaymentMethod[] = ["upi", "card", "netbanking", "emi"];

/**
 * The test gateway keeps what its checkout stand-in took in two tables of its own, so asking it about
 * an order, capturing, refunding and reconciling behave as with Razorpay. Its refunds are processed
 * at once, unless a test (or the demo) asked it to refuse a payment's refunds.
 */
export function testGatewayApi(db: Database, keySecret: string): Omit<PaymentGateway, "kind" | "keyId" | "verifyPayment" | "parseWebhook" | "webhooksEnabled"> {
  const refundOf = (row: typeof testGatewayRefunds.$inferSelect): GatewayRefund => ({
    id: row.id,
    paymentId: row.paymentId,
    amountPaise: row.amountPaise,
    status: row.failed ? "failed" : "processed",
    receipt: row.receipt,
  });
  const refusedPayments = new Set<string>();
  return {
    async createOrder({ amountPaise }) {
      return { id: `order_test_${randomId()}`, amountPaise, currency: "INR" };
    },
    async fetchOrderPayments(gatewayOrderId) {
      const rows = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.gatewayOrderId, gatewayOrderId));
      return rows.map((row) => ({ id: row.id, gatewayOrderId: row.gatewayOrderId, status: row.status, amountPaise: row.amountPaise }));
    },
    async capturePayment(paymentId, amountPaise) {
      const [row] = await db
        .update(testGatewayPayments)
        .set({ status: "captured" })
        .where(and(eq(testGatewayPayments.id, paymentId), eq(testGatewayPayments.status, "authorized"), eq(testGatewayPayments.amountPaise, amountPaise)))
        .returning();
      if (!row) throw new GatewayRefused("The test gateway has no authorized payment of that amount to capture");
      return { id: row.id, gatewayOrderId: row.gatewayOrderId, status: row.status, amountPaise: row.amountPaise };
    },
    async refund({ paymentId, amountPaise, receipt }) {
      const [payment] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, paymentId));
      if (!payment || payment.status !== "captured") throw new GatewayRefused("The test gateway has no captured payment to refund");
      const refunded = await db.select().from(testGatewayRefunds).where(and(eq(testGatewayRefunds.paymentId, paymentId), eq(testGatewayRefunds.failed, false)));
      if (refunded.reduce((sum, row) => sum + row.amountPaise, 0) + amountPaise > payment.amountPaise) {
        throw new GatewayRefused("The refund exceeds what the payment has left");
      }
      const [row] = await db
        .insert(testGatewayRefunds)
        .values({ id: `rfnd_test_${randomId()}`, paymentId, amountPaise, receipt, failed: refusedPayments.has(paymentId) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new GatewayRefused("A refund with this receipt exists already");
      return refundOf(row);
    },
    async fetchRefunds(paymentId) {
      return (await db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.paymentId, paymentId))).map(refundOf);
    },
    async paymentMethods() {
      return [...TEST_GATEWAY_METHODS];
    },
    async fetchRefund(refundId) {
      const [row] = await db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.id, refundId));
      if (!row) throw new GatewayRefused("The test gateway has no such refund");
      return refundOf(row);
    },
    testCheckout: {
      async pay(gatewayOrderId, amountPaise, outcome) {
        const paymentId = `pay_test_${randomId()}`;
        const status = outcome === "success" ? "captured" : outcome === "pending" ? "authorized" : "failed";
        await db.insert(testGatewayPayments).values({ id: paymentId, gatewayOrderId, status, amountPaise });
        return { paymentId, signature: paymentSignature(keySecret, gatewayOrderId, paymentId) };
      },
      async failRefundsOf(paymentId) {
        refusedPayments.add(paymentId);
      },
    },
  };
}
