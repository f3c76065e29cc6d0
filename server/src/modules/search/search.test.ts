import type { AdminSynonym, SearchResultList, SearchSuggestionList } from "@urjavolt/contract/search";
import { describe, expect, it } from "vitest";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

/**
 * Real queries shoppers type, and the products (by model code) they must find first, in any order
 * among themselves (ties go to the rating, which reviews move), run against the
 * demo catalogue through the API (decision 042).
 */
const SOLAR = ["UVS-2.5K-36V", "UVS-3K-48V", "UVS-3.5K-48V", "UVS-5K-96V", "UVS-7.5K-96V", "UVS-7.5K-120V", "UVS-10K-120V", "UVS-10K-192V"];

const INVERTERS = ["UVI-1100", "UVI-2100", "UVI-3500", "UVI-5000", "UVI-7500", "UVI-10000"];

const RANKING: { query: string; first: string[]; why: string }[] = [
  { query: "sollar", first: SOLAR, why: "a typo of solar finds the solar battery systems" },
  { query: "solar", first: SOLAR, why: "the solar systems (named solar) before the inverter batteries (which only mention it)" },
  { query: "inverter 1100", first: ["UVI-1100"], why: "word by word: the 1100VA inverter" },
  { query: "1100va", first: ["UVI-1100"], why: "a size as written on the label" },
  { query: "battery for scooter", first: ["UVE-48-24", "UVE-48-30", "UVE-60-30"], why: "the synonym scooter → EV, the scooter packs first" },
  { query: "golf cart", first: ["UVE-48-24"], why: "the synonym golf cart → EV" },
  { query: "e rickshaw", first: ["UVE-48-105"], why: "the e-rickshaw pack before the other EV batteries" },
  { query: "ups battery", first: ["UVB-48-100", "UVB-48-200", "UVB-51-100", "UVB-51-200"], why: "ups → inverter: the inverter batteries first" },
  { query: "10kva", first: ["UVI-10000", "UVS-10K-120V", "UVS-10K-192V"], why: "10 kVA is 10000VA" },
  { query: "lithium 100ah", first: ["UVT-48-100", "UVB-48-100", "UVB-51-100"], why: "100Ah exactly, never 200Ah, with lithium in the name" },
  { query: "UVT-48-150", first: ["UVT-48-150"], why: "a model code" },
  { query: "uvvt 48150", first: ["UVT-48-150"], why: "a misspelt model code" },
  {
    query: "invertor",
    first: [...INVERTERS, "UVB-48-100", "UVB-48-200", "UVB-51-100", "UVB-51-200"],
    why: "a typo of inverter: the inverters and inverter batteries (named so) before the accessories for inverters",
  },
  { query: "telecom batery", first: ["UVT-48-100", "UVT-48-150"], why: "a typo in the second word" },
  { query: "wifi monitor", first: ["UVA-MON-WIFI"], why: "an accessory by its name" },
];

describe.each(testDatabaseKinds)("the shop's search on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const search = async (q: string) => {
    const response = await t.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    return response.json<SearchResultList>();
  };

  it.each(RANKING)("$query: $why", async ({ query, first }) => {
    const found = await search(query);
    const models = found.results.map((result) => result.model);
    expect(new Set(models.slice(0, first.length))).toEqual(new Set(first));
  });
});

describe.each(testDatabaseKinds)("search answers and synonyms on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const search = async (q: string) => (await t.app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}` })).json<SearchResultList>();

  it("reads the query in its one form: trimmed, lower case, one space, at most 80 characters", async () => {
    expect((await search("  Inverter    1100 ")).query).toBe("inverter 1100");
    expect((await search(`solar ${"x".repeat(200)}`)).query).toHaveLength(80);
  });

  it("offers the nearest products for a query that matches nothing, and nothing for one that shares nothing", async () => {
    const found = await search("inverter 9999");
    expect(found.results).toEqual([]);
    expect(found.nearest.length).toBeGreaterThan(0);
    expect(found.nearest.length).toBeLessThanOrEqual(4);
    expect(found.nearest[0]?.category).toBe("Lithium-Ion Inverter/UPS");
    expect(await search("zzqxj")).toMatchObject({ results: [], nearest: [] });
  });

  it("suggests products from the start of a word, at most six, each with its page and price", async () => {
    const response = await t.app.inject({ url: "/api/v1/search/suggestions?q=Sol" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    const body = response.json<SearchSuggestionList>();
    expect(body.query).toBe("sol");
    expect(body.suggestions).toHaveLength(6);
    for (const suggestion of body.suggestions) {
      expect(suggestion.category).toBe("Lithium Solar Batteries");
      expect(suggestion.url).toBe(`/productDetail/${suggestion.id}`);
      expect(suggestion.price).toBeGreaterThan(0);
    }
    expect((await t.app.inject({ url: "/api/v1/search/suggestions?q=s" })).json()).toEqual({ query: "s", suggestions: [] });
    expect((await t.app.inject({ url: "/api/v1/search/suggestions" })).json()).toEqual({ query: "", suggestions: [] });
  });

  it("lets an admin add a synonym the search uses at once, and remove it", async () => {
    expect((await search("tuk tuk")).results).toEqual([]);
    const admin = await signInAs(t.app, "admin");
    const added = await t.app.inject({ method: "POST", url: "/api/v1/admin/search-synonyms", headers: admin.headers, payload: { term: "  Tuk  Tuk ", expandsTo: "e-rickshaw, EV" } });
    expect(added.statusCode).toBe(201);
    const synonym = added.json<AdminSynonym>();
    expect(synonym).toMatchObject({ term: "tuk tuk", expandsTo: ["e-rickshaw", "ev"] });
    expect((await search("tuk tuk")).results[0]?.model).toBe("UVE-48-105");
    const again = await t.app.inject({ method: "POST", url: "/api/v1/admin/search-synonyms", headers: admin.headers, payload: { term: "tuk tuk", expandsTo: "ev" } });
    expect(again.statusCode).toBe(409);
    const list = (await t.app.inject({ url: "/api/v1/admin/search-synonyms", headers: admin.headers })).json<{ data: AdminSynonym[] }>();
    expect(list.data.map((entry) => entry.term)).toEqual(expect.arrayContaining(["golf cart", "scooter", "tuk tuk"]));
    const removed = await t.app.inject({ method: "DELETE", url: `/api/v1/admin/search-synonyms/${synonym.id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    expect((await search("tuk tuk")).results).toEqual([]);
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/admin/search-synonyms/${synonym.id}`, headers: admin.headers })).statusCode).toBe(404);
  });

  it("refuses a synonym without words or meaning, and staff who are not admins", async () => {
    const admin = await signInAs(t.app, "admin");
    const empty = await t.app.inject({ method: "POST", url: "/api/v1/admin/search-synonyms", headers: admin.headers, payload: { term: " ", expandsTo: " , " } });
    expect(empty.statusCode).toBe(400);
    const support = await signInAs(t.app, "support");
    expect((await t.app.inject({ url: "/api/v1/admin/search-synonyms", headers: support.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/admin/search-synonyms" })).statusCode).toBe(401);
  });
});
