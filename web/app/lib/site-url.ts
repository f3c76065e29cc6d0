import { useRouteLoaderData } from "react-router";

/**
 * The site's public address (the server's SITE_URL), as the root loader hands it down. For route
 * modules, which pass it to the features that print it on documents (receipts, warranty
 * certificates); the root's data is always there, as the root loader cannot fail.
 */
export function useSiteUrl(): string {
  const root = useRouteLoaderData("root") as { siteUrl?: unknown } | undefined;
  return typeof root?.siteUrl === "string" ? root.siteUrl : "";
}

/** The address as printed: without its scheme. */
export function printedAddress(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, "");
}
