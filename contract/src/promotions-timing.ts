import { formatIndiaDate } from "./dates.ts";
import type { ShopSlide } from "./promotions.ts";

/**
 * The timing of the festival offers banner (docs/requirements/site-and-service-forms.md §4: how often it rotates,
 * how long "Copied!" shows, the countdown to an offer's end) and of the shop's slides
 * (docs/requirements/online-shop.md §9). No schemas here: the banner is on every page, and these rules travel with it.
 */

export const PROMO_ROTATION_MS = 6000;
export const PROMO_COPY_FEEDBACK_MS = 2000;

export type Countdown = { days: number; hours: number; minutes: number; seconds: number; ended: boolean };

/** Time left until `endsAt`, clamped at zero: the countdown stops there. */
export function countdownTo(endsAt: Date | string, now: Date | number): Countdown {
  const end = typeof endsAt === "string" ? Date.parse(endsAt) : endsAt.getTime();
  const left = Math.max(0, end - (typeof now === "number" ? now : now.getTime()));
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    ended: left === 0,
  };
}

/** From this many days before its end an offer counts down; before that the banner gives the end's date. */
export const COUNTDOWN_DAYS = 7;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * How the banner says when an offer ends, as words to lead with and figures to stress: the date
 * while it is a week or more away ("Ends on 31 Oct 2027", never "340 days"), then days and hours,
 * hours and minutes on the last day, minutes in the last hour.
 */
export function countdownWords(left: Countdown, endsAt: Date | string): { lead: string; figures: string[] } {
  if (left.ended) return { lead: "Offer ended", figures: [] };
  if (left.days >= COUNTDOWN_DAYS) return { lead: "Ends on", figures: [formatIndiaDate(endsAt)] };
  if (left.days >= 1) return { lead: "Ends in", figures: [count(left.days, "day"), count(left.hours, "hour")] };
  if (left.hours >= 1) return { lead: "Ends in", figures: [count(left.hours, "hour"), count(left.minutes, "minute")] };
  if (left.minutes >= 1) return { lead: "Ends in", figures: [count(left.minutes, "minute")] };
  return { lead: "Ends in", figures: ["under a minute"] };
}

/** Spec §9: the banner advances every 4 s and rests 5 s after the visitor uses a control. */
export const SHOP_SLIDE_INTERVAL_MS = 4000;
export const SHOP_SLIDE_MANUAL_PAUSE_MS = 5000;

/** Whether a slide is live at `now`: started, and not yet at its end (an open end never comes). */
export function isSlideLive(slide: Pick<ShopSlide, "startsAt" | "endsAt">, now: Date | number): boolean {
  const at = typeof now === "number" ? now : now.getTime();
  return Date.parse(slide.startsAt) <= at && (slide.endsAt === null || Date.parse(slide.endsAt) > at);
}
