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

/** Spec §9: the banner advances every 4 s and rests 5 s after the visitor uses a control. */
export const SHOP_SLIDE_INTERVAL_MS = 4000;
export const SHOP_SLIDE_MANUAL_PAUSE_MS = 5000;

/** Whether a slide is live at `now`: started, and not yet at its end (an open end never comes). */
export function isSlideLive(slide: Pick<ShopSlide, "startsAt" | "endsAt">, now: Date | number): boolean {
  const at = typeof now === "number" ? now : now.getTime();
  return Date.parse(slide.startsAt) <= at && (slide.endsAt === null || Date.parse(slide.endsAt) > at);
}
