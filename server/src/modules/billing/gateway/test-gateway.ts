import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { testGatewayPaymentLinks, testGatewayPayments, testGatewayRefunds } from "../../../db/schema/payments.ts";
import { type GatewayPaymentLink, type GatewayRefund, type PaymentGateway, GatewayRefused, randomId } from "./gateway.ts";
import { paths } from "@urjavolt/contract/paths";
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
export function testGatewayApi(db: Database, keySecret: string, siteUrl: string): Omit<PaymentGateway, "kind" | "keyId" | "verifyPayment" | "parseWebhook" | "webhooksEnabled"> {
  const refundOf = (row: typeof testGatewayRefunds.$inferSelect): GatewayRefund => ({
    id: row.id,
    paymentId: row.paymentId,
    amountPaise: row.amountPaise,
    status: row.failed ? "failed" : "processed",
    receipt: row.receipt,
  });
  const refusedPayments = new Set<string>();
  // Its payment links open the site's own stand-in page, as Razorpay's short URLs open Razorpay's.
  const linkOf = async (row: typeof testGatewayPaymentLinks.$inferSelect): Promise<GatewayPaymentLink> => {
    const [payment] = row.paymentId ? await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, row.paymentId)) : [];
    return {
      id: row.id,
      shortUrl: new URL(paths.testPaymentLink(row.id), siteUrl).href,
      amountPaise: row.amountPaise,
      referenceId: row.referenceId,
      status: row.status,
      payment: row.status === "paid" && payment ? { id: payment.id, amountPaise: payment.amountPaise } : null,
    };
  };
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
    async createPaymentLink({ amountPaise, referenceId }) {
      const [row] = await db.insert(testGatewayPaymentLinks).values({ id: `plink_test_${randomId()}`, amountPaise, referenceId }).onConflictDoNothing().returning();
      if (!row) throw new GatewayRefused("A payment link with this reference exists already");
      return linkOf(row);
    },
    async fetchPaymentLink(linkId) {
      const [row] = await db.select().from(testGatewayPaymentLinks).where(eq(testGatewayPaymentLinks.id, linkId));
      if (!row) throw new GatewayRefused("The test gateway has no such payment link");
      return linkOf(row);
    },
    async cancelPaymentLink(linkId) {
      const [row] = await db
        .update(testGatewayPaymentLinks)
        .set({ status: "cancelled" })
        .where(and(eq(testGatewayPaymentLinks.id, linkId), eq(testGatewayPaymentLinks.status, "created")))
        .returning();
      if (!row) throw new GatewayRefused("The test gateway has no unpaid payment link of this id");
      return linkOf(row);
    },
    testCheckout: {
      async payLink(linkId) {
        return db.transaction(async (tx) => {
          const [row] = await tx.select().from(testGatewayPaymentLinks).where(and(eq(testGatewayPaymentLinks.id, linkId), eq(testGatewayPaymentLinks.status, "created"))).for("update");
          if (!row) return null;
          const paymentId = `pay_test_${randomId()}`;
          await tx.insert(testGatewayPayments).values({ id: paymentId, gatewayOrderId: `order_test_${row.id}`, status: "captured", amountPaise: row.amountPaise });
          const [paid] = await tx.update(testGatewayPaymentLinks).set({ status: "paid", paymentId }).where(eq(testGatewayPaymentLinks.id, linkId)).returning();
          return { id: paid!.id, shortUrl: new URL(paths.testPaymentLink(paid!.id), siteUrl).href, amountPaise: paid!.amountPaise, referenceId: paid!.referenceId, status: "paid" as const, payment: { id: paymentId, amountPaise: paid!.amountPaise } };
        });
      },
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
