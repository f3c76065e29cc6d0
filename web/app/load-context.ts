import type { SiteServices } from "@urjavolt/contract/load-context";

declare module "react-router" {
  interface AppLoadContext {
    services: SiteServices;
    /** The site's public address (SITE_URL), no trailing slash. */
    siteUrl: string;
  }
}

export {};
