import styles from "./skip-link.module.css";

/** The first stop for keyboard users: straight past the banner and the menu to the page content. */
export function SkipLink({ target = "main" }: { target?: string }) {
  return (
    <a className={styles.skip} href={`#${target}`}>
      Skip to main content
    </a>
  );
}
