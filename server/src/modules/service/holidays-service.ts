import { type ServiceHoliday, type ServiceHolidayInput, type ServiceHolidayList, serviceMessages } from "@urjavolt/contract/service";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { serviceHolidays } from "../../db/schema/service.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/errors.ts";

export type HolidaysService = ReturnType<typeof createHolidaysService>;

/** The days the service desk is shut (India dates): the SLA clock skips them (decision 026). */
export function createHolidaysService(db: Database) {
  return {
    async list(): Promise<ServiceHolidayList> {
      const rows = await db.select().from(serviceHolidays).orderBy(asc(serviceHolidays.date));
      return { holidays: rows.map(({ date, name }) => ({ date, name })) };
    },

    async add(input: ServiceHolidayInput): Promise<ServiceHoliday> {
      try {
        const [row] = await db.insert(serviceHolidays).values(input).returning();
        return { date: row!.date, name: row!.name };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("conflict", serviceMessages.holidayExists, { errors: { date: serviceMessages.holidayExists } });
        throw error;
      }
    },

    async remove(date: string): Promise<void> {
      const removed = await db.delete(serviceHolidays).where(eq(serviceHolidays.date, date)).returning({ date: serviceHolidays.date });
      if (removed.length === 0) throw new AppError("not_found", serviceMessages.holidayNotFound);
    },
  };
}
