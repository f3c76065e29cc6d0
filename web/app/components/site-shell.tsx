import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { promotionBarShowsAt } from "@urjavolt/contract/promotions-placement";
import type { PromotionList } from "@urjavolt/contract/promotions";
import { PromoBanner } from "./promo-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import styles from "./site-shell.module.css";

/** What every page sits in: skip link, festival offers (not while paying, following an order or asking for help: decision 045), header, the page as <main>, footer. */
export function SiteShell({ promotions, children }: { promotions: PromotionList | null | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink target="main" />
      {promotions && promotionBarShowsAt(pathname) ? <PromoBanner promotions={promotions.data} now={promotions.now} /> : null}
      <SiteHeader />
      {/* tabIndex -1: the skip link can move focus here, not only scroll. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
