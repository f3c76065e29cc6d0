import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Festival offers for the promo banner (docs/requirements/site-and-service-forms.md §2): data with a validity window. */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    title: text("title").notNull(),
    greeting: text("greeting").notNull(),
    message: text("message").notNull(),
    festivalWish: text("festival_wish").notNull(),
    validity: text("validity").notNull(),
    category: text("category").notNull(),
    power: text("power").notNull(),
    icon: text("icon").notNull(),
    emoji: text("emoji").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("promotions_window_check", sql`${table.endsAt} > ${table.startsAt}`),
    index("promotions_window_idx").on(table.startsAt, table.endsAt),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;

/**
 * The shop home's rotating banner (docs/requirements/online-shop.md §3 Banner slide): data with a validity window
 * like the offers; a null `ends_at` is a slide without an end.
 */
export const shopSlides = pgTable(
  "shop_slides",
  {
    id: serial("id").primaryKey(),
    /** A stable name for the slide (e.g. "diwali"), so a re-seed or an admin edit can find it. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    description: text("description").notNull(),
    buttonText: text("button_text").notNull(),
    buttonLink: text("button_link").notNull(),
    colour: text("colour").notNull(),
    image: text("image").notNull(),
    offerLabel: text("offer_label").notNull(),
    validity: text("validity").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("shop_slides_window_check", sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    check("shop_slides_link_check", sql`${table.buttonLink} like '/%'`),
    check("shop_slides_colour_check", sql`${table.colour} ~ '^#[0-9a-fA-F]{6}$'`),
    index("shop_slides_window_idx").on(table.startsAt, table.endsAt),
  ],
);

export type ShopSlideRow = typeof shopSlides.$inferSelect;
export type NewShopSlideRow = typeof shopSlides.$inferInsert;
