import { type ProductDetail, type ProductInput, ProductInputSchema, type ProductList, type ProductSitemapEntry, normalizeIncomingProduct } from "@urjavolt/contract/catalogue";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@urjavolt/contract/catalogue-rules";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import { parseId } from "@urjavolt/contract/ids";
import { site } from "@urjavolt/contract/site";
import { productAdminMessages } from "@urjavolt/contract/catalogue-admin";
import type { Staff } from "@urjavolt/contract/staff";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import type { ContentVersion } from "../../lib/content-version.ts";
import type { FileStore } from "../../lib/file-store.ts";
import { recordStockMovements } from "../inventory/stock-ledger.ts";
import type { ProductContent } from "./catalogue-admin-rows.ts";
import { createCatalogueAdmin } from "./catalogue-admin-service.ts";
import { createCataloguePdfs } from "./catalogue-pdf-cache.ts";
import { createCatalogueSnapshot } from "./catalogue-snapshot.ts";
import { toDetail, toProductInput, toProductRow } from "./catalogue-rows.ts";

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export type { CataloguePdf } from "./catalogue-pdf-cache.ts";

/**
 * The catalogue: public reads from the in-process snapshot (catalogue-snapshot.ts), the writes every
 * caller shares, the console's list, form and images (catalogue-admin-service.ts) and the catalogue
 * PDFs (catalogue-pdf-cache.ts). Every write reads the content changes before it returns, so the next
 * read rebuilds the snapshot.
 */
export function createCatalogueService(
  db: Database,
  files: FileStore,
  content: ContentVersion,
  /** The site's public address (SITE_URL), printed on the catalogue PDFs. */
  options: { siteUrl: string },
) {
  const { current, product } = createCatalogueSnapshot(db, content);

  /** Reads the content changes now, so this process's next read shows the write (decision 024). */
  function changed(): Promise<void> {
    return content.catchUp();
  }

  async function getProduct(id: number | string): Promise<ProductDetail | null> {
    const numeric = parseId(id);
    if (numeric === null) return null;
    return (await product(numeric)) ?? null;
  }

  /**
   * Adds a product (clean input, money in paise). Refuses invalid input with per-field errors. Its
   * stock is the first line of its stock ledger (decision 033).
   */
  async function createProduct(input: ProductInput, staff?: Pick<Staff, "id" | "name">): Promise<ProductDetail> {
    const valid = validate(input);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(products).values(toProductRow(valid)).returning();
      if (!created) throw new AppError("internal", "The product was not saved");
      await recordStockMovements(tx, [{ productId: created.id, change: created.stock, stockAfter: created.stock, reason: "opening", staff }]);
      return created;
    });
    await changed();
    return toDetail(row);
  }

  /**
   * Changes what a product says (some fields; the result must still be a valid product). Never its
   * stock, which moves only by sales and adjustments with a reason, nor the rating its reviews keep,
   * so a save never writes back figures that changed since the product was read. With `version`,
   * the change is made only to that version of the product (a 409 otherwise).
   */
  async function updateProduct(id: number, patch: Partial<ProductContent>, version?: number): Promise<ProductDetail> {
    const [existing] = await db.select().from(products).where(eq(products.id, id));
    if (!existing) throw new AppError("not_found", PRODUCT_NOT_FOUND_MESSAGE);
    if (version !== undefined && existing.version !== version) throw changedMeanwhile();
    const { stock: _stock, rating: _rating, reviewCount: _reviewCount, ...content } = toProductRow(validate({ ...toProductInput(existing), ...patch }));
    const [row] = await db
      .update(products)
      .set({ ...content, version: sql`${products.version} + 1` })
      .where(and(eq(products.id, id), version === undefined ? undefined : eq(products.version, version)))
      .returning();
    if (!row) throw version === undefined ? new AppError("not_found", PRODUCT_NOT_FOUND_MESSAGE) : changedMeanwhile();
    await changed();
    return toDetail(row);
  }

  return {
    ...createCatalogueAdmin(db, files, { createProduct, updateProduct, changed }),
    ...createCataloguePdfs(current, options),

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

    createProduct,

    /** Adds a product given in the old server's shape (spec field names, rupees, tolerant lists). */
    async importProduct(raw: Record<string, unknown>): Promise<ProductDetail> {
      return createProduct(normalizeIncomingProduct(raw, { brand: site.brand }));
    },

    updateProduct,

    /** For code that writes products outside this service: read the change now rather than when it is notified. */
    invalidate(): Promise<void> {
      return changed();
    },
  };
}

/** A save of a product that someone changed after the form loaded it. */
const changedMeanwhile = () =>
  new AppError("conflict", productAdminMessages.changedMeanwhile);

function validate(input: unknown): ProductInput {
  const result = ProductInputSchema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: fieldErrors(result.error) });
}
