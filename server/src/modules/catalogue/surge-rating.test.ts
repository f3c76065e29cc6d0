import type { AdminProduct, AdminProductUpdate } from "@urjavolt/contract/catalogue-admin";
import { surgeMessages } from "@urjavolt/contract/catalogue-admin";
import type { ProductList } from "@urjavolt/contract/catalogue";
import { describe, expect, it } from "vitest";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

/**
 * An inverter's surge rating as staff enter it in the console (decision 043): kept on the product,
 * answered by the catalogue, refused on anything but an inverter, and used by the load calculator's
 * page in place of the specifications table (which the seeded inverters leave without one).
 */

function formOf(product: AdminProduct): AdminProductUpdate {
  const { id: _id, slug: _slug, rating: _rating, reviewCount: _count, updatedAt: _updated, stock: _stock, reserved: _reserved, ...input } = product;
  return input;
}

/** The page's text without tags, so a sentence split by markup reads whole. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe.each(testDatabaseKinds)("an inverter's surge rating on %s", (kind) => {
  const t = useTestApp(kind, { site: true, seed: true });

  it("is edited in the console, answered by the catalogue, and refused on a battery or as text", async () => {
    const { headers } = await signInAs(t.app, "admin");
    const all = (await t.app.inject({ url: "/api/v1/admin/products", headers })).json().data as AdminProduct[];
    const inverter = all.find((product) => product.model === "UVI-3500")!;
    const battery = all.find((product) => product.model === "UVB-48-100")!;
    expect(inverter.surgeVA).toBeNull();
    const put = (product: AdminProduct, payload: object) => t.app.inject({ method: "PUT", url: `/api/v1/admin/products/${product.id}`, headers, payload: { ...formOf(product), ...payload } });

    const saved = await put(inverter, { surgeVA: 7000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ surgeVA: 7000 });
    const list: ProductList = (await t.app.inject({ url: "/api/v1/productData" })).json();
    expect(list.data.find((product) => product.id === inverter.id)?.product_surgeVA).toBe(7000);
    expect(list.data.find((product) => product.id === battery.id)?.product_surgeVA).toBeNull();

    const onBattery = await put(battery, { surgeVA: 7000 });
    expect(onBattery.statusCode).toBe(400);
    expect(onBattery.json().errors).toEqual({ surgeVA: surgeMessages.inverterOnly });
    for (const bad of ["7000VA", 0, -5, 1.5, 2_000_000]) {
      const response = await put(saved.json(), { surgeVA: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ surgeVA: surgeMessages.invalid });
    }
    // Left out (an older client) or emptied: no rating.
    const { surgeVA: _left, ...withoutSurge } = formOf(saved.json());
    const cleared = await t.app.inject({ method: "PUT", url: `/api/v1/admin/products/${inverter.id}`, headers, payload: withoutSurge });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().surgeVA).toBeNull();
  });

  it("decides which inverters the load calculator offers for a motor's start", async () => {
    // One 1.5 ton AC for an hour: 2,344 VA running with headroom, 1,500 + 2 × 1,500 = 4,500 W ÷ 0.8 = 5,625 VA to start.
    const page = async () => {
      const response = await t.app.inject({ url: "/load-calculator?ac=1&hours=1" });
      expect(response.statusCode).toBe(200);
      // The result as shown: its heading to its quote link (the loader's data, with every product, follows in a script).
      const text = textOf(response.body);
      return text.slice(text.indexOf("Your inverter and battery"), text.indexOf("Ask for a quote"));
    };
    const before = await page();
    expect(before).toContain("Smallest that fits");
    expect(before).toContain("Our catalogue does not list this inverter's surge rating.");
    expect(before).toMatch(/Smallest that fits.*?Lithium Inverter\/UPS 3500VA/);

    const { headers } = await signInAs(t.app, "admin");
    const all = (await t.app.inject({ url: "/api/v1/admin/products", headers })).json().data as AdminProduct[];
    const put = async (model: string, surgeVA: number) => {
      const product = all.find((candidate) => candidate.model === model)!;
      expect((await t.app.inject({ method: "PUT", url: `/api/v1/admin/products/${product.id}`, headers, payload: { ...formOf(product), surgeVA } })).statusCode).toBe(200);
    };
    // Staff enter the 3500VA's surge as 5,000 VA, too little to start the AC, and the 5000VA's as 10,000 VA.
    await put("UVI-3500", 5000);
    await put("UVI-5000", 10_000);
    const after = await page();
    expect(after).toMatch(/Smallest that fits.*?Lithium Inverter\/UPS 5000VA/);
    expect(after.includes("Lithium Inverter/UPS 3500VA")).toBe(false);
    expect(after).toContain("Surge rating 10,000 VA, above the 5,625 VA the air conditioner (1.5 ton) needs to start.");
  });
});
