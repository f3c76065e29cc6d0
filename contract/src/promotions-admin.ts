import { z } from "zod";
import { idParams } from "./ids.ts";

/**
 * The staff console's festival offers and shop slides (docs/architecture.md, Staff console): each with its start and end,
 * so an offer appears and disappears on time without anyone at the keyboard.
 */

const Text = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max);
const DateTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

export const promotionAdminMessages = {
  promotionNotFound: "Offer not found",
  slideNotFound: "Slide not found",
  endBeforeStart: "The end must be after the start",
  codeTaken: "Another offer already has this code",
  slugTaken: "Another slide already has this name",
} as const;

export const PromotionIdParamsSchema = idParams(promotionAdminMessages.promotionNotFound);
export const ShopSlideIdParamsSchema = idParams(promotionAdminMessages.slideNotFound);

export const AdminPromotionInputSchema = z
  .object({
    code: Text("Code", 40).regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - or _"),
    title: Text("Title", 120),
    greeting: Text("Greeting", 120),
    message: Text("Message", 500),
    festivalWish: Text("Festival wish", 200),
    validity: Text("Validity", 120),
    category: Text("Category", 80),
    power: Text("Power", 80),
    icon: Text("Icon", 40),
    emoji: Text("Emoji", 16),
    startsAt: DateTime("Start"),
    endsAt: DateTime("End"),
    sortOrder: z.number().int().min(0).max(1000),
  })
  .refine((offer) => Date.parse(offer.endsAt) > Date.parse(offer.startsAt), { path: ["endsAt"], message: promotionAdminMessages.endBeforeStart });
export type AdminPromotionInput = z.infer<typeof AdminPromotionInputSchema>;

export const AdminPromotionSchema = z.object({
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
  sortOrder: z.number().int(),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;
export const AdminPromotionListSchema = z.object({ data: z.array(AdminPromotionSchema) });
export type AdminPromotionList = z.infer<typeof AdminPromotionListSchema>;

export const AdminShopSlideInputSchema = z
  .object({
    slug: Text("Name", 60).regex(/^[a-z0-9-]+$/, "Use lower-case letters, digits and -"),
    title: Text("Title", 120),
    subtitle: Text("Subtitle", 160),
    description: Text("Description", 500),
    buttonText: Text("Button text", 40),
    buttonLink: Text("Button link", 200).regex(/^\/(?!\/)[^\s\\]*$/, "Use a path on this site, starting with /"),
    colour: z.string().trim().regex(/^#[0-9a-f]{6}$/i, "Colour must be like #1a2b3c"),
    image: Text("Image", 300).regex(/^\/(?!\/)[^\s\\]*$/, "Use a path on this site, starting with /"),
    offerLabel: Text("Offer label", 80),
    validity: Text("Validity", 120),
    startsAt: DateTime("Start"),
    endsAt: DateTime("End").nullable(),
    sortOrder: z.number().int().min(0).max(1000),
  })
  .refine((slide) => slide.endsAt === null || Date.parse(slide.endsAt) > Date.parse(slide.startsAt), {
    path: ["endsAt"],
    message: promotionAdminMessages.endBeforeStart,
  });
export type AdminShopSlideInput = z.infer<typeof AdminShopSlideInputSchema>;

export const AdminShopSlideSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  buttonText: z.string(),
  buttonLink: z.string(),
  colour: z.string(),
  image: z.string(),
  offerLabel: z.string(),
  validity: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  sortOrder: z.number().int(),
});
export type AdminShopSlide = z.infer<typeof AdminShopSlideSchema>;
export const AdminShopSlideListSchema = z.object({ data: z.array(AdminShopSlideSchema) });
export type AdminShopSlideList = z.infer<typeof AdminShopSlideListSchema>;

/** "live", "scheduled" or "ended" at `now`, for the console's badges. */
export function windowState(startsAt: string, endsAt: string | null, now: number): "live" | "scheduled" | "ended" {
  if (Date.parse(startsAt) > now) return "scheduled";
  if (endsAt !== null && Date.parse(endsAt) <= now) return "ended";
  return "live";
}
