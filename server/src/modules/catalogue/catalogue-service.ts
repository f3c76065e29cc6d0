import { createHash } from "node:crypto";
import {
  CATEGORIES,
  type CatalogueLineId,
  type Facet,
  PRODUCT_NOT_FOUND_MESSAGE,
  type ProductDetail,
  type ProductInput,
  ProductInputSchema,
  type ProductList,
  type ProductListItem,
  type ProductSitemapEntry,
  catalogueLine,
  normalizeIncomingProduct,
} from "@urjavolt/contract/catalogue";
import { site } from "@urjavolt/contract/site";
import { asc, count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { type ProductRow, products } from "../../db/schema/catalogue.ts";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import { renderCataloguePdf } from "./catalogue-pdf.ts";
import { toDetail, toListItem, toProductInput, toProductRow } from "./catalogue-rows.ts";

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export type CataloguePdf = { body: Buffer; etag: string; filename: string };

/** Bump when the PDF layout changes, so browsers holding an old copy fetch the new one. */
const PDF_LAYOUT_REVISION = "1";

type Snapshot = {
  key: string;
  list: ProductList;
  rows: ProductRow[];
  byId: Map<number, ProductDetail>;
  /** When the newest product last changed: the catalogue's "prices as on" date. */
  updatedAt: Date;
};

/**
 * The catalogue: reads are served from an in-process snapshot, rebuilt only when the catalogue's
 * version changes. The version is this process's write counter (bumped by every write through
 * this service, and by `invalidate()`) joined with a fingerprint read from the database (row count
 * and the newest `updated_at`). The fingerprint makes writes by others visible at once: another
 * module that takes stock or updates a rating through Drizzle, or another server instance behind
 * the load balancer; one cheap aggregate query per read buys that.
 */
export function createCatalogueService(db: Database) {
  let writes = 0;
  let snapshot: Snapshot | undefined;
  let building: Promise<Snapshot> | undefined;
  const pdfs = new Map<CatalogueLineId, { key: string; pdf: CataloguePdf }>();

  async function version(): Promise<string> {
    const [row] = await db
      .select({ rows: count(), latest: sql<string | null>`max(${products.updatedAt})::text` })
      .from(products);
    return `${writes}|${row?.rows ?? 0}|${row?.latest ?? "-"}`;
  }

  async function build(key: string): Promise<Snapshot> {
    const rows = await db.select().from(products).orderBy(asc(products.id));
    const data = rows.map(toListItem);
    const updatedAt = rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), new Date(0));
    return {
      key,
      rows,
      list: { data, categories: categoryFacets(data), capacities: capacityFacets(data), warranties: warrantyFacets(data) },
      byId: new Map(rows.map((row) => [row.id, toDetail(row)])),
      updatedAt,
    };
  }

  async function current(): Promise<Snapshot> {
    const key = await version();
    if (snapshot?.key === key) return snapshot;
    // Concurrent readers of a new version share one rebuild.
    if (!building) {
      building = build(key).finally(() => {
        building = undefined;
      });
    }
    const built = await building;
    // A rebuild that started under an older version is still correct data for that version; keep
    // it only if it is the version asked for, else build again.
    if (built.key !== key) return build(key);
    snapshot = built;
    return built;
  }

  function changed() {
    writes += 1;
  }

  async function getProduct(id: number | string): Promise<ProductDetail | null> {
    const numeric = typeof id === "number" ? id : /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
    if (!Number.isSafeInteger(numeric) || numeric <= 0 || numeric > 2_147_483_647) return null;
    return (await current()).byId.get(numeric) ?? null;
  }

  async function createProduct(input: ProductInput): Promise<ProductDetail> {
    const valid = validate(input);
    const [row] = await db.insert(products).values(toProductRow(valid)).returning();
    changed();
    if (!row) throw new AppError("internal", "The product was not saved");
    return toDetail(row);
  }

  return {
    /** The whole catalogue in catalogue order, with category, capacity and warranty counts. */
    async listProducts(): Promise<ProductList> {
      return (await current()).list;
    },

    /** One product for its page; null when there is none (a non-numeric id included). */
    getProduct,

    /** The product page for the API: a 404 envelope when there is no such product. */
    async requireProduct(id: number | string): Promise<ProductDetail> {
      const product = await getProduct(id);
      if (!product) throw new AppError("not_found", PRODUCT_NOT_FOUND_MESSAGE);
      return product;
    },

    /** Every product page and when it last changed, for the sitemap. */
    async sitemapEntries(): Promise<ProductSitemapEntry[]> {
      return (await current()).list.data.map((product) => ({ id: product.id, updatedAt: product.updatedAt }));
    },

    /** Adds a product (clean input, money in paise). Refuses invalid input with per-field errors. */
    createProduct,

    /** Adds a product given in the old server's shape (spec field names, rupees, tolerant lists). */
    async importProduct(raw: Record<string, unknown>): Promise<ProductDetail> {
      return createProduct(normalizeIncomingProduct(raw, { brand: site.brand }));
    },

    /** Changes some fields of a product; the result must still be a valid product. */
    async updateProduct(id: number, patch: Partial<ProductInput>): Promise<ProductDetail> {
      const [existing] = await db.select().from(products).where(eq(products.id, id));
      if (!existing) throw new AppError("not_found", PRODUCT_NOT_FOUND_MESSAGE);
      const valid = validate({ ...toProductInput(existing), ...patch });
      const [row] = await db.update(products).set(toProductRow(valid)).where(eq(products.id, id)).returning();
      changed();
      if (!row) throw new AppError("not_found", PRODUCT_NOT_FOUND_MESSAGE);
      return toDetail(row);
    },

    /** For code that writes products outside this service: forget every cached read now. */
    invalidate(): void {
      changed();
    },

    /**
     * A product line's catalogue PDF, built from the live catalogue and kept until the catalogue
     * changes; null for an unknown line. `ifNoneMatch` lets a caller answer 304 without building.
     */
    async cataloguePdf(lineId: string): Promise<CataloguePdf | null> {
      const line = catalogueLine(lineId);
      if (!line) return null;
      const state = await current();
      const cached = pdfs.get(line.id);
      if (cached?.key === state.key) return cached.pdf;
      const lineProducts = state.rows.filter((row) => (line.categories as readonly string[]).includes(row.category)).map(toDetail);
      const body = await renderCataloguePdf({ line, products: lineProducts, pricesAsOf: state.updatedAt });
      const pdf = { body, etag: etagOf(state.key, line.id), filename: `${site.brand}-${line.id}-catalogue.pdf` };
      pdfs.set(line.id, { key: state.key, pdf });
      return pdf;
    },

    /** The ETag a line's PDF has now, without building it (for If-None-Match). */
    async cataloguePdfEtag(lineId: string): Promise<string | null> {
      const line = catalogueLine(lineId);
      if (!line) return null;
      const state = await current();
      return etagOf(state.key, line.id);
    },
  };
}

function etagOf(key: string, lineId: string): string {
  const hash = createHash("sha256").update(`${PDF_LAYOUT_REVISION}|${lineId}|${key}`).digest("base64url").slice(0, 22);
  return `"${hash}"`;
}

function validate(input: unknown): ProductInput {
  const result = ProductInputSchema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: fieldErrors(result.error) });
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join(".") || "product"] ??= issue.message;
  return errors;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9.]+/g, "-").replace(/^-|-$/g, "");

function categoryFacets(data: ProductListItem[]): Facet[] {
  return CATEGORIES.map((category) => ({
    id: category.id,
    name: category.name,
    count: data.filter((product) => product.product_category === category.id).length,
  }));
}

function tally(data: ProductListItem[], nameOf: (product: ProductListItem) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of data) {
    const name = nameOf(product);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** Power ratings (VA, KVA) first, then energy (kWh), then voltage and amp-hours, each by size. */
function capacitySortKey(name: string): [number, number, number] {
  let match = /([\d.]+)\s*kva/i.exec(name);
  if (match) return [0, Number(match[1]) * 1000, 0];
  match = /([\d.]+)\s*va\b/i.exec(name);
  if (match) return [0, Number(match[1]), 0];
  match = /([\d.]+)\s*kwh/i.exec(name);
  if (match) return [1, Number(match[1]), 0];
  match = /([\d.]+)\s*v\s+([\d.]+)\s*ah/i.exec(name);
  if (match) return [2, Number(match[1]), Number(match[2])];
  return [3, 0, 0];
}

function capacityFacets(data: ProductListItem[]): Facet[] {
  const byKey = (a: string, b: string) => {
    const [x, y] = [capacitySortKey(a), capacitySortKey(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.localeCompare(b);
  };
  return [...tally(data, (product) => product.product_capacity)]
    .sort(([a], [b]) => byKey(a, b))
    .map(([name, n]) => ({ id: slug(name), name, count: n }));
}

function warrantyFacets(data: ProductListItem[]): Facet[] {
  const months = new Map(data.map((product) => [product.product_warranty, product.warranty_months]));
  return [...tally(data, (product) => product.product_warranty)]
    .sort(([a], [b]) => (months.get(a) ?? 0) - (months.get(b) ?? 0) || a.localeCompare(b))
    .map(([name, n]) => ({ id: slug(name), name, count: n }));
}
