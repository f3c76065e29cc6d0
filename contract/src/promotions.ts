import { z } from "zod";

/** A festival offer shown in the promo banner above the header (spec site-and-service-forms §2). */
export const PromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  greeting: z.string(),
  message: z.string(),
  festivalWish: z.string(),
  validity: z.string(),
  category: z.string(),
  power: z.string(),
  icon: z.string(),
  emoji: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListSchema = z.object({
  /** Server time the list was computed at, so a countdown renders the same on server and client. */
  now: z.iso.datetime(),
  data: z.array(PromotionSchema),
});
export type PromotionList = z.infer<typeof PromotionListSchema>;

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
