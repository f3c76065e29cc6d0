import type { SearchOrigin, Store, StoreSearchResult } from "./stores.ts";

/** The store locator's pure rules: kinds, the pincode search, distances, call and directions links. No schemas here. */

/** Store kinds, in the order the category dropdown lists them after "All Categories". */
export const STORE_CATEGORIES = ["Experience Store", "Dealer", "Service Centre"] as const;
export const ALL_CATEGORIES_LABEL = "All Categories";

const PINCODE = /^[1-9]\d{5}$/;
const PINCODE_START = /^\d{1,5}$/;
/** Fewer shared digits than this (the postal circle) says too little about where a pincode is. */
const MIN_PREFIX = 2;

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Great-circle distance in kilometres. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The position of a pincode, derived from our own stores: a store with that pincode gives it
 * exactly; otherwise the stores sharing the longest run of leading digits (at least the postal
 * circle's two) give their average position. Indian pincodes are allotted by region (first digit),
 * circle (two) and sorting district (three), so this is an honest area, never a street.
 */
export function locatePincode(pincode: string, stores: readonly Store[]): SearchOrigin | null {
  if (!PINCODE.test(pincode)) return null;
  const placed = stores.filter((s): s is Store & { latitude: number; longitude: number } => s.latitude !== null && s.longitude !== null);
  let best = 0;
  for (const store of placed) best = Math.max(best, sharedPrefix(store.pincode, pincode));
  if (best < MIN_PREFIX) return null;
  const near = placed.filter((s) => sharedPrefix(s.pincode, pincode) === best);
  const latitude = near.reduce((sum, s) => sum + s.latitude, 0) / near.length;
  const longitude = near.reduce((sum, s) => sum + s.longitude, 0) / near.length;
  const cities = [...new Set(near.map((s) => s.city))];
  const states = [...new Set(near.map((s) => s.state))];
  const label = cities.length === 1 ? `${cities[0]}, ${states[0]}` : states.join(" / ");
  const uncertaintyKm = UNCERTAINTY_KM[best] ?? 100;
  return { pincode, precision: best === 6 ? "exact" : "area", prefix: pincode.slice(0, best), label, latitude, longitude, uncertaintyKm };
}

/**
 * Roughly how far a pincode can lie from stores sharing so many leading digits: a pincode's own
 * delivery area, a sorting district, a postal circle. Deliberately generous.
 */
const UNCERTAINTY_KM: Record<number, number> = { 6: 5, 5: 10, 4: 25, 3: 50, 2: 100 };

/** A distance as precisely as the origin is known: to the step, and never below it ("within about"). */
export function roundDistance(km: number, stepKm: number): number {
  return Math.max(stepKm, Math.round(km / stepKm) * stepKm);
}

function normalizeCategory(category: string): string {
  return category === ALL_CATEGORIES_LABEL ? "" : category;
}

const byLocation = (a: Store, b: Store) =>
  a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.name.localeCompare(b.name);

/**
 * The store locator's search. A full pincode lists every store of the category ordered by
 * distance from where that pincode lies (see locatePincode), or none when we cannot place it;
 * the first digits of a pincode match stores whose pincode starts so; any other text matches the
 * city, state, address or name. Without distance the stores are ordered by state, city and name.
 */
export function searchStores(stores: readonly Store[], query: { q?: string; category?: string }): StoreSearchResult {
  const q = (query.q ?? "").trim();
  const category = normalizeCategory((query.category ?? "").trim());
  const inCategory = category ? stores.filter((s) => s.category === category) : [...stores];
  const base = { q, category };
  const unordered = (list: Store[]): StoreSearchResult => ({
    ...base,
    orderedBy: "location",
    origin: null,
    stores: list.sort(byLocation).map((s) => ({ ...s, distanceKm: null })),
  });

  if (PINCODE.test(q)) {
    const origin = locatePincode(q, stores);
    if (!origin) return unordered([]);
    const measured = inCategory.map((s) => ({
      store: s,
      km: s.latitude === null || s.longitude === null ? Infinity : distanceKm(origin.latitude, origin.longitude, s.latitude, s.longitude),
    }));
    measured.sort((a, b) => a.km - b.km || byLocation(a.store, b.store));
    const results = measured.map(({ store, km }) => ({ ...store, distanceKm: Number.isFinite(km) ? roundDistance(km, origin.uncertaintyKm) : null }));
    return { ...base, orderedBy: "distance", origin, stores: results };
  }
  if (PINCODE_START.test(q)) return unordered(inCategory.filter((s) => s.pincode.startsWith(q)));
  if (!q) return unordered(inCategory);
  const needle = q.toLocaleLowerCase("en-IN");
  return unordered(
    inCategory.filter((s) => [s.city, s.state, s.address, s.name].some((field) => field.toLocaleLowerCase("en-IN").includes(needle))),
  );
}

/** A Google Maps route to the store's address (opens the app on phones), docs/architecture.md, Departures from the requirements. */
export function directionsUrl(store: Pick<Store, "name" | "address" | "city" | "state" | "pincode">): string {
  const destination = `${store.name}, ${store.address}, ${store.city}, ${store.state} ${store.pincode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The tel: link for a displayed phone number: digits and a leading plus only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits}`;
}
