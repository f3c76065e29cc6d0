import { describe, expect, it } from "vitest";
import type { Store } from "./stores.ts";
import { directionsUrl, distanceKm, locatePincode, roundDistance, searchStores, telHref } from "./stores-rules.ts";

let nextId = 1;
const store = (overrides: Partial<Store>): Store => ({
  id: nextId++,
  name: "Store",
  category: "Dealer",
  address: "1 Main Road",
  city: "City",
  state: "State",
  pincode: "100001",
  phone: "+91 98140 00000",
  hours: "10 AM - 7 PM",
  services: [],
  latitude: null,
  longitude: null,
  ...overrides,
});

const ludhiana = store({ name: "Ludhiana Dealer", city: "Ludhiana", state: "Punjab", pincode: "141001", latitude: 30.901, longitude: 75.8573 });
const ludhiana2 = store({ name: "Ludhiana Service", category: "Service Centre", city: "Ludhiana", state: "Punjab", pincode: "141003", latitude: 30.88, longitude: 75.85 });
const mohali = store({ name: "Mohali Experience", category: "Experience Store", city: "Mohali", state: "Punjab", pincode: "160071", latitude: 30.7046, longitude: 76.7179 });
const mumbai = store({ name: "Andheri Dealer", city: "Mumbai", state: "Maharashtra", address: "Andheri East", pincode: "400069", latitude: 19.1136, longitude: 72.8697 });
const unplaced = store({ name: "Patna Dealer", city: "Patna", state: "Bihar", pincode: "800001" });
const all = [mumbai, ludhiana2, unplaced, mohali, ludhiana];

describe("locatePincode", () => {
  it("is exact when a store has that pincode", () => {
    expect(locatePincode("160071", all)).toMatchObject({ precision: "exact", prefix: "160071", label: "Mohali, Punjab", latitude: 30.7046, uncertaintyKm: 5 });
  });
  it("averages the stores sharing the longest prefix, at least the postal circle", () => {
    const origin = locatePincode("141008", all);
    expect(origin).toMatchObject({ precision: "area", prefix: "14100", label: "Ludhiana, Punjab", uncertaintyKm: 10 });
    expect(origin?.latitude).toBeCloseTo((30.901 + 30.88) / 2, 5);
    expect(locatePincode("148001", all)).toMatchObject({ prefix: "14", label: "Ludhiana, Punjab", uncertaintyKm: 100 });
  });
  it("gives up when only the region digit or nothing is shared, and on non-pincodes", () => {
    expect(locatePincode("110001", all)).toBeNull();
    expect(locatePincode("999999", all)).toBeNull();
    expect(locatePincode("14100", all)).toBeNull();
    expect(locatePincode("041001", all)).toBeNull();
  });
});

describe("searchStores", () => {
  it("orders every store of the category by distance from a pincode, unplaced stores last", () => {
    const result = searchStores(all, { q: "160071" });
    expect(result.orderedBy).toBe("distance");
    expect(result.stores.map((s) => s.name)).toEqual(["Mohali Experience", "Ludhiana Dealer", "Ludhiana Service", "Andheri Dealer", "Patna Dealer"]);
    expect(result.stores[0]?.distanceKm).toBe(5);
    expect(result.stores[1]?.distanceKm).toBe(85);
    expect(result.stores.at(-1)?.distanceKm).toBeNull();
    expect(searchStores(all, { q: "160071", category: "Dealer" }).stores.map((s) => s.name)).toEqual(["Ludhiana Dealer", "Andheri Dealer", "Patna Dealer"]);
  });
  it("finds nothing for a pincode it cannot place", () => {
    expect(searchStores(all, { q: "682001" })).toMatchObject({ orderedBy: "location", origin: null, stores: [] });
  });
  it("matches the first digits of a pincode", () => {
    expect(searchStores(all, { q: "141" }).stores.map((s) => s.name)).toEqual(["Ludhiana Dealer", "Ludhiana Service"]);
  });
  it("matches city, state, locality and name without case, ordered by state, city, name", () => {
    expect(searchStores(all, { q: "  ludhiana " }).stores.map((s) => s.name)).toEqual(["Ludhiana Dealer", "Ludhiana Service"]);
    expect(searchStores(all, { q: "punjab" }).stores.map((s) => s.city)).toEqual(["Ludhiana", "Ludhiana", "Mohali"]);
    expect(searchStores(all, { q: "andheri" }).stores.map((s) => s.name)).toEqual(["Andheri Dealer"]);
    expect(searchStores(all, { q: "Chennai" }).stores).toEqual([]);
  });
  it("filters by category; 'All Categories' and empty mean any", () => {
    expect(searchStores(all, { category: "Service Centre" }).stores.map((s) => s.name)).toEqual(["Ludhiana Service"]);
    expect(searchStores(all, { category: "All Categories" }).stores).toHaveLength(5);
    expect(searchStores(all, {}).stores.map((s) => s.state)).toEqual(["Bihar", "Maharashtra", "Punjab", "Punjab", "Punjab"]);
  });
});

describe("helpers", () => {
  it("measures and rounds distances", () => {
    expect(distanceKm(28.6139, 77.209, 19.076, 72.8777)).toBeGreaterThan(1140);
    expect(distanceKm(28.6139, 77.209, 19.076, 72.8777)).toBeLessThan(1160);
    expect(roundDistance(0.2, 5)).toBe(5);
    expect(roundDistance(7.6, 5)).toBe(10);
    expect(roundDistance(12.4, 10)).toBe(10);
    expect(roundDistance(1153, 25)).toBe(1150);
  });
  it("builds the directions and tel: links", () => {
    expect(directionsUrl(mohali)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Mohali%20Experience%2C%201%20Main%20Road%2C%20Mohali%2C%20Punjab%20160071",
    );
    expect(telHref("+91 98140 00000")).toBe("tel:+919814000000");
  });
});
