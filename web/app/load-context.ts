import type { SiteServices } from "@urjavolt/contract/load-context";

declare module "react-router" {
  interface AppLoadContext {
    services: SiteServices;
    /** The catalogue ids a page's browser code may show, by its path (decision 056); unset in development. */
    pageMessageIds?: ((pathname: string) => ReadonlySet<string>) | undefined;
    /** The site's public address (SITE_URL), no trailing slash. */
    siteUrl: string;
    /** Why a form post to a page is refused before it is read (the forms' rate limit), if it is. */
    formRefusal?: string | undefined;
    /** The visitor's network address as the trusted proxy reports it (the sign-in codes' limits count it). */
    clientAddress?: string | undefined;
    /** This render's mark for the app's own inline scripts (lib/script-mark.ts); unset in development. */
    scriptMark?: string | undefined;
    /** Logs an error of this page request in the server's log, with its request id. */
    logError?: ((error: unknown) => void) | undefined;
  }
}

export {};
