import type { ProductDetail, ProductInput } from "@urjavolt/contract/catalogue";
import { PRODUCT_NOT_FOUND_MESSAGE } from "@urjavolt/contract/catalogue-rules";
import {
  type AdminProduct,
  type AdminProductInput,
  type AdminProductUpdate,
  STOCK_LEDGER_PAGE,
  type StockAdjustment,
  type StockLedger,
  stockReasonSign,
  type AdminProductList,
  type AdminProductListQuery,
  AdminProductListQuerySchema,
  productAdminMessages,
  productImagePath,
} from "@urjavolt/contract/catalogue-admin";
import type { Staff } from "@urjavolt/contract/staff";
import { and, asc, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ProductRow, products } from "../../db/schema/catalogue.ts";
import { orders } from "../../db/schema/orders.ts";
import { stockMovements } from "../../db/schema/stock.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/errors.ts";
import type { Upload } from "../../http/multipart.ts";
import { staffSearch } from "../../lib/admin-query.ts";
import type { FileStore } from "../../lib/file-store.ts";
import { type ProductContent, fromAdminInput, fromAdminUpdate, toAdminProduct } from "./catalogue-admin-rows.ts";
import { recordStockMovements } from "../inventory/stock-ledger.ts";

const PRODUCT_IMAGE_PURPOSE = "product-image";

/** As many images as the contract's product input allows (catalogue-admin.ts, tooManyImages). */
const MAX_PRODUCT_IMAGES = 20;

/** The writes the console shares with the rest of the catalogue service (catalogue-service.ts). */
type ProductWrites = {
  createProduct(input: ProductInput, staff?: Pick<Staff, "id" | "name">): Promise<ProductDetail>;
  updateProduct(id: number, patch: Partial<ProductContent>, version?: number): Promise<ProductDetail>;
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

  async function ledger(id: number): Promise<StockLedger> {
    const product = await adminRow(id);
    const rows = await db
      .select({ movement: stockMovements, orderNumber: orders.number })
      .from(stockMovements)
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .where(eq(stockMovements.productId, id))
      .orderBy(desc(stockMovements.id))
      .limit(STOCK_LEDGER_PAGE);
    return {
      product: toAdminProduct(product),
      movements: rows.map(({ movement, orderNumber }) => ({
        id: movement.id,
        change: movement.change,
        stockAfter: movement.stockAfter,
        reason: movement.reason,
        note: movement.note,
        order: movement.orderId !== null && orderNumber !== null ? { id: movement.orderId, number: orderNumber } : null,
        by: movement.staffName,
        at: movement.createdAt.toISOString(),
      })),
    };
  }

  return {
    /** The console's product list: filtered, in catalogue order. */
    async adminList(query: AdminProductListQuery = {}): Promise<AdminProductList> {
      const { q, category, stock } = AdminProductListQuerySchema.parse(query);
      const rows = await db
        .select()
        .from(products)
        .where(
          and(
            staffSearch(q, [products.model, products.name, products.brand]),
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

    /** A new product from the console's form (rupees), its stock the first line of its ledger; it shows in the shop at once. */
    async adminCreate(input: AdminProductInput, staff?: Pick<Staff, "id" | "name">): Promise<AdminProduct> {
      return writeProduct(() => writes.createProduct(fromAdminInput(input), staff));
    },

    /**
     * What the product says, from the console's form: made only to the version the form loaded (a
     * 409 when a colleague saved, or an image was added, meanwhile); its stock and rating are left alone.
     */
    async adminUpdate(id: number, input: AdminProductUpdate): Promise<AdminProduct> {
      return writeProduct(() => writes.updateProduct(id, fromAdminUpdate(input), input.version));
    },

    /**
     * Adds units to a product's stock or takes them away, with the reason (decision 033): one
     * conditional update, so a sale at the same moment is never undone and the stock never goes below
     * zero (a 409 saying how many are there). The ledger line is written in the same transaction.
     */
    async adjustStock(id: number, adjustment: StockAdjustment, staff: Pick<Staff, "id" | "name">): Promise<StockLedger> {
      const change = stockReasonSign[adjustment.reason] * adjustment.units;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${change}` })
          .where(and(eq(products.id, id), gte(sql`${products.stock} + ${change}`, 0)))
          .returning({ stock: products.stock });
        if (!row) {
          const [existing] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id));
          if (!existing) throw new AppError("not_found", PRODUCT_NOT_FOUND_MESSAGE);
          const message = productAdminMessages.notEnoughStock(existing.stock);
          throw new AppError("conflict", message, { errors: { units: message } });
        }
        await recordStockMovements(tx, [{ productId: id, change, stockAfter: row.stock, reason: adjustment.reason, note: adjustment.note, staff }]);
      });
      await writes.changed();
      return ledger(id);
    },

    /** A product's stock and the newest lines of its stock ledger. */
    ledger,

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
        // A new version: a form loaded before the upload cannot save over it and drop the image.
        const [updated] = await tx
          .update(products)
          .set({ images: [...existing.images, productImagePath(fileId)], version: sql`${products.version} + 1` })
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
