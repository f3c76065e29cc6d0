import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { paths } from "@urjavolt/contract/paths";
import { site } from "@urjavolt/contract/site";
import { describe, expect, it, vi } from "vitest";
import { loadServerBuild } from "./http/site.ts";
import { webClientBuild } from "./paths.ts";
import { useTestApp } from "./test/helper.ts";

/** The shop's public address: pages print it, never the address they were asked on. */
const SITE_URL = "https://shop.urjavolt.test";

describe("the site", () => {
  const t = useTestApp("pglite", { site: true, seed: true, env: { SITE_URL } });

  it("renders the home page on the server", async () => {
    const response = await t.app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("<h1");
    // Whole, with no streamed fallbacks, and the app's scripts start after the first paint.
    expect(response.body).not.toContain("$RC(");
    expect(response.body).not.toContain('rel="modulepreload"');
    expect(response.body).toMatch(/<script type="module">let started = false;\nconst start = async \(\) => \{/);
    expect(response.body).toContain("requestAnimationFrame(() => setTimeout(start));\nsetTimeout(start, 1000);</script>");
  });

  it("puts SITE_URL in canonical and Open Graph URLs and JSON-LD, from the server rather than the build", async () => {
    const home = (await t.app.inject({ url: "/" })).body;
    expect(home).toContain(`<link rel="canonical" href="${SITE_URL}/"/>`);
    expect(home).toContain(`<meta property="og:url" content="${SITE_URL}/"/>`);
    expect(home).toContain(`<meta property="og:image" content="${SITE_URL}/apple-touch-icon.png"/>`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)![1]!);
    expect(jsonLd).toMatchObject({ "@type": "Organization", url: SITE_URL, logo: `${SITE_URL}/images/brand/logo.svg` });

    const product = (await t.app.inject({ url: "/api/v1/productData" })).json().data[0];
    const page = (await t.app.inject({ url: `/productDetail/${product.id}?tab=reviews` })).body;
    expect(page).toContain(`<link rel="canonical" href="${SITE_URL}/productDetail/${product.id}"/>`);
    expect(page).toContain(`"url":"${SITE_URL}/productDetail/${product.id}"`);
    // No other address sneaks in (the request's host, a built-in default).
    const absolute = [...home.matchAll(/(?:href|content)="(https?:\/\/[^"/]+)/g)].map((match) => match[1]);
    const elsewhere = [site.parentCompany.url, site.careersUrl, ...site.social.map((link) => link.url)].map((url) => new URL(url).origin);
    expect(absolute.filter((origin) => origin !== SITE_URL && !elsewhere.includes(origin!))).toEqual([]);
  });

  it("renders other pages, and a 404 page for unknown paths", async () => {
    expect((await t.app.inject({ url: "/about-us" })).statusCode).toBe(200);
    const missing = await t.app.inject({ url: "/no-such-page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^text\/html/);
    expect(missing.body).toContain("<h1");
  });

  it("sends security headers, and a CSP that allows exactly the page's own inline scripts, by hash", async () => {
    const response = await t.app.inject({ url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/(^|;)style-src 'self'(;|$)/);
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "strict-origin-when-cross-origin",
      "strict-transport-security": expect.stringContaining("max-age="),
    });
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(csp)![1]!.split(" ");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // JSON-LD is data, never run: a policy has nothing to allow there.
    const inline = [...response.body.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(2);
    // The server's render mark is taken off before the page goes out (decision 025).
    expect(response.body).not.toContain("nonce=");
    for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(new Set(inline).size);
    // An injected script would have another hash: the policy names no other.
    expect(scriptSrc).not.toContain(`'sha256-${createHash("sha256").update("alert(1)").digest("base64")}'`);
  });

  it("allows every inline script the app writes on every page, and no page carries the render mark", async () => {
    const product = (await t.app.inject({ url: "/api/v1/productData" })).json().data[0];
    const urls = [...(Object.values(paths) as unknown[]).filter((path): path is string => typeof path === "string"), `/productDetail/${product.id}?tab=reviews`, paths.blogPost(1), "/no-such-page"];
    for (const url of urls) {
      const response = await t.app.inject({ url });
      if (!/^text\/html/.test(String(response.headers["content-type"]))) continue;
      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))![1]!.split(" ");
      const inline = [...response.body.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      for (const script of inline) expect(scriptSrc, url).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      expect(response.body, url).not.toContain("nonce=");
    }
  });

  it("never allows a script a review brought, by hash or otherwise", async () => {
    const product = (await t.app.inject({ url: "/api/v1/productData" })).json().data[0];
    const injected = 'alert("review")';
    const published = await t.app.inject({
      method: "POST",
      url: `/api/v1/publishReview/${product.id}`,
      remoteAddress: "203.0.113.77",
      payload: {
        review_stars: 5,
        review_title: `Great <script>${injected}</script>`,
        review_content: `Works well.</script><script>${injected}</script><img src=x onerror="${injected}">`,
        name: "Mallory",
        email: "mallory@example.in",
        product_id: product.id,
      },
    });
    expect(published.statusCode).toBe(201);
    const page = await t.app.inject({ url: `/productDetail/${product.id}?tab=reviews` });
    expect(page.statusCode).toBe(200);
    // React wrote the review as text; whatever the page holds, the policy names no hash of it.
    expect(page.body).toContain("Mallory");
    expect(page.body).not.toContain(`<script>${injected}`);
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(String(page.headers["content-security-policy"]))![1]!.split(" ");
    expect(scriptSrc).not.toContain(`'sha256-${createHash("sha256").update(injected).digest("base64")}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it("gives API answers a policy that lets them do nothing as a page, and static files the site's", async () => {
    const api = await t.app.inject({ url: "/api/v1/health" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["strict-transport-security"]).toContain("max-age=");
    expect(api.headers["x-frame-options"]).toBeUndefined();
    const file = await t.app.inject({ url: "/favicon.svg" });
    expect(file.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(file.headers["content-security-policy"]).toContain("script-src 'self' https://checkout.razorpay.com;");
  });

  it("keeps a public page in its cache, compressed, with an ETag, until the content changes", async () => {
    const first = await t.app.inject({ url: "/shop-online", headers: { "accept-encoding": "br" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await t.app.inject({ url: "/shop-online", headers: { "accept-encoding": "br" } });
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await t.app.inject({ url: "/shop-online", headers: { "if-none-match": etag } })).statusCode).toBe(304);

    // A product's price changes in the console: the next request renders the page again.
    const product = (await t.app.inject({ url: "/api/v1/productData" })).json().data[0];
    await t.app.services.catalogue.updateProduct(product.id, { discountedPricePaise: 123_400 });
    const changed = await t.app.inject({ url: "/shop-online" });
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain("₹1,234");
  });

  it("says where a miss's time went (Server-Timing), answers a hit in its own time, and never keeps an unknown path", async () => {
    const url = `/shop-online?q=timing-${Date.now()}`;
    const miss = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
    expect(miss.headers["x-cache"]).toBe("MISS");
    expect(String(miss.headers["server-timing"])).toMatch(/^render;dur=[\d.]+, db;dur=[\d.]+, compress;dur=[\d.]+$/);
    const hit = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(String(hit.headers["server-timing"])).toMatch(/^hit;dur=[\d.]+$/);
    for (let i = 0; i < 2; i++) {
      const unknown = await t.app.inject({ url: "/no-such-page-at-all" });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers["x-cache"]).toBeUndefined();
    }
    const noProduct = await t.app.inject({ url: "/productDetail/999999" });
    expect(noProduct.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/productDetail/999999" })).headers["x-cache"]).toBe("MISS");
  });

  it("never caches a page with someone's data in it", async () => {
    const page = await t.app.inject({ url: "/track-order?token=abc.def" });
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers.etag).toBeUndefined();
    const console = await t.app.inject({ url: "/admin" });
    expect(console.headers["cache-control"]).toBe("private, no-store");
  });

  it("carries a request id on every response", async () => {
    const response = await t.app.inject({ url: "/api/v1/health" });
    expect(response.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    const forwarded = await t.app.inject({ url: "/api/v1/health", headers: { "x-request-id": "proxy-42" } });
    expect(forwarded.headers["x-request-id"]).toBe("proxy-42");
  });

  it("compresses pages with brotli or gzip", async () => {
    const br = await t.app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const gzip = await t.app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("caches hashed assets for a year, and answers a missing one with a plain 404", async () => {
    const asset = readdirSync(join(webClientBuild, "assets")).find((name) => name.endsWith(".js"));
    expect(asset).toBeDefined();
    const response = await t.app.inject({ url: `/assets/${asset}`, headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    const missing = await t.app.inject({ url: "/assets/gone-1234abcd.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBeUndefined();
  });

  it("passes form posts to React Router with their bodies unread", async () => {
    const post = (url: string) =>
      t.app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "name=Asha" });
    // Not 415 from Fastify: the page's action reads the form (and refuses this one, field by field).
    const form = await post("/contact-us");
    expect(form.statusCode).toBe(400);
    expect(form.headers["content-type"]).toMatch(/^text\/html/);
    expect(form.body).toContain("Mobile number is required");
    // React Router logs the missing action it answers 405 for; that is the expected outcome here.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const noAction = await post("/about-us");
    quiet.mockRestore();
    expect(noAction.statusCode).toBe(405);
    expect(noAction.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("publishes the API description at /api/docs", async () => {
    const page = await t.app.inject({ url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/v1/promotions", "/api/v1/health"]));
    expect(doc.paths["/api/v1/promotions"].get.responses["200"].content["application/json"].schema.properties).toHaveProperty("data");
    // Pages and files are not part of the API.
    expect(Object.keys(doc.paths).every((path) => path.startsWith("/api/v1/"))).toBe(true);
    // Nor is the staff console's API, sign-in included; its routes still validate what they get.
    expect(Object.keys(doc.paths).filter((path) => path.includes("admin"))).toEqual([]);
    expect(JSON.stringify(doc)).not.toMatch(/\/admin|staff|csrf/i);
    const yaml = (await t.app.inject({ url: "/api/docs/yaml" })).body;
    expect(yaml).not.toContain("/admin");
    const invalid = await t.app.inject({ method: "POST", url: "/api/v1/admin/session", payload: { email: "not an e-mail", password: "" } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty("email");
  });

  it("denies powerful browser features to pages and API answers, leaving payment to this origin and Razorpay", async () => {
    const deniedEverywhere = ["camera=()", "microphone=()", "geolocation=()", "usb=()", "serial=()", "hid=()", "display-capture=()"];
    const policyOf = async (url: string) => String((await t.app.inject({ url })).headers["permissions-policy"]).split(", ");
    for (const url of ["/", "/checkout", "/store-locator", "/branch", "/favicon.svg", "/api/docs"]) {
      const policy = await policyOf(url);
      expect(policy, url).toEqual(expect.arrayContaining(deniedEverywhere));
      expect(policy, url).toContain('payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")');
    }
    for (const url of ["/api/v1/health", "/api/v1/no-such-thing", "/api/v1/admin/dashboard"]) {
      const policy = await policyOf(url);
      expect(policy, url).toEqual(expect.arrayContaining([...deniedEverywhere, "payment=()"]));
    }
    // Razorpay's frames are allowed by the page's CSP too, so the payment delegation can be used.
    const csp = String((await t.app.inject({ url: "/checkout" })).headers["content-security-policy"]);
    expect(csp).toContain("frame-src https://api.razorpay.com https://checkout.razorpay.com");
  });
});

describe("loadServerBuild", () => {
  it("says how to build the site when it is missing", async () => {
    await expect(loadServerBuild("/nowhere/index.js", "/nowhere/client")).rejects.toThrow("The site is not built: run npm run build");
  });
});
