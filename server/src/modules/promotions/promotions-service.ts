import type { Promotion, PromotionList, ShopSlide, ShopSlideList } from "@urjavolt/contract/promotions";
import { and, asc, gt, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type PromotionRow, type ShopSlideRow, promotions, shopSlides } from "../../db/schema/promotions.ts";

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

    /** The shop banner's slides live at `now` (started, not ended; no end counts as live), in order. */
    async listShopSlides(now: Date = new Date()): Promise<ShopSlideList> {
      const rows = await db
        .select()
        .from(shopSlides)
        .where(and(lte(shopSlides.startsAt, now), or(isNull(shopSlides.endsAt), gt(shopSlides.endsAt, now))))
        .orderBy(asc(shopSlides.sortOrder), asc(shopSlides.id));
      return { now: now.toISOString(), data: rows.map(toShopSlide) };
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

function toShopSlide(row: ShopSlideRow): ShopSlide {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    colour: row.colour,
    image: row.image,
    offerLabel: row.offerLabel,
    validity: row.validity,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  };
}
