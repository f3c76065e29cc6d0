import { createHash } from "node:crypto";
import { type ProductDetail, type ProductInput, ProductInputSchema, type ProductList, type ProductSitemapEntry, normalizeIncomingProduct } from "@urjavolt/contract/catalogue";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@urjavolt/contract/catalogue-rules";
import { type CatalogueLineId, catalogueLine } from "@urjavolt/contract/catalogue-rules";
import {
  type AdminProduct,
  type AdminProductInput,
  type AdminProductList,
  type AdminProductListQuery,
  AdminProductListQuerySchema,
  productAdminMessages,
  productImagePath,
} from "@urjavolt/contract/catalogue-admin";
import { parseId } from "@urjavolt/contract/ids";
import { site } from "@urjavolt/contract/site";
import { and, asc, eq, gt, ilike, lte, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ProductRow, products } from "../../db/schema/catalogue.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import type { Upload } from "../../http/multipart.ts";
import type { FileStore } from "../../lib/file-store.ts";
import type { ContentVersion } from "../../lib/content-version.ts";
import { fromAdminInput, toAdminProduct } from "./catalogue-admin-rows.ts";
import { renderCataloguePdf } from "./catalogue-pdf.ts";
import { createCatalogueSnapshot } from "./catalogue-snapshot.ts";
import { toDetail, toProductInput, toProductRow } from "./catalogue-rows.ts";
import { fieldErrors } from "@urjavolt/contract/form-rules";

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export type CataloguePdf = { body: Buffer; etag: string; filename: string };

const PRODUCT_IMAGE_PURPOSE = "product-image";

/** Bump when the PDF layout changes, so browsers holding an old copy fetch the new one. */
const PDF_LAYOUT_REVISION = "1";

/**
 * The catalogue: public reads from the in-process snapshot (catalogue-snapshot.ts), the console's
 * reads and writes, product images and the catalogue PDFs. Every write bumps the content version,
 * so the next read rebuilds the snapshot.
 */
export function createCatalogueService(
  db: Database,
  files: FileStore,
  content: ContentVersion,
  /** The site's public address (SITE_URL), printed on the catalogue PDFs. */
  options: { siteUrl: string },
) {
  const { current } = createCatalogueSnapshot(db, content);
  const pdfs = new Map<CatalogueLineId, { key: string; pdf: CataloguePdf }>();

  function changed() {
    content.changed();
  }

  async function getProduct(id: number | string): Promise<ProductDetail | null> {
    const numeric = parseId(id);
    if (numeric === null) return null;
    return (await current()).byId.get(numeric) ?? null;
  }

  async function createProduct(input: ProductInput): Promise<ProductDetail> {
    const valid = validate(input);
    const [row] = await db.insert(products).values(toProductRow(valid)).returning();
    changed();
    if (!row) throw new AppError("internal", "The product was not saved");
    return toDetail(row);
  }

  async function adminRow(id: number): Promise<ProductRow> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw new AppError("not_found", PRODUCT_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Runs a product write, turning a taken model code into a 409 on the model field. */
  async function writeProduct(write: () => Promise<ProductDetail>): Promise<AdminProduct> {
    try {
      const written = await write();
      return toAdminProduct(await adminRow(written.id));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError("conflict", productAdminMessages.modelTaken, { errors: { model: productAdminMessages.modelTaken }, cause: error });
      }
      throw error;
    }
  }

  return {
    /** The staff console's product list: fresh from the database, filtered, in catalogue order. */
    async adminList(query: AdminProductListQuery = {}): Promise<AdminProductList> {
      const { q, category, stock } = AdminProductListQuerySchema.parse(query);
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .select()
        .from(products)
        .where(
          and(
            q ? or(ilike(products.model, pattern), ilike(products.name, pattern), ilike(products.brand, pattern)) : undefined,
            category ? eq(products.category, category) : undefined,
            stock === "out" ? eq(products.stock, 0) : stock === "low" ? and(gt(products.stock, 0), lte(products.stock, 5)) : undefined,
          ),
        )
        .orderBy(asc(products.id));
      return { data: rows.map(toAdminProduct) };
    },

    /** One product as the console edits it, or a 404. */
    async adminGet(id: number): Promise<AdminProduct> {
      return toAdminProduct(await adminRow(id));
    },

    /** A new product from the console's form (rupees); it shows in the shop at once. */
    async adminCreate(input: AdminProductInput): Promise<AdminProduct> {
      return writeProduct(() => createProduct(fromAdminInput(input, { rating: 0, reviewCount: 0 })));
    },

    /** Every editable field of a product from the console's form; the counted rating is kept. */
    async adminUpdate(id: number, input: AdminProductInput): Promise<AdminProduct> {
      const existing = await adminRow(id);
      return writeProduct(() => this.updateProduct(id, fromAdminInput(input, existing)));
    },

    /**
     * Adds an uploaded image to the end of a product's images. The upload's reader found its type in
     * its bytes and kept only raster images (PRODUCT_IMAGE_TYPES: an SVG could carry script); the
     * file and the product change in one transaction.
     */
    async addImage(id: number, upload: Upload): Promise<AdminProduct> {
      const row = await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(products).where(eq(products.id, id)).for("update");
        if (!existing) throw new AppError("not_found", PRODUCT_NOT_FOUND_MESSAGE);
        if (existing.images.length >= 20) {
          throw new AppError("invalid", productAdminMessages.tooManyImages, { errors: { image: productAdminMessages.tooManyImages } });
        }
        const fileId = await files.save(tx, { purpose: PRODUCT_IMAGE_PURPOSE, contentType: upload.contentType, originalName: upload.filename, data: upload.data });
        const [updated] = await tx
          .update(products)
          .set({ images: [...existing.images, productImagePath(fileId)] })
          .where(eq(products.id, id))
          .returning();
        if (!updated) throw new AppError("not_found", PRODUCT_NOT_FOUND_MESSAGE);
        return updated;
      });
      changed();
      return toAdminProduct(row);
    },

    /** An uploaded product image's bytes; any other stored file (an invoice, say) is a 404 here. */
    async image(fileId: number): Promise<{ contentType: string; data: Buffer }> {
      const file = await files.read(db, fileId);
      if (!file || file.purpose !== PRODUCT_IMAGE_PURPOSE) throw new AppError("not_found", productAdminMessages.imageNotFound);
      return { contentType: file.contentType, data: file.data };
    },

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
      const body = await renderCataloguePdf({ line, products: lineProducts, pricesAsOf: state.updatedAt, siteUrl: options.siteUrl });
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
