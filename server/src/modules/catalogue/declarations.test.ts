import type { AdminProduct, AdminProductUpdate } from "@urjavolt/contract/catalogue-admin";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { companyManufacturer, declarationMessages } from "@urjavolt/contract/catalogue-declarations";
import { productAdminMessages } from "@urjavolt/contract/catalogue-admin";
import type { Dashboard } from "@urjavolt/contract/staff";
import { site } from "@urjavolt/contract/site";
import { describe, expect, it } from "vitest";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

/** The console's edit form for a product, from what the console read: never its stock, and the version it read. */
function formOf(product: AdminProduct): AdminProductUpdate {
  const { id: _id, slug: _slug, rating: _rating, reviewCount: _count, updatedAt: _updated, stock: _stock, reserved: _reserved, missingDeclarations: _missing, ...input } = product;
  return input;
}

describe.each(testDatabaseKinds)("the product page's declarations (decision 051) on %s", (kind) => {
  const t = useTestApp(kind, { seed: true });
  const admin = async () => (await signInAs(t.app, "admin")).headers;
  const consoleProduct = async (headers: Record<string, string>, model: string): Promise<AdminProduct> =>
    ((await t.app.inject({ url: `/api/v1/admin/products?q=${model}`, headers })).json().data as AdminProduct[]).find((product) => product.model === model)!;
  const shop = async (id: number): Promise<ProductDetail> => (await t.app.inject({ url: `/api/v1/productData/${id}` })).json();
  const save = async (headers: Record<string, string>, product: AdminProduct, patch: Partial<AdminProductUpdate>) =>
    t.app.inject({ method: "PUT", url: `/api/v1/admin/products/${product.id}`, headers, payload: { ...formOf(product), ...patch } });
  const readiness = async (headers: Record<string, string>) => ((await t.app.inject({ url: "/api/v1/admin/dashboard", headers })).json() as Dashboard).readiness;

  it("gives every demo product complete declarations, marked as demo in the console", async () => {
    const headers = await admin();
    const all = (await t.app.inject({ url: "/api/v1/admin/products", headers })).json().data as AdminProduct[];
    expect(all.every((product) => product.declarationsDemo && product.missingDeclarations.length === 0)).toBe(true);
    const inverter = all.find((product) => product.model === "UVI-1100")!;
    expect(inverter).toMatchObject({ genericName: "Inverter/UPS with built-in lithium-ion battery", netQuantity: "1 N", countryOfOrigin: "India", bisStandard: "IS 16242 (Part 1) : 2014" });
    expect(inverter.bisRegistration).toMatch(/^R-\d{8}$/);
    // An imported product names its importer; an accessory needs no BIS or EPR registration.
    const imported = all.find((product) => product.countryOfOrigin !== "India")!;
    expect(imported).toMatchObject({ importerName: site.parentCompany.name });
    const accessory = all.find((product) => product.category === "accessory")!;
    expect(accessory).toMatchObject({ bisRegistration: null, eprRegistration: null, missingDeclarations: [] });

    // The shop's product answer: the company is the maker when no other is named.
    const page = await shop(inverter.id);
    expect(page.declarations).toEqual({
      generic_name: "Inverter/UPS with built-in lithium-ion battery",
      net_quantity: "1 N",
      country_of_origin: "India",
      manufacturer: { ...companyManufacturer },
      importer: null,
      bis_standard: "IS 16242 (Part 1) : 2014",
      bis_registration: inverter.bisRegistration,
      epr_registration: inverter.eprRegistration,
    });
  });

  it("saves the declarations from the product form, refuses what is malformed field by field, and keeps the version guard", async () => {
    const headers = await admin();
    const product = await consoleProduct(headers, "UVI-2100");
    const refused = async (patch: Partial<AdminProductUpdate>) => {
      const response = await save(headers, product, patch);
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ bisRegistration: "R-123" })).toEqual({ bisRegistration: declarationMessages.bisRegistration });
    expect(await refused({ manufacturerName: "Shenzhen Cells Co." })).toEqual({ manufacturerAddress: declarationMessages.manufacturerPair });
    expect(await refused({ importerAddress: "Mumbai" })).toEqual({ importerName: declarationMessages.importerPair });
    expect(await refused({ genericName: "x".repeat(121) })).toHaveProperty("genericName");
    expect(await refused({ declarationsDemo: "no" as never })).toHaveProperty("declarationsDemo");

    const saved = await save(headers, product, {
      genericName: "Lithium inverter/UPS",
      countryOfOrigin: "China",
      manufacturerName: "Shenzhen Power Cells Co. Ltd.",
      manufacturerAddress: "18 Keji Road, Nanshan, Shenzhen, China",
      importerName: site.parentCompany.name,
      importerAddress: site.addresses.corporate.lines.join(", "),
      bisRegistration: "R-41005678",
      eprRegistration: "EPR-EW-PB-2025-0099",
      declarationsDemo: false,
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json() as AdminProduct;
    expect(after).toMatchObject({ genericName: "Lithium inverter/UPS", declarationsDemo: false, missingDeclarations: [], version: product.version + 1 });
    expect((await shop(product.id)).declarations).toMatchObject({
      generic_name: "Lithium inverter/UPS",
      country_of_origin: "China",
      manufacturer: { name: "Shenzhen Power Cells Co. Ltd.", address: "18 Keji Road, Nanshan, Shenzhen, China" },
      importer: { name: site.parentCompany.name },
      bis_registration: "R-41005678",
      epr_registration: "EPR-EW-PB-2025-0099",
    });

    // A save from the form loaded before: refused, and the declarations saved stay.
    const stale = await save(headers, product, { genericName: "Older text" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(productAdminMessages.changedMeanwhile);
    expect((await shop(product.id)).declarations.generic_name).toBe("Lithium inverter/UPS");
  });

  it("lists a product lacking a mandatory declaration under Before you can sell, naming what is missing, until it is filled in", async () => {
    const headers = await admin();
    const product = await consoleProduct(headers, "UVI-3500");
    expect((await readiness(headers)).find((item) => item.key === "declarations")).toBeUndefined();

    // Emptied boxes are declarations not made: an empty text is kept as none.
    const cleared = await save(headers, product, { genericName: "", bisRegistration: "", eprRegistration: "  ", countryOfOrigin: "Vietnam", importerName: null, importerAddress: null });
    expect(cleared.statusCode).toBe(200);
    const lacking = cleared.json() as AdminProduct;
    expect(lacking).toMatchObject({ genericName: null, bisRegistration: null, eprRegistration: null });
    expect(lacking.missingDeclarations).toEqual(["generic name", "importer", "BIS R-number", "EPR registration"]);
    const item = (await readiness(headers)).find((entry) => entry.key === "declarations")!;
    expect(item.title).toBe("1 product lacks declarations the law asks for on the product page: UVI-3500 (generic name, importer, BIS R-number, EPR registration).");
    expect(item.link).toEqual({ href: `/admin/products/${product.id}`, label: "Open UVI-3500" });
    expect((await shop(product.id)).declarations).toMatchObject({ generic_name: null, epr_registration: null });
    expect((await t.app.inject({ url: `/api/v1/productData/${product.id}/epr-qr.svg` })).statusCode).toBe(404);

    const filled = await save(headers, lacking, { genericName: "Inverter/UPS (pure sine wave)", countryOfOrigin: "India", bisRegistration: "R-41001111", eprRegistration: "EPR-EW-PB-2025-0100" });
    expect(filled.json().missingDeclarations).toEqual([]);
    expect((await readiness(headers)).find((entry) => entry.key === "declarations")).toBeUndefined();
  });

  it("serves the EPR registration as a QR code in SVG, made on the server", async () => {
    const headers = await admin();
    const product = await consoleProduct(headers, "UVB-48-100");
    const response = await t.app.inject({ url: `/api/v1/productData/${product.id}/epr-qr.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(response.body).not.toContain("<script");
    expect((await t.app.inject({ url: "/api/v1/productData/999999/epr-qr.svg" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/v1/productData/abc/epr-qr.svg" })).statusCode).toBe(404);
  });
});
