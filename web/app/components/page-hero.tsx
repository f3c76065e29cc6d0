import { type ReactNode, useEffect, useRef, useState } from "react";
import type { HeroVideo } from "@urjavolt/contract/site";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../lib/use-media-query";
import { SafeImage } from "./safe-image";
import styles from "./page-hero.module.css";

export type HeroImage = { readonly src: string; readonly alt: string; readonly width: number; readonly height: number };

/**
 * The navy band a marketing page opens with: its one <h1> (always real text), a lead line,
 * actions, and an illustration. The illustration is above the fold, so it loads eagerly and first.
 */
export function PageHero({
  title,
  lead,
  image,
  video,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  image: HeroImage;
  /** A looping video shown instead of the illustration, which stays as its poster and fallback. */
  video?: HeroVideo | null;
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {video ? (
          <HeroVideoPlayer video={video} image={image} />
        ) : (
          <SafeImage className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" />
        )}
      </div>
    </section>
  );
}

/**
 * The hero video: muted, looping, inline, with the illustration as its poster. It stays still for
 * visitors who ask for reduced motion, and gives way to the illustration if it cannot load.
 */
function HeroVideoPlayer({ video, image }: { video: HeroVideo; image: HeroImage }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  useEffect(() => {
    if (reducedMotion) ref.current?.pause();
  }, [reducedMotion]);

  if (failed) {
    return <SafeImage className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" />;
  }
  return (
    <video
      ref={ref}
      className={styles.image}
      width={image.width}
      height={image.height}
      poster={image.src}
      aria-label={image.alt}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
    >
      <source src={video.src} type={video.type} onError={() => setFailed(true)} />
    </video>
  );
}
