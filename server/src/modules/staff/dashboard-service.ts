import type { Dashboard, DashboardPeriod } from "@urjavolt/contract/staff";
import { and, count, eq, gte, inArray, isNotNull, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { enquiries } from "../../db/schema/enquiries.ts";
import { orders } from "../../db/schema/orders.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";

/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Midnight India time of `now`'s day, and of the Monday that starts its week, as instants. */
export function periodStarts(now: Date): { today: Date; week: Date } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const midnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return { today: new Date(midnightLocal - IST_OFFSET_MS), week: new Date(midnightLocal - daysSinceMonday * 86_400_000 - IST_OFFSET_MS) };
}

/** Orders that count as sold: paid, and not cancelled or refunded since. */
const SOLD = ["paid", "shipped", "delivered"] as const;

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The console's dashboard, read straight from the tables. */
export function createDashboardService(db: Database) {
  async function period(since: Date): Promise<DashboardPeriod> {
    const [kinds, [warranties], [sold]] = await Promise.all([
      db.select({ kind: enquiries.kind, n: count() }).from(enquiries).where(gte(enquiries.createdAt, since)).groupBy(enquiries.kind),
      db.select({ n: count() }).from(warrantyRegistrations).where(gte(warrantyRegistrations.createdAt, since)),
      db
        .select({ n: count(), paise: sum(orders.totalPaise) })
        .from(orders)
        .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since), inArray(orders.status, [...SOLD]))),
    ]);
    const of = (kind: string) => kinds.find((row) => row.kind === kind)?.n ?? 0;
    return {
      contactMessages: of("contact"),
      quoteRequests: of("quote"),
      complaints: of("complaint"),
      enquiries: kinds.reduce((total, row) => total + row.n, 0),
      warrantyRegistrations: warranties?.n ?? 0,
      paidOrders: sold?.n ?? 0,
      revenue: Number(sold?.paise ?? 0) / 100,
    };
  }

  return {
    async counts(now = new Date()): Promise<Dashboard> {
      const starts = periodStarts(now);
      const [today, week, [openComplaints], [openEnquiries], [pending]] = await Promise.all([
        period(starts.today),
        period(starts.week),
        db.select({ n: count() }).from(enquiries).where(and(eq(enquiries.kind, "complaint"), eq(enquiries.status, "open"))),
        db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, "open")),
        db.select({ n: count() }).from(warrantyRegistrations).where(eq(warrantyRegistrations.status, sql`'pending'`)),
      ]);
      return {
        generatedAt: now.toISOString(),
        todayStartsAt: starts.today.toISOString(),
        weekStartsAt: starts.week.toISOString(),
        today,
        week,
        openComplaints: openComplaints?.n ?? 0,
        openEnquiries: openEnquiries?.n ?? 0,
        pendingWarranties: pending?.n ?? 0,
      };
    },
  };
}
