import { z } from "zod";
import { COUPON_CODE_MAX, couponKinds } from "./coupons.ts";
import { idParams } from "./ids.ts";

/**
 * Coupons in the staff console (docs/architecture.md, Staff console; docs/architecture.md, Coupon rules): staff read them, admins write.
 * The form speaks rupees; the table keeps paise. A coupon that orders carry cannot be deleted
 * (their history names it): end it instead.
 */

export const couponKindLabels: Record<(typeof couponKinds)[number], string> = { percent: "Percentage off", flat: "Amount off (₹)" };

export const couponMessages = {
  codeTaken: "A coupon with this code already exists",
  notFound: "Coupon not found",
  inUse: (orders: number) =>
    `This coupon is on ${orders} ${orders === 1 ? "order" : "orders"}, so it cannot be deleted; set an end time to stop it instead.`,
  limitBelowUses: (used: number) => `The usage limit cannot be below the ${used} ${used === 1 ? "use" : "uses"} so far`,
} as const;

export const CouponIdParamsSchema = idParams(couponMessages.notFound);

const instant = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(new Date(value).getTime()), { error: "Enter a date and time" })
    .transform((value) => new Date(value));

const optionalRupees = (message: string) =>
  z
    .union([z.number(), z.null(), z.literal("")])
    .transform((value) => (value === "" ? null : value))
    .refine((value) => value === null || (Number.isFinite(value) && value > 0 && value <= 10_000_000 && Number.isInteger(value * 100)), { error: message })
    .optional()
    .transform((value) => value ?? null);

/** What an admin writes, in rupees; percent values are whole percents. */
export const AdminCouponInputSchema = z
  .strictObject({
    code: z
      .string({ error: "Code is required" })
      .trim()
      .min(1, { error: "Code is required" })
      .max(COUPON_CODE_MAX, { error: `Codes are at most ${COUPON_CODE_MAX} characters` })
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, { error: "Use 2 to 32 letters, digits, - or _, starting with a letter or digit" })),
    description: z.string({ error: "Description is required" }).trim().min(1, { error: "Description is required" }).max(200, { error: "Description cannot exceed 200 characters" }),
    kind: z.enum(couponKinds, { error: "Choose percentage or amount" }),
    /** percent: 1-100; flat: rupees. */
    value: z.number({ error: "Value is required" }),
    minSubtotal: z.number({ error: "Minimum order must be a number" }).min(0, { error: "Minimum order cannot be negative" }).max(10_000_000).default(0),
    maxDiscount: optionalRupees("Maximum discount must be above ₹0"),
    /** Model codes (products.model); empty or null for every product. */
    productModels: z
      .array(z.string().trim().min(1).max(40), { error: "Product models must be a list" })
      .max(50)
      .nullable()
      .optional()
      .transform((models) => (models && models.length > 0 ? [...new Set(models)] : null)),
    startsAt: instant("Start is required"),
    endsAt: z
      .union([instant("End is required"), z.literal(""), z.null()])
      .optional()
      .transform((value) => (value instanceof Date ? value : null)),
    usageLimit: z
      .union([z.number().int({ error: "Usage limit must be a whole number" }).min(0, { error: "Usage limit cannot be negative" }).max(10_000_000), z.null(), z.literal("")])
      .optional()
      .transform((value) => (value === "" || value === undefined ? null : value)),
  })
  .superRefine((coupon, context) => {
    if (coupon.kind === "percent" && !(Number.isInteger(coupon.value) && coupon.value >= 1 && coupon.value <= 100)) {
      context.addIssue({ code: "custom", path: ["value"], message: "A percentage is a whole number from 1 to 100" });
    }
    if (coupon.kind === "flat" && !(coupon.value > 0 && coupon.value <= 10_000_000 && Number.isInteger(coupon.value * 100))) {
      context.addIssue({ code: "custom", path: ["value"], message: "The amount off must be above ₹0" });
    }
    // The object's check runs even when a field failed, so a start that was refused is still text here.
    if (coupon.endsAt instanceof Date && coupon.startsAt instanceof Date && coupon.endsAt.getTime() <= coupon.startsAt.getTime()) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start" });
    }
  });
export type AdminCouponInputRaw = z.input<typeof AdminCouponInputSchema>;
export type AdminCouponInput = z.output<typeof AdminCouponInputSchema>;

export const couponStates = ["active", "scheduled", "ended", "used up"] as const;
export type CouponState = (typeof couponStates)[number];

export const AdminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(couponKinds),
  /** percent: the percent; flat: rupees. */
  value: z.number(),
  minSubtotal: z.number(),
  maxDiscount: z.number().nullable(),
  productModels: z.array(z.string()).nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** Orders (any status) that carry it. */
  orderCount: z.number().int(),
  state: z.enum(couponStates),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponListSchema = z.object({ coupons: z.array(AdminCouponSchema) });
export type AdminCouponList = z.infer<typeof AdminCouponListSchema>;

/** Where a coupon stands at `now`. */
export function couponState(coupon: { startsAt: Date; endsAt: Date | null; usageLimit: number | null; usedCount: number }, now: Date): CouponState {
  if (coupon.endsAt && now.getTime() >= coupon.endsAt.getTime()) return "ended";
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return "used up";
  if (now.getTime() < coupon.startsAt.getTime()) return "scheduled";
  return "active";
}
