import type { ProductDetail, ProductList } from "@urjavolt/contract/catalogue";
import { bestsellerIds, bestsellerWindowStart } from "@urjavolt/contract/bestsellers";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type ProductRow, products } from "../../db/schema/catalogue.ts";
import { orderItems, orders } from "../../db/schema/orders.ts";
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
  /** The products the last 90 days' paid orders make bestsellers (contract/src/bestsellers.ts), and when they were counted. */
  bestsellers: ReadonlySet<number>;
  salesCountedAt: number;
};

/** How long the bestsellers stand before the sales are counted again: they move over 90 days, not by the minute. */
export const BESTSELLER_RECOUNT_MS = 60 * 60_000;

/** Orders whose units count as sold: paid and not refunded in full or cancelled (decision 046). */
const SOLD_STATUSES = ["paid", "shipped", "delivered"] as const;

/**
 * The bestsellers at `now`, from the paid orders of the last 90 days (decision 046): units per
 * product, counted by the database from the orders' own lines.
 */
export async function countBestsellers(db: Database, now: Date = new Date()): Promise<Set<number>> {
  const sales = await db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orders.status, [...SOLD_STATUSES]), gte(orders.paidAt, bestsellerWindowStart(now))))
    .groupBy(orderItems.productId);
  return bestsellerIds(sales.map((line) => ({ productId: line.productId, units: Number(line.units) })));
}

export const productTag = (id: number) => `product:${id}`;
/** Every move of a product's stock, also those its pages do not show (migration 0027). */
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
  const reread = new Map<number, { key: string; version: number; bestsellers: ReadonlySet<number>; detail: ProductDetail | undefined }>();

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
    // The sales move over 90 days, not by the minute: a catalogue change (a sale's stock band, a staff
    // edit) keeps the last count while it is younger than BESTSELLER_RECOUNT_MS instead of counting again.
    const kept = snapshot && Date.now() - snapshot.salesCountedAt < BESTSELLER_RECOUNT_MS ? snapshot : undefined;
    const salesCountedAt = kept?.salesCountedAt ?? Date.now();
    const bestsellers = kept?.bestsellers ?? (await countBestsellers(db, new Date(salesCountedAt)));
    const data = rows.map((row) => toListItem(row, bestsellers));
    const updatedAt = rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), new Date(0));
    return {
      key,
      rows,
      list: { data, ...catalogueFacets(data) },
      byId: new Map(rows.map((row) => [row.id, toDetail(row, bestsellers)])),
      updatedAt,
      productVersions,
      bestsellers,
      salesCountedAt,
    };
  }

  async function current(): Promise<Snapshot> {
    const key = version();
    // The same catalogue is kept until its sales are due to be counted again.
    if (snapshot?.key === key && Date.now() - snapshot.salesCountedAt < BESTSELLER_RECOUNT_MS) return snapshot;
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
   * its stock without touching any list (migrations 0016 and 0027): then its row alone is read
   * again, once per change.
   */
  async function product(id: number): Promise<ProductDetail | undefined> {
    const { key, byId, productVersions, bestsellers } = await current();
    const now = rowVersion(id);
    if ((productVersions.get(id) ?? 0) === now) return byId.get(id);
    const kept = reread.get(id);
    if (kept?.key === key && kept.version === now && kept.bestsellers === bestsellers) return kept.detail;
    const [row] = await db.select().from(products).where(eq(products.id, id));
    const detail = row ? toDetail(row, bestsellers) : undefined;
    reread.set(id, { key, version: now, bestsellers, detail });
    return detail;
  }

  return { current, product };
}
