import styles from "./skip-link.module.css";
import { Trans } from "@lingui/react/macro";

/** The first stop for keyboard users: straight past the banner and the menu to the page content. */
export function SkipLink({ target = "main" }: { target?: string }) {
  return (
    <a className={styles.skip} href={`#${target}`}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
