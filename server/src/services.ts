import type { SiteServices } from "@urjavolt/contract/load-context";
import type { DatabaseConnection } from "./db/client.ts";
import { createHealthService } from "./modules/health/health-service.ts";
import { createPromotionsService } from "./modules/promotions/promotions-service.ts";

/** Every service, built once per app. The API routes and the page loaders share them. */
export function createServices(database: DatabaseConnection) {
  const services = {
    health: createHealthService(database),
    promotions: createPromotionsService(database.db),
  };
  // Page loaders get these through React Router's load context.
  return services satisfies SiteServices;
}

export type Services = ReturnType<typeof createServices>;
