import type { Staff } from "@urjavolt/contract/staff";
import {
  type TakebackEntry,
  type TakebackInput,
  type TakebackQuarter,
  quarterDates,
  quarterOf,
  takebackCapacityLabels,
  takebackChemistries,
  takebackChemistryLabels,
  takebackMessages,
  takebackSourceLabels,
} from "@urjavolt/contract/takeback";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { and, asc, eq, gte, isNull, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { staffUsers } from "../../db/schema/staff.ts";
import { type BatteryTakebackRow, batteryTakebacks } from "../../db/schema/takeback.ts";
import { AppError } from "../../http/errors.ts";
import { toCsv } from "../../lib/csv.ts";

export type TakebackService = ReturnType<typeof createTakebackService>;

const recorder = alias(staffUsers, "recorder");
const voider = alias(staffUsers, "voider");
type Read = { row: BatteryTakebackRow; recordedBy: string; voidedBy: string | null };

const kilograms = (grams: number) => Math.round(grams / 100) / 10;

function toEntry({ row, recordedBy, voidedBy }: Read): TakebackEntry {
  return {
    id: row.id,
    collectedOn: row.collectedOn,
    chemistry: row.chemistry,
    capacityBand: row.capacityBand,
    weightKg: kilograms(row.weightGrams),
    source: row.source,
    place: row.place,
    reference: row.reference,
    recordedBy,
    recordedAt: row.recordedAt.toISOString(),
    voided: row.voidedAt && row.voidReason ? { by: voidedBy ?? "", at: row.voidedAt.toISOString(), reason: row.voidReason } : null,
  };
}

/**
 * The take-back ledger (decision 055): staff record each used battery taken back, read it by
 * quarter of the financial year with its totals by chemistry, export a quarter for the return, and
 * void an entry made by mistake (with the reason; it stays in the ledger, out of the totals).
 */
export function createTakebackService(db: Database) {
  const read = (where: ReturnType<typeof and>) =>
    db
      .select({ row: batteryTakebacks, recordedBy: recorder.name, voidedBy: voider.name })
      .from(batteryTakebacks)
      .innerJoin(recorder, eq(recorder.id, batteryTakebacks.recordedBy))
      .leftJoin(voider, eq(voider.id, batteryTakebacks.voidedBy))
      .where(where)
      .orderBy(asc(batteryTakebacks.collectedOn), asc(batteryTakebacks.id));

  async function quarter(name: string = quarterOf(indiaIsoDate())): Promise<TakebackQuarter> {
    const dates = quarterDates(name);
    if (!dates) throw new AppError("invalid", takebackMessages.quarterInvalid, { errors: { quarter: takebackMessages.quarterInvalid } });
    const rows = await read(and(gte(batteryTakebacks.collectedOn, dates.from), lte(batteryTakebacks.collectedOn, dates.to)));
    const counted = rows.filter((read) => read.row.voidedAt === null);
    return {
      quarter: name,
      ...dates,
      totals: takebackChemistries.map((chemistry) => {
        const ofKind = counted.filter((read) => read.row.chemistry === chemistry);
        return { chemistry, batteries: ofKind.length, weightKg: kilograms(ofKind.reduce((sum, read) => sum + read.row.weightGrams, 0)) };
      }),
      entries: rows.map(toEntry),
    };
  }

  return {
    quarter,

    async record(input: TakebackInput, staff: Staff): Promise<TakebackEntry> {
      const [row] = await db
        .insert(batteryTakebacks)
        .values({ ...input, weightGrams: Math.round(input.weightKg * 1000), recordedBy: staff.id })
        .returning();
      return toEntry({ row: row!, recordedBy: staff.name, voidedBy: null });
    },

    /** Voids an entry recorded by mistake: it stays, with who voided it, when and why, and leaves the totals. */
    async void(id: number, reason: string, staff: Staff, now = new Date()): Promise<TakebackEntry> {
      const [voided] = await db
        .update(batteryTakebacks)
        .set({ voidedAt: now, voidedBy: staff.id, voidReason: reason })
        .where(and(eq(batteryTakebacks.id, id), isNull(batteryTakebacks.voidedAt)))
        .returning({ id: batteryTakebacks.id });
      if (!voided) {
        const [exists] = await db.select({ id: batteryTakebacks.id }).from(batteryTakebacks).where(eq(batteryTakebacks.id, id));
        throw exists ? new AppError("conflict", takebackMessages.alreadyVoided) : new AppError("not_found", takebackMessages.notFound);
      }
      const [entry] = await read(and(eq(batteryTakebacks.id, id)));
      return toEntry(entry!);
    },

    /**
     * A quarter for the return, as CSV: one line per battery counted, then a line per chemistry with
     * its count and weight. Voided entries are left out (the console shows them, with their reasons).
     */
    async exportCsv(name: string): Promise<{ filename: string; body: string }> {
      const { entries, totals, quarter: label } = await quarter(name);
      const counted = entries.filter((entry) => entry.voided === null);
      const body = toCsv(
        ["Entry", "Collected on", "Chemistry", "Capacity band", "Weight (kg)", "How it reached us", "Where", "Reference", "Recorded by"],
        [
          ...counted.map((entry) => [
            entry.id,
            entry.collectedOn,
            takebackChemistryLabels[entry.chemistry],
            takebackCapacityLabels[entry.capacityBand],
            entry.weightKg.toFixed(1),
            takebackSourceLabels[entry.source],
            entry.place,
            entry.reference,
            entry.recordedBy,
          ]),
          ...totals.map((total) => [`Total ${label}`, null, takebackChemistryLabels[total.chemistry], `${total.batteries} ${total.batteries === 1 ? "battery" : "batteries"}`, total.weightKg.toFixed(1), null, null, null, null]),
        ],
      );
      return { filename: `battery-take-back-${label}.csv`, body };
    },
  };
}
