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
