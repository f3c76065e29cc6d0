import type { ReactNode } from "react";
import styles from "./page-intro.module.css";

/** The heading band every page opens with: its one <h1> and an optional lead line. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className={styles.intro}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
