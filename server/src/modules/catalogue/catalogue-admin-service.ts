import type { ProductDetail, ProductInput } from "@urjavolt/contract/catalogue";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@urjavolt/contract/catalogue-rules";
import {
  type AdminProduct,
  type AdminProductInput,
  type AdminProductList,
  type AdminProductListQuery,
  AdminProductListQuerySchema,
  productAdminMessages,
  productImagePath,
} from "@urjavolt/contract/catalogue-admin";
import { and, asc, eq, gt, ilike, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ProductRow, products } from "../../db/schema/catalogue.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/errors.ts";
import type { Upload } from "../../http/multipart.ts";
import { likePattern } from "../../lib/admin-query.ts";
import type { FileStore } from "../../lib/file-store.ts";
import { fromAdminInput, toAdminProduct } from "./catalogue-admin-rows.ts";

const PRODUCT_IMAGE_PURPOSE = "product-image";

/** As many images as the contract's product input allows (catalogue-admin.ts, tooManyImages). */
const MAX_PRODUCT_IMAGES = 20;

/** The writes the console shares with the rest of the catalogue service (catalogue-service.ts). */
type ProductWrites = {
  createProduct(input: ProductInput): Promise<ProductDetail>;
  updateProduct(id: number, patch: Partial<ProductInput>): Promise<ProductDetail>;
  /** Tells the public reads that the catalogue changed. */
  changed(): Promise<void>;
};

/**
 * The staff console's side of the catalogue: its product list and form (fresh from the database,
 * money in rupees, catalogue-admin-rows.ts) and product images.
 */
export function createCatalogueAdmin(db: Database, files: FileStore, writes: ProductWrites) {
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
    /** The console's product list: filtered, in catalogue order. */
    async adminList(query: AdminProductListQuery = {}): Promise<AdminProductList> {
      const { q, category, stock } = AdminProductListQuerySchema.parse(query);
      const pattern = likePattern(q);
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
      return writeProduct(() => writes.createProduct(fromAdminInput(input, { rating: 0, reviewCount: 0 })));
    },

    /** Every editable field of a product from the console's form; the counted rating is kept. */
    async adminUpdate(id: number, input: AdminProductInput): Promise<AdminProduct> {
      const existing = await adminRow(id);
      return writeProduct(() => writes.updateProduct(id, fromAdminInput(input, existing)));
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
        if (existing.images.length >= MAX_PRODUCT_IMAGES) {
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
      await writes.changed();
      return toAdminProduct(row);
    },

    /**
     * An uploaded product image's bytes while a product shows it (decision 025): one taken off its
     * product, like any other stored file (an invoice, say), is a 404 here.
     */
    async image(fileId: number): Promise<{ contentType: string; data: Buffer; sha256: string }> {
      const [shown] = await db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.images} @> ${JSON.stringify([productImagePath(fileId)])}::jsonb`)
        .limit(1);
      const file = shown ? await files.read(db, fileId) : undefined;
      if (!file || file.purpose !== PRODUCT_IMAGE_PURPOSE) throw new AppError("not_found", productAdminMessages.imageNotFound);
      return { contentType: file.contentType, data: file.data, sha256: file.sha256 };
    },
  };
}
