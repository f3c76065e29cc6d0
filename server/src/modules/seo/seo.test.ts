import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helper.ts";
import { sitemapXml } from "./seo-service.ts";

/** The address the shop is configured with: every absolute URL is on it. */
const SITE_URL = "https://shop.urjavolt.test";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("GET /sitemap.xml", () => {
  const t = useTestApp("pglite", { seed: true, env: { SITE_URL: `${SITE_URL}/` } });

  it("lists every public page on the site's address (SITE_URL), every product and every blog post", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const urls = locs(response.body);
    for (const path of ["/", "/about-us", "/contact-us", "/solar-batteries", "/lithiumion-inverter", "/warranty", "/shop-online", "/privacypolicy"]) {
      expect(urls).toContain(new URL(path, SITE_URL).href);
      expect(urls).toContain(new URL(path === "/" ? "/hi" : `/hi${path}`, SITE_URL).href);
    }
    expect(urls).not.toContain(new URL("/cart", SITE_URL).href);
    expect(urls).not.toContain(new URL("/checkout", SITE_URL).href);
    expect(urls.filter((url) => url?.includes("/admin"))).toEqual([]);

    const products = (await t.app.inject({ url: "/api/v1/productData" })).json() as { data: { id: number }[] };
    const posts = (await t.app.inject({ url: "/api/v1/listblogapi" })).json() as { data: { id: number }[] };
    expect(products.data.length).toBeGreaterThan(0);
    expect(posts.data.length).toBeGreaterThan(0);
    for (const { id } of products.data) expect(urls).toContain(new URL(`/productDetail/${id}`, SITE_URL).href);
    for (const { id } of products.data) expect(urls).toContain(new URL(`/pa/productDetail/${id}`, SITE_URL).href);
    for (const { id } of posts.data) expect(urls).toContain(new URL(`/blog-details/${id}`, SITE_URL).href);
    expect(response.body).toMatch(/<loc>[^<]+\/blog-details\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(response.body).not.toContain("undefined");
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url?.startsWith(`${SITE_URL}/`))).toBe(true);
  });

  it("still answers with the fixed pages when a service fails", async () => {
    await t.database.close();
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(locs(response.body)).toContain(new URL("/about-us", SITE_URL).href);
  });

  it("lists each public page in English, Hindi and Punjabi with the others as alternates, and the account once (decision 056)", () => {
    const xml = sitemapXml([{ path: "/shop-online" }, { path: "/" }, { path: "/account" }], "https://example.test");
    expect(locs(xml)).toEqual([
      "https://example.test/shop-online",
      "https://example.test/hi/shop-online",
      "https://example.test/pa/shop-online",
      "https://example.test/",
      "https://example.test/hi",
      "https://example.test/pa",
      "https://example.test/account",
    ]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://example.test/shop-online"/>' +
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://example.test/hi/shop-online"/>' +
      '<xhtml:link rel="alternate" hreflang="pa-IN" href="https://example.test/pa/shop-online"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.test/shop-online"/>';
    expect(xml).toContain(`<url><loc>https://example.test/pa/shop-online</loc>${alternates}</url>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("<url><loc>https://example.test/account</loc></url>");
  });

  it("escapes addresses", () => {
    expect(sitemapXml([{ path: "/search?q=a&b=<c>" }], "https://example.test")).toContain("<loc>https://example.test/search?q=a&amp;b=%3Cc%3E</loc>");
  });
});

describe("GET /robots.txt", () => {
  const t = useTestApp("pglite", { env: { SITE_URL } });

  it("allows crawling, keeps the API out and names the sitemap", async () => {
    const response = await t.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Allow: \/$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
    expect(response.body).toMatch(/^Disallow: \/admin$/m);
    expect(response.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
