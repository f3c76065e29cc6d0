import type { Store } from "@urjavolt/contract/stores";
import type { AdminStoreInput } from "@urjavolt/contract/stores-admin";
import { describe, expect, it } from "vitest";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const store: AdminStoreInput = {
  name: "UrjaVolt Experience Store Patiala",
  category: "Experience Store",
  address: "12 Leela Bhawan Market",
  city: "Patiala",
  state: "Punjab",
  pincode: "147001",
  phone: "+91 98765 43210",
  hours: "Mon-Sat 10:00-19:00",
  services: ["Sales", "Installation"],
  latitude: 30.34,
  longitude: 76.39,
};

describe.each(testDatabaseKinds)("stores console API on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const call = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1/admin/${url}`, headers, ...(payload !== undefined && { payload: payload as object }) });
  const locator = async (q: string) => ((await t.app.inject({ url: `/api/v1/liststoreapi?q=${q}` })).json().data as Store[]).map((s) => s.name);

  it("is for admins only", async () => {
    expect((await t.app.inject({ url: "/api/v1/admin/stores" })).statusCode).toBe(401);
    const support = await signInAs(t.app, "support");
    expect((await call("GET", "stores", support.headers)).statusCode).toBe(403);
  });

  it("adds, changes and deletes a store, and the locator follows", async () => {
    const { headers } = await signInAs(t.app, "admin");
    expect((await call("GET", "stores", headers)).json().data).toHaveLength(20);
    const created = await call("POST", "stores", headers, store);
    expect(created.statusCode).toBe(201);
    const id = (created.json() as Store).id;
    expect(await locator("Patiala")).toContain(store.name);

    const moved = await call("PUT", `stores/${id}`, headers, { ...store, city: "Rajpura", latitude: null, longitude: null });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ city: "Rajpura", latitude: null });
    expect(await locator("Rajpura")).toContain(store.name);

    expect((await call("DELETE", `stores/${id}`, headers)).statusCode).toBe(204);
    expect(await locator("Rajpura")).not.toContain(store.name);
    expect((await call("PUT", `stores/${id}`, headers, store)).statusCode).toBe(404);
  });

  it("refuses a bad pincode, an unknown kind and half a position", async () => {
    const { headers } = await signInAs(t.app, "admin");
    const response = await call("POST", "stores", headers, { ...store, pincode: "12345", category: "Kiosk" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(["category", "pincode"]);
    const half = await call("POST", "stores", headers, { ...store, longitude: null });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ longitude: "Give both latitude and longitude, or neither" });
  });
});
