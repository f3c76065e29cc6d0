import type { Promotion, PromotionList } from "@urjavolt/contract/promotions";
import { and, asc, gt, lte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type PromotionRow, promotions } from "../../db/schema/promotions.ts";

export type PromotionsService = ReturnType<typeof createPromotionsService>;

export function createPromotionsService(db: Database) {
  return {
    /** Offers live at `now` (started, not yet ended), in banner order. */
    async listActive(now: Date = new Date()): Promise<PromotionList> {
      const rows = await db
        .select()
        .from(promotions)
        .where(and(lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
        .orderBy(asc(promotions.sortOrder), asc(promotions.id));
      return { now: now.toISOString(), data: rows.map(toPromotion) };
    },
  };
}

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    greeting: row.greeting,
    message: row.message,
    festivalWish: row.festivalWish,
    validity: row.validity,
    category: row.category,
    power: row.power,
    icon: row.icon,
    emoji: row.emoji,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}
