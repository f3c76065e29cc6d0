import type { SiteServices } from "@urjavolt/contract/load-context";

declare module "react-router" {
  interface AppLoadContext {
    services: SiteServices;
    /** The site's public address (SITE_URL), no trailing slash. */
    siteUrl: string;
    /** Why a form post to a page is refused before it is read (the forms' rate limit), if it is. */
    formRefusal?: string | undefined;
  }
}

export {};
