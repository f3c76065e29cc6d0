import { type TakebackCapacityBand, type TakebackChemistry, type TakebackSource, takebackCapacityBands, takebackChemistries, takebackSources } from "@urjavolt/contract/takeback";
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { serviceVisits } from "./service.ts";
import { staffUsers } from "./staff.ts";

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * The take-back ledger (decision 055): each used battery taken back, with its chemistry, capacity
 * band and weight in grams (what the rules' returns count), when and where it was collected, and
 * who recorded it. No customer's name or phone: an order number or service reference at most. A
 * row recorded by mistake is voided with its reason and stays, so a filed return can be explained.
 */
export const batteryTakebacks = pgTable(
  "battery_takebacks",
  {
    id: serial("id").primaryKey(),
    collectedOn: date("collected_on", { mode: "string" }).notNull(),
    chemistry: text("chemistry").$type<TakebackChemistry>().notNull(),
    capacityBand: text("capacity_band").$type<TakebackCapacityBand>().notNull(),
    weightGrams: integer("weight_grams").notNull(),
    source: text("source").$type<TakebackSource>().notNull(),
    place: text("place").notNull(),
    reference: text("reference"),
    /** The installation visit that collected it (decision 058), so a closing records its batteries once. */
    visitId: integer("visit_id").references(() => serviceVisits.id, { onDelete: "restrict" }),
    recordedBy: integer("recorded_by")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "restrict" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    voidedBy: integer("voided_by").references(() => staffUsers.id, { onDelete: "restrict" }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
  },
  (table) => [
    check("battery_takebacks_chemistry_check", sql`${table.chemistry} in (${list(takebackChemistries)})`),
    check("battery_takebacks_capacity_check", sql`${table.capacityBand} in (${list(takebackCapacityBands)})`),
    check("battery_takebacks_source_check", sql`${table.source} in (${list(takebackSources)})`),
    check("battery_takebacks_weight_check", sql`${table.weightGrams} > 0`),
    check("battery_takebacks_void_check", sql`(${table.voidedAt} is null) = (${table.voidReason} is null) and (${table.voidedAt} is null) = (${table.voidedBy} is null)`),
    index("battery_takebacks_collected_idx").on(table.collectedOn, table.id),
  ],
);

export type BatteryTakebackRow = typeof batteryTakebacks.$inferSelect;
