import type { PromotionList } from "./promotions.ts";

/**
 * What the server hands React Router's loaders: the same services the API uses, so a page
 * arrives with its data in the HTML. Each feature adds its service here as it lands.
 */
export interface SiteServices {
  promotions: {
    listActive(now?: Date): Promise<PromotionList>;
  };
}

/**
 * The whole load context the server passes to React Router on every page request.
 * `cspNonce` is this response's Content-Security-Policy nonce: every inline <script> (and <style>)
 * the page renders must carry it, or the browser refuses to run it.
 */
export interface SiteLoadContext {
  services: SiteServices;
  cspNonce: string;
}
