import type { ProductDetail, ProductList } from "@urjavolt/contract/catalogue";
import { asc, eq } from "drizzle-orm";
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
  /** Each product's own version (`product:<id>`) when its row was read. */
  productVersions: Map<number, number>;
};

export const productTag = (id: number) => `product:${id}`;
/** Every move of a product's stock, also those its pages do not show (migration 0026). */
export const stockTag = (id: number) => `stock:${id}`;

/**
 * The catalogue's reads are served from an in-process snapshot, rebuilt only when the catalogue's
 * version changes: the `catalogue` tag of the content version (content-version.ts), which the
 * database's trigger bumps with every change to a product, whoever makes it (a service here,
 * another server instance behind the load balancer, or SQL straight into the database), and which
 * this process reads as soon as the change is committed (decision 024). A read costs no query.
 */
export function createCatalogueSnapshot(
  db: Database,
  content: ContentVersion,
): { current(): Promise<Snapshot>; product(id: number): Promise<ProductDetail | undefined> } {
  let snapshot: Snapshot | undefined;
  let building: Promise<Snapshot> | undefined;
  /** Products read again since the snapshot, each with the snapshot and product version it is fresh for. */
  const reread = new Map<number, { key: string; version: number; detail: ProductDetail | undefined }>();

  const version = () => String(content.of("catalogue"));
  /** A product's row changes with its own tag (what its pages show) or its stock tag (its exact stock): both only grow. */
  const rowVersion = (id: number) => content.of(productTag(id)) + content.of(stockTag(id));

  async function build(key: string): Promise<Snapshot> {
    const changesBefore = content.of("*");
    const rows = await db.select().from(products).orderBy(asc(products.id));
    // A change read while the rows were read may or may not be in them: each product is then read
    // again on its first visit (-1 is no version).
    const raced = content.of("*") !== changesBefore;
    const productVersions = new Map(rows.map((row) => [row.id, raced ? -1 : rowVersion(row.id)]));
    const data = rows.map(toListItem);
    const updatedAt = rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), new Date(0));
    return {
      key,
      rows,
      list: { data, ...catalogueFacets(data) },
      byId: new Map(rows.map((row) => [row.id, toDetail(row)])),
      updatedAt,
      productVersions,
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

  /**
   * One product: from the snapshot, unless its own tag or its stock's moved since, as a sale moves
   * its stock without touching any list (migrations 0016 and 0026): then its row alone is read
   * again, once per change.
   */
  async function product(id: number): Promise<ProductDetail | undefined> {
    const { key, byId, productVersions } = await current();
    const now = rowVersion(id);
    if ((productVersions.get(id) ?? 0) === now) return byId.get(id);
    const kept = reread.get(id);
    if (kept?.key === key && kept.version === now) return kept.detail;
    const [row] = await db.select().from(products).where(eq(products.id, id));
    const detail = row ? toDetail(row) : undefined;
    reread.set(id, { key, version: now, detail });
    return detail;
  }

  return { current, product };
}
