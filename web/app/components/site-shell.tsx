import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { paths } from "@urjavolt/contract/paths";
import type { PromotionList } from "@urjavolt/contract/promotions";
import { PromoBanner } from "./promo-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import styles from "./site-shell.module.css";

/** Pages where the offers would only distract: the shopper is paying. */
const PAGES_WITHOUT_OFFERS: readonly string[] = [paths.checkout, paths.onlinePayment];
/** Pages after paying: a discount code the buyer just paid without would only sting (decision 023). */
const PREFIXES_WITHOUT_OFFERS: readonly string[] = [paths.orderConfirmation(""), paths.paymentConfirmation("")];

/** Whether the festival offers show at `pathname` (matched as the routes are: any case, a trailing slash or not). */
function showsOffers(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase() || paths.home;
  return !PAGES_WITHOUT_OFFERS.includes(path) && !PREFIXES_WITHOUT_OFFERS.some((prefix) => path.startsWith(prefix));
}

/** What every page sits in: skip link, festival offers (not while paying), header, the page as <main>, footer. */
export function SiteShell({ promotions, children }: { promotions: PromotionList | null | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink target="main" />
      {promotions && showsOffers(pathname) ? <PromoBanner promotions={promotions.data} now={promotions.now} /> : null}
      <SiteHeader />
      {/* tabIndex -1: the skip link can move focus here, not only scroll. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
