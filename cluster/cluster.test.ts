import { readdirSync } from "node:fs";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CLUSTER_ADMIN, Cluster, repoRoot, waitFor } from "./harness.ts";
import { type Answer, Customer, buyer, contact, customerAddresses } from "./http.ts";

const setup = inject("cluster");
const skipped = "skipped" in setup ? setup.skipped : undefined;


const run = Date.now().toString(36);
const RENDERS_AT_ONCE = 2;

describe.skipIf(skipped !== undefined)("nginx in front of three instances on one PostgreSQL and Redis", () => {
  let cluster: Cluster;
  const nextAddress = customerAddresses();
  const customers: Customer[] = [];
  const newCustomer = () => {
    const customer = new Customer(nextAddress());
    customers.push(customer);
    return customer;
  };
  /** nginx, then each instance directly, in turn. */
  const bases = () => [cluster.nginxBase, ...cluster.instances.map((instance) => instance.base)];
  const instanceBases = () => cluster.instances.map((instance) => instance.base);

  beforeAll(async () => {
    // Two renders at once per instance, so a burst of new pages overloads the cluster on any machine.
    if ("services" in setup) cluster = await Cluster.start({ ...setup.services, instances: 3, env: { PAGE_RENDER_CONCURRENCY: String(RENDERS_AT_ONCE) } });
  });

  afterAll(async () => {
    for (const customer of customers) customer.close();
    await cluster?.close();
  });

  it("spreads requests over every instance, passes the request id on, and serves the build's assets itself", async () => {
    const customer = newCustomer();
    const upstreams = new Set<string>();
    for (let i = 0; i < 9; i++) {
      const answer = await customer.get(cluster.nginxBase, "/api/v1/health");
      expect(answer.status).toBe(200);
      upstreams.add(String(answer.headers["x-cluster-upstream"]));
    }
    expect([...upstreams].sort()).toEqual(cluster.instances.map((instance) => `127.0.0.1:${instance.port}`).sort());

    const traced = await customer.get(cluster.nginxBase, "/api/v1/health", { headers: { "x-request-id": `cluster-${run}` } });
    expect(traced.headers["x-request-id"]).toBe(`cluster-${run}`);
    const untraced = await customer.get(cluster.nginxBase, "/api/v1/health");
    expect(untraced.headers["x-request-id"]).toMatch(/^[\w.:-]{8,128}$/);

    // A page comes compressed by the server, once (nginx's gzip is off in front of it).
    const page = await customer.get(cluster.nginxBase, "/", { headers: { accept: "text/html", "accept-encoding": "br" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");

    const asset = readdirSync(join(repoRoot, "web", "build", "client", "assets")).find((name) => name.endsWith(".js"));
    expect(asset).toBeDefined();
    const served = await customer.get(cluster.nginxBase, `/assets/${asset}`);
    expect(served.status).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-cluster-upstream"]).toBeUndefined();
    expect((await customer.get(cluster.nginxBase, "/assets/no-such-file.js")).status).toBe(404);
  });

  it("refuses a body larger than any route takes at nginx, and passes the largest one on", async () => {
    const customer = newCustomer();
    const tooLarge = await customer.send(cluster.nginxBase, "POST", "/api/v1/contactsubmit", { json: { message: "x".repeat(7 * 1024 * 1024) } });
    expect(tooLarge.status).toBe(413);
    // Under nginx's limit, the route's own limit (32 kB for a form) answers, with the server's envelope.
    const overForm = await customer.send(cluster.nginxBase, "POST", "/api/v1/contactsubmit", { json: { ...contact("big@example.in"), message: "x".repeat(64 * 1024) } });
    expect(overForm.status).toBe(413);
    expect(overForm.json()).toHaveProperty("message");
  });

  it("counts a form's rate limit across the instances, directly and through nginx", async () => {
    const direct = newCustomer();
    for (let i = 0; i < 20; i++) {
      const answer = await direct.post(instanceBases()[i % 3]!, "/api/v1/contactsubmit", contact(`limit-direct-${run}@example.in`));
      expect(answer.status, answer.text).toBe(201);
    }
    for (const base of instanceBases()) expect((await direct.post(base, "/api/v1/contactsubmit", contact(`limit-direct-${run}@example.in`))).status).toBe(429);

    const proxied = newCustomer();
    for (let i = 0; i < 20; i++) expect((await proxied.post(cluster.nginxBase, "/api/v1/contactsubmit", contact(`limit-nginx-${run}@example.in`))).status).toBe(201);
    expect((await proxied.post(cluster.nginxBase, "/api/v1/contactsubmit", contact(`limit-nginx-${run}@example.in`))).status).toBe(429);
    // nginx's X-Forwarded-For is what was counted: another customer through the same nginx is not limited.
    expect((await newCustomer().post(cluster.nginxBase, "/api/v1/contactsubmit", contact(`limit-other-${run}@example.in`))).status).toBe(201);

    // The counters are in Redis, per customer address.
    if (!("services" in setup)) return;
    const redis = new Redis(new URL("/9", setup.services.redisUrl).href);
    try {
      const keys = await redis.keys(`urjavolt-rate-limit:*${proxied.address}*`);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it("throttles sign-in attempts counted on every instance together", async () => {
    const customer = newCustomer();
    const attempt = (base: string) => customer.post(base, "/api/v1/admin/session", { email: `nobody-${run}@urjavolt.test`, password: "not-the-password-1" });
    // Five failures per e-mail and address (decision 013), each on another instance.
    for (let i = 0; i < 5; i++) expect((await attempt(instanceBases()[i % 3]!)).status).toBe(401);
    const refused = await attempt(instanceBases()[2]!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt(cluster.nginxBase)).status).toBe(429);
  });

  it("keeps a staff session on every instance, and ends it on every instance", async () => {
    const staff = newCustomer();
    const signedIn = await staff.post(cluster.nginxBase, "/api/v1/admin/session", CLUSTER_ADMIN);
    expect(signedIn.status, signedIn.text).toBe(200);
    const { csrfToken } = signedIn.json<{ csrfToken: string }>();
    for (const base of bases()) {
      const session = await staff.get(base, "/api/v1/admin/session");
      expect(session.status).toBe(200);
      expect(session.json()).toMatchObject({ staff: { email: CLUSTER_ADMIN.email }, csrfToken });
      expect((await staff.get(base, "/api/v1/admin/dashboard")).status).toBe(200);
    }
    // Signed out on one instance, the session's cookie opens nothing on any other.
    const cookie = staff.cookieHeader();
    const signedOut = await staff.send(instanceBases()[2]!, "DELETE", "/api/v1/admin/session", { headers: { "x-csrf-token": csrfToken } });
    expect(signedOut.status).toBe(204);
    for (const base of bases()) expect((await staff.get(base, "/api/v1/admin/session", { headers: { cookie } })).status).toBe(401);
  });

  it("sells the last 3 units to 3 of 20 buyers racing over the instances, and never more", async () => {
    const [product] = (await cluster.sql.query<{ id: number }>("select id from products where stock > 0 order by id limit 1")).rows;
    expect(product).toBeDefined();
    await cluster.sql.query("update products set stock = 3, reserved = 0 where id = $1", [product!.id]);

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const customer = newCustomer();
        const at = (step: number) => bases()[(i + step) % 4]!;
        const created = await customer.post(at(0), "/api/v1/placeOrderpayment/create-order", {
          ...buyer(`racer-${i}-${run}@example.in`),
          product_data: [{ product_id: product!.id, quantity: 1 }],
          coupon_code: null,
        });
        if (created.status !== 201) return { created: created.status };
        const { order_id } = created.json<{ order_id: string }>();
        const payment = await customer.post(at(1), "/api/v1/test-gateway/pay", { order_id, outcome: "success" });
        const verified = await customer.post(at(2), "/api/v1/payment/verifyPlaceOrderPayment", payment.json());
        return { created: created.status, verified: verified.status, refundDue: verified.json<{ refund_due?: boolean }>().refund_due ?? false };
      }),
    );
    expect(outcomes.filter((outcome) => outcome.created === 201)).toEqual(Array.from({ length: 3 }, () => ({ created: 201, verified: 200, refundDue: false })));
    expect(outcomes.filter((outcome) => outcome.created !== 201)).toEqual(Array.from({ length: 17 }, () => ({ created: 409 })));

    const [left] = (await cluster.sql.query<{ stock: number; reserved: number }>("select stock, reserved from products where id = $1", [product!.id])).rows;
    expect(left).toEqual({ stock: 0, reserved: 0 });
    const [paid] = (await cluster.sql.query<{ count: string }>("select count(*) from orders where status = 'paid' and email like $1", [`racer-%-${run}@example.in`])).rows;
    expect(Number(paid!.count)).toBe(3);
    // Tax invoices numbered on three instances at once: no repeat and no gap (decision 011); receipts,
    // which are not tax documents, from a sequence that never makes a payment wait: no repeat.
    const serials = async (query: string) => (await cluster.sql.query<{ number: string }>(query)).rows.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b);
    const receipts = await serials("select receipt_number as number from orders where receipt_number is not null");
    const invoices = await serials("select number from invoices");
    expect(receipts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(receipts).size).toBe(receipts.length);
    expect(invoices).toEqual(invoices.map((_, index) => index + 1));
    expect(invoices.length).toBe(receipts.length);
  });

  it("sends every e-mail of 50 enquiries made over the instances exactly once", async () => {
    const sent = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const email = `enquirer-${i}-${run}@example.in`;
        const answer = await newCustomer().post(bases()[i % 4]!, "/api/v1/contactsubmit", contact(email));
        expect(answer.status).toBe(201);
        return { email, reference: answer.json<{ reference: string }>().reference };
      }),
    );
    const references = sent.map((enquiry) => enquiry.reference);
    // Every one of the 100 e-mails (the customer's confirmation and the staff notice) leaves the outbox.
    await waitFor("the outbox to send the enquiries' e-mails", 90_000, async () => {
      const [waiting] = (
        await cluster.sql.query<{ count: string }>(
          "select count(*) from outbox where status <> 'sent' and (to_address = any($1) or subject ~ $2)",
          [sent.map((enquiry) => enquiry.email), references.join("|")],
        )
      ).rows;
      return Number(waiting!.count) === 0;
    });
    const mails = await cluster.mailbox();
    for (const { email, reference } of sent) {
      expect(mails.filter((mail) => mail.to.includes(email)).map((mail) => mail.subject), email).toEqual([expect.stringContaining(reference)]);
      expect(mails.filter((mail) => mail.to.includes(cluster.staffEmail) && mail.subject.includes(reference)).length, reference).toBe(1);
    }
  });

  it("loses no acknowledged write when an instance is killed (kill -9) under load, and routes around it", async () => {
    const load = steadyLoad(() => cluster.nginxBase, newCustomer);
    await load.until((requests) => requests.filter((request) => request.status === 201).length >= 30);
    const killedAt = performance.now();
    await cluster.kill(1);
    const killed = performance.now();
    await load.until((requests) => requests.filter((request) => request.startedAt > killed && request.status === 201).length >= 60);
    const requests = await load.stop();

    // Whatever was acknowledged is in the database.
    const acknowledged = requests.filter((request) => request.reference !== undefined).map((request) => request.reference!);
    const stored = await cluster.sql.query<{ reference: string }>("select reference from enquiries where reference = any($1)", [acknowledged]);
    expect(stored.rows.map((row) => row.reference).sort()).toEqual([...acknowledged].sort());
    // Only a request the killed instance was working on may fail; every one sent after it died is answered.
    const failedLater = requests.filter((request) => !answered(request) && request.startedAt > killedAt);
    expect(failedLater.filter((request) => request.startedAt > killed), JSON.stringify(failedLater)).toEqual([]);

    await cluster.ensureRunning();
  });

  it("restarts all three instances one after another under load without failing a request, as deploy/README.md updates them", async () => {
    const load = steadyLoad(() => cluster.nginxBase, newCustomer);
    try {
      await load.until((requests) => requests.length >= 20);
      for (const instance of cluster.instances) {
        const address = `127.0.0.1:${instance.port}`;
        // deploy/drain on: once it returns, nginx sends the instance nothing more.
        await cluster.drain("on", instance.index);
        const drained = performance.now();
        expect(cluster.upstream()).toMatch(new RegExp(`server ${address.replaceAll(".", "\\.")} [^;]* down;`));
        await load.until((requests) => requests.filter((request) => request.startedAt > drained).length >= 10);
        await cluster.stop(instance.index);
        await cluster.startInstance(instance.index);
        const back = performance.now();
        const sentWhileDrained = (await load.until(() => true)).filter((request) => request.startedAt > drained && request.startedAt < back);
        expect(sentWhileDrained.filter((request) => request.upstream?.includes(address)), address).toEqual([]);
        await cluster.drain("off", instance.index);
        // Requests reach the restarted instance again before the next one is drained.
        await load.until((requests) => requests.some((request) => request.startedAt > back && request.upstream === address));
      }
    } finally {
      const requests = await load.stop();
      await cluster.drain("off", 0).catch(() => {});
      await cluster.ensureRunning();
      expect(requests.filter((request) => !answered(request))).toEqual([]);
    }
  });

  it("refuses to drain an address that is not in the upstream, and leaves the file as it was", async () => {
    const before = cluster.upstream();
    await expect(cluster.drainAddress("on", `127.0.0.1:${cluster.nginxBase.split(":").at(-1)}`)).rejects.toThrow(/has 0 server lines for 127\.0\.0\.1:\d+; expected exactly one/);
    await expect(cluster.drainAddress("on", "127.0.0.1:3001; server evil")).rejects.toThrow(/usage: deploy\/drain/);
    expect(cluster.upstream()).toBe(before);
    // Twice in a row is harmless.
    await cluster.drain("on", 1);
    await expect(cluster.drain("on", 1)).resolves.toContain("already down");
    await cluster.drain("off", 1);
    expect(cluster.upstream()).toBe(before);
  });

  it("answers live and ready on every instance, and turns ready to 503 while it drains", async () => {
    const customer = newCustomer();
    for (const base of bases()) {
      expect((await customer.get(base, "/api/v1/health/live")).status).toBe(200);
      expect((await customer.get(base, "/api/v1/health/ready")).status).toBe(200);
    }
  });

  it("sheds twice the load it can render with fast 503s and Retry-After, never a 502, keeps every instance in rotation and serves kept pages meanwhile", async () => {
    const html = { headers: { accept: "text/html", "accept-encoding": "br" } };
    const shopper = newCustomer();
    // The home page is in the shared cache before the burst.
    expect((await shopper.get(cluster.nginxBase, "/", html)).status).toBe(200);
    const burst: { status: number; ms: number; retryAfter?: string; upstream: string }[] = [];
    const until = performance.now() + 4_000;
    // Twice as many visitors at once as the cluster renders pages at once, each asking for a new search.
    const streams = Array.from({ length: 2 * RENDERS_AT_ONCE * cluster.instances.length }, async (_, i) => {
      const customer = newCustomer();
      for (let n = 0; performance.now() < until; n++) {
        const started = performance.now();
        const answer = await customer.get(cluster.nginxBase, `/shop-online?q=overload-${run}-${i}-${n}`, html);
        burst.push({ status: answer.status, ms: performance.now() - started, retryAfter: answer.headers["retry-after"] as string | undefined, upstream: String(answer.headers["x-cluster-upstream"]) });
      }
    });
    const kept: { status: number; ms: number }[] = [];
    const browsing = (async () => {
      while (performance.now() < until) {
        const started = performance.now();
        kept.push({ status: (await shopper.get(cluster.nginxBase, "/", html)).status, ms: performance.now() - started });
      }
    })();
    await Promise.all([...streams, browsing]);

    const statuses = new Set(burst.map((answer) => answer.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503), JSON.stringify([...statuses])).toEqual([]);
    const shed = burst.filter((answer) => answer.status === 503);
    expect(shed.length, "some requests were shed").toBeGreaterThan(0);
    expect(burst.filter((answer) => answer.status === 200).length, "some were served").toBeGreaterThan(0);
    for (const answer of shed) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // Each 503 came from the one instance that shed it: nginx did not pass it on to another.
    for (const answer of burst) expect(answer.upstream).toMatch(/^127\.0\.0\.1:\d+$/);
    // Shedding is fast: a visitor turned away is told at once, not after a queue.
    const shedMs = shed.map((answer) => answer.ms).sort((a, b) => a - b);
    expect(shedMs[Math.floor(shedMs.length / 2)]!).toBeLessThan(250);
    // The kept pages were served all along.
    expect(kept.filter((answer) => answer.status !== 200)).toEqual([]);
    // Every instance is still in rotation: nginx sends requests to all three right after.
    const upstreams = new Set<string>();
    for (let i = 0; i < 12; i++) upstreams.add(String((await shopper.get(cluster.nginxBase, "/api/v1/health")).headers["x-cluster-upstream"]));
    expect([...upstreams].sort()).toEqual(cluster.instances.map((instance) => `127.0.0.1:${instance.port}`).sort());
  });

  it("keeps public pages in nginx's shared cache for a second, and never a personal one", async () => {
    const customer = newCustomer();
    const html = { headers: { accept: "text/html", "accept-encoding": "gzip, br" } };
    const path = `/shop-online?q=shared-${run}`;
    const first = await customer.get(cluster.nginxBase, path, html);
    expect(first.status).toBe(200);
    expect(first.headers["x-shared-cache"]).toBe("MISS");
    expect(first.headers["x-accel-expires"]).toBeUndefined();
    const second = await customer.get(cluster.nginxBase, path, html);
    expect(second.headers["x-shared-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    // Another browser's way of asking for the same encoding shares the copy; plain text has one of its own.
    expect((await customer.get(cluster.nginxBase, path, { headers: { accept: "text/html", "accept-encoding": "br;q=1.0, gzip;q=0.8" } })).headers["x-shared-cache"]).toBe("HIT");
    const plain = await customer.get(cluster.nginxBase, path, { headers: { accept: "text/html" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toContain("</html>");
    // Old after a second: one request goes to an instance while the kept copy is served.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(["EXPIRED", "UPDATING", "STALE", "REVALIDATED", "HIT"]).toContain((await customer.get(cluster.nginxBase, path, html)).headers["x-shared-cache"]);
    for (const personal of ["/cart", "/checkout", "/admin"]) {
      for (let i = 0; i < 2; i++) expect((await customer.get(cluster.nginxBase, personal, html)).headers["x-shared-cache"], personal).toBe("BYPASS");
    }
  });

  it("serves a change made on one instance from the others within a second", async () => {
    const [product] = (await cluster.sql.query<{ id: number }>("select id from products order by id desc limit 1")).rows;
    const path = `/api/v1/productData/${product!.id}`;
    const staff = newCustomer();
    const [writer, ...readers] = instanceBases() as [string, ...string[]];
    const signedIn = await staff.post(writer, "/api/v1/admin/session", CLUSTER_ADMIN);
    expect(signedIn.status).toBe(200);
    const { csrfToken } = signedIn.json<{ csrfToken: string }>();
    const page = `/productDetail/${product!.id}`;
    const html = { headers: { accept: "text/html" } };
    // Every reader has the product, and its page, in its caches before it changes.
    for (const base of readers) {
      expect((await staff.get(base, path)).status).toBe(200);
      expect((await staff.get(base, page, html)).status).toBe(200);
    }
    const current = (await staff.get(writer, `/api/v1/admin/products/${product!.id}`)).json<{ name: string }>();
    const name = `${current.name.slice(0, 150)} (${run})`;
    const saved = await staff.send(writer, "PUT", `/api/v1/admin/products/${product!.id}`, { json: { ...current, name }, headers: { "x-csrf-token": csrfToken } });
    expect(saved.status, saved.text).toBe(200);
    const shownName = async (base: string) => (await staff.get(base, path)).json<{ product_name: string }>().product_name;
    // The instance that saved it shows it at once (its own caches are dropped on the write).
    expect(await shownName(writer)).toBe(name);
    for (const base of readers) {
      await expect.poll(() => shownName(base), { timeout: 1_000, interval: 50 }).toBe(name);
      await expect.poll(async () => (await staff.get(base, page, html)).text.includes(`(${run})`), { timeout: 1_000, interval: 50 }).toBe(true);
    }
  });

});

const answered = (request: LoadRequest) => request.status === 200 || request.status === 201;

/** One request of the steady load: when it started and ended, its answer, and which instance nginx sent it to (`upstream`, several when it moved on). */
type LoadRequest = { startedAt: number; endedAt: number; status: number; upstream?: string; reference?: string; error?: string };

/**
 * Steady load through nginx: six buyers at a time, each request a contact form (a write) or a
 * product read, each customer sending a few before the next takes over (the forms' limit is 20 a
 * minute per address). Every request is kept with when it started and how it ended.
 */
function steadyLoad(base: () => string, newCustomer: () => Customer) {
  const requests: LoadRequest[] = [];
  let running = true;
  let sent = 0;
  const worker = async () => {
    let customer = newCustomer();
    let used = 0;
    while (running) {
      if (used === 10) {
        customer = newCustomer();
        used = 0;
      }
      used += 1;
      sent += 1;
      const write = sent % 3 !== 0;
      const startedAt = performance.now();
      let answer: Answer | undefined;
      let error: string | undefined;
      try {
        answer = write
          ? await customer.post(base(), "/api/v1/contactsubmit", contact(`load-${sent}-${run}@example.in`))
          : await customer.get(base(), "/api/v1/productData");
      } catch (failure) {
        error = (failure as Error).message;
      }
      requests.push({
        startedAt,
        endedAt: performance.now(),
        status: answer?.status ?? 0,
        ...(answer?.headers["x-cluster-upstream"] !== undefined && { upstream: String(answer.headers["x-cluster-upstream"]) }),
        ...(write && answer?.status === 201 && { reference: answer.json<{ reference: string }>().reference }),
        ...(error !== undefined && { error }),
        ...(answer && answer.status >= 400 && { error: answer.text.slice(0, 200) }),
      });
    }
  };
  const workers = Array.from({ length: 6 }, worker);
  return {
    /** Waits until `enough` says the requests so far are enough; answers them. */
    async until(enough: (requests: LoadRequest[]) => boolean): Promise<LoadRequest[]> {
      await waitFor("enough requests of the steady load", 60_000, async () => enough(requests));
      return requests;
    },
    async stop(): Promise<LoadRequest[]> {
      running = false;
      await Promise.all(workers);
      return requests;
    },
  };
}
