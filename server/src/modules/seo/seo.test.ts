import { site } from "@urjavolt/contract/site";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helper.ts";
import { sitemapXml } from "./seo-service.ts";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("GET /sitemap.xml", () => {
  const t = useTestApp("pglite", {
    extend: async (app) => {
      // Stand-ins for services that own pages: one lists its pages, one fails.
      Object.assign(app.services, {
        testPosts: { sitemapEntries: async () => [{ path: "/blog-details/7", lastModified: new Date("2026-11-02T10:00:00Z") }] },
        testBroken: {
          sitemapEntries: async () => {
            throw new Error("database down");
          },
        },
      });
    },
  });

  it("lists every public page on the configured website, and the pages services offer", async () => {
    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const urls = locs(response.body);
    for (const path of ["/", "/about-us", "/contact-us", "/solar-batteries", "/lithiumion-inverter", "/warranty", "/shop-online", "/privacypolicy"]) {
      expect(urls).toContain(new URL(path, site.websiteUrl).href);
    }
    expect(urls).not.toContain(new URL("/cart", site.websiteUrl).href);
    expect(urls).not.toContain(new URL("/checkout", site.websiteUrl).href);
    expect(response.body).toContain(`<loc>${new URL("/blog-details/7", site.websiteUrl).href}</loc><lastmod>2026-11-02</lastmod>`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("escapes addresses", () => {
    expect(sitemapXml([{ path: "/search?q=a&b=<c>" }], "https://example.test")).toContain("<loc>https://example.test/search?q=a&amp;b=%3Cc%3E</loc>");
  });
});

describe("GET /robots.txt", () => {
  const t = useTestApp("pglite");

  it("allows crawling, keeps the API out and names the sitemap", async () => {
    const response = await t.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Allow: \/$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
    expect(response.body).toContain(`Sitemap: ${site.websiteUrl}/sitemap.xml`);
  });
});
