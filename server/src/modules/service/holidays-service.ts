import { type ServiceHoliday, type ServiceHolidayInput, type ServiceHolidayList, serviceMessages } from "@urjavolt/contract/service";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { serviceHolidays } from "../../db/schema/service.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/errors.ts";

export type HolidaysService = ReturnType<typeof createHolidaysService>;

/** The days the service desk is shut (India dates): the SLA clock skips them (decisions 026, 027). */
export function createHolidaysService(db: Database, hooks: { holidaysChanged: (tx: Database) => Promise<void> }) {
  return {
    async list(): Promise<ServiceHolidayList> {
      const rows = await db.select().from(serviceHolidays).orderBy(asc(serviceHolidays.date));
      return { holidays: rows.map(({ date, name }) => ({ date, name })) };
    },

    async add(input: ServiceHolidayInput): Promise<ServiceHoliday> {
      try {
        // The open tickets' due times move with the holidays, in the same transaction (decision 027).
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(serviceHolidays).values(input).returning();
          await hooks.holidaysChanged(tx);
          return { date: row!.date, name: row!.name };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("conflict", serviceMessages.holidayExists, { errors: { date: serviceMessages.holidayExists } });
        throw error;
      }
    },

    async remove(date: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(serviceHolidays).where(eq(serviceHolidays.date, date)).returning({ date: serviceHolidays.date });
        if (removed.length === 0) throw new AppError("not_found", serviceMessages.holidayNotFound);
        await hooks.holidaysChanged(tx);
      });
    },
  };
}
