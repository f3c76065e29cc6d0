import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { paths } from "@urjavolt/contract/paths";
import { describe, expect, it } from "vitest";
import { webRoot } from "../paths.ts";
import { PAGE_ROUTES, SEARCH_KEY_CHARS, isQueryVariant, pageOf } from "./page-routes.ts";

describe("what a page shows", () => {
  it("tags a product's pages with that product, and every page with the offers' banner", () => {
    expect(pageOf("/productDetail/12").tags).toEqual(["offers", "product:12", "emi", "catalogue"]);
    expect(pageOf("/buy-now/12?pincode=140401").tags).toEqual(["offers", "product:12", "delivery"]);
    // The catalogue reads `007` as product 7.
    expect(pageOf("/productDetail/007").tags).toEqual(["offers", "product:7", "emi", "catalogue"]);
    expect(pageOf("/privacypolicy").tags).toEqual(["offers"]);
    expect(pageOf("/").tags).toEqual(["offers"]);
  });

  it("tags the lists of products with the catalogue, and the shop with its slides, counter and search synonyms too", () => {
    expect(pageOf("/shop-online").tags).toEqual(["offers", "catalogue", "slides", "orders-recent:shown", "search"]);
    for (const path of [paths.cart, paths.checkout, paths.accessories, paths.inverter, paths.loadCalculator]) expect(pageOf(path).tags).toEqual(["offers", "catalogue"]);
    expect(pageOf("/blog-details/3").tags).toEqual(["offers", "blog"]);
    expect(pageOf("/store-locator?q=Ludhiana").tags).toEqual(["offers", "stores"]);
    expect(pageOf("/emi-options").tags).toEqual(["offers", "emi"]);
  });

  it("says a page it does not know, or an id that is no product's, shows everything", () => {
    expect(pageOf("/productDetail/abc").tags).toEqual(["offers", "*", "emi", "catalogue"]);
    expect(pageOf("/no-such-page?x=1")).toEqual({ url: "/no-such-page?x=1", tags: ["*"], known: false });
    expect(pageOf("/track-order?token=abc").tags).toEqual(["*"]);
  });

  it("reads React Router's data requests as their page", () => {
    expect(pageOf("/productDetail/12.data?_routes=routes%2Fproduct-detail&utm_source=x")).toEqual({
      url: "/productDetail/12.data?_routes=routes%2Fproduct-detail",
      tags: ["offers", "product:12", "emi", "catalogue"],
      known: true,
    });
    expect(pageOf("/_root.data?_routes=root").url).toBe("/_root.data?_routes=root");
  });

  it("keeps a Hindi or Punjabi page under its own URL, showing what the English one shows, so a change drops all three (decision 056)", () => {
    expect(pageOf("/hi/productDetail/12?pincode=140401&utm_source=x")).toEqual({ url: "/hi/productDetail/12?pincode=140401", tags: ["offers", "product:12", "emi", "catalogue"], known: true });
    expect(pageOf("/pa/shop-online").tags).toEqual(pageOf("/shop-online").tags);
    expect(pageOf("/hi")).toEqual({ url: "/hi", tags: ["offers"], known: true });
    expect(pageOf("/pa/")).toEqual({ url: "/pa/", tags: ["offers"], known: true });
    expect(pageOf("/hi.data?_routes=routes%2Fhome")).toEqual({ url: "/hi.data?_routes=routes%2Fhome", tags: ["offers"], known: true });
    expect(pageOf("/pa/blog-details/3.data").tags).toEqual(["offers", "blog"]);
    // Another prefix is no page: never kept.
    expect(pageOf("/xx/shop-online").known).toBe(false);
    expect(pageOf("/en/shop-online").known).toBe(false);
  });
});

describe("the cache key of a page", () => {
  it("drops the query parameters the page does not read", () => {
    expect(pageOf("/privacypolicy?utm_source=newsletter&utm_medium=email").url).toBe("/privacypolicy");
    expect(pageOf("/productDetail/12?fbclid=abc&review=write").url).toBe("/productDetail/12?review=write");
    expect(pageOf(`/?${Math.random().toString(36).slice(2)}`).url).toBe("/");
  });

  it("keeps every parameter the shop reads, in one order whatever order they came in", () => {
    const a = pageOf("/shop-online?utm_source=x&page=2&q=inverter&brand=UrjaVolt&brand=Other&sort=price-asc&inStock=1");
    const b = pageOf("/shop-online?brand=UrjaVolt&inStock=1&q=inverter&brand=Other&page=2&sort=price-asc&gclid=y");
    expect(a.url).toBe(b.url);
    expect(new URL(a.url, "http://x").searchParams.getAll("brand")).toEqual(["UrjaVolt", "Other"]);
    expect(pageOf("/shop-online?page=2").url).not.toBe(pageOf("/shop-online").url);
    for (const [name, value] of [["category", "inverter"], ["capacity", "150Ah"], ["batteryType", "Lithium"], ["warranty", "5"], ["price", "0-30000"], ["rating", "4"], ["madeInIndia", "1"]]) {
      const url = pageOf(`/shop-online?${name}=${value}`).url;
      expect(url, name).toMatch(new RegExp(`^/shop-online\\?${name}=`));
    }
    // What the shop ignores (an unknown category, a rating of 9, page 1) is no part of the key.
    expect(pageOf("/shop-online?category=nonsense&rating=9&page=1&sort=nonsense").url).toBe("/shop-online");
  });

  it("keeps the load calculator's, the EMI calculator's and the forms' parameters", () => {
    expect(pageOf("/load-calculator?fan=2&fan_w=60&hours=4&preset=2bhk&ref=ad").url).toBe("/load-calculator?fan=2&fan_w=60&hours=4&preset=2bhk");
    expect(pageOf("/emi-options?amount=45000&months=6&utm_campaign=diwali").url).toBe("/emi-options?amount=45000&months=6");
    expect(pageOf("/contact-us?subject=Dealership&x=1").url).toBe("/contact-us?subject=Dealership");
    expect(pageOf("/get-quote?product=inverter&message=Hello&x=1").url).toBe("/get-quote?message=Hello&product=inverter");
    expect(pageOf("/warranty?form=check&x=1").url).toBe("/warranty?form=check");
    expect(pageOf("/checkout?pincode=140401&x=1").url).toBe("/checkout?pincode=140401");
    expect(pageOf("/store-locator?q=Patiala&category=dealer&x=1").url).toBe("/store-locator?category=dealer&q=patiala");
  });

  it("bounds free-text searches: trimmed, lower-cased, spaces collapsed, cut at 80 characters", () => {
    const spelled = ["/shop-online?q=Lithium%20%20Battery", "/shop-online?q=%20lithium%20battery%20", "/shop-online?q=LITHIUM%09battery"];
    expect(new Set(spelled.map((url) => pageOf(url).url))).toEqual(new Set(["/shop-online?q=lithium+battery"]));
    const long = pageOf(`/shop-online?q=${"a".repeat(500)}`).url;
    expect(new URL(long, "http://x").searchParams.get("q")).toHaveLength(SEARCH_KEY_CHARS);
    expect(pageOf("/shop-online?q=%20%20%20").url).toBe("/shop-online");
    expect(pageOf("/store-locator?q=%20Patiala%20%20City").url).toBe("/store-locator?q=patiala+city");
  });

  it("holds the calculators' numbers to their forms' ranges, and keeps other text short so the page can say what is wrong", () => {
    expect(pageOf("/load-calculator?fan=500&fan_w=99999999&hours=100").url).toBe("/load-calculator?fan=50&fan_w=10000&hours=24");
    expect(pageOf("/load-calculator?fan=007&hours=0.01").url).toBe("/load-calculator?fan=7&hours=0.5");
    expect(pageOf("/load-calculator?hours=4.04").url).toBe(pageOf("/load-calculator?hours=4").url);
    expect(pageOf(`/load-calculator?fan=${"x".repeat(300)}`).url).toBe(`/load-calculator?fan=${"x".repeat(12)}`);
    expect(pageOf("/emi-options?amount=99999999999&months=600").url).toBe("/emi-options?amount=10000000&months=60");
    expect(pageOf("/emi-options?amount=45%2C000&months=0").url).toBe("/emi-options?amount=45000&months=1");
    // One key however many distinct values are tried: at most the ranges' sizes.
    const keys = new Set(Array.from({ length: 1000 }, (_, i) => pageOf(`/load-calculator?fan=${60 + i}`).url));
    expect(keys.size).toBe(1);
  });

  it("says which keys carry a query the page reads, so they are kept apart from the shop's own pages", () => {
    expect(isQueryVariant(pageOf("/shop-online?q=inverter").url)).toBe(true);
    expect(isQueryVariant(pageOf("/shop-online?utm_source=x").url)).toBe(false);
    expect(isQueryVariant(pageOf("/shop-online.data?_routes=routes%2Fshop-online").url)).toBe(false);
    expect(isQueryVariant(pageOf("/productDetail/12").url)).toBe(false);
  });

  it("keeps the values a link fills the warranty and complaint forms with, bounded, and no other (decision 052)", () => {
    const warranty = PAGE_ROUTES[paths.warranty]!;
    expect(warranty.query).toEqual(["form", "purchaseDate", "dealer", "invoiceno"]);
    const kept = warranty.canonical!(new URLSearchParams({ purchaseDate: " 2026-11-21 ", dealer: "x".repeat(300), invoiceno: "" }));
    expect([...kept]).toEqual([
      ["purchaseDate", "2026-11-21"],
      ["dealer", "x".repeat(100)],
    ]);
    const complaint = PAGE_ROUTES[paths.complaint]!;
    expect(complaint.query).toEqual(["serialno", "product"]);
    expect([...complaint.canonical!(new URLSearchParams({ serialno: "UV 2100 9101", product: "Lithium Inverter/UPS 1100VA" }))]).toEqual([
      ["serialno", "UV21009101"],
      ["product", "Lithium Inverter/UPS 1100VA"],
    ]);
  });

  it("lists every public page of the web app's route table", async () => {
    const routes = await readFile(join(webRoot, "app", "routes.ts"), "utf8");
    const named = [...routes.matchAll(/route\(routePath\(paths\.(\w+)[(),]/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(20);
    // Pages with someone's data in them are never kept (private, no-store): their query stays whole.
    const privatePages = new Set(["trackOrder", "orderConfirmation", "paymentConfirmation", "trackRequestTicket", "account", "accountSignIn", "accountCode", "accountSignOut", "accountConsents", "accountDetails", "accountMobile", "accountErase", "testPaymentLink"]);
    for (const name of named) {
      if (privatePages.has(name)) continue;
      const path = paths[name as keyof typeof paths] as string | ((id: string) => string);
      const pattern = typeof path === "function" ? path(":id") : path;
      expect(Object.keys(PAGE_ROUTES), name).toContain(pattern);
    }
  });
});
