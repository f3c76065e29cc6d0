import type { ProductDetail, ProductList } from "@urjavolt/contract/catalogue";
import { asc } from "drizzle-orm";
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

/**
 * The catalogue's reads are served from an in-process snapshot, rebuilt only when the catalogue's
 * version changes: the `catalogue` tag of the content version (content-version.ts), which the
 * database's trigger bumps with every change to a product, whoever makes it (a service here,
 * another server instance behind the load balancer, or SQL straight into the database), and which
 * this process reads as soon as the change is committed (decision 024). A read costs no query.
 */
export function createCatalogueSnapshot(db: Database, content: ContentVersion): { current(): Promise<Snapshot> } {
  let snapshot: Snapshot | undefined;
  let building: Promise<Snapshot> | undefined;

  const version = () => String(content.of("catalogue"));

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
    const key = version();
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
