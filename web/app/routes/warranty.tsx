import { SupportContact } from "../features/support/support-hub";
import { WarrantyPage } from "../features/warranty/warranty-page";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import { useSiteUrl } from "../lib/site-url";
import { paths } from "@urjavolt/contract/paths";

export const meta = (args: PageMetaArgs) =>
  pageMeta(args, "Warranty", "Register your battery or inverter warranty, check its status and download your warranty certificate.", { path: paths.warranty });

export default function WarrantyRoute() {
  return (
    <>
      <WarrantyPage siteUrl={useSiteUrl()} />
      <SupportContact />
    </>
  );
}
