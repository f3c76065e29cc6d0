import { z } from "zod";
import { EMI_AMOUNT_MAX, EMI_MONTHS_MAX, EMI_MONTHS_MIN, EMI_RATE_MAX, emiKinds, emiMessages, parseTenureLine } from "./emi-rules.ts";
import { idParams } from "./ids.ts";

/**
 * The EMI plans' schemas: the public list and the console's edit (decision 022). The rules (the
 * instalment, the lowest "EMI from" figure, the calculator's query) are in emi-rules.ts, free of
 * Zod, so the product page and the calculator's script carry no schema library.
 */

/** The plans as the public pages read them; amounts in rupees (decision 004). */
export const EmiPlanSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  kind: z.enum(emiKinds),
  /** Ascending by months, one rate each (percent a year; 0 for no-cost). */
  tenures: z.array(z.object({ months: z.number().int(), annualRate: z.number() })),
  /** The smallest order (rupees) the plan takes. */
  minAmount: z.number(),
});
export const EmiPlanListSchema = z.object({ plans: z.array(EmiPlanSchema) });
export type EmiPlanList = z.infer<typeof EmiPlanListSchema>;

/** What the console shows: a public plan plus what only staff see. */
export const AdminEmiPlanSchema = EmiPlanSchema.extend({ active: z.boolean(), sortOrder: z.number().int() });
export type AdminEmiPlan = z.infer<typeof AdminEmiPlanSchema>;
export const AdminEmiPlanListSchema = z.object({ plans: z.array(AdminEmiPlanSchema) });
export type AdminEmiPlanList = z.infer<typeof AdminEmiPlanListSchema>;

export const EmiPlanIdParamsSchema = idParams(emiMessages.notFound);

const rate = z
  .number({ error: "The rate must be a number" })
  .min(0, { error: "A rate cannot be negative" })
  .max(EMI_RATE_MAX, { error: `A rate is at most ${EMI_RATE_MAX}% a year` })
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, {
    error: "A rate has at most two decimals",
  });
const months = z
  .number({ error: "Months must be a number" })
  .int({ error: emiMessages.tenureRange })
  .min(EMI_MONTHS_MIN, { error: emiMessages.tenureRange })
  .max(EMI_MONTHS_MAX, { error: emiMessages.tenureRange });

const TenureInputSchema = z.union([
  z.strictObject({ months, annualRate: rate }),
  z
    .string()
    .max(60)
    .transform((line, context) => {
      const tenure = parseTenureLine(line);
      if (!tenure) {
        context.addIssue({ code: "custom", message: emiMessages.tenureLine });
        return z.NEVER;
      }
      return tenure;
    })
    .pipe(z.object({ months, annualRate: rate })),
], { error: emiMessages.tenureLine });

/** What an admin writes: amounts in rupees; tenures as objects or as the console's lines. */
export const AdminEmiPlanInputSchema = z
  .strictObject({
    provider: z
      .string({ error: "Provider is required" })
      .trim()
      .min(1, { error: "Provider is required" })
      .max(80, { error: "Provider cannot exceed 80 characters" }),
    kind: z.enum(emiKinds, { error: "Choose the kind of EMI" }),
    tenures: z
      .array(TenureInputSchema, { error: "Add at least one tenure" })
      .min(1, { error: "Add at least one tenure" })
      .max(12, { error: "A plan has at most 12 tenures" }),
    minAmount: z
      .number({ error: "Minimum order must be a number" })
      .min(0, { error: "Minimum order cannot be negative" })
      .max(EMI_AMOUNT_MAX, { error: "Minimum order is at most ₹1,00,00,000" })
      .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: "Use rupees and paise at most" })
      .default(0),
    /** The console's select sends "true" or "false". */
    active: z
      .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], { error: "Shown must be yes or no" })
      .default(true),
    sortOrder: z.number({ error: "Order must be a number" }).int({ error: "Order must be a whole number" }).min(0).max(1000).default(0),
  })
  .superRefine((plan, context) => {
    const seen = new Set<number>();
    plan.tenures.forEach((tenure, index) => {
      if (typeof tenure !== "object" || tenure === null) return;
      if (seen.has(tenure.months)) context.addIssue({ code: "custom", path: ["tenures", index], message: emiMessages.tenureTwice(tenure.months) });
      seen.add(tenure.months);
      if (plan.kind === "no-cost" && tenure.annualRate !== 0) context.addIssue({ code: "custom", path: ["tenures", index], message: emiMessages.noCostRate });
    });
  })
  .transform((plan) => ({ ...plan, tenures: [...plan.tenures].sort((a, b) => a.months - b.months) }));
export type AdminEmiPlanInputRaw = z.input<typeof AdminEmiPlanInputSchema>;
export type AdminEmiPlanInput = z.output<typeof AdminEmiPlanInputSchema>;
