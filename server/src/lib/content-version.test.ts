import type { ProductDetail, ProductList } from "@urjavolt/contract/catalogue";
import { LOW_STOCK_LIMIT, STOCK_SHOWN_UP_TO, cardStockText } from "@urjavolt/contract/catalogue-rules";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestApp, buildTestApps, createTestDatabase, testDatabaseKinds } from "../test/helper.ts";
import type { DatabaseConnection } from "../db/client.ts";
import { products } from "../db/schema/catalogue.ts";
import { promotions } from "../db/schema/promotions.ts";
import { demoProducts } from "../modules/catalogue/catalogue-seed.ts";
import { CONTENT_CHANNEL, GATHER_NOTIFICATIONS_MS, createContentVersion } from "./content-version.ts";

/**
 * Several server instances on one database (decision 024): a change made through one, or straight
 * in SQL, reaches the others as soon as it is committed. The target is within a second; the
 * deadline below only keeps a broken listener from hanging the run, and is far shorter than the
 * safety poll (SAFETY_POLL_MS), so only the notification can meet it.
 */
const DEADLINE = { timeout: 5_000, interval: 20 };

const product = async (app: FastifyInstance, id: number): Promise<ProductDetail> => (await app.inject({ url: `/api/v1/productData/${id}` })).json();

/** Buys one unit of `productId` through `app` with the test gateway, as a shopper's browser would. */
async function buyOne(app: FastifyInstance, productId: number, remoteAddress: string) {
  const created = await app.inject({
    method: "POST",
    url: "/api/v1/placeOrderpayment/create-order",
    remoteAddress,
    payload: { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401", product_data: [{ product_id: productId, quantity: 1 }] },
  });
  expect(created.statusCode).toBe(201);
  const payment = (await app.inject({ method: "POST", url: "/api/v1/test-gateway/pay", remoteAddress, payload: { order_id: created.json().order_id, outcome: "success" } })).json();
  expect((await app.inject({ method: "POST", url: "/api/v1/payment/verifyPlaceOrderPayment", remoteAddress, payload: payment })).statusCode).toBe(200);
}

function useTwoInstances(kind: Parameters<typeof buildTestApps>[0], options: { site?: boolean } = {}) {
  let cluster: (TestApp & { apps: FastifyInstance[] }) | undefined;
  beforeAll(async () => {
    cluster = await buildTestApps(kind, 2, { seed: true, ...options });
  });
  afterAll(async () => {
    await cluster?.close();
  });
  return {
    get a() {
      return cluster!.apps[0]!;
    },
    get b() {
      return cluster!.apps[1]!;
    },
    get database() {
      return cluster!.database;
    },
  };
}

describe.each(testDatabaseKinds)("content changes across instances on %s", (kind) => {
  const t = useTwoInstances(kind);
  let ids: number[] = [];

  beforeAll(async () => {
    const list: ProductList = (await t.b.inject({ url: "/api/v1/productData" })).json();
    ids = list.data.filter((item) => item.product_stock > 5).map((item) => item.id);
  });

  it("serves a price changed through instance A from instance B", async () => {
    const id = ids[0]!;
    const before = await product(t.b, id);
    await t.a.services.catalogue.updateProduct(id, { discountedPricePaise: (before.product_discountedPrice - 100) * 100 });
    // A shows its own write at once.
    expect((await product(t.a, id)).product_discountedPrice).toBe(before.product_discountedPrice - 100);
    await vi.waitFor(async () => expect((await product(t.b, id)).product_discountedPrice).toBe(before.product_discountedPrice - 100), DEADLINE);
  });

  it("shows on instance B the stock a payment through instance A took", async () => {
    const id = ids[1]!;
    const before = await product(t.b, id);
    await buyOne(t.a, id, "10.61.0.1");
    await vi.waitFor(async () => expect((await product(t.b, id)).product_stock).toBe(before.product_stock - 1), DEADLINE);
  });

  it("picks up a change made straight in SQL, on every instance", async () => {
    const id = ids[2]!;
    await Promise.all([product(t.a, id), product(t.b, id)]);
    await t.database.db.execute(sql`update products set stock = 3 where id = ${id}`);
    for (const app of [t.a, t.b]) await vi.waitFor(async () => expect((await product(app, id)).product_stock).toBe(3), DEADLINE);
  });
});

describe.each(testDatabaseKinds)("the change log on %s", (kind) => {
  let database: DatabaseConnection | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("notes each tag once per transaction, and nothing for a transaction rolled back", async () => {
    const content = createContentVersion(database!.db);
    await content.sync();
    await database!.db.execute(sql`insert into emi_plans (provider, kind, tenures) values ('Log Bank', 'credit-card', '[{"months":3,"annualRate":15}]'::jsonb), ('Log Co', 'credit-card', '[{"months":3,"annualRate":15}]'::jsonb)`);
    await content.sync();
    expect(content.of("emi")).toBe(1);
    await database!.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from emi_plans`);
        throw new Error("rolled back");
      })
      .catch(() => {});
    await content.sync();
    expect(content.of("emi")).toBe(1);
    expect(content.of("blog")).toBe(0);
    // `*`, as what a page shows, is shown every change.
    expect(content.of("*")).toBe(1);
  });

  it("notes a sale's stock move for the product's exact figure, for its pages only when their shown figure moves, and for the lists only when its card's band moves", async () => {
    const content = createContentVersion(database!.db);
    await content.sync();
    const [row] = await database!.db.insert(products).values(demoProducts()[0]!).returning({ id: products.id });
    const id = row!.id;
    const tag = `product:${id}`;
    const stock = `stock:${id}`;
    await database!.db.execute(sql`update products set stock = 20, reserved = 0 where id = ${id}`);
    await content.sync();
    const catalogue = content.of("catalogue");
    const own = content.of(tag);
    const expectMoved = async (change: ReturnType<typeof sql>, moved: { catalogue: number; own: number; stock: number }) => {
      const before = { catalogue: content.of("catalogue"), own: content.of(tag), stock: content.of(stock) };
      await database!.db.execute(change);
      await content.sync();
      expect({ catalogue: content.of("catalogue") - before.catalogue, own: content.of(tag) - before.own, stock: content.of(stock) - before.stock }).toEqual(moved);
    };
    // A hold shows nowhere.
    await expectMoved(sql`update products set reserved = reserved + 1, updated_at = now() where id = ${id}`, { catalogue: 0, own: 0, stock: 0 });
    // 20 → 19: the page says "In Stock" and 1 to 10 either way; only the exact figure (the API's) moved.
    await expectMoved(sql`update products set stock = 19, reserved = 0 where id = ${id}`, { catalogue: 0, own: 0, stock: 1 });
    await expectMoved(sql`update products set stock = ${STOCK_SHOWN_UP_TO + 1} where id = ${id}`, { catalogue: 0, own: 0, stock: 1 });
    // 10 is "1 to 10" as 11 was; below it the page shows the figure ("1 to 9"), so each unit moves it.
    await expectMoved(sql`update products set stock = ${STOCK_SHOWN_UP_TO} where id = ${id}`, { catalogue: 0, own: 0, stock: 1 });
    await expectMoved(sql`update products set stock = ${STOCK_SHOWN_UP_TO - 1} where id = ${id}`, { catalogue: 0, own: 1, stock: 1 });
    await expectMoved(sql`update products set stock = ${LOW_STOCK_LIMIT + 1} where id = ${id}`, { catalogue: 0, own: 1, stock: 1 });
    // Into "Only 5 left!", and each unit below it, and out of stock: every card too.
    await expectMoved(sql`update products set stock = ${LOW_STOCK_LIMIT} where id = ${id}`, { catalogue: 1, own: 1, stock: 1 });
    await expectMoved(sql`update products set stock = 1 where id = ${id}`, { catalogue: 1, own: 1, stock: 1 });
    await expectMoved(sql`update products set stock = 0 where id = ${id}`, { catalogue: 1, own: 1, stock: 1 });
    // Anything else on the row (the price here) is on every list.
    await expectMoved(sql`update products set discounted_price_paise = discounted_price_paise - 100 where id = ${id}`, { catalogue: 1, own: 1, stock: 0 });
    expect(content.of("catalogue")).toBeGreaterThan(catalogue);
    expect(content.of(tag)).toBeGreaterThan(own);
  });

  it("bands stock in SQL exactly as the product card words it", async () => {
    const result = (await database!.db.execute(sql`select n, shown_stock_band(n) as band from generate_series(-1, ${LOW_STOCK_LIMIT + 3}) as n`)) as unknown as {
      rows: { n: number; band: string }[];
    };
    for (const { n, band } of result.rows) {
      const other = result.rows.filter((row) => row.band === band).map((row) => row.n);
      // Two stock figures share a band exactly when their cards read the same.
      for (const m of other) expect(cardStockText(m), `${n} and ${m}`).toBe(cardStockText(n));
    }
    expect(new Set(result.rows.map((row) => row.band)).size).toBe(new Set(result.rows.map((row) => cardStockText(row.n))).size);
  });

  it("moves a derived tag only when what it reads changes", async () => {
    const content = createContentVersion(database!.db);
    let shown = "25";
    let reads = 0;
    content.derive("emi:shown", "emi", async () => {
      reads += 1;
      return shown;
    });
    await content.sync();
    const first = content.of("emi:shown");
    expect(reads).toBe(1);
    await database!.db.execute(sql`update emi_plans set active = not active`);
    await content.sync();
    // Read again, answered the same: the pages that show it are still current.
    expect(reads).toBe(2);
    expect(content.of("emi:shown")).toBe(first);
    // Nothing moved: not read again.
    await content.sync();
    expect(reads).toBe(2);
    shown = "50";
    await database!.db.execute(sql`update emi_plans set active = not active`);
    await content.sync();
    expect(content.of("emi:shown")).toBe(first + 1);
  });

  it("reads the log for a notification of a transaction it has not read, and not again for one it has", async () => {
    let handlers: { onNotify(payload: string): void } | undefined;
    const content = createContentVersion(database!.db, {
      listen: async (given) => {
        handlers = given;
        return async () => {};
      },
    });
    await content.start();
    try {
      const written = async () => {
        const result = (await database!.db.transaction(async (tx) => {
          await tx.execute(sql`update emi_plans set active = active`);
          return tx.execute(sql`select pg_current_xact_id()::text as tx`);
        })) as unknown as { rows: { tx: string }[] };
        return result.rows[0]!.tx;
      };
      const reads = vi.spyOn(database!.db, "execute");
      const seen = content.of("emi");
      // Another's commit: read at once.
      const theirs = await written();
      reads.mockClear();
      handlers!.onNotify(theirs);
      await vi.waitFor(() => expect(content.of("emi")).toBe(seen + 1), DEADLINE);
      expect(reads).toHaveBeenCalledTimes(1);
      // Its own write, read back before it answered: the notification that follows reads nothing.
      const own = await written();
      await content.sync();
      expect(content.of("emi")).toBe(seen + 2);
      reads.mockClear();
      handlers!.onNotify(own);
      handlers!.onNotify(theirs);
      await new Promise((resolve) => setTimeout(resolve, 4 * GATHER_NOTIFICATIONS_MS));
      expect(reads).not.toHaveBeenCalled();
      expect(content.of("emi")).toBe(seen + 2);
      // Notifications that arrive together (here without a transaction, as from an older database) are read once.
      for (let index = 0; index < 5; index += 1) handlers!.onNotify("");
      await vi.waitFor(() => expect(reads).toHaveBeenCalled(), DEADLINE);
      await new Promise((resolve) => setTimeout(resolve, 4 * GATHER_NOTIFICATIONS_MS));
      expect(reads).toHaveBeenCalledTimes(1);
      reads.mockRestore();
    } finally {
      await content.stop();
    }
  });

  it("keeps a read until its tags move, shares one read among those who ask meanwhile, and keeps no failure", async () => {
    const content = createContentVersion(database!.db);
    await content.sync();
    let reads = 0;
    let fail = false;
    const kept = content.keep(["emi"], async () => {
      reads += 1;
      if (fail) throw new Error("the database is away");
      return { reads };
    });
    const [first, second] = await Promise.all([kept(), kept()]);
    expect(second).toBe(first);
    expect(await kept()).toBe(first);
    expect(reads).toBe(1);
    await database!.db.execute(sql`update emi_plans set active = active`);
    await content.sync();
    fail = true;
    await expect(kept()).rejects.toThrow("the database is away");
    fail = false;
    expect(await kept()).toEqual({ reads: 3 });
    expect(await kept()).toEqual({ reads: 3 });
    // An unrelated change keeps it.
    await database!.db.execute(sql`update stores set name = name`);
    await content.sync();
    expect(await kept()).toEqual({ reads: 3 });
  });

  it("sorts kept offers and slides in and out by the clock, without reading them again", async () => {
    const content = createContentVersion(database!.db);
    await content.sync();
    const { createPromotionsService } = await import("../modules/promotions/promotions-service.ts");
    const offer = (code: string, days: number) => ({
      code, title: code, greeting: "", message: "", festivalWish: "", validity: "", category: "", power: "", icon: "", emoji: "",
      startsAt: new Date(Date.now() - 3600_000), endsAt: new Date(Date.now() + days * 24 * 3600_000),
    });
    await database!.db.insert(promotions).values([offer("KEPTWEEK", 7), offer("KEPTYEAR", 365)]);
    await content.sync();
    const reads = vi.spyOn(database!.db, "select");
    const service = createPromotionsService(database!.db, content.keep);
    const now = await service.listActive();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(now.data.length).toBeGreaterThan(0);
    // An hour later and years later, by the clock alone: no read, and what has ended by then is gone.
    expect((await service.listActive(new Date(Date.now() + 3600_000))).data).toEqual(now.data);
    const month = new Date(Date.now() + 30 * 24 * 3600_000);
    expect((await service.listActive(month)).data.map((kept) => kept.code)).toEqual(now.data.filter((kept) => new Date(kept.endsAt) > month).map((kept) => kept.code));
    expect((await service.listActive(month)).data.map((kept) => kept.code)).toContain("KEPTYEAR");
    expect((await service.listActive(month)).data.map((kept) => kept.code)).not.toContain("KEPTWEEK");
    expect(reads).toHaveBeenCalledTimes(1);
    // A moment past is asked of the database.
    await service.listActive(new Date("2020-01-01T00:00:00Z"));
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
  });

  it("reads a derived tag with atMostEveryMs apart from the passes, at most that often", async () => {
    const content = createContentVersion(database!.db);
    let reads = 0;
    let release: (() => void) | undefined;
    content.derive(
      "emi:counted",
      "emi",
      async () => {
        reads += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return String(reads);
      },
      { atMostEveryMs: 300 },
    );
    // The pass does not wait for the read it started.
    await content.sync();
    expect(reads).toBe(1);
    const first = content.of("emi:counted");
    release!();
    await vi.waitFor(() => expect(content.of("emi:counted")).toBe(first + 1), DEADLINE);
    // Three changes within the interval: one more read, once the interval is over.
    const startedAt = Date.now();
    for (let index = 0; index < 3; index += 1) {
      await database!.db.execute(sql`update emi_plans set active = active`);
      await content.sync();
    }
    expect(reads).toBe(1);
    await vi.waitFor(() => expect(reads).toBe(2), DEADLINE);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250);
    release!();
    await vi.waitFor(() => expect(content.of("emi:counted")).toBe(first + 2), DEADLINE);
    await content.stop();
    expect(reads).toBe(2);
  });

  it.runIf(kind === "postgres")("reads a change whose transaction commits after a later one was read", async () => {
    const content = createContentVersion(database!.db);
    await content.sync();
    const url = process.env.TEST_DATABASE_URL!;
    const slow = new pg.Client({ connectionString: databaseUrlOf(url, await currentDatabase(database!)) });
    await slow.connect();
    try {
      await slow.query("begin");
      // The slow transaction logs its change first (the smaller id) but commits last.
      await slow.query(`insert into stores (name, address, city, state, pincode, phone, hours, category) values ('Slow Store', '1 Road', 'Patiala', 'Punjab', '147001', '9876543210', '10-6', 'dealer')`);
      await database!.db.execute(sql`update emi_plans set active = active`);
      await content.sync();
      expect(content.of("emi")).toBe(1);
      expect(content.of("stores")).toBe(0);
      await slow.query("commit");
      await content.sync();
      expect(content.of("stores")).toBe(1);
      // Read again while it stays within the horizon, and still counted once.
      await content.sync();
      expect(content.of("stores")).toBe(1);
      expect(content.of("emi")).toBe(1);
    } finally {
      await slow.end();
    }
  });
});

describe.each(testDatabaseKinds)("reads kept until what they show changes, on %s", (kind) => {
  const t = useTwoInstances(kind);
  const reviewsOf = async (app: FastifyInstance, id: number) => (await app.inject({ url: `/api/v1/ReviewData/${id}` })).json() as { total_reviews: number };

  it("answers a product's reviews from memory, and on every instance anew once a review is published", async () => {
    const { a, b } = t;
    const id = (await a.inject({ url: "/api/v1/productData" })).json().data[2].id as number;
    const before = (await reviewsOf(b, id)).total_reviews;
    // Twice the same question: the same kept answer, not a second read.
    const first = await b.services.reviews.list(id);
    expect(await b.services.reviews.list(String(id))).toBe(first);
    const published = await a.inject({
      method: "POST",
      url: `/api/v1/publishReview/${id}`,
      remoteAddress: "10.7.0.1",
      payload: { review_stars: 5, review_title: "Kept and then changed", review_content: "Ran our fridge through a four-hour cut.", name: "Harpreet Kaur", email: "harpreet@example.com" },
    });
    expect(published.statusCode).toBe(201);
    // The instance it was published on shows it at once; the other as soon as the change reaches it.
    expect((await reviewsOf(a, id)).total_reviews).toBe(before + 1);
    await vi.waitFor(async () => expect((await reviewsOf(b, id)).total_reviews).toBe(before + 1), DEADLINE);
  });

  it("keeps no answer for a product that is not there, and none for an id that is not one", async () => {
    const { a } = t;
    expect((await a.inject({ url: "/api/v1/ReviewData/999999" })).statusCode).toBe(404);
    expect((await a.inject({ url: "/api/v1/ReviewData/abc" })).statusCode).toBe(404);
    await expect(a.services.reviews.list("999999")).rejects.toThrow();
  });

  it("answers the delivery check from memory until the pincodes change", async () => {
    const { a, b } = t;
    const check = async (app: FastifyInstance, pincode: string) => (await app.inject({ url: `/api/v1/delivery/${pincode}` })).json() as { deliverable: boolean };
    expect((await check(b, "781001")).deliverable).toBe(false);
    await t.database.db.execute(sql`insert into deliverable_pincodes (pincode) values ('781001') on conflict do nothing`);
    await vi.waitFor(async () => expect((await check(b, "781001")).deliverable).toBe(true), DEADLINE);
    expect((await check(a, "781001")).deliverable).toBe(true);
    expect((await a.inject({ url: "/api/v1/delivery/12" })).statusCode).toBe(400);
  });
});

describe.runIf(testDatabaseKinds.includes("postgres"))("the listener on postgres", () => {
  let database: DatabaseConnection | undefined;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(async () => {
    await database?.close();
  });

  it("listens again after its connection is cut, and reads what changed meanwhile", async () => {
    const content = createContentVersion(database!.db, { listen: (handlers) => database!.listen(CONTENT_CHANNEL, handlers) });
    await content.start();
    try {
      await database!.db.execute(sql`update emi_plans set active = active`);
      await vi.waitFor(() => expect(content.of("emi")).toBe(1), DEADLINE);
      // What a server restart or a network cut does to the listening connection.
      const cut = (await database!.db.execute(
        sql`select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      )) as unknown as { rows: { cut: boolean }[] };
      expect(cut.rows).toEqual([{ cut: true }]);
      await database!.db.execute(sql`update stores set name = name`);
      await vi.waitFor(() => expect(content.of("stores")).toBe(1), DEADLINE);
      await database!.db.execute(sql`update emi_plans set active = active`);
      await vi.waitFor(() => expect(content.of("emi")).toBe(2), DEADLINE);
    } finally {
      await content.stop();
    }
  });
});

async function currentDatabase(database: DatabaseConnection): Promise<string> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  return result.rows[0]!.name;
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

describe.each(testDatabaseKinds)("cached pages across instances on %s", (kind) => {
  const t = useTwoInstances(kind, { site: true });

  const page = async (app: FastifyInstance, url: string) => {
    const response = await app.inject({ url });
    return { cache: response.headers["x-cache"], body: response.body, status: response.statusCode };
  };

  it("keeps on instance B the page of a product a payment on A took stock of while the page shows the same, and keeps the exact figure in the API", async () => {
    const list: ProductList = (await t.b.inject({ url: "/api/v1/productData" })).json();
    const deal = list.data.find((item) => item.product_stock > STOCK_SHOWN_UP_TO + 1)!;
    const pages = [`/productDetail/${deal.id}`, `/buy-now/${deal.id}`, "/shop-online"];
    for (const url of pages) await vi.waitFor(async () => expect((await page(t.b, url)).cache, url).toBe("HIT"), DEADLINE);
    const before = (await product(t.b, deal.id)).product_stock;
    await buyOne(t.a, deal.id, "10.61.0.5");
    // The product's own read shows the sale on B at once...
    await vi.waitFor(async () => expect((await product(t.b, deal.id)).product_stock).toBe(before - 1), DEADLINE);
    // ...and its pages, which say "In Stock" and 1 to 10 either way, are still the kept ones.
    for (const url of pages) expect((await page(t.b, url)).cache, url).toBe("HIT");
    expect((await page(t.b, pages[0]!)).body).toContain(`1 to ${STOCK_SHOWN_UP_TO}`);
  });

  it("drops on instance B the page of a product a payment on A took stock of when its shown figure moves, and no unrelated page", async () => {
    const list: ProductList = (await t.b.inject({ url: "/api/v1/productData" })).json();
    const [bought, other] = list.data.filter((item) => item.product_stock > 5);
    await t.database.db.execute(sql`update products set stock = ${STOCK_SHOWN_UP_TO}, reserved = 0 where id = ${bought!.id}`);
    await vi.waitFor(async () => expect((await product(t.b, bought!.id)).product_stock).toBe(STOCK_SHOWN_UP_TO), DEADLINE);
    const pages = [`/productDetail/${bought!.id}`, `/productDetail/${other!.id}`, "/privacypolicy", "/blog"];
    for (const url of pages) {
      expect((await page(t.b, url)).status).toBe(200);
      expect((await page(t.b, url)).cache).toBe("HIT");
    }
    await buyOne(t.a, bought!.id, "10.61.0.2");
    await vi.waitFor(async () => expect((await page(t.b, pages[0]!)).cache).toBe("MISS"), DEADLINE);
    // A buy is several commits (the hold, then the payment): the page may be dropped once more by a
    // later one before it is kept again.
    await vi.waitFor(async () => expect((await page(t.b, pages[0]!)).cache).toBe("HIT"), DEADLINE);
    for (const url of pages.slice(1)) expect((await page(t.b, url)).cache, url).toBe("HIT");
  });

  it("keeps the shop's pages through a sale that leaves the product's card as it was, and drops them when its card changes", async () => {
    const list: ProductList = (await t.b.inject({ url: "/api/v1/productData" })).json();
    const sold = list.data.find((item) => item.product_stock > LOW_STOCK_LIMIT)!;
    await t.database.db.execute(sql`update products set stock = ${LOW_STOCK_LIMIT + 2}, reserved = 0 where id = ${sold.id}`);
    const lists = ["/shop-online", "/shop-online?q=battery", "/cart"];
    const productPage = `/productDetail/${sold.id}`;
    await vi.waitFor(async () => expect((await product(t.b, sold.id)).product_stock).toBe(LOW_STOCK_LIMIT + 2), DEADLINE);
    for (const url of [...lists, productPage]) {
      await vi.waitFor(async () => expect((await page(t.b, url)).cache, url).toBe("HIT"), DEADLINE);
    }
    await buyOne(t.a, sold.id, "10.61.0.3");
    // Its own page shows the new figure...
    await vi.waitFor(async () => expect((await product(t.b, sold.id)).product_stock).toBe(LOW_STOCK_LIMIT + 1), DEADLINE);
    await vi.waitFor(async () => expect((await page(t.b, productPage)).body).toContain(`1 to ${LOW_STOCK_LIMIT + 1}`), DEADLINE);
    // ...and the lists, where its card reads the same, are still the kept pages.
    for (const url of lists) expect((await page(t.b, url)).cache, url).toBe("HIT");

    await buyOne(t.a, sold.id, "10.61.0.4");
    await vi.waitFor(async () => expect((await page(t.b, "/shop-online")).body).toContain(`Only ${LOW_STOCK_LIMIT} left!`), DEADLINE);
  });

  it("serves one kept page whatever query parameters the page does not read", async () => {
    await page(t.b, "/termsandconditions");
    const tagged = await page(t.b, `/termsandconditions?utm_source=newsletter&${Math.random().toString(36).slice(2)}=1`);
    expect(tagged.cache).toBe("HIT");
    const shop = await page(t.b, "/shop-online?page=1&utm_source=a");
    expect(shop.status).toBe(200);
    expect((await page(t.b, "/shop-online?utm_source=b&page=1")).cache).toBe("HIT");
  });
});
