import { z } from "zod";

/** A store (docs/requirements/online-shop.md §3 "Store", with the address parts and coordinates a locator needs). */
export const StoreSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  category: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
  hours: z.string(),
  services: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Store = z.infer<typeof StoreSchema>;

export const StoreSearchQuerySchema = z.object({
  /** A pincode (or its first digits) or a city, state or locality. */
  q: z.string().trim().max(100).optional().default(""),
  /** One of STORE_CATEGORIES; empty or "All Categories" means any. */
  category: z.string().trim().max(60).optional().default(""),
});
export type StoreSearchQuery = z.input<typeof StoreSearchQuerySchema>;

/** Where a pincode search measured distances from, and how precisely we know it. */
export const SearchOriginSchema = z.object({
  pincode: z.string(),
  /** "exact": a store has this very pincode; "area": the nearest stores sharing its first digits. */
  precision: z.enum(["exact", "area"]),
  /** The shared leading digits the position was derived from. */
  prefix: z.string(),
  /** Human words for the place, e.g. "Ludhiana, Punjab". */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** How far off the position may be; distances are rounded to this many kilometres. */
  uncertaintyKm: z.number(),
});
export type SearchOrigin = z.infer<typeof SearchOriginSchema>;

export const StoreResultSchema = StoreSchema.extend({
  /**
   * Straight-line distance from the searched pincode, rounded to the origin's uncertainty (equal to
   * it means "within about" that); null when not ordered by distance or the store has no position.
   */
  distanceKm: z.number().nullable(),
});
export type StoreResult = z.infer<typeof StoreResultSchema>;

export const StoreSearchResultSchema = z.object({
  q: z.string(),
  category: z.string(),
  /** "distance" only for a full pincode whose position could be derived. */
  orderedBy: z.enum(["distance", "location"]),
  origin: SearchOriginSchema.nullable(),
  stores: z.array(StoreResultSchema),
});
export type StoreSearchResult = z.infer<typeof StoreSearchResultSchema>;

/** GET /api/v1/liststoreapi (docs/requirements/online-shop.md §7: success, message, data), with the search it answered. */
export const StoreListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(StoreResultSchema),
  search: StoreSearchResultSchema.omit({ stores: true }),
});
export type StoreListResponse = z.infer<typeof StoreListResponseSchema>;

export const STORE_LIST_MESSAGE = "Stores fetched successfully";
