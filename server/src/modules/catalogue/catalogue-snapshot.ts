import type { ProductDetail, ProductList } from "@urjavolt/contract/catalogue";
import { asc, count, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ProductRow, products } from "../../db/schema/catalogue.ts";
import type { ContentVersion } from "../../lib/content-version.ts";
import { catalogueFacets } from "./catalogue-facets.ts";
import { toDetail, toListItem } from "./catalogue-rows.ts";

export type Snapshot = {
  key: string;
  list: ProductList;
  rows: ProductRow[];
  byId: Map<number, ProductDetail>;
  /** When the newest product last changed: the catalogue's "prices as on" date. */
  updatedAt: Date;
};

/** How long a read trusts the database fingerprint it last saw before asking again. */
export const FINGERPRINT_RECHECK_MS = 1000;

/**
 * The catalogue's reads are served from an in-process snapshot, rebuilt only when the catalogue's
 * version changes. The version is this process's content version (content-version.ts: bumped by
 * every write of this service and by the other writes of public content, such as a payment taking
 * stock or a review changing a rating) joined with a fingerprint of the products table (row count
 * and the newest `updated_at`), read at most once a second: a write by another server instance
 * behind the load balancer, or straight into the database, shows within a second, and a read in
 * between costs no query at all.
 */
export function createCatalogueSnapshot(db: Database, content: ContentVersion): { current(): Promise<Snapshot> } {
  let snapshot: Snapshot | undefined;
  let building: Promise<Snapshot> | undefined;
  // Prepared once, so PostgreSQL parses and plans it once per connection.
  const fingerprint = db
    .select({ rows: count(), latest: sql<string | null>`max(${products.updatedAt})::text` })
    .from(products)
    .prepare("catalogue_fingerprint");

  let seen: { at: number; value: string } | undefined;
  // Readers that arrive while the fingerprint query runs share it (single flight).
  let pendingFingerprint: Promise<string> | undefined;

  async function databaseFingerprint(): Promise<string> {
    if (seen && Date.now() - seen.at < FINGERPRINT_RECHECK_MS) return seen.value;
    pendingFingerprint ??= fingerprint
      .execute()
      .then(([row]) => {
        seen = { at: Date.now(), value: `${row?.rows ?? 0}|${row?.latest ?? "-"}` };
        return seen.value;
      })
      .finally(() => {
        pendingFingerprint = undefined;
      });
    return pendingFingerprint;
  }

  async function version(): Promise<string> {
    const database = await databaseFingerprint();
    return `${content.current}|${database}`;
  }

  async function build(key: string): Promise<Snapshot> {
    const rows = await db.select().from(products).orderBy(asc(products.id));
    const data = rows.map(toListItem);
    const updatedAt = rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), new Date(0));
    return {
      key,
      rows,
      list: { data, ...catalogueFacets(data) },
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

  return { current };
}
