import { ProductDetailSchema, ProductListItemSchema, type ProductList } from "@urjavolt/contract/catalogue";
import { CATALOGUE_LINES } from "@urjavolt/contract/catalogue-rules";
import { paths } from "@urjavolt/contract/paths";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { products } from "../../db/schema/catalogue.ts";
import { AppError } from "../../http/errors.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { hasPdftotext, pdfText } from "../../test/pdf-text.ts";

describe.each(testDatabaseKinds)("the catalogue API on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const list = async (): Promise<ProductList> => (await t.app.inject({ url: "/api/v1/productData" })).json();
  const byModel = async (model: string) => {
    const product = (await list()).data.find((candidate) => candidate.model === model);
    if (!product) throw new Error(`${model} is not in the catalogue`);
    return product;
  };

  it("lists the seeded catalogue under data, in clean types and rupees", async () => {
    const response = await t.app.inject({ url: "/api/v1/productData" });
    expect(response.statusCode).toBe(200);
    const body: ProductList = response.json();
    expect(body.data.length).toBe(34);
    for (const product of body.data) expect(ProductListItemSchema.strict().parse(product)).toEqual(product);
    const inverter = body.data.find((product) => product.model === "UVI-1100");
    expect(inverter).toMatchObject({
      product_name: "Lithium Inverter/UPS 1100VA",
      product_category: "inverter",
      product_brand: "UrjaVolt",
      product_price: 32_999,
      product_discountedPrice: 27_499,
      product_priceRange: "0-30000",
      product_capacity: "1100VA",
      product_batteryType: "LiFePO4",
      product_warranty: "5 Years",
      warranty_months: 60,
      image: "/images/products/inverter-1100va.svg",
      madeInIndia: true,
      // From paid orders only (decision 046): the demo has none.
      bestSeller: false,
      rating: 0,
      reviews: 0,
    });
    expect(inverter?.product_features).toContain("Up to 98% efficiency");
    expect(inverter?.specs.Efficiency).toBe("Up to 98%");
    // Specifications keep their authored order.
    expect(Object.keys(inverter?.specs ?? {}).slice(0, 2)).toEqual(["Rated capacity", "Output waveform"]);
    // Low stock and out of stock both exist, as do every price band.
    expect(body.data.some((product) => product.product_stock === 0)).toBe(true);
    expect(body.data.some((product) => product.product_stock >= 1 && product.product_stock <= 5)).toBe(true);
    expect(new Set(body.data.map((product) => product.product_priceRange))).toEqual(new Set(["0-30000", "30000-40000", "40000-50000", "50000+"]));
    // Accessories are not batteries: they have no battery type (nor capacity).
    expect(new Set(body.data.map((product) => product.product_batteryType))).toEqual(new Set(["LiFePO4", "NMC", ""]));
    const accessories = body.data.filter((product) => product.product_category === "accessory");
    expect(accessories.map((product) => [product.product_discountedPrice, product.product_stock, product.product_batteryType, product.product_capacity])).toEqual([
      [8_999, 10, "", ""],
      [4_599, 10, "", ""],
      [3_299, 10, "", ""],
      [1_899, 10, "", ""],
    ]);
    expect(accessories.every((product) => product.product_discountedPrice < product.product_price && product.image.startsWith("/images/products/accessory-"))).toBe(true);
    expect(body.data.every((product) => product.product_discountedPrice <= product.product_price)).toBe(true);
  });

  it("counts categories, capacities and warranties", async () => {
    const body = await list();
    expect(body.categories.map((category) => [category.id, category.count])).toEqual([
      ["inverter", 6],
      ["battery", 4],
      ["solar", 8],
      ["ess", 3],
      ["telecom", 2],
      ["ev", 7],
      ["accessory", 4],
    ]);
    expect(body.categories[0]).toEqual({ id: "inverter", name: "Lithium-Ion Inverter/UPS", count: 6 });
    const capacity = (name: string) => body.capacities.find((facet) => facet.name === name)?.count;
    expect(capacity("1100VA")).toBe(1);
    expect(capacity("48V 100Ah")).toBe(2);
    expect(body.capacities.slice(0, 3).map((facet) => facet.name)).toEqual(["1100VA", "2100VA", "2.5 KVA"]);
    // Accessories have no capacity, so the capacity facets count the 30 batteries and inverters.
    expect(body.capacities.reduce((sum, facet) => sum + facet.count, 0)).toBe(30);
    expect(body.warranties).toEqual([
      { id: "1-year", name: "1 Year", count: 3 },
      { id: "2-years", name: "2 Years", count: 5 },
      { id: "3-years", name: "3 Years", count: 7 },
      { id: "5-years", name: "5 Years", count: 16 },
      { id: "7-years", name: "7 Years", count: 3 },
    ]);
  });

  it("answers one product with its detail fields", async () => {
    const { id } = await byModel("UVB-51-200");
    const response = await t.app.inject({ url: `/api/v1/productData/${id}` });
    expect(response.statusCode).toBe(200);
    const product = ProductDetailSchema.strict().parse(response.json());
    expect(product).toMatchObject({
      id,
      product_title: "51.2V 200Ah Lithium Inverter Battery",
      product_price: 1_64_999,
      product_discountedPrice: 1_44_999,
      product_stock: 5,
      warranty: "5 Years",
      product_images: ["/images/categories/inverter-batteries.svg"],
      dimensions: "600 x 480 x 240 mm",
      weight: "86 kg",
    });
    expect(product.what_is_in_box).toContain("Battery pack");
    expect(product.additional_info["Country of origin"]).toBe("India");
    expect(product.product_specs).toEqual(product.specs);
  });

  it.each(["999999", "abc", "1.5", "-1", "0", "99999999999999999999", "1e3"])("answers 404 with the envelope for product id %s", async (id) => {
    const response = await t.app.inject({ url: `/api/v1/productData/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Product not found" });
  });

  it("shows a write through the service at once", async () => {
    const before = await byModel("UVI-2100");
    await t.app.services.catalogue.updateProduct(before.id, { discountedPricePaise: 39_999_00 });
    const admin = await signInAs(t.app, "admin");
    const adjusted = await t.app.inject({ method: "POST", url: `/api/v1/admin/products/${before.id}/stock`, headers: admin.headers, payload: { reason: "received", units: 11 - before.product_stock } });
    expect(adjusted.statusCode).toBe(200);
    const after = await byModel("UVI-2100");
    expect(after).toMatchObject({ product_stock: 11, product_discountedPrice: 39_999, product_priceRange: "30000-40000" });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const detail = (await t.app.inject({ url: `/api/v1/productData/${before.id}` })).json();
    expect(detail.product_stock).toBe(11);
  });

  it("shows a write made past the service (another instance, or straight into the database) once it is committed", async () => {
    const before = await byModel("UVE-48-24");
    await list();
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, before.id));
    // The trigger's notification, not the safety poll (SAFETY_POLL_MS), brings it well within the deadline.
    await vi.waitFor(async () => expect((await byModel("UVE-48-24")).product_stock).toBe(2), { timeout: 5_000, interval: 20 });
  });

  it("shows the stock a payment took at once: the payment marks the content changed", async () => {
    const battery = await byModel("UVE-48-24");
    await list();
    const stock = battery.product_stock;
    const address = { remoteAddress: "10.44.0.1" };
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/placeOrderpayment/create-order",
      ...address,
      payload: { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401", product_data: [{ product_id: battery.id, quantity: 1 }] },
    });
    const payment = (await t.app.inject({ method: "POST", url: "/api/v1/test-gateway/pay", ...address, payload: { order_id: created.json().order_id, outcome: "success" } })).json();
    expect((await t.app.inject({ method: "POST", url: "/api/v1/payment/verifyPlaceOrderPayment", ...address, payload: payment })).statusCode).toBe(200);
    expect((await byModel("UVE-48-24")).product_stock).toBe(stock - 1);
  });

  it("adds products through the tolerant import and refuses invalid ones with field errors", async () => {
    const created = await t.app.services.catalogue.importProduct({
      model: "UVT-48-50",
      product_name: "48V 50Ah Telecom Lithium Battery",
      product_category: "telecom",
      product_price: "49,999",
      product_discountedPrice: "44999",
      product_stock: 12,
      product_images: "%5B%22%2Fimages%2Fproducts%2Ftelecom-48v-100ah.svg%22%5D",
      product_features: "19-inch rack mount, Built-in battery management system",
      product_warranty: "5 Years",
    });
    expect(created).toMatchObject({ product_price: 49_999, product_images: ["/images/products/telecom-48v-100ah.svg"], warranty_months: 60 });
    const body = await list();
    expect(body.data).toHaveLength(35);
    expect(body.categories.find((category) => category.id === "telecom")?.count).toBe(3);

    const refused = t.app.services.catalogue.importProduct({ model: "BAD-1", product_category: "ev", product_price: 10, product_discountedPrice: 20 });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ kind: "invalid", errors: { discountedPricePaise: expect.any(String) } });
    await expect(t.app.services.catalogue.updateProduct(999_999, { name: "Gone" })).rejects.toMatchObject({ kind: "not_found" });
    await expect(t.app.services.catalogue.updateProduct(created.id, { pricePaise: -1 })).rejects.toMatchObject({ kind: "invalid", errors: { pricePaise: expect.any(String) } });
  });

  it("lists every product for the sitemap with when it changed", async () => {
    const entries = await t.app.services.catalogue.sitemapEntries();
    const body = await list();
    expect(entries).toEqual(body.data.map((product) => ({ id: product.id, updatedAt: product.updatedAt })));
  });
});

describe.each(testDatabaseKinds)("the catalogue PDFs on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });

  it.each(CATALOGUE_LINES.map((line) => line.id))("serves the %s catalogue as an inline PDF at the path the pages link to", async (line) => {
    const response = await t.app.inject({ url: paths.catalog(line) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`inline; filename="UrjaVolt-${line}-catalogue.pdf"`);
    expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(response.headers["content-security-policy"]).toBeUndefined();
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(response.rawPayload.subarray(-6).toString("latin1")).toContain("%%EOF");
  });

  it("lists the line's models with a bookmark each, and only that line's", async () => {
    const pdf = (await t.app.inject({ url: "/catalogs/ev.pdf" })).rawPayload.toString("latin1");
    for (const model of ["UVE-48-24", "UVE-48-30", "UVE-60-30", "UVE-48-105", "UVE-51-105", "UVE-60-105", "UVE-72-40"]) {
      expect(pdf).toContain(`(${model}: `);
    }
    expect(pdf).not.toContain("(UVI-1100: ");
    const inverter = (await t.app.inject({ url: "/catalogs/inverter.pdf" })).rawPayload.toString("latin1");
    // The inverter catalogue carries the inverters and the batteries made for them.
    expect(inverter).toContain("(UVI-10000: ");
    expect(inverter).toContain("(UVB-51-200: ");
  });

  it.skipIf(!hasPdftotext)("prints models, specs, rupee prices, warranty, stock, claims, brand and contacts", async () => {
    const text = pdfText((await t.app.inject({ url: "/catalogs/inverter.pdf" })).rawPayload);
    for (const expected of [
      "UrjaVolt",
      "A brand of Panchnad Power Systems Pvt. Ltd.",
      "Lithium-Ion Inverter/UPS",
      "MODEL UVI-1100",
      "Lithium Inverter/UPS 1100VA",
      "₹27,499",
      "MRP ₹32,999",
      "(17% off)",
      "Warranty: 5 Years",
      "Only 3 left",
      "Out of stock",
      "Up to 98% efficiency",
      "25A fast charging",
      "15+ years",
      "₹1,44,999",
      "+91 172 400 0100",
      "support@urjavolt.example",
      "urjavolt.example",
      "Sector 43B",
      "Page 1 of 3",
      "Page 3 of 3",
    ]) {
      expect(text).toContain(expected);
    }
    // The contacts are on every page.
    expect(text.match(/support@urjavolt\.example/g)).toHaveLength(3);
  });

  it("answers 304 to a matching If-None-Match and rebuilds when the catalogue changes", async () => {
    const first = await t.app.inject({ url: "/catalogs/solar.pdf" });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: "/catalogs/solar.pdf", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    const other = await t.app.inject({ url: "/catalogs/solar.pdf", headers: { "if-none-match": '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);

    const list: ProductList = (await t.app.inject({ url: "/api/v1/productData" })).json();
    const solar = list.data.find((product) => product.model === "UVS-3K-48V");
    if (!solar) throw new Error("UVS-3K-48V is missing");
    await t.app.services.catalogue.updateProduct(solar.id, { discountedPricePaise: 77_777_00 });

    const changed = await t.app.inject({ url: "/catalogs/solar.pdf", headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    if (hasPdftotext) {
      expect(pdfText(first.rawPayload)).toContain("₹79,999");
      expect(pdfText(changed.rawPayload)).toContain("₹77,777");
    }
  });

  it("answers 404 for an unknown line", async () => {
    const response = await t.app.inject({ url: "/catalogs/toys.pdf" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Catalogue not found" });
  });
});
