import type { ReactNode } from "react";
import { SafeImage } from "./safe-image";
import styles from "./page-hero.module.css";

export type HeroImage = { readonly src: string; readonly alt: string; readonly width: number; readonly height: number };

/**
 * The navy band a marketing page opens with: its one <h1> (always real text), a lead line,
 * actions, and an illustration. The illustration is above the fold, so it loads eagerly and first.
 */
export function PageHero({ title, lead, image, children }: { title: ReactNode; lead: ReactNode; image: HeroImage; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        <SafeImage className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" />
      </div>
    </section>
  );
}
