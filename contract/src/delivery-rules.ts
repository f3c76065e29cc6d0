/** The buy-now delivery check's constants and where it leads: no schemas (the buy-now page uses them). */

import { addBusinessDays } from "./dates.ts";
import { paths } from "./paths.ts";

/** The pincodes the demo seed delivers to (docs/requirements/online-shop.md §9). */
export const SEEDED_DELIVERABLE_PINCODES = ["140401", "140402", "140403"] as const;

/** The wait after the success message before going on to checkout (docs/requirements/online-shop.md §9: 1 s). */
export const CHECKOUT_REDIRECT_DELAY_MS = 1000;

export const DELIVERY_CHECK_FAILED_MESSAGE = "We could not check delivery just now. Please try again.";

/** Where a successful check goes: checkout, with the pincode to prefill. */
export function checkoutWithPincode(pincode: string): string {
  return `${paths.checkout}?pincode=${encodeURIComponent(pincode)}`;
}

// ---- Dispatch and delivery estimates (shipping policy; order confirmation, decision 023) ----------

/** We dispatch a paid order within this many business days (the shipping policy's "about 48 hours"). */
export const DISPATCH_BUSINESS_DAYS = 2;

export type DeliveryRegion = "major-city" | "rest-of-india" | "remote";

/** Business days from dispatch to the door, by region (the shipping policy's "Delivery times"). */
export const DELIVERY_BUSINESS_DAYS: Record<DeliveryRegion, { min: number; max: number; label: string }> = {
  "major-city": { min: 4, max: 7, label: "major cities" },
  "rest-of-india": { min: 5, max: 8, label: "the rest of India" },
  remote: { min: 7, max: 10, label: "remote areas (the North East, Jammu and Kashmir, Ladakh, Sikkim and the islands)" },
};

/**
 * The sorting districts (a pincode's first three digits) of the major cities our couriers serve
 * from hubs: Delhi, Noida and Ghaziabad, Gurugram, Chandigarh, Jaipur, Lucknow, Kolkata, Ahmedabad,
 * Mumbai, Pune, Hyderabad, Bengaluru, Chennai.
 */
const MAJOR_CITY_PREFIXES = new Set(["110", "201", "122", "160", "302", "226", "700", "380", "400", "411", "500", "560", "600"]);

/**
 * Pincodes the couriers reach last: the North East (78x, 79x), Sikkim (737), Jammu and Kashmir
 * and Ladakh (18x, 19x), the Andaman and Nicobar Islands (744) and Lakshadweep (68255x).
 */
const REMOTE_PREFIXES = ["78", "79", "737", "18", "19", "744", "68255"];

/** The delivery region of a six-digit pincode (anything else counts as the rest of India). */
export function deliveryRegionOf(pincode: string): DeliveryRegion {
  if (REMOTE_PREFIXES.some((prefix) => pincode.startsWith(prefix))) return "remote";
  return MAJOR_CITY_PREFIXES.has(pincode.slice(0, 3)) ? "major-city" : "rest-of-india";
}

/** When a paid order should leave the warehouse and reach the buyer, as India calendar dates (YYYY-MM-DD). */
export type DeliveryEstimate = { region: DeliveryRegion; dispatchBy: string; from: string; to: string };

/**
 * The estimate for an order paid on `paidOn` (its India calendar day) to `pincode`: dispatch within
 * two business days, then the region's business days. Sundays are skipped; public holidays are not
 * known, which is why the page calls these dates an estimate.
 */
export function deliveryEstimate(paidOn: string, pincode: string): DeliveryEstimate {
  const region = deliveryRegionOf(pincode);
  const dispatchBy = addBusinessDays(paidOn, DISPATCH_BUSINESS_DAYS);
  const days = DELIVERY_BUSINESS_DAYS[region];
  return { region, dispatchBy, from: addBusinessDays(dispatchBy, days.min), to: addBusinessDays(dispatchBy, days.max) };
}

/** "4-7 business days": a region's delivery time as the policies write it. */
export function deliveryDaysText(region: DeliveryRegion): string {
  const { min, max } = DELIVERY_BUSINESS_DAYS[region];
  return `${min}-${max} business days`;
}

// ---- The product page's estimate for a pincode the buyer enters (decision 044) --------------------

/** Where the product page keeps the buyer's pincode for the session (sessionStorage) and its query parameter. */
export const DELIVERY_PINCODE_KEY = "pincode";

/** The product page's answer for a pincode: the place checkout's lookup finds and the estimate for an order paid today, or why there is none. */
export type ProductDelivery =
  | { pincode: string; ok: true; place: { city: string; state: string }; estimate: DeliveryEstimate }
  | { pincode: string; ok: false; message: string };

/**
 * The estimate for an order paid on `today` (its India calendar day) to a pincode that checkout's
 * lookup knows (`place`); a pincode it does not know gets checkout's own words for it.
 */
export function productDelivery(pincode: string, place: { city: string; state: string } | null, today: string, unknownMessage: string): ProductDelivery {
  if (!place) return { pincode, ok: false, message: unknownMessage };
  return { pincode, ok: true, place, estimate: deliveryEstimate(today, pincode) };
}
