import { z } from "zod";

/** A festival offer shown in the promo banner above the header (docs/requirements/site-and-service-forms.md §2). */
export const PromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  greeting: z.string(),
  message: z.string(),
  festivalWish: z.string(),
  validity: z.string(),
  category: z.string(),
  power: z.string(),
  icon: z.string(),
  emoji: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListSchema = z.object({
  /** Server time the list was computed at, so a countdown renders the same on server and client. */
  now: z.iso.datetime(),
  data: z.array(PromotionSchema),
});
export type PromotionList = z.infer<typeof PromotionListSchema>;

// ---------------------------------------------------------------------------------------------
// Shop slides: the rotating banner of the shop home (docs/requirements/online-shop.md §2 Promo banner, §3 Banner
// slide, §4 Banner, §9). Like the festival offers they are data with a validity window; a slide
// past its end is not shown (docs/architecture.md, Departures from the requirements). `endsAt` null means the slide has no end.

/** A slide's background: a six-digit hex colour, dark enough for white text on it. */
export const SlideColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i);

export const ShopSlideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  buttonText: z.string(),
  /** A path on this site (/shop-online, /customer-support, /emi-options, /get-quote). */
  buttonLink: z.string().startsWith("/"),
  colour: SlideColourSchema,
  /** A path on this site to the slide's illustration. */
  image: z.string(),
  offerLabel: z.string(),
  validity: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
});
export type ShopSlide = z.infer<typeof ShopSlideSchema>;

export const ShopSlideListSchema = z.object({
  /** Server time the list was computed at, so server and hydrating render pick the same slides. */
  now: z.iso.datetime(),
  data: z.array(ShopSlideSchema),
});
export type ShopSlideList = z.infer<typeof ShopSlideListSchema>;
