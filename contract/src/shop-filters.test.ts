import { describe, expect, it } from "vitest";
import type { ProductListItem } from "./catalogue.ts";
import {
  shopPage,
  type SearchParamsLike,
  type ShopFilters,
  capacityOrder,
  emptyFilters,
  filterProducts,
  filtersFromSearchParams,
  filtersToQueryString,
  filtersToSearchParams,
  hasActiveFilters,
  shopFacets,
  sortChoices,
  sortProducts,
  toShopListing,
  toggleChoice,
} from "./shop-filters.ts";

// The contract is typed without DOM or Node globals; the tests use the runtime's real URL classes.
type Params = SearchParamsLike & { toString(): string };
const URLSearchParams = (globalThis as unknown as { URLSearchParams: new (init?: string | [string, string][]) => Params }).URLSearchParams;
const URL = (globalThis as unknown as { URL: new (url: string) => { searchParams: Params } }).URL;

let nextId = 1;

function product(overrides: Partial<ProductListItem> = {}): ProductListItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    model: `UV-${id}`,
    slug: `uv-${id}`,
    product_name: `Product ${id}`,
    product_category: "battery",
    product_category_name: "Lithium Inverter Batteries",
    product_brand: "UrjaVolt",
    product_description: "A battery.",
    product_price: 40_000,
    product_discountedPrice: 35_000,
    product_stock: 10,
    image: `/images/${id}.webp`,
    rating: 4,
    reviews: 3,
    product_capacity: "51.2V 100Ah",
    product_surgeVA: null,
    product_batteryType: "LiFePO4",
    product_warranty: "5 Years",
    warranty_months: 60,
    product_features: ["Feature"],
    specs: {},
    madeInIndia: true,
    isNew: false,
    bestSeller: false,
    battery: null,
    product_priceRange: "30000-40000",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const filters = (overrides: Partial<ShopFilters>): ShopFilters => ({ ...emptyFilters(), ...overrides });
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe("filterProducts", () => {
  const inverter = product({ id: 1, product_name: "Lithium Inverter 1100VA", product_category: "inverter", product_capacity: "1100VA", product_discountedPrice: 27_499, rating: 4.6, product_stock: 24 });
  const battery = product({ id: 2, product_name: "Inverter Battery 100Ah", product_description: "Pairs with any UPS", product_discountedPrice: 30_000, rating: 3.9, product_stock: 0, madeInIndia: false });
  const ev = product({ id: 3, product_name: "EV Pack", product_category: "ev", product_brand: "Volta", product_capacity: "60V 30Ah", product_batteryType: "NMC", product_warranty: "3 Years", warranty_months: 36, product_discountedPrice: 50_000, rating: 0 });
  const all = [inverter, battery, ev];

  it("returns everything for empty filters, in catalogue order", () => {
    expect(ids(filterProducts(all, emptyFilters()))).toEqual([1, 2, 3]);
  });
  it("searches name or description, ignoring case and surrounding spaces", () => {
    expect(ids(filterProducts(all, filters({ search: "inverter" })))).toEqual([1, 2]);
    expect(ids(filterProducts(all, filters({ search: "  ups " })))).toEqual([2]);
    expect(ids(filterProducts(all, filters({ search: "EV PACK" })))).toEqual([3]);
    expect(ids(filterProducts(all, filters({ search: "   " })))).toEqual([1, 2, 3]);
    expect(filterProducts(all, filters({ search: "solar" }))).toEqual([]);
  });
  it("searches plain text, not patterns", () => {
    const odd = product({ id: 9, product_name: "Pack (48V) [new]*" });
    expect(ids(filterProducts([odd, ...all], filters({ search: "(48v) [" })))).toEqual([9]);
    expect(filterProducts(all, filters({ search: ".*" }))).toEqual([]);
  });
  it("matches a category", () => {
    expect(ids(filterProducts(all, filters({ category: "inverter" })))).toEqual([1]);
    expect(filterProducts(all, filters({ category: "solar" }))).toEqual([]);
  });
  it("matches any choice within a group", () => {
    expect(ids(filterProducts(all, filters({ brands: ["Volta"] })))).toEqual([3]);
    expect(ids(filterProducts(all, filters({ brands: ["Volta", "UrjaVolt"] })))).toEqual([1, 2, 3]);
    expect(ids(filterProducts(all, filters({ capacities: ["1100VA", "51.2V 100Ah"] })))).toEqual([1, 2]);
    expect(ids(filterProducts(all, filters({ batteryTypes: ["NMC"] })))).toEqual([3]);
    expect(ids(filterProducts(all, filters({ warranties: ["5 Years"] })))).toEqual([1, 2]);
    expect(filterProducts(all, filters({ brands: ["Nobody"] }))).toEqual([]);
  });
  it("needs every chosen group to match", () => {
    expect(ids(filterProducts(all, filters({ brands: ["UrjaVolt"], warranties: ["3 Years"] })))).toEqual([]);
    expect(ids(filterProducts(all, filters({ brands: ["UrjaVolt"], capacities: ["51.2V 100Ah"], search: "battery" })))).toEqual([2]);
    expect(ids(filterProducts(all, filters({ category: "battery", inStock: true })))).toEqual([]);
  });
  it("bands by discounted price, each band holding its lower edge", () => {
    const at = (price: number) => product({ product_discountedPrice: price, product_price: price + 5000 });
    const edges = [at(29_999), at(30_000), at(39_999), at(40_000), at(49_999), at(50_000), at(150_000)];
    const band = (id: ShopFilters["priceRanges"][number]) => filterProducts(edges, filters({ priceRanges: [id] })).map((item) => item.product_discountedPrice);
    expect(band("0-30000")).toEqual([29_999]);
    expect(band("30000-40000")).toEqual([30_000, 39_999]);
    expect(band("40000-50000")).toEqual([40_000, 49_999]);
    expect(band("50000+")).toEqual([50_000, 150_000]);
    expect(filterProducts(edges, filters({ priceRanges: ["0-30000", "50000+"] })).map((item) => item.product_discountedPrice)).toEqual([29_999, 50_000, 150_000]);
  });
  it("ignores a stored price range that disagrees with the discounted price", () => {
    const stale = product({ product_discountedPrice: 45_000, product_priceRange: "0-30000" });
    expect(filterProducts([stale], filters({ priceRanges: ["0-30000"] }))).toEqual([]);
    expect(filterProducts([stale], filters({ priceRanges: ["40000-50000"] }))).toEqual([stale]);
  });
  it("treats rating as a minimum", () => {
    expect(ids(filterProducts(all, filters({ rating: 4 })))).toEqual([1]);
    expect(ids(filterProducts(all, filters({ rating: 3.9 })))).toEqual([1, 2]);
    expect(ids(filterProducts(all, filters({ rating: 1 })))).toEqual([1, 2]);
  });
  it("keeps products with stock above 0 when in stock only", () => {
    expect(ids(filterProducts(all, filters({ inStock: true })))).toEqual([1, 3]);
  });
  it("keeps the products made in India when that filter is on", () => {
    expect(ids(filterProducts(all, filters({ madeInIndia: true })))).toEqual([1, 3]);
  });
});

describe("sortProducts", () => {
  it("puts bestsellers first, then the higher rating, keeping ties in order", () => {
    const list = [
      product({ id: 1, rating: 4.9 }),
      product({ id: 2, rating: 3.5, bestSeller: true }),
      product({ id: 3, rating: 4.2 }),
      product({ id: 4, rating: 4.8, bestSeller: true }),
      product({ id: 5, rating: 4.2 }),
    ];
    expect(ids(sortProducts(list, "popularity"))).toEqual([4, 2, 1, 3, 5]);
    expect(ids(list)).toEqual([1, 2, 3, 4, 5]);
  });
  it("sorts by discounted price both ways, ties in catalogue order", () => {
    const list = [
      product({ id: 1, product_price: 90_000, product_discountedPrice: 20_000 }),
      product({ id: 2, product_price: 10_000, product_discountedPrice: 10_000 }),
      product({ id: 3, product_discountedPrice: 20_000 }),
      product({ id: 4, product_discountedPrice: 5_000 }),
    ];
    expect(ids(sortProducts(list, "price-asc"))).toEqual([4, 2, 1, 3]);
    expect(ids(sortProducts(list, "price-desc"))).toEqual([1, 3, 2, 4]);
  });
  it("puts new products first, then the most recently added", () => {
    const list = [
      product({ id: 1, createdAt: "2026-03-01T00:00:00.000Z" }),
      product({ id: 2, isNew: true, createdAt: "2025-01-01T00:00:00.000Z" }),
      product({ id: 3, createdAt: "2026-05-01T00:00:00.000Z" }),
      product({ id: 4, isNew: true, createdAt: "2026-02-01T00:00:00.000Z" }),
      product({ id: 5, createdAt: "2026-03-01T00:00:00.000Z" }),
    ];
    expect(ids(sortProducts(list, "newest"))).toEqual([4, 2, 3, 1, 5]);
  });
  it("puts a product with an unreadable date last among its kind", () => {
    const list = [product({ id: 1, createdAt: "not a date" }), product({ id: 2, createdAt: "2026-01-01T00:00:00.000Z" }), product({ id: 3, createdAt: "also not" })];
    expect(ids(sortProducts(list, "newest"))).toEqual([2, 1, 3]);
  });
  it("handles an empty list", () => {
    expect(sortProducts([], "popularity")).toEqual([]);
  });
});

describe("shopFacets", () => {
  const list = [
    product({ product_category: "inverter", product_brand: "UrjaVolt", product_capacity: "2100VA", product_warranty: "5 Years", warranty_months: 60, product_discountedPrice: 42_999, rating: 4.5 }),
    product({ product_category: "inverter", product_brand: "UrjaVolt", product_capacity: "1100VA", product_warranty: "2 Years", warranty_months: 24, product_discountedPrice: 27_499, rating: 3 }),
    product({ product_category: "ess", product_brand: "Amara", product_capacity: "10 kWh", product_batteryType: "NMC", product_warranty: "10 Years", warranty_months: 120, product_discountedPrice: 250_000, rating: 0 }),
    product({ product_category: "battery", product_capacity: "51.2V 100Ah", product_discountedPrice: 30_000, rating: 4 }),
    product({ product_category: "battery", product_capacity: "48V 200Ah", product_discountedPrice: 30_000, rating: 4 }),
  ];
  const facets = shopFacets(list);

  it("lists every category in menu order with counts", () => {
    expect(facets.categories.map((choice) => [choice.value, choice.count])).toEqual([
      ["inverter", 2],
      ["battery", 2],
      ["solar", 0],
      ["ess", 1],
      ["telecom", 0],
      ["ev", 0],
      ["accessory", 0],
    ]);
    expect(facets.categories[0]?.label).toBe("Lithium-Ion Inverter/UPS");
  });
  it("counts brands and battery types alphabetically", () => {
    expect(facets.brands).toEqual([
      { value: "Amara", label: "Amara", count: 1 },
      { value: "UrjaVolt", label: "UrjaVolt", count: 4 },
    ]);
    expect(facets.batteryTypes).toEqual([
      { value: "LiFePO4", label: "LiFePO4", count: 4 },
      { value: "NMC", label: "NMC", count: 1 },
    ]);
  });
  it("orders capacities by kind and size", () => {
    expect(facets.capacities.map((choice) => choice.value)).toEqual(["1100VA", "2100VA", "10 kWh", "48V 200Ah", "51.2V 100Ah"]);
    expect(capacityOrder("5 KVA")).toEqual([0, 5000, 0]);
    expect(capacityOrder("mystery")).toEqual([3, 0, 0]);
  });
  it("orders warranties by length", () => {
    expect(facets.warranties.map((choice) => [choice.value, choice.count])).toEqual([
      ["2 Years", 1],
      ["5 Years", 3],
      ["10 Years", 1],
    ]);
  });
  it("counts every price band by discounted price", () => {
    expect(facets.priceRanges.map((choice) => [choice.value, choice.count])).toEqual([
      ["0-30000", 1],
      ["30000-40000", 2],
      ["40000-50000", 1],
      ["50000+", 1],
    ]);
  });
  it("counts products at or above each rating", () => {
    expect(facets.ratings.map((choice) => [choice.value, choice.count])).toEqual([
      [4, 3],
      [3, 4],
      [2, 4],
      [1, 4],
    ]);
    expect(facets.ratings[0]?.label).toBe("4★ & above");
  });
  it("skips blank values", () => {
    expect(shopFacets([product({ product_batteryType: "" })]).batteryTypes).toEqual([]);
  });
});

describe("filter helpers", () => {
  it("knows when any filter is set", () => {
    expect(hasActiveFilters(emptyFilters())).toBe(false);
    expect(hasActiveFilters(filters({ search: "  " }))).toBe(false);
    expect(hasActiveFilters(filters({ search: "ups" }))).toBe(true);
    expect(hasActiveFilters(filters({ category: "ev" }))).toBe(true);
    expect(hasActiveFilters(filters({ warranties: ["5 Years"] }))).toBe(true);
    expect(hasActiveFilters(filters({ rating: 2 }))).toBe(true);
    expect(hasActiveFilters(filters({ madeInIndia: true }))).toBe(true);
  });
  it("toggles a choice in a group without changing the original", () => {
    const brands = ["A"];
    expect(toggleChoice(brands, "B")).toEqual(["A", "B"]);
    expect(toggleChoice(brands, "A")).toEqual([]);
    expect(brands).toEqual(["A"]);
  });
});

describe("the URL query", () => {
  const full: ShopFilters = {
    search: "lithium ups & more",
    category: "inverter",
    brands: ["UrjaVolt", "Amara Raja"],
    capacities: ["51.2V 100Ah", "1100VA"],
    batteryTypes: ["LiFePO4"],
    warranties: ["5 Years"],
    priceRanges: ["30000-40000", "50000+"],
    rating: 4,
    inStock: true,
    madeInIndia: true,
  };

  it("is empty for the unfiltered catalogue in popularity order", () => {
    expect(filtersToSearchParams(emptyFilters(), "popularity")).toEqual([]);
    expect(filtersToSearchParams(emptyFilters())).toEqual([]);
    expect(filtersToQueryString(emptyFilters())).toBe("");
    expect(filtersFromSearchParams(new URLSearchParams(""))).toEqual({ filters: emptyFilters(), sort: "popularity" });
  });
  it("round-trips every filter and sort through a real URL", () => {
    for (const sort of ["popularity", "price-asc", "price-desc", "newest"] as const) {
      const query = new URLSearchParams(filtersToSearchParams(full, sort)).toString();
      expect(filtersFromSearchParams(new URLSearchParams(query))).toEqual({ filters: full, sort });
    }
    const url = new URL(`https://example.test/shop-online${filtersToQueryString(full, "newest")}`);
    expect(filtersFromSearchParams(url.searchParams)).toEqual({ filters: full, sort: "newest" });
  });
  it("round-trips single filters and a fractional rating", () => {
    const cases: Partial<ShopFilters>[] = [{ search: "ups" }, { category: "ev" }, { priceRanges: ["0-30000"] }, { rating: 4.5 }, { inStock: true }, { warranties: ["3 Years"] }];
    for (const overrides of cases) {
      const params = new URLSearchParams(filtersToSearchParams(filters(overrides)));
      expect(filtersFromSearchParams(params)).toEqual({ filters: filters(overrides), sort: overrides.search ? "relevance" : "popularity" });
    }
  });
  it("keeps a search in its one form, ordered by relevance unless another order is asked for (decision 042)", () => {
    expect(filtersFromSearchParams(new URLSearchParams("q=%20%20Sollar%20%20PANEL%20"))).toEqual({ filters: filters({ search: "sollar panel" }), sort: "relevance" });
    expect(filtersFromSearchParams(new URLSearchParams("q=solar&sort=price-asc")).sort).toBe("price-asc");
    expect(filtersFromSearchParams(new URLSearchParams("sort=relevance")).sort).toBe("popularity");
    expect(filtersToSearchParams(filters({ search: " Solar  Battery " }))).toEqual([["q", "solar battery"]]);
    expect(filtersToSearchParams(filters({ search: "solar" }), "popularity")).toEqual([
      ["q", "solar"],
      ["sort", "popularity"],
    ]);
    expect(sortChoices(filters({})).map((sort) => sort.id)).toEqual(["popularity", "price-asc", "price-desc", "newest"]);
    expect(sortChoices(filters({ search: "ups" }))[0]?.name).toBe("Relevance");
  });
  it("writes readable keys, lists as repeated keys, flags as 1", () => {
    expect(filtersToSearchParams(filters({ brands: ["A", "B", "A"], inStock: true }), "price-desc")).toEqual([
      ["brand", "A"],
      ["brand", "B"],
      ["inStock", "1"],
      ["sort", "price-desc"],
    ]);
    expect(filtersToQueryString(filters({ search: "a b&c" }))).toBe("?q=a%20b%26c");
  });
  it("ignores unknown and malformed values without throwing", () => {
    const params = new URLSearchParams(
      "utm_source=x&category=toasters&price=1-2&price=50000%2B&rating=9&rating=abc&rating=-1&sort=cheapest&inStock=maybe&madeInIndia=true&brand=&brand=%20%20&brand=A&brand=A&q=%20%20",
    );
    expect(filtersFromSearchParams(params)).toEqual({
      filters: filters({ priceRanges: ["50000+"], brands: ["A"], madeInIndia: true }),
      sort: "popularity",
    });
  });
  it("takes the first usable value of a single-valued key", () => {
    const params = new URLSearchParams("category=nope&category=solar&category=ev&rating=0&rating=3&sort=bad&sort=newest");
    expect(filtersFromSearchParams(params)).toEqual({ filters: filters({ category: "solar", rating: 3 }), sort: "newest" });
  });
  it("caps overlong values and long lists", () => {
    const long = "x".repeat(500);
    const many = Array.from({ length: 50 }, (_, index) => `capacity=${index}`).join("&");
    const parsed = filtersFromSearchParams(new URLSearchParams(`q=${long}&brand=${long}&${many}`)).filters;
    expect(parsed.search).toHaveLength(80);
    expect(parsed.brands).toEqual([]);
    expect(parsed.capacities).toHaveLength(30);
  });
  it("survives a broken percent-encoding handed over by a plain object", () => {
    const odd = { getAll: (name: string) => (name === "q" ? ["%E0%A4%A"] : name === "rating" ? ["NaN", "Infinity"] : []) };
    expect(() => filtersFromSearchParams(odd)).not.toThrow();
    expect(filtersFromSearchParams(odd).filters.rating).toBe(0);
  });
});

describe("toShopListing", () => {
  it("keeps what the shop page filters, sorts and shows on a card, and leaves the rest out", () => {
    const full = product({ product_features: ["First", "Second", "Third"], specs: { Voltage: "51.2V", Capacity: "100Ah" } });
    const listing = toShopListing(full);
    expect(listing.product_features).toEqual(["First"]);
    expect(Object.keys(listing)).not.toContain("specs");
    expect(Object.keys(listing)).not.toContain("model");
    // The rules read a listing just as they read a full item.
    expect(filterProducts([listing], filters({ search: "battery" }))).toEqual([listing]);
    expect(sortProducts([toShopListing(product({ product_discountedPrice: 9 })), listing], "price-desc")[0]).toBe(listing);
  });
});

describe("the shop's pages", () => {
  it("show 12 products each, the page asked for kept within the pages there are", () => {
    expect(shopPage(null, 34)).toEqual({ page: 1, pages: 3, start: 0, end: 12 });
    expect(shopPage("3", 34)).toEqual({ page: 3, pages: 3, start: 24, end: 34 });
    expect(shopPage("9", 34)).toEqual({ page: 3, pages: 3, start: 24, end: 34 });
    for (const junk of ["0", "-1", "two", "1e3", ""]) expect(shopPage(junk, 34).page).toBe(1);
    expect(shopPage("2", 0)).toEqual({ page: 1, pages: 1, start: 0, end: 0 });
  });
});
