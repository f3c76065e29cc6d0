import { type AdminEmiPlan, type AdminEmiPlanInput, type AdminEmiPlanList, type EmiPlanList } from "@urjavolt/contract/emi";
import { type EmiPlan, emiMessages } from "@urjavolt/contract/emi-rules";
import { paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type EmiPlanRow, type NewEmiPlanRow, emiPlans } from "../../db/schema/emi.ts";
import { AppError } from "../../http/errors.ts";

export type EmiService = ReturnType<typeof createEmiService>;

const order = [asc(emiPlans.sortOrder), asc(emiPlans.provider), asc(emiPlans.id)];

function toPublic(row: EmiPlanRow): EmiPlan {
  return {
    id: row.id,
    provider: row.provider,
    kind: row.kind,
    tenures: [...row.tenures].sort((a, b) => a.months - b.months).map(({ months, annualRate }) => ({ months, annualRate })),
    minAmount: paiseToRupees(row.minAmountPaise),
  };
}

function toAdmin(row: EmiPlanRow): AdminEmiPlan {
  return { ...toPublic(row), active: row.active, sortOrder: row.sortOrder };
}

function toRow(input: AdminEmiPlanInput): Omit<NewEmiPlanRow, "id" | "createdAt"> {
  return {
    provider: input.provider,
    kind: input.kind,
    tenures: input.tenures,
    minAmountPaise: rupeesToPaise(input.minAmount),
    active: input.active,
    sortOrder: input.sortOrder,
    updatedAt: new Date(),
  };
}

/**
 * EMI plans (decision 022): the public pages read the active ones; admins keep them in the
 * console. The figures themselves are the contract's rules (emi-rules.ts), worked out from these.
 */
export function createEmiService(db: Database) {
  return {
    /** The active plans, in the console's order: what the site's EMI figures come from. */
    async listActive(): Promise<EmiPlanList> {
      const rows = await db.select().from(emiPlans).where(eq(emiPlans.active, true)).orderBy(...order);
      return { plans: rows.map(toPublic) };
    },

    async adminList(): Promise<AdminEmiPlanList> {
      const rows = await db.select().from(emiPlans).orderBy(...order);
      return { plans: rows.map(toAdmin) };
    },

    async create(input: AdminEmiPlanInput): Promise<AdminEmiPlan> {
      const [row] = await db.insert(emiPlans).values(toRow(input)).returning();
      return toAdmin(row!);
    },

    async update(id: number, input: AdminEmiPlanInput): Promise<AdminEmiPlan> {
      const [row] = await db.update(emiPlans).set(toRow(input)).where(eq(emiPlans.id, id)).returning();
      if (!row) throw new AppError("not_found", emiMessages.notFound);
      return toAdmin(row);
    },

    async remove(id: number): Promise<void> {
      const deleted = await db.delete(emiPlans).where(eq(emiPlans.id, id)).returning({ id: emiPlans.id });
      if (deleted.length === 0) throw new AppError("not_found", emiMessages.notFound);
    },
  };
}
