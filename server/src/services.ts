import type { SiteServices } from "@urjavolt/contract/load-context";
import type { DatabaseConnection } from "./db/client.ts";
import { createHealthService } from "./modules/health/health-service.ts";
import { createPromotionsService } from "./modules/promotions/promotions-service.ts";
import { createCatalogueService } from "./modules/catalogue/catalogue-service.ts";
import { createBlogService } from "./modules/blog/blog-service.ts";
import { createStoresService } from "./modules/stores/stores-service.ts";
import { createEnquiriesService } from "./modules/enquiries/enquiries-service.ts";
import { createWarrantyService } from "./modules/warranty/warranty-service.ts";
import { createReviewsService } from "./modules/reviews/reviews-service.ts";
import { databaseFileStore } from "./lib/file-store.ts";

/** Every service, built once per app. The API routes and the page loaders share them. */
export function createServices(database: DatabaseConnection) {
  const services = {
    health: createHealthService(database),
    promotions: createPromotionsService(database.db),
    catalogue: createCatalogueService(database.db),
    blog: createBlogService(database.db),
    stores: createStoresService(database.db),
    enquiries: createEnquiriesService(database.db),
    warranty: createWarrantyService(database.db, databaseFileStore),
    reviews: createReviewsService(database.db, databaseFileStore),
  };
  // Page loaders get these through React Router's load context.
  return services satisfies SiteServices;
}

export type Services = ReturnType<typeof createServices>;
