import type { AdminProduct, AdminProductInput, AdminProductUpdate, StockLedger } from "@urjavolt/contract/catalogue-admin";
import type { ProductDetail, ProductList } from "@urjavolt/contract/catalogue";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../db/schema/catalogue.ts";
import { databaseFileStore } from "../../lib/file-store.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

type Upload = { name: string; type: string; data: Buffer };

/** A 1×1 PNG, a JPEG and a WebP header: enough bytes for the type check. */
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function multipart(headers: Record<string, string>, file: Upload | undefined, fileField = "image") {
  const form = new FormData();
  if (file) form.append(fileField, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { ...headers, "content-type": request.headers.get("content-type")! } };
}

/** The console's edit form for a product, from what the console read: never its stock, and the version it read. */
function formOf(product: AdminProduct): AdminProductUpdate {
  const { id: _id, slug: _slug, rating: _rating, reviewCount: _count, updatedAt: _updated, stock: _stock, reserved: _reserved, ...input } = product;
  return input;
}

/** A new product's form from an existing one: its opening stock instead of a version. */
function newProductOf(product: AdminProduct, stock = 7): AdminProductInput {
  const { version: _version, ...fields } = formOf(product);
  return { ...fields, stock };
}

describe.each(testDatabaseKinds)("catalogue console API on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const admin = async () => signInAs(t.app, "admin");
  const get = async (url: string, headers: Record<string, string>) => t.app.inject({ url: `/api/v1/admin/${url}`, headers });
  const send = async (method: "POST" | "PUT", url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method, url: `/api/v1/admin/${url}`, headers, payload: payload as object });
  const firstProduct = async (headers: Record<string, string>): Promise<AdminProduct> => (await get("products", headers)).json().data[0];

  it("refuses visitors (401) and support staff (403), reads and writes alike", async () => {
    expect((await t.app.inject({ url: "/api/v1/admin/products" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: "/api/v1/admin/products/1", payload: {} })).statusCode).toBe(401);
    const support = await signInAs(t.app, "support");
    const list = await get("products", support.headers);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: "You do not have access to this" });
    const product = await firstProduct((await admin()).headers);
    expect((await send("PUT", `products/${product.id}`, support.headers, formOf(product))).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: `/api/v1/admin/products/${product.id}/images`, ...(await multipart(support.headers, { name: "a.png", type: "image/png", data: png })) })).statusCode).toBe(403);
  });

  it("lists every product in rupees with every editable field, and filters by text, category and stock", async () => {
    const { headers } = await admin();
    const all = (await get("products", headers)).json().data as AdminProduct[];
    expect(all).toHaveLength(34);
    const publicList: ProductList = (await t.app.inject({ url: "/api/v1/productData" })).json();
    const first = publicList.data[0]!;
    expect(all[0]).toMatchObject({ id: first.id, model: first.model, price: first.product_price, discountedPrice: first.product_discountedPrice, stock: first.product_stock });
    expect(all[0]).toHaveProperty("specifications");
    expect(all[0]).toHaveProperty("inTheBox");

    const byText = (await get(`products?q=${encodeURIComponent(first.model.toLowerCase())}`, headers)).json().data as AdminProduct[];
    expect(byText.map((product) => product.model)).toContain(first.model);
    const batteries = (await get("products?category=battery", headers)).json().data as AdminProduct[];
    expect(batteries.length).toBeGreaterThan(0);
    expect(batteries.every((product) => product.category === "battery")).toBe(true);
    const out = (await get("products?stock=out", headers)).json().data as AdminProduct[];
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((product) => product.stock === 0)).toBe(true);
    const low = (await get("products?stock=low", headers)).json().data as AdminProduct[];
    expect(low.every((product) => product.stock >= 1 && product.stock <= 5)).toBe(true);
    // A % in the text is a character, not a wildcard.
    expect((await get("products?q=%25", headers)).json().data).toEqual([]);
    expect((await get("products?category=toaster", headers)).statusCode).toBe(400);
  });

  it("keeps an inverter's battery from the product form: built in, or a separate bank of a voltage the shop shows", async () => {
    const { headers } = await admin();
    const all = (await get("products?category=inverter", headers)).json().data as AdminProduct[];
    // The demo seed says it for every inverter (docs/demo-data.md).
    expect(all.map((product) => [product.model, product.battery, product.batteryBankVolts])).toEqual([
      ["UVI-1100", "built-in", null],
      ["UVI-2100", "built-in", null],
      ["UVI-3500", "external", 48],
      ["UVI-5000", "external", 48],
      ["UVI-7500", "external", 96],
      ["UVI-10000", "external", 120],
    ]);
    const uvi3500 = all[2]!;
    const shop = async (id: number): Promise<ProductDetail> => (await t.app.inject({ url: `/api/v1/productData/${id}` })).json();
    expect((await shop(uvi3500.id)).battery).toEqual({ supply: "external", bank_volts: 48 });
    expect((await shop(all[0]!.id)).battery).toEqual({ supply: "built-in" });

    // Refused field by field, with the form's words: not said, no voltage, a voltage for a built-in battery, one out of range.
    const refused = async (patch: Partial<AdminProductUpdate>) => {
      const response = await send("PUT", `products/${uvi3500.id}`, headers, { ...formOf(uvi3500), ...patch });
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ battery: null, batteryBankVolts: null })).toEqual({ battery: "Say whether the inverter's battery is built in or a separate bank" });
    expect(await refused({ battery: "external", batteryBankVolts: null })).toEqual({ batteryBankVolts: "Enter the voltage of the battery bank it needs, for example 48" });
    expect(await refused({ battery: "built-in", batteryBankVolts: 48 })).toEqual({ batteryBankVolts: "A built-in battery has no separate bank: leave the bank voltage empty" });
    expect(await refused({ batteryBankVolts: 6 })).toEqual({ batteryBankVolts: "Enter a bank voltage from 12 to 800 V, with at most one decimal" });
    expect(await refused({ battery: "solar" as never })).toHaveProperty("battery");
    const battery = ((await get("products?category=battery", headers)).json().data as AdminProduct[])[0]!;
    const onBattery = await send("PUT", `products/${battery.id}`, headers, { ...formOf(battery), battery: "external", batteryBankVolts: 48 });
    expect(onBattery.statusCode).toBe(400);
    expect(onBattery.json().errors).toEqual({ battery: "Only an inverter has a battery setting: leave it empty for this category" });

    // Saved: the console and the shop read the new bank at once.
    const saved = await send("PUT", `products/${uvi3500.id}`, headers, { ...formOf(uvi3500), batteryBankVolts: 51.2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ battery: "external", batteryBankVolts: 51.2 });
    expect((await shop(uvi3500.id)).battery).toEqual({ supply: "external", bank_volts: 51.2 });
    const builtIn = await send("PUT", `products/${uvi3500.id}`, headers, { ...formOf(saved.json() as AdminProduct), battery: "built-in", batteryBankVolts: null });
    expect(builtIn.json()).toMatchObject({ battery: "built-in", batteryBankVolts: null });
    expect((await shop(uvi3500.id)).battery).toEqual({ supply: "built-in" });

    // A new inverter needs it too; a new battery has none.
    const { model: _model, ...fields } = newProductOf(uvi3500);
    expect((await send("POST", "products", headers, { ...fields, model: "UVI-TEST-1", battery: null, batteryBankVolts: null })).statusCode).toBe(400);
    const created = await send("POST", "products", headers, { ...fields, model: "UVI-TEST-2", battery: "external", batteryBankVolts: 96 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ battery: "external", batteryBankVolts: 96 });
  });

  it("edits a product's price and the shop shows it at once, rating kept", async () => {
    const { headers } = await admin();
    const product = await firstProduct(headers);
    const before: ProductDetail = (await t.app.inject({ url: `/api/v1/productData/${product.id}` })).json();
    expect(before.product_discountedPrice).toBe(product.discountedPrice);

    const response = await send("PUT", `products/${product.id}`, headers, { ...formOf(product), price: 99_999.5, discountedPrice: 45_678.25 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: product.id, price: 99_999.5, discountedPrice: 45_678.25, stock: product.stock, rating: product.rating, reviewCount: product.reviewCount, version: product.version + 1 });

    const detail: ProductDetail = (await t.app.inject({ url: `/api/v1/productData/${product.id}` })).json();
    expect(detail).toMatchObject({ product_price: 99_999.5, product_discountedPrice: 45_678.25, product_stock: product.stock, rating: before.rating, reviews: before.reviews });
    const list: ProductList = (await t.app.inject({ url: "/api/v1/productData" })).json();
    expect(list.data.find((item) => item.id === product.id)).toMatchObject({ product_discountedPrice: 45_678.25, product_priceRange: "40000-50000" });
  });

  it("keeps the order of specifications and the lists the form sends", async () => {
    const { headers } = await admin();
    const product = await firstProduct(headers);
    const specifications = { Voltage: "48V", Capacity: "100Ah", Chemistry: "LiFePO4" };
    const response = await send("PUT", `products/${product.id}`, headers, {
      ...formOf(product),
      features: ["Quiet", "Smart BMS"],
      specifications,
      inTheBox: ["Battery", "Manual"],
      dimensions: "",
    });
    expect(response.statusCode).toBe(200);
    const detail: ProductDetail = (await t.app.inject({ url: `/api/v1/productData/${product.id}` })).json();
    expect(Object.keys(detail.product_specs)).toEqual(["Voltage", "Capacity", "Chemistry"]);
    expect(detail).toMatchObject({ product_features: ["Quiet", "Smart BMS"], what_is_in_box: ["Battery", "Manual"], dimensions: null });
  });

  it("refuses a bad form field by field, and a write without the CSRF token", async () => {
    const session = await admin();
    const product = await firstProduct(session.headers);
    const form = formOf(product);
    const bad = await send("PUT", `products/${product.id}`, session.headers, { ...form, price: 100, discountedPrice: 200, name: " " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ discountedPrice: "The discounted price cannot be above the price", name: "Name is required" });
    const negative = await send("POST", "products", session.headers, { ...newProductOf(product), model: "UV-NEG-1", stock: -1 });
    expect(negative.json().errors).toMatchObject({ stock: "Stock cannot be negative" });
    const decimals = await send("PUT", `products/${product.id}`, session.headers, { ...form, price: 10.005 });
    expect(decimals.json().errors).toMatchObject({ price: "Use at most two decimals" });
    for (const image of ["javascript:alert(1)", "//evil.example/x.png", "https://evil.example/x.png"]) {
      const response = await send("PUT", `products/${product.id}`, session.headers, { ...form, images: [image] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty("images.0");
    }
    expect((await send("PUT", "products/999999", session.headers, form)).statusCode).toBe(404);
    const noCsrf = await t.app.inject({ method: "PUT", url: `/api/v1/admin/products/${product.id}`, headers: { cookie: session.cookie }, payload: form });
    expect(noCsrf.statusCode).toBe(403);
    expect((await get(`products/${product.id}`, session.headers)).json().price).toBe(product.price);
  });

  it("creates a product that the shop lists, and refuses a model code already taken", async () => {
    const { headers } = await admin();
    const template = await firstProduct(headers);
    const input: AdminProductInput = { ...newProductOf(template), model: "UV-TEST-1", name: "Test Inverter 1", price: 12_000, discountedPrice: 10_500, images: [] };
    const created = await send("POST", "products", headers, input);
    expect(created.statusCode).toBe(201);
    const product = created.json() as AdminProduct;
    expect(product).toMatchObject({ model: "UV-TEST-1", slug: "uv-test-1", rating: 0, reviewCount: 0, price: 12_000 });
    const detail: ProductDetail = (await t.app.inject({ url: `/api/v1/productData/${product.id}` })).json();
    expect(detail).toMatchObject({ product_name: "Test Inverter 1", product_discountedPrice: 10_500 });

    const again = await send("POST", "products", headers, { ...input, model: template.model });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "Another product already has this model code", errors: { model: expect.any(String) } });
    const rename = await send("PUT", `products/${product.id}`, headers, { ...formOf(product), model: template.model });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ errors: { model: expect.any(String) } });
  });

  it("uploads raster images judged by their bytes, serves them to anyone, and refuses SVG and other files", async () => {
    const { headers } = await admin();
    const product = await firstProduct(headers);
    const upload = async (file: Upload | undefined, field?: string) =>
      t.app.inject({ method: "POST", url: `/api/v1/admin/products/${product.id}/images`, ...(await multipart(headers, file, field)) });

    const response = await upload({ name: "front.png", type: "image/png", data: png });
    expect(response.statusCode).toBe(200);
    const images = (response.json() as AdminProduct).images;
    expect(images.slice(0, -1)).toEqual(product.images);
    const path = images.at(-1)!;
    expect(path).toMatch(/^\/api\/v1\/product-images\/\d+$/);
    const served = await t.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(png)).toBe(true);
    // Staff can take it off the product, so it is kept briefly and revalidated, never for a year.
    expect(served.headers["cache-control"]).toBe("public, max-age=300");
    expect((await t.app.inject({ url: path, headers: { "if-none-match": served.headers.etag as string } })).statusCode).toBe(304);
    const detail: ProductDetail = (await t.app.inject({ url: `/api/v1/productData/${product.id}` })).json();
    expect(detail.product_images.at(-1)).toBe(path);

    // Claimed as PNG, but the bytes say SVG (script) or text.
    const asSvg = await upload({ name: "x.png", type: "image/png", data: svg });
    expect(asSvg.statusCode).toBe(415);
    expect(asSvg.json()).toMatchObject({ message: "The image must be a JPEG, PNG or WebP file" });
    expect((await upload({ name: "x.svg", type: "image/svg+xml", data: svg })).statusCode).toBe(415);
    expect((await upload(undefined)).statusCode).toBe(400);
    expect((await upload({ name: "front.png", type: "image/png", data: png }, "other")).statusCode).toBe(400);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload({ name: "big.png", type: "image/png", data: big })).statusCode).toBe(413);
    expect((await get(`products/${product.id}`, headers)).json().images).toEqual(images);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/admin/products/999999/images", ...(await multipart(headers, { name: "a.png", type: "image/png", data: png })) })).statusCode).toBe(404);
  });

  it("stops serving an image taken off its product", async () => {
    const { headers } = await admin();
    const product = await firstProduct(headers);
    const uploaded = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/products/${product.id}/images`,
      ...(await multipart(headers, { name: "side.png", type: "image/png", data: png })),
    });
    const path = (uploaded.json() as AdminProduct).images.at(-1)!;
    expect((await t.app.inject({ url: path })).statusCode).toBe(200);
    await t.database.db.update(products).set({ images: product.images }).where(eq(products.id, product.id));
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
  });

  it("serves no stored file that is not a product image at the product-image path", async () => {
    const invoiceId = await databaseFileStore.save(t.app.database.db, { purpose: "warranty-invoice", contentType: "application/pdf", originalName: "invoice.pdf", data: Buffer.from("%PDF-1.4") });
    expect((await t.app.inject({ url: `/api/v1/product-images/${invoiceId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/v1/product-images/999999" })).statusCode).toBe(404);
  });

  describe("stock that only moves by what staff meant (decision 033)", () => {
    const buy = async (productId: number, quantity: number) => {
      const address = { remoteAddress: `10.33.0.${quantity}` };
      const shipping = { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };
      const created = await t.app.inject({ method: "POST", url: "/api/v1/placeOrderpayment/create-order", ...address, payload: { ...shipping, product_data: [{ product_id: productId, quantity }] } });
      expect(created.statusCode).toBe(201);
      const payment = (await t.app.inject({ method: "POST", url: "/api/v1/test-gateway/pay", ...address, payload: { order_id: created.json().order_id, outcome: "success" } })).json();
      const verified = await t.app.inject({ method: "POST", url: "/api/v1/payment/verifyPlaceOrderPayment", ...address, payload: payment });
      expect(verified.statusCode).toBe(200);
      return verified.json().receipt.custom_order_id as string;
    };
    const productWithStock = async (headers: Record<string, string>) => ((await get("products", headers)).json().data as AdminProduct[]).find((product) => product.stock >= 10)!;

    it("keeps a sale made while staff edit the description: the save never writes back the stock the form loaded", async () => {
      const { headers } = await admin();
      const loaded = await productWithStock(headers);
      const orderNumber = await buy(loaded.id, 2);
      // The form as the console loaded it before the sale, an old client's stock field included.
      const saved = await send("PUT", `products/${loaded.id}`, headers, { ...formOf(loaded), stock: loaded.stock, description: `${loaded.description} Now with a wall bracket.` });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ stock: loaded.stock - 2, description: expect.stringContaining("wall bracket") });
      const detail: ProductDetail = (await t.app.inject({ url: `/api/v1/productData/${loaded.id}` })).json();
      expect(detail.product_stock).toBe(loaded.stock - 2);
      // The sale is a line of the product's stock ledger.
      const ledger: StockLedger = (await get(`products/${loaded.id}/stock`, headers)).json();
      expect(ledger.movements[0]).toMatchObject({ change: -2, stockAfter: loaded.stock - 2, reason: "sold", order: { id: expect.any(Number), number: orderNumber }, by: null });
    });

    it("refuses a save over a colleague's change or an image uploaded meanwhile (409), and loses neither", async () => {
      const { headers } = await admin();
      const loaded = await productWithStock(headers);
      const first = await send("PUT", `products/${loaded.id}`, headers, { ...formOf(loaded), name: `${loaded.name} (first)` });
      expect(first.statusCode).toBe(200);
      const second = await send("PUT", `products/${loaded.id}`, headers, { ...formOf(loaded), price: loaded.price + 100 });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe("Someone changed this product (or added an image) while you were editing it. Reload the page to see their change, then make yours again.");
      expect((await get(`products/${loaded.id}`, headers)).json()).toMatchObject({ name: `${loaded.name} (first)`, price: loaded.price });

      const current: AdminProduct = first.json();
      const uploaded = await t.app.inject({ method: "POST", url: `/api/v1/admin/products/${loaded.id}/images`, ...(await multipart(headers, { name: "back.png", type: "image/png", data: png })) });
      expect(uploaded.statusCode).toBe(200);
      const image = (uploaded.json() as AdminProduct).images.at(-1)!;
      const stale = await send("PUT", `products/${loaded.id}`, headers, { ...formOf(current), description: "Changed after the upload" });
      expect(stale.statusCode).toBe(409);
      expect((await get(`products/${loaded.id}`, headers)).json().images).toContain(image);
      // Saved from the form the upload answered, the change goes through with the image.
      const fresh = await send("PUT", `products/${loaded.id}`, headers, { ...formOf(uploaded.json()), description: "Changed after the upload" });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().images).toContain(image);
      expect((await send("PUT", `products/${loaded.id}`, headers, { ...formOf(fresh.json()), version: undefined })).statusCode).toBe(400);
    });

    it("adjusts stock by units with a reason, kept in the ledger, and never below zero", async () => {
      const session = await admin();
      const product = await productWithStock(session.headers);
      const adjust = (payload: object, headers = session.headers) => send("POST", `products/${product.id}/stock`, headers, payload);

      const received = await adjust({ reason: "received", units: 20, note: "Batch 2611 from the works" });
      expect(received.statusCode).toBe(200);
      const afterReceipt: StockLedger = received.json();
      expect(afterReceipt.product.stock).toBe(product.stock + 20);
      expect(afterReceipt.movements[0]).toMatchObject({ change: 20, stockAfter: product.stock + 20, reason: "received", note: "Batch 2611 from the works", by: "Test admin" });

      const damaged = await adjust({ reason: "damaged", units: 2 });
      expect(damaged.json().movements[0]).toMatchObject({ change: -2, stockAfter: product.stock + 18, reason: "damaged", note: null });
      expect(damaged.json().movements[1]).toMatchObject({ reason: "received" });

      const tooMany = await adjust({ reason: "count-down", units: product.stock + 19 });
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toEqual({ message: `Only ${product.stock + 18} units are in stock: you cannot take away more than that.`, errors: { units: expect.any(String) } });
      expect((await get(`products/${product.id}`, session.headers)).json().stock).toBe(product.stock + 18);

      for (const bad of [{ reason: "stolen", units: 1 }, { reason: "received", units: 0 }, { reason: "received", units: 1.5 }, { reason: "received", units: 1, note: "x".repeat(201) }, {}]) {
        const refused = await adjust(bad);
        expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
        expect(Object.keys(refused.json().errors ?? {}).length).toBeGreaterThan(0);
      }
      expect((await send("POST", "products/999999/stock", session.headers, { reason: "received", units: 1 })).statusCode).toBe(404);
      const support = await signInAs(t.app, "support");
      expect((await adjust({ reason: "received", units: 1 }, support.headers)).statusCode).toBe(403);
      expect((await get(`products/${product.id}/stock`, support.headers)).statusCode).toBe(403);

      // The ledger's lines add up to the stock: it begins with the opening stock.
      const ledger: StockLedger = (await get(`products/${product.id}/stock`, session.headers)).json();
      expect(ledger.movements.at(-1)).toMatchObject({ reason: "opening" });
      expect(ledger.movements.reduce((sum, line) => sum + line.change, 0)).toBe(ledger.product.stock);
    });

    it("records a new product's stock as its opening line", async () => {
      const { headers } = await admin();
      const template = await firstProduct(headers);
      const created = await send("POST", "products", headers, { ...newProductOf(template, 12), model: "UV-LEDGER-1", name: "Ledger Pack" });
      expect(created.statusCode).toBe(201);
      const ledger: StockLedger = (await get(`products/${created.json().id}/stock`, headers)).json();
      expect(ledger.movements).toEqual([expect.objectContaining({ change: 12, stockAfter: 12, reason: "opening", by: "Test admin" })]);
    });
  });
});
