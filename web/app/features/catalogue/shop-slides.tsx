import { type CSSProperties, type FocusEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useLingui } from "@lingui/react/macro";
import type { ShopSlide } from "@urjavolt/contract/promotions";
import { SHOP_SLIDE_INTERVAL_MS, SHOP_SLIDE_MANUAL_PAUSE_MS, isSlideLive } from "@urjavolt/contract/promotions-timing";
import { PauseIcon, PlayIcon } from "../../components/icons";
import { SafeImage } from "../../components/safe-image";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/icons";
import { useLocalize } from "../../lib/i18n";
import styles from "./shop-slides.module.css";

/**
 * The shop home's rotating banner (docs/requirements/online-shop.md §2 Promo banner, §4 Banner, §9): advances
 * every 4 s and wraps; prev, next or a dot rests the rotation for 5 s, then it resumes. It also
 * rests while the pointer is over it or keyboard focus is inside it, never starts by itself under
 * prefers-reduced-motion, and has a pause/play button (WCAG 2.2.2). `now` is the server's clock
 * from the loader, so server and hydrating render show the same slides.
 */
export function ShopSlides({ slides, now }: { slides: readonly ShopSlide[]; now: string }) {
  const live = useMemo(() => slides.filter((slide) => isSlideLive(slide, Date.parse(now))), [slides, now]);
  if (live.length === 0) return null;
  return <Carousel slides={live} />;
}

function Carousel({ slides }: { slides: readonly ShopSlide[] }) {
  const { t } = useLingui();
  const localize = useLocalize();
  const count = slides.length;
  const [requestedIndex, setIndex] = useState(0);
  const index = requestedIndex % count;

  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // Each manual change starts a new 5 s rest; the counter restarts the timer on every click.
  const [manualRest, setManualRest] = useState(0);
  const resting = manualRest > 0;
  const rotating = playing && !hovered && !focusWithin && !resting && count > 1;

  const [announcement, setAnnouncement] = useState("");
  const pointerDown = useRef(false);

  useEffect(() => {
    if (!resting) return;
    const timer = setTimeout(() => setManualRest(0), SHOP_SLIDE_MANUAL_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [resting, manualRest]);

  // A fresh 4 s for every slide, counted again whenever the rotation resumes.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), SHOP_SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  const show = (next: number) => {
    const target = ((next % count) + count) % count;
    setIndex(target);
    setManualRest((value) => value + 1);
    const slide = slides[target];
    // Only the changes a visitor asks for are announced; the automatic rotation stays quiet.
    const [number, title] = [target + 1, slide?.title];
    if (slide) setAnnouncement(t`Slide ${number} of ${count}: ${title}`);
  };

  const onControlsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  };

  // Focus that arrives with a mouse click on a control does not hold the rotation (the 5 s rest
  // does); keyboard focus inside the banner does, until it leaves.
  const onFocus = () => {
    if (pointerDown.current) {
      pointerDown.current = false;
      return;
    }
    setFocusWithin(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t`Shop offers`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={() => {
        pointerDown.current = true;
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.slides}>
        {slides.map((slide, position) => {
          const number = position + 1;
          return (
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t`${number} of ${count}`}
            hidden={position !== index}
            style={{ "--slide-colour": slide.colour } as CSSProperties}
          >
            <div className={styles.text}>
              <p className={styles.label}>{slide.offerLabel}</p>
              <p className={styles.title}>{slide.title}</p>
              <p className={styles.subtitle}>{slide.subtitle}</p>
              <p className={styles.description}>{slide.description}</p>
              {slide.validity ? <p className={styles.validity}>{slide.validity}</p> : null}
              <Link to={localize(slide.buttonLink)} className={styles.button}>
                {slide.buttonText}
              </Link>
            </div>
            <SafeImage className={styles.image} src={slide.image} alt="" width={480} height={360} loading={position === 0 ? "eager" : "lazy"} fetchPriority={position === 0 ? "high" : "auto"} />
          </div>
          );
        })}
      </div>

      {count > 1 ? (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the arrow keys are a shortcut; every control is a button
        <div className={styles.controls} onKeyDown={onControlsKeyDown}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlayChoice(!playing)}
            aria-label={playing ? t`Pause slide rotation` : t`Play slide rotation`}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button type="button" className={styles.control} aria-label={t`Previous slide`} onClick={() => show(index - 1)}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className={styles.control} aria-label={t`Next slide`} onClick={() => show(index + 1)}>
            <ChevronRightIcon />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, position) => {
              const [number, title] = [position + 1, slide.title];
              return (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={t`Show slide ${number} of ${count}: ${title}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => show(position)}
              >
                <span className={styles.dotMark} aria-hidden="true" />
              </button>
              );
            })}
          </div>
        </div>
      ) : null}

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
