import { Fragment, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent } from "react";
import type { Promotion } from "@urjavolt/contract/promotions";
import { countdownTo, countdownWords, PROMO_COPY_FEEDBACK_MS, PROMO_ROTATION_MS } from "@urjavolt/contract/promotions-timing";
import { OFFERS_HIDDEN_KEY } from "../lib/before-hydration";
import { REDUCED_MOTION_QUERY, useMediaQuery } from "../lib/use-media-query";
import { CloseIcon, PauseIcon, PlayIcon } from "./icons";
import styles from "./promo-banner.module.css";

const TICK_MS = 1000;

export { OFFERS_HIDDEN_KEY };

/** Whether the offers were hidden earlier in this session. Storage may be unavailable (blocked, private mode): then they were not. */
function offersHiddenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(OFFERS_HIDDEN_KEY) !== null;
  } catch {
    return false;
  }
}

/** Only this tab hides the offers, and it re-renders itself when it does: nothing to listen to. */
const subscribeToNothing = () => () => {};

/**
 * The festival promo banner (docs/requirements/site-and-service-forms.md §2). `now` is the server's clock from the
 * root loader: the server render and the hydrating render both count down from it, so they agree;
 * after hydration the countdown follows the visitor's clock. Offers already over at `now` (or not
 * yet started) are not shown, and with none left there is no banner.
 *
 * The visitor can hide it for the rest of the session (sessionStorage). The server cannot know
 * that, so it always renders the banner; the hydrating render does too (so it matches), and the
 * banner removes itself right after hydration. Pages rendered later in the browser never show it.
 */
export function PromoBanner({ promotions, now }: { promotions: readonly Promotion[]; now: string }) {
  const offers = useMemo(() => {
    const at = Date.parse(now);
    return promotions.filter((offer) => Date.parse(offer.startsAt) <= at && Date.parse(offer.endsAt) > at);
  }, [promotions, now]);
  const hiddenEarlier = useSyncExternalStore(subscribeToNothing, offersHiddenThisSession, () => false);
  // Also kept here, for when sessionStorage cannot be written: then the offers stay hidden on this page.
  const [hiddenNow, setHiddenNow] = useState(false);
  if (offers.length === 0 || hiddenEarlier || hiddenNow) return null;

  const hide = (banner: HTMLElement | null) => {
    try {
      window.sessionStorage.setItem(OFFERS_HIDDEN_KEY, "true");
    } catch (error) {
      console.warn("Could not remember that the offers are hidden; they are hidden on this page only.", error);
    }
    // Focus inside the banner would be lost with it: it goes on to what follows (the header).
    if (banner?.contains(document.activeElement)) focusFirstAfter(banner);
    setHiddenNow(true);
  };
  return <PromoCarousel offers={offers} now={now} onHide={hide} />;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the first focusable element after `element` in the page that takes focus (one not hidden by CSS). */
function focusFirstAfter(element: HTMLElement) {
  for (const candidate of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (element.contains(candidate) || !(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}

type CarouselProps = { offers: readonly Promotion[]; now: string; onHide: (banner: HTMLElement | null) => void };

function PromoCarousel({ offers, now, onHide }: CarouselProps) {
  const count = offers.length;
  const bannerRef = useRef<HTMLElement>(null);
  const [clock, setClock] = useState(() => Date.parse(now));
  const [requestedIndex, setIndex] = useState(0);
  const index = requestedIndex % count;
  const offer = offers[index] as Promotion;

  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const rotating = playing && !hovered && !focusWithin && count > 1;

  const [announcement, setAnnouncement] = useState("");
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const copyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const allEnded = offers.every((item) => Date.parse(item.endsAt) <= clock);

  // The countdown follows the real clock once hydrated, and stops when every offer has reached zero.
  useEffect(() => {
    if (allEnded) return;
    setClock(Date.now());
    const timer = setInterval(() => setClock(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [allEnded]);

  // A fresh 6 s for every slide, so a slide picked by hand also gets its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), PROMO_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  useEffect(() => () => clearTimeout(copyTimer.current), []);

  const show = (next: number) => {
    setIndex(next);
    const picked = offers[next];
    // Only changes the visitor asked for are announced; the automatic rotation stays quiet.
    if (picked) setAnnouncement(`Offer ${next + 1} of ${count}: ${picked.title}`);
  };

  const copyCode = async (item: Promotion) => {
    try {
      await navigator.clipboard.writeText(item.code);
    } catch (error) {
      console.error("Could not copy the offer code", error);
      return;
    }
    setCopiedId(item.id);
    setAnnouncement(`Code ${item.code} copied`);
    clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopiedId(null), PROMO_COPY_FEEDBACK_MS);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const ends = countdownWords(countdownTo(offer.endsAt, clock), offer.endsAt);
  const validity = /^valid/i.test(offer.validity) ? offer.validity : `Valid till ${offer.validity}`;

  return (
    <section
      ref={bannerRef}
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label="Festival offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className={styles.inner}>
        <div
          key={offer.id}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
        >
          <span className={styles.emoji} aria-hidden="true">
            {offer.emoji}
          </span>
          <div className={styles.body}>
            <p className={styles.headline}>
              <span className={styles.greeting}>
                <OfferIcon icon={offer.icon} />
                {offer.greeting}
              </span>{" "}
              <span className={styles.title}>{offer.title}</span>
            </p>
            <p className={styles.message}>
              {offer.message} <span className={styles.wish}>{offer.festivalWish}</span>
            </p>
            <ul className={styles.facts}>
              <li>{validity}</li>
              <li>
                Category: <strong>{offer.category}</strong>
              </li>
              <li>
                Power: <strong>{offer.power}</strong>
              </li>
            </ul>
          </div>
          <div className={styles.side}>
            <p className={styles.countdown}>
              <span>
                {ends.lead}
                {ends.figures.map((figure) => (
                  <Fragment key={figure}>
                    {" "}
                    <strong>{figure}</strong>
                  </Fragment>
                ))}
              </span>
            </p>
            <p className={styles.code}>
              <span className={styles.codeLabel}>
                <span className={styles.codeWord}>Code: </span>
                <code className={styles.codeText}>{offer.code}</code>
              </span>
              <button type="button" className={styles.copy} onClick={() => void copyCode(offer)}>
                {copiedId === offer.id ? "COPIED!" : "COPY CODE"}
              </button>
            </p>
          </div>
        </div>

        {count > 1 ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.playPause}
              onClick={() => setPlayChoice(!playing)}
              aria-label={playing ? "Pause offer rotation" : "Play offer rotation"}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            {offers.map((item, position) => (
              <button
                key={item.id}
                type="button"
                className={styles.dot}
                aria-label={`Show offer ${position + 1} of ${count}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => show(position)}
              >
                <span className={styles.dotMark} aria-hidden="true" />
              </button>
            ))}
          </div>
        ) : null}

        <button type="button" className={styles.hide} aria-label="Hide offers" onClick={() => onHide(bannerRef.current)}>
          <CloseIcon size={20} />
        </button>

        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </section>
  );
}

/** The offer's icon: an emoji or symbol as it is, a few known names as drawings, other words not at all. */
function OfferIcon({ icon }: { icon: string }) {
  const name = icon.trim().toLowerCase();
  if (!name) return null;
  if (/^[a-z][a-z-]*$/.test(name)) {
    const path = ICON_PATHS[name];
    if (!path) return null;
    return (
      <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" />
      </svg>
    );
  }
  return (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  );
}

const BOLT = "M13 2 4 14h7l-1 8 9-12h-7l1-8z";
const ICON_PATHS: Record<string, string> = {
  bolt: BOLT,
  zap: BOLT,
  lightning: BOLT,
  power: BOLT,
  battery: "M7 4h3V2h4v2h3a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm6 4-4 6h3l-1 4 4-6h-3l1-4z",
  gift: "M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3h8V7h2v4h8V8a1 1 0 0 0-1-1zM9 7a1 1 0 1 1 1-1v1H9zm5 0V6a1 1 0 1 1 1 1h-1zM4 13v7a1 1 0 0 0 1 1h6v-8H4zm9 8h6a1 1 0 0 0 1-1v-7h-7v8z",
  star: "m12 2 3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8L12 2z",
};
