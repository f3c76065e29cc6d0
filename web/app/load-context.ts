import type { SiteServices } from "@urjavolt/contract/load-context";

declare module "react-router" {
  interface AppLoadContext {
    services: SiteServices;
  }
}

export {};
