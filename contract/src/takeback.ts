import { z } from "zod";
import { indiaIsoDate } from "./dates.ts";
import { isIsoDate, oneLine, requiredLine } from "./form-rules.ts";
import { idParams } from "./ids.ts";

/**
 * The take-back ledger (decision 055): every used battery the company takes back, by chemistry,
 * capacity and weight, for the producer's extended responsibility (Battery Waste Management Rules,
 * 2022: a producer takes back what it sold and accounts for it by weight). A row is what staff
 * weighed and recorded; a row recorded by mistake is voided with its reason, never deleted, so the
 * figures of a return already filed can still be explained.
 */

export const takebackChemistries = ["lead_acid", "lithium_ion"] as const;
export type TakebackChemistry = (typeof takebackChemistries)[number];
export const takebackChemistryLabels: Record<TakebackChemistry, string> = { lead_acid: "Lead-acid", lithium_ion: "Lithium-ion" };

/** Capacity bands of inverter and solar batteries, in ampere-hours at 12 V. */
export const takebackCapacityBands = ["up_to_100", "101_to_150", "151_to_200", "over_200"] as const;
export type TakebackCapacityBand = (typeof takebackCapacityBands)[number];
export const takebackCapacityLabels: Record<TakebackCapacityBand, string> = {
  up_to_100: "Up to 100 Ah",
  "101_to_150": "101 to 150 Ah",
  "151_to_200": "151 to 200 Ah",
  over_200: "Over 200 Ah",
};

/** How the battery reached us. */
export const takebackSources = ["branch", "technician"] as const;
export type TakebackSource = (typeof takebackSources)[number];
export const takebackSourceLabels: Record<TakebackSource, string> = {
  branch: "Brought to a branch or store",
  technician: "Collected by a technician",
};

/** A battery's weight in kilograms, to the 100 g the branch scale shows; the heaviest tubular battery is about 70 kg. */
export const TAKEBACK_WEIGHT_MAX_KG = 150;
export const TAKEBACK_PLACE_MAX = 120;
export const TAKEBACK_REFERENCE_MAX = 40;
export const TAKEBACK_REASON_MAX = 300;

export const takebackMessages = {
  dateRequired: "Enter the date it was collected",
  dateFuture: "The date cannot be in the future",
  chemistryRequired: "Choose the battery's chemistry",
  capacityRequired: "Choose the capacity band",
  weightRequired: "Enter the weight in kg",
  weightInvalid: `Enter the weight in kg, more than 0 and at most ${TAKEBACK_WEIGHT_MAX_KG}, to one decimal place`,
  sourceRequired: "Choose how it reached us",
  placeRequired: "Enter the branch, store or town where it was collected",
  placeTooLong: `Please keep this to ${TAKEBACK_PLACE_MAX} characters`,
  referenceTooLong: `Please keep the reference to ${TAKEBACK_REFERENCE_MAX} characters`,
  reasonRequired: "Say why this entry is voided",
  reasonTooLong: `Please keep the reason to ${TAKEBACK_REASON_MAX} characters`,
  notFound: "There is no take-back entry with this id",
  alreadyVoided: "This entry is already voided",
  quarterInvalid: "Choose a quarter such as 2026-27 Q3",
} as const;

/**
 * A quarter of the Indian financial year, as "2026-27-Q3" (October to December 2026). Returns
 * under the rules are filed by financial year, so the ledger is read in its quarters.
 */
export const QUARTER_PATTERN = /^(\d{4})-(\d{2})-Q([1-4])$/;

export function quarterOf(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const quarter = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}-Q${quarter}`;
}

/** The first and last India dates of a quarter, or null when it is not one ("2026-28-Q1" is not). */
export function quarterDates(quarter: string): { from: string; to: string } | null {
  const match = QUARTER_PATTERN.exec(quarter);
  if (!match) return null;
  const start = Number(match[1]);
  if (Number(match[2]) !== (start + 1) % 100) return null;
  const index = Number(match[3]) - 1;
  const firstMonth = 4 + index * 3; // April, July, October, January (13)
  const year = firstMonth > 12 ? start + 1 : start;
  const month = firstMonth > 12 ? firstMonth - 12 : firstMonth;
  const lastDay = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, "0");
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month + 2)}-${pad(lastDay)}` };
}

/** "Oct to Dec 2026 (2026-27 Q3)". */
export function quarterLabel(quarter: string): string {
  const dates = quarterDates(quarter);
  if (!dates) return quarter;
  const monthName = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleString("en-IN", { month: "short", timeZone: "UTC" });
  const match = QUARTER_PATTERN.exec(quarter)!;
  return `${monthName(dates.from)} to ${monthName(dates.to)} ${dates.to.slice(0, 4)} (${match[1]}-${match[2]} Q${match[3]})`;
}

const weightKg = z
  .union([z.number(), z.string().trim()], { error: takebackMessages.weightRequired })
  .transform((value, context) => {
    if (value === "") {
      context.addIssue({ code: "custom", message: takebackMessages.weightRequired });
      return z.NEVER;
    }
    const weight = typeof value === "number" ? value : /^\d{1,3}(\.\d)?$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(weight) || weight <= 0 || weight > TAKEBACK_WEIGHT_MAX_KG || Math.round(weight * 10) !== weight * 10) {
      context.addIssue({ code: "custom", message: takebackMessages.weightInvalid });
      return z.NEVER;
    }
    return weight;
  });

export const TakebackInputSchema = z.strictObject({
  collectedOn: z
    .string({ error: takebackMessages.dateRequired })
    .trim()
    .min(1, { error: takebackMessages.dateRequired })
    .refine(isIsoDate, { error: takebackMessages.dateRequired })
    .refine((date) => date <= indiaIsoDate(), { error: takebackMessages.dateFuture }),
  chemistry: z.enum(takebackChemistries, { error: takebackMessages.chemistryRequired }),
  capacityBand: z.enum(takebackCapacityBands, { error: takebackMessages.capacityRequired }),
  weightKg,
  source: z.enum(takebackSources, { error: takebackMessages.sourceRequired }),
  place: requiredLine(takebackMessages.placeRequired, TAKEBACK_PLACE_MAX, takebackMessages.placeTooLong),
  /** An order number or service reference it came with, if any: no name or phone is kept. */
  reference: z
    .string()
    .trim()
    .max(TAKEBACK_REFERENCE_MAX, { error: takebackMessages.referenceTooLong })
    .refine(oneLine, { error: takebackMessages.referenceTooLong })
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null),
});
export type TakebackInput = z.output<typeof TakebackInputSchema>;
export type TakebackInputDraft = z.input<typeof TakebackInputSchema>;

export const TakebackVoidSchema = z.strictObject({
  reason: requiredLine(takebackMessages.reasonRequired, TAKEBACK_REASON_MAX, takebackMessages.reasonTooLong),
});

export const TakebackEntrySchema = z.object({
  id: z.number().int(),
  collectedOn: z.string(),
  chemistry: z.enum(takebackChemistries),
  capacityBand: z.enum(takebackCapacityBands),
  weightKg: z.number(),
  source: z.enum(takebackSources),
  place: z.string(),
  reference: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  voided: z.object({ by: z.string(), at: z.string(), reason: z.string() }).nullable(),
});
export type TakebackEntry = z.infer<typeof TakebackEntrySchema>;

export const TakebackTotalSchema = z.object({ chemistry: z.enum(takebackChemistries), batteries: z.number().int(), weightKg: z.number() });
export type TakebackTotal = z.infer<typeof TakebackTotalSchema>;

export const TakebackQuarterSchema = z.object({
  quarter: z.string(),
  from: z.string(),
  to: z.string(),
  /** Entries not voided, by chemistry: what the quarter's return counts. */
  totals: z.array(TakebackTotalSchema),
  entries: z.array(TakebackEntrySchema),
});
export type TakebackQuarter = z.infer<typeof TakebackQuarterSchema>;

export const TakebackQuerySchema = z.object({
  quarter: z
    .string()
    .optional()
    .refine((value) => value === undefined || quarterDates(value) !== null, { error: takebackMessages.quarterInvalid }),
});
export const TakebackParamsSchema = idParams(takebackMessages.notFound);
