import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@urjavolt/contract/paths";
import { PageIntro } from "./page-intro";
import styles from "./status-page.module.css";

/** A page that has to say something went wrong, with the ways forward. */
export function StatusPage({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className={styles.body}>
        {children}
        <ul className={styles.actions}>
          <li>
            <Link to={paths.home} className={styles.primary}>
              Go to the home page
            </Link>
          </li>
          <li>
            <Link to={paths.shop} className={styles.secondary}>
              Shop online
            </Link>
          </li>
          <li>
            <Link to={paths.support} className={styles.secondary}>
              Customer support
            </Link>
          </li>
        </ul>
      </div>
    </>
  );
}

/** The 404 page's content, used by the catch-all route and by the root error boundary. */
export function NotFoundContent() {
  return (
    <StatusPage title="Page Not Found" lead="The page you were looking for may have moved, or the address may be mistyped.">
      <p className={styles.text}>These will take you somewhere useful:</p>
    </StatusPage>
  );
}
