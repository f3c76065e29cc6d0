import { paiseToRupees } from "@urjavolt/contract/money";
import { ADMIN_PAGE_SIZE } from "@urjavolt/contract/orders-admin";
import type { AdminPaymentList, AdminPaymentListQuery } from "@urjavolt/contract/payments-admin";
import { type SQL, and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentAttempts, payments } from "../../db/schema/payments.ts";
import { staffSearch } from "../../lib/admin-query.ts";
import { indiaDayEnd, indiaDayStart } from "@urjavolt/contract/dates";

export type PaymentsAdminService = ReturnType<typeof createPaymentsAdminService>;

/** Standalone payments for the staff console (docs/architecture.md, Staff console): read-only, newest first. */
export function createPaymentsAdminService(db: Database) {
  // Failed attempts per gateway order, joined (a correlated subquery would lose its table names).
  const attempts = db
    .select({ gatewayOrderId: paymentAttempts.gatewayOrderId, failed: sql<number>`count(*)::int`.as("failed") })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.status, "failed"))
    .groupBy(paymentAttempts.gatewayOrderId)
    .as("attempts");

  return {
    async list(query: AdminPaymentListQuery): Promise<AdminPaymentList> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(payments.status, query.status));
      if (query.from) conditions.push(gte(payments.createdAt, indiaDayStart(query.from)));
      if (query.to) conditions.push(lt(payments.createdAt, indiaDayEnd(query.to)));
      const search = staffSearch(query.q, [payments.name, payments.email, payments.receiptNumber, payments.gatewayOrderId, payments.paymentId], { phones: [payments.phone] });
      if (search) conditions.push(search);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ payment: payments, failedAttempts: attempts.failed })
          .from(payments)
          .leftJoin(attempts, eq(attempts.gatewayOrderId, payments.gatewayOrderId))
          .where(where)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(payments).where(where),
      ]);
      return {
        payments: rows.map(({ payment, failedAttempts: failed }) => ({
          id: payment.id,
          status: payment.status,
          purpose: payment.purpose,
          amount: paiseToRupees(payment.amountPaise),
          name: payment.name,
          email: payment.email,
          phone: payment.phone,
          gateway: payment.gateway,
          gatewayOrderId: payment.gatewayOrderId,
          paymentId: payment.paymentId,
          receiptNumber: payment.receiptNumber,
          failedAttempts: Number(failed ?? 0),
          refunded: paiseToRupees(payment.refundedPaise),
          test: payment.gateway === "test",
          createdAt: payment.createdAt.toISOString(),
          paidAt: payment.paidAt?.toISOString() ?? null,
        })),
        total: Number(total?.n ?? 0),
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },
  };
}
