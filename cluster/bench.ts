import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { machine, reportsDir, table } from "../perf/src/site-server.ts";
import { clusterServices } from "./global-setup.ts";
import { Cluster, repoRoot, waitFor } from "./harness.ts";
import { type Answer, Customer, buyer, contact, customerAddresses } from "./http.ts";

/**
 * Sale-day numbers (`npm run bench:cluster`): shoppers through nginx in front of 1 and then 3
 * instances of the built server on one PostgreSQL database and Redis (cluster/harness.ts, as
 * deploy/README.md runs them), next to a bare Fastify route driven the same way in the same run.
 * The report goes to docs/performance/cluster-bench.md and .json.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 24);
const INSTANCE_COUNTS = (process.env.BENCH_INSTANCES ?? "1,3").split(",").filter(Boolean).map(Number);
/** Instances of the sale-day rounds (with and without random searches); empty for none. */
const SALE_INSTANCES = (process.env.BENCH_SALE_INSTANCES ?? "3").split(",").filter(Boolean).map(Number);

const html = { headers: { accept: "text/html", "accept-encoding": "gzip, br" } };
const searches = ["lithium", "inverter", "solar", "48V"];

type Sample = { kind: string; startedAt: number; endedAt: number; status: number; upstream?: string; cache?: string; shared?: string; render?: string };

/**
 * One shopper's visit, from a loopback address of its own (cluster/http.ts), so nginx and the
 * instances see thousands of shoppers and count the forms' limit per shopper, as on a sale day:
 * the home page, the shop, a search, a product page and its reviews; every fourth visit then
 * buys (the cart page, the delivery check, create-order, the test gateway's payment, verify), and
 * every fourth other one sends the contact form. Pages ask for HTML with gzip and brotli, as a
 * browser does.
 */
async function visit(base: string, number: number, products: number[], record: (sample: Sample) => void, run: string): Promise<void> {
  const customer = new Customer(nextAddress());
  const timed = async (kind: string, send: () => Promise<Answer>): Promise<Answer | undefined> => {
    const startedAt = performance.now();
    let answer: Answer | undefined;
    try {
      answer = await send();
    } catch {
      answer = undefined;
    }
    record(sampleOf(kind, startedAt, answer));
    return answer;
  };
  // Every product in turn for browsing; the buying visits (every fourth) walk every product too.
  const product = products[(number % 4 === 1 ? Math.floor(number / 4) : number) % products.length]!;
  try {
    await timed("page: home", () => customer.get(base, "/", html));
    await timed("page: shop", () => customer.get(base, "/shop-online", html));
    await timed("page: search", () => customer.get(base, `/shop-online?q=${searches[number % searches.length]}`, html));
    await timed("page: product", () => customer.get(base, `/productDetail/${product}`, html));
    await timed("api: reviews", () => customer.get(base, `/api/v1/ReviewData/${product}`));
    if (number % 4 === 1) {
      await timed("page: cart", () => customer.get(base, "/cart", html));
      await timed("api: delivery check", () => customer.get(base, "/api/v1/delivery/140401"));
      const created = await timed("api: create order", () =>
        customer.post(base, "/api/v1/placeOrderpayment/create-order", { ...buyer(`bench-${number}-${run}@example.in`), coupon_code: null, product_data: [{ product_id: product, quantity: 1 }] }),
      );
      if (created?.status !== 201) return;
      const { order_id } = created.json<{ order_id: string }>();
      const paid = await timed("gateway: pay (test)", () => customer.post(base, "/api/v1/test-gateway/pay", { order_id, outcome: "success" }));
      if (paid?.status !== 200) return;
      await timed("api: verify payment", () => customer.post(base, "/api/v1/payment/verifyPlaceOrderPayment", paid.json()));
    } else if (number % 4 === 3) {
      await timed("api: contact form", () => customer.post(base, "/api/v1/contactsubmit", contact(`bench-${number}-${run}@example.in`)));
    }
  } finally {
    customer.close();
  }
}

const nextAddress = customerAddresses();

/**
 * One request's sample. `render`: which render made the page, when one did (its ETag and its
 * Server-Timing, which every copy of that one render carries, whether it waited on it at an
 * instance or came from nginx's cache), so renders are counted once however many requests they served.
 */
function sampleOf(kind: string, startedAt: number, answer: Answer | undefined): Sample {
  const header = (name: string) => (answer?.headers[name] === undefined ? undefined : String(answer.headers[name]));
  const upstream = header("x-cluster-upstream");
  const cache = header("x-cache");
  const shared = header("x-shared-cache");
  const timing = header("server-timing");
  return {
    kind,
    startedAt,
    endedAt: performance.now(),
    status: answer?.status ?? 0,
    ...(upstream !== undefined && upstream !== "" && { upstream }),
    ...(cache !== undefined && { cache }),
    ...(shared !== undefined && { shared }),
    ...(timing?.startsWith("render;") && { render: `${header("etag")} ${timing}` }),
  };
}

/** The festival coupon of the sale-day scenario, and how many of each visit's buyers take the deal. */
const FESTIVAL_COUPON = "FESTIVE10";
const DEAL_STOCK = 200_000;

/**
 * A sale-day visit: the home page, the deal's page, then the shop, or for one visitor in ten (when
 * `searching`) a search for text nobody typed before; every second visit buys: nine in ten the
 * deal with the festival coupon, the others another product at full price.
 */
async function saleVisit(base: string, number: number, sale: { deal: number; products: number[]; searching: boolean }, record: (sample: Sample) => void, run: string): Promise<void> {
  const customer = new Customer(nextAddress());
  const timed = async (kind: string, send: () => Promise<Answer>): Promise<Answer | undefined> => {
    const startedAt = performance.now();
    const answer = await send().catch(() => undefined);
    record(sampleOf(kind, startedAt, answer));
    return answer;
  };
  try {
    await timed("page: home", () => customer.get(base, "/", html));
    await timed("page: deal", () => customer.get(base, `/productDetail/${sale.deal}`, html));
    if (sale.searching && number % 10 === 0) await timed("page: random search", () => customer.get(base, `/shop-online?q=${run}-${number}-${Math.random().toString(36).slice(2, 8)}`, html));
    else await timed("page: shop", () => customer.get(base, "/shop-online", html));
    await timed("api: reviews", () => customer.get(base, `/api/v1/ReviewData/${sale.deal}`));
    if (number % 2 !== 1) return;
    const deal = number % 20 !== 3;
    const product = deal ? sale.deal : sale.products[number % sale.products.length]!;
    await timed("page: cart", () => customer.get(base, "/cart", html));
    const created = await timed("api: create order", () =>
      customer.post(base, "/api/v1/placeOrderpayment/create-order", { ...buyer(`sale-${number}-${run}@example.in`), coupon_code: deal ? FESTIVAL_COUPON : null, product_data: [{ product_id: product, quantity: 1 }] }),
    );
    if (created?.status !== 201) return;
    const { order_id } = created.json<{ order_id: string }>();
    const paid = await timed("gateway: pay (test)", () => customer.post(base, "/api/v1/test-gateway/pay", { order_id, outcome: "success" }));
    if (paid?.status !== 200) return;
    await timed("api: verify payment", () => customer.post(base, "/api/v1/payment/verifyPlaceOrderPayment", paid.json()));
  } finally {
    customer.close();
  }
}


/** `shoppers` visiting one after another each, with no pause, for the warm-up and then `SECONDS`. */
async function drive(shoppers: number, oneVisit: (number: number, record: (sample: Sample) => void) => Promise<void>): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  let visits = 0;
  const startedAt = performance.now();
  const from = startedAt + WARM_UP_SECONDS * 1000;
  const until = from + SECONDS * 1000;
  const record = (sample: Sample) => {
    if (sample.startedAt >= from && sample.endedAt <= until) samples.push(sample);
  };
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (performance.now() < until) await oneVisit(visits++, record);
    }),
  );
  return { samples, seconds: SECONDS };
}

type Figures = { requests: number; perSecond: number; p50Ms: number; p99Ms: number; errors: number; statuses: string };

function figures(samples: Sample[], seconds: number): Figures {
  const durations = samples.map((sample) => sample.endedAt - sample.startedAt).sort((a, b) => a - b);
  const at = (q: number) => (durations.length === 0 ? Number.NaN : durations[Math.min(durations.length - 1, Math.floor(q * durations.length))]!);
  const statuses = new Map<number, number>();
  for (const sample of samples) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
  return {
    requests: samples.length,
    perSecond: Math.round((samples.length / seconds) * 10) / 10,
    p50Ms: Math.round(at(0.5) * 10) / 10,
    p99Ms: Math.round(at(0.99) * 10) / 10,
    errors: samples.filter((sample) => sample.status < 200 || sample.status >= 300).length,
    statuses: [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status === 0 ? "failed" : status}×${n}`).join(" "),
  };
}

type Ticks = Map<number, { group: string; ticks: number }>;

/** CPU time (user + system) of every process on the machine, and what it is, from /proc. */
function cpuTicks(pids: { bench: number; instances: Set<number> }): Ticks {
  const totals: Ticks = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    let command: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      command = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
    } catch {
      continue;
    }
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    const pid = Number(entry);
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const group =
      pid === pids.bench ? "load generator (this bench)"
      : pids.instances.has(pid) || /\bsrc\/main\.ts\b/.test(command) ? "instances (Node)"
      : name === "nginx" ? "nginx"
      : name === "postgres" || command.startsWith("postgres:") ? "PostgreSQL"
      : name.startsWith("redis") ? "Redis"
      : "other";
    totals.set(pid, { group, ticks });
  }
  return totals;
}

/**
 * Cores each kind of process kept busy between two readings (`getconf CLK_TCK` is 100 on Linux):
 * a process started between them counts from zero; one that ended is not counted.
 */
function coresUsed(before: Ticks, after: Ticks, seconds: number): Record<string, number> {
  const ticks: Record<string, number> = {};
  for (const [pid, { group, ticks: now }] of after) ticks[group] = (ticks[group] ?? 0) + now - (before.get(pid)?.ticks ?? 0);
  return Object.fromEntries(Object.entries(ticks).map(([group, n]) => [group, Math.round((n / 100 / seconds) * 100) / 100]));
}

/**
 * What the database was doing: sessions of the shop's database sampled every 100 ms, by what they
 * waited on, and for those waiting on a lock, the statement waiting and the one holding it up.
 */
function sampleDatabase(url: string, database: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const waits = new Map<string, number>();
  const lockWaits = new Map<string, number>();
  let samples = 0;
  let running = true;
  const statement = (text: string | null) => (text ?? "").replace(/\s+/g, " ").replace(/\$\d+/g, "?").slice(0, 90);
  const loop = (async () => {
    while (running) {
      const { rows } = await pool.query<{ wait: string; query: string | null; blocker: string | null }>(
        `select coalesce(a.wait_event_type || ': ' || a.wait_event, 'on CPU') as wait, a.query,
           (select b.query from pg_stat_activity b where b.pid = (pg_blocking_pids(a.pid))[1]) as blocker
         from pg_stat_activity a where a.datname = $1 and a.state = 'active' and a.pid <> pg_backend_pid()`,
        [database],
      );
      samples += 1;
      for (const row of rows) {
        waits.set(row.wait, (waits.get(row.wait) ?? 0) + 1);
        if (row.wait.startsWith("Lock")) {
          const key = `${statement(row.query)} ← held by: ${statement(row.blocker)}`;
          lockWaits.set(key, (lockWaits.get(key) ?? 0) + 1);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const average = (counts: Map<string, number>, top: number) =>
    Object.fromEntries([...counts].sort(([, a], [, b]) => b - a).slice(0, top).map(([key, n]) => [key, Math.round((n / samples) * 100) / 100]));
  return {
    async stop(): Promise<{ activeSessions: number; byWait: Record<string, number>; lockWaits: Record<string, number> }> {
      running = false;
      await loop;
      await pool.end();
      return {
        activeSessions: Math.round(([...waits.values()].reduce((sum, n) => sum + n, 0) / samples) * 100) / 100,
        byWait: average(waits, 8),
        lockWaits: average(lockWaits, 4),
      };
    },
  };
}

type Round = {
  name: string;
  /** The host's 1-minute load average when the round started and ended: on a shared machine, other work's share. */
  load?: { start: number; end: number };
  instances: number;
  /** Page requests and the renders that made them: a render that served many requests counts once. */
  renders?: { pages: number; renders: number; hitRate: number; shared: Record<string, number> };
  /** The sale-day checks: invoices gapless, no unit sold twice, the coupon counted once per paid use. */
  sale?: { dealSold: number; dealStockLeft: number; oversold: boolean; invoices: number; invoicesGapless: boolean; couponUses: number; couponPaidOrders: number };
  total: Figures;
  visitsPerSecond: number;
  ordersPaidPerSecond: number;
  byKind: (Figures & { kind: string })[];
  byInstance: Record<string, number>;
  /** The pages' X-Cache answers: HIT (a kept page), STALE (kept, being replaced), MISS (rendered). */
  pageCache: Record<string, number>;
  cores: Record<string, number>;
  database?: { activeSessions: number; byWait: Record<string, number>; lockWaits: Record<string, number> };
};

type Scenario = { kind: "browse" } | { kind: "sale"; searching: boolean };

async function clusterRound(services: { databaseUrl: string; redisUrl: string; nginx: string }, instances: number, run: string, scenario: Scenario = { kind: "browse" }): Promise<Round> {
  const setup = `nginx + ${instances} instance${instances === 1 ? "" : "s"}`;
  const name = scenario.kind === "browse" ? setup : `sale day, ${setup}${scenario.searching ? ", random searches" : ", no random searches"}`;
  console.log(`Starting ${name}…`);
  const loadAtStart = loadavg()[0]!;
  const cluster = await Cluster.start({ ...services, instances });
  try {
    // Stock for the whole run, so every order can be paid; the forms' limit stays on.
    await cluster.sql.query("update products set stock = 1000000, reserved = 0");
    const listed = await (await fetch(`${cluster.nginxBase}/api/v1/productData`)).json() as { data: { id: number; product_stock: number; model: string }[] };
    const products = listed.data.map((product) => product.id);
    if (products.length === 0) throw new Error("The demo catalogue lists no product");
    const deal = listed.data[0]!;
    if (scenario.kind === "sale") {
      await cluster.sql.query("update products set stock = $1 where id = $2", [DEAL_STOCK, deal.id]);
      await cluster.sql.query(
        "insert into coupons (code, description, kind, value, product_models) values ($1, 'Festival offer: 10% off the deal', 'percent', 10, $2::jsonb)",
        [FESTIVAL_COUPON, JSON.stringify([deal.model])],
      );
    }
    const pids = { bench: process.pid, instances: new Set<number>() };
    const database = sampleDatabase(services.databaseUrl, cluster.databaseName);
    let before: Ticks = new Map();
    setTimeout(() => (before = cpuTicks(pids)), WARM_UP_SECONDS * 1000);
    const { samples, seconds } = await drive(SHOPPERS, (number, record) =>
      scenario.kind === "browse"
        ? visit(cluster.nginxBase, number, products, record, run)
        : saleVisit(cluster.nginxBase, number, { deal: deal.id, products, searching: scenario.searching }, record, run),
    );
    const cores = coresUsed(before, cpuTicks(pids), seconds);
    const db = await database.stop();
    const round = summarise(name, instances, samples, seconds, cores, db);
    round.load = { start: Math.round(loadAtStart * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 };
    if (scenario.kind === "sale") round.sale = await saleChecks(cluster, deal.id);
    return round;
  } finally {
    await cluster.close();
  }
}

/** After a sale-day round: the deal's stock against what was sold, the invoice numbers, the coupon's count. */
async function saleChecks(cluster: Cluster, deal: number): Promise<NonNullable<Round["sale"]>> {
  // Whatever is still being paid settles first.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const one = async <T extends pg.QueryResultRow>(query: string, values: unknown[] = []) => (await cluster.sql.query<T>(query, values)).rows[0]!;
  const sold = await one<{ units: string }>(
    "select coalesce(sum(i.quantity), 0) as units from order_items i join orders o on o.id = i.order_id where i.product_id = $1 and o.status = 'paid'",
    [deal],
  );
  const left = await one<{ stock: number; reserved: number }>("select stock, reserved from products where id = $1", [deal]);
  const numbers = (await cluster.sql.query<{ number: string }>("select number from invoices")).rows.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b);
  const coupon = await one<{ used: number }>("select used_count as used from coupons where code = $1", [FESTIVAL_COUPON]);
  const couponPaid = await one<{ n: string }>("select count(*) as n from orders where coupon_code = $1 and status = 'paid'", [FESTIVAL_COUPON]);
  const dealSold = Number(sold.units);
  return {
    dealSold,
    dealStockLeft: left.stock,
    oversold: left.stock < 0 || left.stock + dealSold !== DEAL_STOCK,
    invoices: numbers.length,
    invoicesGapless: numbers.every((number, index) => number === index + 1),
    couponUses: coupon.used,
    couponPaidOrders: Number(couponPaid.n),
  };
}

async function bareRound(): Promise<Round> {
  const loadAtStart = loadavg()[0]!;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child: ChildProcess = spawn(join(repoRoot, "node_modules", ".bin", "tsx"), [join(repoRoot, "perf", "src", "bare-server.ts")], {
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor("the bare Fastify server", 30_000, async () => (await fetch(`${base}/bare`).catch(() => undefined))?.ok === true);
    const pids = { bench: process.pid, instances: new Set([child.pid!]) };
    let before: Ticks = new Map();
    setTimeout(() => (before = cpuTicks(pids)), WARM_UP_SECONDS * 1000);
    // The same shoppers, each visit the same number of requests to one JSON route.
    const { samples, seconds } = await drive(SHOPPERS, async (_number, record) => {
      const customer = new Customer(nextAddress());
      try {
        for (let i = 0; i < 6; i++) {
          const startedAt = performance.now();
          const answer = await customer.get(base, "/bare").catch(() => undefined);
          record({ kind: "bare JSON route", startedAt, endedAt: performance.now(), status: answer?.status ?? 0 });
        }
      } finally {
        customer.close();
      }
    });
    const round = summarise("bare Fastify route, direct", 1, samples, seconds, coresUsed(before, cpuTicks(pids), seconds));
    round.load = { start: Math.round(loadAtStart * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100 };
    return round;
  } finally {
    child.kill("SIGTERM");
  }
}

function summarise(name: string, instances: number, samples: Sample[], seconds: number, cores: Record<string, number>, database?: Round["database"]): Round {
  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  const byInstance: Record<string, number> = {};
  for (const sample of samples) if (sample.upstream) byInstance[sample.upstream] = (byInstance[sample.upstream] ?? 0) + 1;
  const pageCache: Record<string, number> = {};
  for (const sample of samples) if (sample.kind.startsWith("page:") && sample.cache) pageCache[sample.cache] = (pageCache[sample.cache] ?? 0) + 1;
  const pages = samples.filter((sample) => sample.kind.startsWith("page:") && sample.status === 200);
  const renders = new Set(pages.flatMap((sample) => (sample.render ? [sample.render] : []))).size;
  const shared: Record<string, number> = {};
  for (const sample of pages) if (sample.shared) shared[sample.shared] = (shared[sample.shared] ?? 0) + 1;
  return {
    name,
    instances,
    total: figures(samples, seconds),
    visitsPerSecond: Math.round((samples.filter((sample) => sample.kind === "page: home" || sample.kind === "bare JSON route").length / seconds) * 10) / 10,
    ordersPaidPerSecond: Math.round((samples.filter((sample) => sample.kind === "api: verify payment" && sample.status === 200).length / seconds) * 10) / 10,
    byKind: kinds.map((kind) => ({ kind, ...figures(samples.filter((sample) => sample.kind === kind), seconds) })),
    byInstance,
    pageCache,
    ...(pages.length > 0 && { renders: { pages: pages.length, renders, hitRate: Math.round((1 - renders / pages.length) * 1000) / 10, shared } }),
    cores,
    ...(database && { database }),
  };
}

/** The sale-day rounds: their checks, and what random searches did to the deal page's p99. */
function saleSection(shops: Round[]): string[] {
  const sales = shops.filter((round) => round.sale);
  if (sales.length === 0) return [];
  const dealP99 = (round: Round | undefined) => round?.byKind.find((kind) => kind.kind === "page: deal")?.p99Ms;
  const quiet = dealP99(sales.find((round) => round.name.includes("no random searches")));
  const searched = dealP99(sales.find((round) => round.name.includes(", random searches")));
  return [
    "## Sale day",
    "",
    `One deal (the first product, ${DEAL_STOCK.toLocaleString("en-IN")} units) that nine in ten buyers take with the festival coupon ${FESTIVAL_COUPON}; every`,
    "second visit buys; every visit opens the home page and the deal's page; in the round with random searches one visitor in",
    "ten searches the shop for text nobody typed before (a new page to render each time) instead of opening the shop.",
    "",
    table(
      ["round", "orders paid/s", "deal units sold", "deal stock left", "oversold", "invoices", "invoice numbers gapless", "coupon uses / paid orders with it", "deal page p99 ms"],
      sales.map((round) => [
        round.name,
        `**${round.ordersPaidPerSecond}**`,
        round.sale!.dealSold,
        round.sale!.dealStockLeft,
        round.sale!.oversold ? "**yes**" : "no",
        round.sale!.invoices,
        round.sale!.invoicesGapless ? "yes" : "**no**",
        `${round.sale!.couponUses} / ${round.sale!.couponPaidOrders}`,
        dealP99(round) ?? "",
      ]),
    ),
    "",
    quiet !== undefined && searched !== undefined
      ? `Random searches changed the deal page's p99 from ${quiet} ms to ${searched} ms (${Math.round((searched / quiet - 1) * 100)}%; the target is at most +50%).`
      : "",
    "",
  ];
}

function report(rounds: Round[], host: ReturnType<typeof machine>, finishedAt: string): string {
  const bare = rounds.find((round) => round.name.startsWith("bare"));
  const shops = rounds.filter((round) => round !== bare);
  const groups = [...new Set(rounds.flatMap((round) => Object.keys(round.cores)))];
  const percent = (value: number) => (bare ? `${Math.round((value / bare.total.perSecond) * 1000) / 10}%` : "");
  const lines = [
    "# Sale-day benchmark: nginx in front of 1 and 3 instances",
    "",
    `Measured ${host.date} to ${finishedAt} on ${host.cpu}, ${host.memoryGiB} GiB, load average ${host.loadAverage1m} at the start; Node ${host.node}.`,
    ...(process.env.BENCH_NOTE ? ["", `> ${process.env.BENCH_NOTE}`] : []),
    "",
    "Command: `npm run bench:cluster` (needs PostgreSQL, Redis and nginx as `npm run test:cluster` does:",
    "`TEST_DATABASE_URL`, `TEST_REDIS_URL`). It builds, then for each size starts a fresh database, the",
    "instances of the built server in production mode and nginx with deploy/nginx's configuration",
    "(cluster/harness.ts), and sends shoppers through nginx. " +
      `${SHOPPERS} shoppers at once, each visiting again as soon as a visit ends (no think time), ${WARM_UP_SECONDS} s of warm-up, then ${SECONDS} s measured.`,
    "A visit comes from a loopback address of its own (the forms' limit of 20 a minute per address stays",
    "on): home page, shop, a search, a product page, its reviews; every fourth visit buys (cart page,",
    "delivery check, create-order, the test gateway's payment, verify, which takes the stock and issues",
    "the GST invoice), every fourth other one sends the contact form (the sale-day rounds are described under Sale day). Pages ask for HTML with",
    "`Accept-Encoding: gzip, br`; the bare route is the same shoppers sending six GETs a visit to a bare",
    "Fastify JSON route (perf/src/bare-server.ts) directly. `BENCH_SHOPPERS`, `BENCH_SECONDS`, `BENCH_WARM_UP_SECONDS`,",
    "`BENCH_INSTANCES`, `BENCH_SALE_INSTANCES` (empty: no sale-day rounds) change the run; `BENCH_NOTE` adds a note at the top;",
    "`BENCH_NODE_OPTIONS` is passed to the instances as `NODE_OPTIONS` (say, `--require` a profiler).",
    "",
    "## Throughput",
    "",
    table(
      ["setup", "requests/s", "% of bare", "visits/s", "orders paid/s", "p50 ms", "p99 ms", "errors", "statuses", "host load (start → end)"],
      rounds.map((round) => [
        round.name,
        `**${round.total.perSecond}**`,
        round === bare ? "100%" : percent(round.total.perSecond),
        round === bare ? "" : round.visitsPerSecond,
        round === bare ? "" : round.ordersPaidPerSecond,
        round.total.p50Ms,
        round.total.p99Ms,
        `${round.total.errors} (${round.total.requests ? Math.round((round.total.errors / round.total.requests) * 10_000) / 100 : 0}%)`,
        round.total.statuses,
        round.load ? `${round.load.start} → ${round.load.end}` : "",
      ]),
    ),
    "",
    "## Where the time went (cores kept busy during the measured seconds)",
    "",
    table(
      ["setup", ...groups],
      rounds.map((round) => [round.name, ...groups.map((group) => round.cores[group] ?? 0)]),
    ),
    "",
    "PostgreSQL sessions of the shop's database that were active, on average over the run, and what",
    "they waited on (sampled every 100 ms; `on CPU` is working, `Lock` is waiting for a row or table lock):",
    "",
    ...shops.map((round) => `- ${round.name}: ${round.database?.activeSessions ?? 0} active; ${Object.entries(round.database?.byWait ?? {}).map(([wait, n]) => `${wait} ${n}`).join(", ") || "none"}`),
    "",
    "The statements waiting on a lock most (sessions on average), and what held them up:",
    "",
    ...shops.flatMap((round) => [
      `- ${round.name}:`,
      ...Object.entries(round.database?.lockWaits ?? {}).map(([wait, n]) => `  - ${n}: \`${wait.replaceAll("`", "'")}\``),
    ]),
    "",
    "Pages by the instance's `X-Cache` (HIT kept, STALE kept while a render replaces it, MISS rendered). A copy nginx's shared",
    "cache kept carries the `X-Cache` of the answer it was kept from, so behind nginx these count copies, not renders: the",
    "renders are counted below.",
    "",
    ...shops.map((round) => {
      const pages = Object.values(round.pageCache).reduce((sum, n) => sum + n, 0);
      return `- ${round.name}: ${Object.entries(round.pageCache).sort(([a], [b]) => a.localeCompare(b)).map(([answer, n]) => `${answer} ${n} (${Math.round((n / pages) * 1000) / 10}%)`).join(", ")}`;
    }),
    "",
    "Renders against page requests, counted per render (one render that served many requests, waiting on it at an instance or",
    "kept by nginx's shared cache, counts once; a render is known by its ETag and Server-Timing), and nginx's `X-Shared-Cache`:",
    "",
    ...shops.map((round) =>
      round.renders
        ? `- ${round.name}: ${round.renders.renders} renders for ${round.renders.pages} pages: **${round.renders.hitRate}%** served without a render; nginx ${Object.entries(round.renders.shared).sort(([a], [b]) => a.localeCompare(b)).map(([answer, n]) => `${answer} ${n}`).join(", ") || "-"}`
        : `- ${round.name}: no pages`,
    ),
    "",
    ...saleSection(shops),
    "Requests by instance (nginx's `least_conn`):",
    "",
    ...shops.map((round) => `- ${round.name}: ${Object.entries(round.byInstance).sort(([a], [b]) => a.localeCompare(b)).map(([instance, n]) => `${instance} ${n}`).join(", ")}`),
    "",
    ...shops.flatMap((round) => [
      `## ${round.name}, by request`,
      "",
      table(
        ["request", "requests/s", "p50 ms", "p99 ms", "errors", "statuses"],
        round.byKind.map((kind) => [kind.kind, kind.perSecond, kind.p50Ms, kind.p99Ms, kind.errors, kind.statuses]),
      ),
      "",
    ]),
  ];
  return `${lines.join("\n")}\n`;
}

const found = await clusterServices();
if ("missing" in found) {
  console.error(`npm run bench:cluster needs PostgreSQL, Redis, nginx and the build: ${found.missing}.`);
  process.exit(1);
}
const run = Date.now().toString(36);
const host = machine();
const rounds: Round[] = [await bareRound()];
for (const instances of INSTANCE_COUNTS) rounds.push(await clusterRound(found.services, instances, run));
for (const instances of SALE_INSTANCES) {
  rounds.push(await clusterRound(found.services, instances, run, { kind: "sale", searching: false }));
  rounds.push(await clusterRound(found.services, instances, run, { kind: "sale", searching: true }));
}
const markdown = report(rounds, host, new Date().toISOString());
writeFileSync(join(reportsDir, "cluster-bench.json"), `${JSON.stringify({ machine: host, shoppers: SHOPPERS, seconds: SECONDS, rounds }, null, 2)}\n`);
writeFileSync(join(reportsDir, "cluster-bench.md"), markdown);
console.log(markdown);
process.exit(0);
