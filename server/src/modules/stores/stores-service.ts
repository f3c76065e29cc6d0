import { type Store, type StoreSearchQuery, type StoreSearchResult, StoreSearchQuerySchema } from "@urjavolt/contract/stores";
import { searchStores } from "@urjavolt/contract/stores-rules";
import { type AdminStoreInput, STORE_NOT_FOUND_MESSAGE } from "@urjavolt/contract/stores-admin";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type StoreRow, stores } from "../../db/schema/stores.ts";
import { AppError } from "../../http/errors.ts";

export type StoresService = ReturnType<typeof createStoresService>;

export function createStoresService(db: Database) {
  return {
    /**
     * The store locator's search (rules in contract searchStores). The whole list is small (a
     * company's own outlets), so it is read once per search and filtered in memory: a pincode's
     * position is derived from all the stores, not only the matching ones.
     */
    async search(query: StoreSearchQuery = {}): Promise<StoreSearchResult> {
      const rows = await db.select().from(stores).orderBy(asc(stores.id));
      return searchStores(rows.map(toStore), StoreSearchQuerySchema.parse(query));
    },

    /** Every store for the console, in list order. */
    async list(): Promise<Store[]> {
      const rows = await db.select().from(stores).orderBy(asc(stores.id));
      return rows.map(toStore);
    },

    async create(input: AdminStoreInput): Promise<Store> {
      const [row] = await db.insert(stores).values(input).returning();
      if (!row) throw new AppError("internal", "The store was not saved");
      return toStore(row);
    },

    async update(id: number, input: AdminStoreInput): Promise<Store> {
      const [row] = await db.update(stores).set(input).where(eq(stores.id, id)).returning();
      if (!row) throw new AppError("not_found", STORE_NOT_FOUND_MESSAGE);
      return toStore(row);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(stores).where(eq(stores.id, id)).returning({ id: stores.id });
      if (deleted.length === 0) throw new AppError("not_found", STORE_NOT_FOUND_MESSAGE);
    },
  };
}

function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    phone: row.phone,
    hours: row.hours,
    services: row.services,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
