import { Link } from "react-router";
import { SafeImage } from "./safe-image";
import styles from "./marketing.module.css";

export type PictureCardProps = {
  img: string;
  title: string;
  description?: string;
  /** A short label above the title (a category, a rating). */
  tag?: string;
  /** When set, the whole card is one link to it. */
  link?: string;
  imgWidth: number;
  imgHeight: number;
  /** Alt text; the title says what the picture shows unless told otherwise. */
  alt?: string;
  headingLevel?: 2 | 3;
};

/** An illustration with a title and a line of text; the unit of every card grid on the marketing pages. */
export function PictureCard({ img, title, description, tag, link, imgWidth, imgHeight, alt, headingLevel = 3 }: PictureCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <SafeImage className={styles.cardImage} src={img} alt={alt ?? ""} width={imgWidth} height={imgHeight} loading="lazy" decoding="async" />
      <div className={styles.cardBody}>
        {tag ? <span className={styles.cardTag}>{tag}</span> : null}
        <Heading className={styles.cardTitle}>
          {link ? (
            <Link to={link} className={styles.cardLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {description ? <p className={styles.cardText}>{description}</p> : null}
      </div>
    </>
  );
}
