/**
 * One page for /sitemap.xml. A service that owns pages with their own addresses (blog posts,
 * products) offers them through an optional `sitemapEntries()` method; the seo module collects
 * them from every service without knowing which ones have it.
 */
export type SitemapEntry = {
  /** The page's path on the site, starting with "/". */
  path: string;
  /** When the page's content last changed. */
  lastModified?: Date;
};

export type SitemapSource = {
  sitemapEntries(): Promise<readonly SitemapEntry[]>;
};
