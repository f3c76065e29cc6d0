import { SupportContact } from "../features/support/support-hub";
import { WarrantyPage } from "../features/warranty/warranty-page";
import { pageMeta } from "../lib/meta";
import { paths } from "../site/paths";

export const meta = () =>
  pageMeta("Warranty", "Register your battery or inverter warranty, check its status and download your warranty certificate.", { path: paths.warranty });

export default function WarrantyRoute() {
  return (
    <>
      <WarrantyPage />
      <SupportContact />
    </>
  );
}
