import type { SiteServices } from "@urjavolt/contract/load-context";
import type { SitemapEntry } from "@urjavolt/contract/seo";
import type { FastifyBaseLogger } from "fastify";
import { isConsolePath, paths } from "@urjavolt/contract/paths";
import { htmlLang, isLocalizablePath, localizedPath, locales } from "@urjavolt/contract/locale";

/**
 * Transactional pages (a visitor's own cart and checkout) are public but not worth indexing.
 * Every other fixed path of the site's paths module is a page for the sitemap.
 */
const notIndexed = new Set<string>([paths.cart, paths.checkout]);

export const staticSitemapEntries: readonly SitemapEntry[] = (Object.values(paths) as unknown[])
  .filter((value): value is string => typeof value === "string" && !notIndexed.has(value) && !isConsolePath(value))
  .map((path) => ({ path }));

/**
 * The pages services own, each source named for the log. A source that fails is left out and
 * logged: the rest of the sitemap still goes out.
 */
function dynamicSources(services: SiteServices): [string, () => Promise<SitemapEntry[]>][] {
  return [
    [
      "catalogue",
      async () =>
        (await services.catalogue.sitemapEntries()).map((entry) => ({ path: paths.product(entry.id), lastModified: new Date(entry.updatedAt) })),
    ],
    [
      "blog",
      async () =>
        (await services.blog.listForSitemap()).map((entry) => ({ path: paths.blogPost(entry.id), lastModified: new Date(entry.updatedAt) })),
    ],
  ];
}

/** Every page of the sitemap: the fixed pages, then the products and blog posts. */
export async function collectSitemapEntries(services: SiteServices, log: FastifyBaseLogger): Promise<SitemapEntry[]> {
  const dynamic = await Promise.all(
    dynamicSources(services).map(async ([name, list]) => {
      try {
        return await list();
      } catch (error) {
        log.error({ err: error, service: name }, "sitemap: a service could not list its pages; leaving them out");
        return [];
      }
    }),
  );
  const seen = new Set<string>();
  return [...staticSitemapEntries, ...dynamic.flat()].filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[character]!);

/**
 * The sitemap protocol's XML, with absolute addresses on the site's public address (SITE_URL). A
 * public page is listed in English, Hindi and Punjabi (decision 056), each with the others as
 * `xhtml:link` alternates and the English one as `x-default`; the English-only pages (the account)
 * once.
 */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const baseUrl = `${siteUrl}/`;
  const address = (path: string) => escapeXml(new URL(path, baseUrl).href);
  const urls = entries.flatMap((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    if (!isLocalizablePath(entry.path)) return [`  <url><loc>${address(entry.path)}</loc>${lastModified}</url>`];
    const alternates = [
      ...locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${htmlLang[locale]}" href="${address(localizedPath(entry.path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(entry.path)}"/>`,
    ].join("");
    return locales.map((locale) => `  <url><loc>${address(localizedPath(entry.path, locale))}</loc>${lastModified}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Every crawler may read every page; the JSON API and the staff console are not for indexing. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: ${paths.admin.home}\n\nSitemap: ${new URL("/sitemap.xml", `${siteUrl}/`).href}\n`;
}
