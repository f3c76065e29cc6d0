import type { SiteServices } from "@urjavolt/contract/load-context";

declare module "react-router" {
  interface AppLoadContext {
    services: SiteServices;
    /** The Content-Security-Policy nonce the server made for this response, for inline scripts. */
    cspNonce?: string;
  }
}

export {};
