import type { ReactNode } from "react";
import { Link } from "react-router";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@urjavolt/contract/paths";
import { useLocalize } from "../lib/i18n";
import { PageIntro } from "./page-intro";
import styles from "./status-page.module.css";

/** The title and description of the 404 page and of the error page, for their meta functions. */
export const statusPageMeta = {
  notFound: {
    title: msg`Page Not Found`,
    description: msg`The page you were looking for may have moved. Find your way from our home page, shop or support.`,
  },
  error: {
    title: msg`Something went wrong`,
    description: msg`Something went wrong on our side. Please try again.`,
  },
} as const;

/** A page that has to say something went wrong, with the ways forward in the page's language. */
export function StatusPage({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  const localize = useLocalize();
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className={styles.body}>
        {children}
        <ul className={styles.actions}>
          <li>
            <Link to={localize(paths.home)} className={styles.primary}>
              <Trans>Go to the home page</Trans>
            </Link>
          </li>
          <li>
            <Link to={localize(paths.shop)} className={styles.secondary}>
              <Trans>Shop online</Trans>
            </Link>
          </li>
          <li>
            <Link to={localize(paths.support)} className={styles.secondary}>
              <Trans>Customer support</Trans>
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}

/** The 404 page's content, used by the catch-all route and by the root error boundary. */
export function NotFoundContent() {
  const { t } = useLingui();
  return (
    <StatusPage title={t(statusPageMeta.notFound.title)} lead={t`The page you were looking for may have moved, or the address may be mistyped.`}>
      <p className={styles.text}>
        <Trans>These will take you somewhere useful:</Trans>
      </p>
    </StatusPage>
  );
}

/** The error page's content: something failed on our side. */
export function ErrorContent({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <StatusPage
      title={t(statusPageMeta.error.title)}
      lead={t`Sorry, this page could not be shown just now. Please try again in a moment, or reach us through customer support.`}
    >
      {children}
    </StatusPage>
  );
}
