import { type Store, type StoreSearchQuery, type StoreSearchResult, StoreSearchQuerySchema, searchStores } from "@urjavolt/contract/stores";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type StoreRow, stores } from "../../db/schema/stores.ts";

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
