import { describe, expect, it } from "vitest";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";

type StoreJson = { name: string; city: string; category: string; pincode: string; distanceKm: number | null };

describe.each(testDatabaseKinds)("GET /api/v1/liststoreapi on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const list = async (query = "") => {
    const response = await t.app.inject({ url: `/api/v1/liststoreapi${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("lists every seeded store in the spec's envelope, ordered by state and city", async () => {
    const body = await list();
    expect(body).toMatchObject({ success: true, message: "Stores fetched successfully", search: { q: "", category: "", orderedBy: "location", origin: null } });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toMatchObject({ state: "Andhra Pradesh", services: expect.any(Array), phone: expect.stringMatching(/^\+91/), hours: expect.any(String) });
    const categories = new Set(body.data.map((store: StoreJson) => store.category));
    expect([...categories].sort()).toEqual(["Dealer", "Experience Store", "Service Centre"]);
  });

  it("searches by city and by category", async () => {
    const byCity = await list("?q=ludhiana");
    expect(byCity.data.map((store: StoreJson) => store.city)).toEqual(["Ludhiana"]);
    const service = await list("?q=Punjab&category=Service%20Centre");
    expect(service.data.map((store: StoreJson) => store.name)).toEqual(["Jalandhar Service Centre", expect.stringMatching(/Service Centre Mohali$/)]);
    const all = await list("?category=All%20Categories");
    expect(all.data).toHaveLength(20);
  });

  it("orders by distance from a pincode it can place, and says from where", async () => {
    const body = await list("?q=141008");
    expect(body.search).toMatchObject({ orderedBy: "distance", origin: { precision: "area", prefix: "14100", label: "Ludhiana, Punjab", uncertaintyKm: 10 } });
    expect(body.data[0]).toMatchObject({ city: "Ludhiana", distanceKm: 10 });
    const distances = body.data.map((store: StoreJson) => store.distanceKm);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(body.data.at(-1).state).toBe("Puducherry");
  });

  it("finds nothing for a pincode outside every region it knows", async () => {
    const body = await list("?q=682001");
    expect(body.data).toEqual([]);
    expect(body.search.origin).toBeNull();
  });

  it("rejects an over-long query with a 400", async () => {
    const response = await t.app.inject({ url: `/api/v1/liststoreapi?q=${"x".repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("q");
  });
});
