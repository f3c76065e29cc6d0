import type { Promotion, PromotionList, ShopSlide, ShopSlideList } from "@urjavolt/contract/promotions";
import {
  type AdminPromotion,
  type AdminPromotionInput,
  type AdminShopSlide,
  type AdminShopSlideInput,
  promotionAdminMessages,
} from "@urjavolt/contract/promotions-admin";
import { asc, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type PromotionRow, type ShopSlideRow, promotions, shopSlides } from "../../db/schema/promotions.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/errors.ts";
import type { KeepReads } from "../../lib/content-version.ts";

export type PromotionsService = ReturnType<typeof createPromotionsService>;

/**
 * The public lists are read straight from the database unless `keep` is given: the app keeps them
 * until the offers or slides change (`content.keep`, decision 048), since every page shows the offers.
 */
export function createPromotionsService(db: Database, keep: KeepReads = (_tags, read) => read) {
  // What has not ended at a moment, in banner order: kept as of when it was read, an offer that starts
  // or ends later is sorted in or out by the clock of each request, so time alone never needs a read.
  const offersNotEndedAt = (moment: Date) =>
    db.select().from(promotions).where(gt(promotions.endsAt, moment)).orderBy(asc(promotions.sortOrder), asc(promotions.id));
  const slidesNotEndedAt = (moment: Date) =>
    db
      .select()
      .from(shopSlides)
      .where(or(isNull(shopSlides.endsAt), gt(shopSlides.endsAt, moment)))
      .orderBy(asc(shopSlides.sortOrder), asc(shopSlides.id));
  const offersNotEnded = keep(["offers"], () => offersNotEndedAt(new Date()));
  const slidesNotEnded = keep(["slides"], () => slidesNotEndedAt(new Date()));
  // A moment in the past (a test, a report) is asked of the database: what is kept has lost what had ended by its read.
  const asked = (now: Date) => now.getTime() < Date.now() - 1000;
  return {
    /** Offers live at `now` (started, not yet ended), in banner order. */
    async listActive(now: Date = new Date()): Promise<PromotionList> {
      const rows = (asked(now) ? await offersNotEndedAt(now) : await offersNotEnded()).filter((row) => row.startsAt <= now && row.endsAt > now);
      return { now: now.toISOString(), data: rows.map(toPromotion) };
    },

    /** The shop banner's slides live at `now` (started, not ended; no end counts as live), in order. */
    async listShopSlides(now: Date = new Date()): Promise<ShopSlideList> {
      const rows = (asked(now) ? await slidesNotEndedAt(now) : await slidesNotEnded()).filter(
        (row) => row.startsAt <= now && (row.endsAt === null || row.endsAt > now),
      );
      return { now: now.toISOString(), data: rows.map(toShopSlide) };
    },

    /** Every offer for the console, past and future too, newest start first. */
    async adminListPromotions(): Promise<{ data: AdminPromotion[] }> {
      const rows = await db.select().from(promotions).orderBy(desc(promotions.startsAt), asc(promotions.id));
      return { data: rows.map(toAdminPromotion) };
    },

    async createPromotion(input: AdminPromotionInput): Promise<AdminPromotion> {
      const [row] = await uniqueOr(promotionConflict, () => db.insert(promotions).values(promotionValues(input)).returning());
      if (!row) throw new AppError("internal", "The offer was not saved");
      return toAdminPromotion(row);
    },

    async updatePromotion(id: number, input: AdminPromotionInput): Promise<AdminPromotion> {
      const [row] = await uniqueOr(promotionConflict, () => db.update(promotions).set(promotionValues(input)).where(eq(promotions.id, id)).returning());
      if (!row) throw new AppError("not_found", promotionAdminMessages.promotionNotFound);
      return toAdminPromotion(row);
    },

    async deletePromotion(id: number): Promise<void> {
      const deleted = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
      if (deleted.length === 0) throw new AppError("not_found", promotionAdminMessages.promotionNotFound);
    },

    /** Every shop slide for the console, in banner order. */
    async adminListSlides(): Promise<{ data: AdminShopSlide[] }> {
      const rows = await db.select().from(shopSlides).orderBy(asc(shopSlides.sortOrder), asc(shopSlides.id));
      return { data: rows.map(toAdminShopSlide) };
    },

    async createSlide(input: AdminShopSlideInput): Promise<AdminShopSlide> {
      const [row] = await uniqueOr(slideConflict, () => db.insert(shopSlides).values(slideValues(input)).returning());
      if (!row) throw new AppError("internal", "The slide was not saved");
      return toAdminShopSlide(row);
    },

    async updateSlide(id: number, input: AdminShopSlideInput): Promise<AdminShopSlide> {
      const [row] = await uniqueOr(slideConflict, () => db.update(shopSlides).set(slideValues(input)).where(eq(shopSlides.id, id)).returning());
      if (!row) throw new AppError("not_found", promotionAdminMessages.slideNotFound);
      return toAdminShopSlide(row);
    },

    async deleteSlide(id: number): Promise<void> {
      const deleted = await db.delete(shopSlides).where(eq(shopSlides.id, id)).returning({ id: shopSlides.id });
      if (deleted.length === 0) throw new AppError("not_found", promotionAdminMessages.slideNotFound);
    },
  };
}

const promotionConflict = () =>
  new AppError("conflict", promotionAdminMessages.codeTaken, { errors: { code: promotionAdminMessages.codeTaken } });
const slideConflict = () => new AppError("conflict", promotionAdminMessages.slugTaken, { errors: { slug: promotionAdminMessages.slugTaken } });

async function uniqueOr<T>(conflict: () => AppError, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

function promotionValues(input: AdminPromotionInput) {
  return { ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) };
}

function slideValues(input: AdminShopSlideInput) {
  return { ...input, startsAt: new Date(input.startsAt), endsAt: input.endsAt === null ? null : new Date(input.endsAt) };
}

function toAdminPromotion(row: PromotionRow): AdminPromotion {
  return { ...toPromotion(row), sortOrder: row.sortOrder };
}

function toAdminShopSlide(row: ShopSlideRow): AdminShopSlide {
  return { ...toShopSlide(row), slug: row.slug, sortOrder: row.sortOrder };
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
