/** One page for /sitemap.xml: the fixed pages, and the products and blog posts the services list. */
export type SitemapEntry = {
  /** The page's path on the site, starting with "/". */
  path: string;
  /** When the page's content last changed. */
  lastModified?: Date;
};
