import type { Database } from "../../db/client.ts";
import { type NewEmiPlanRow, emiPlans } from "../../db/schema/emi.ts";

const rupees = (amount: number) => amount * 100;

/**
 * The demo's EMI plans (decision 022): made-up lenders with rates in the range Indian card and
 * cardless EMIs charge, so the EMI page and the product pages have something to show. Their names
 * say they are the demo's; the console's "Before you can sell" list names them until staff replace
 * them with the plans the shop's payment gateway really offers.
 */
export const demoEmiPlans: NewEmiPlanRow[] = [
  {
    provider: "Demo Bank",
    kind: "no-cost",
    tenures: [
      { months: 3, annualRate: 0 },
      { months: 6, annualRate: 0 },
    ],
    minAmountPaise: rupees(15_000),
    sortOrder: 1,
  },
  {
    provider: "Demo Bank",
    kind: "credit-card",
    tenures: [
      { months: 3, annualRate: 15 },
      { months: 6, annualRate: 15 },
      { months: 9, annualRate: 15 },
      { months: 12, annualRate: 15 },
      { months: 18, annualRate: 16 },
      { months: 24, annualRate: 16 },
    ],
    minAmountPaise: rupees(3_000),
    sortOrder: 2,
  },
  {
    provider: "Demo Co-operative Bank",
    kind: "debit-card",
    tenures: [
      { months: 3, annualRate: 16 },
      { months: 6, annualRate: 16 },
      { months: 9, annualRate: 16 },
      { months: 12, annualRate: 16 },
    ],
    minAmountPaise: rupees(5_000),
    sortOrder: 3,
  },
  {
    provider: "Demo PayLater",
    kind: "cardless",
    tenures: [
      { months: 3, annualRate: 18 },
      { months: 6, annualRate: 18 },
      { months: 12, annualRate: 20 },
    ],
    minAmountPaise: rupees(2_000),
    sortOrder: 4,
  },
];

export async function seedEmiPlans(db: Database): Promise<void> {
  await db.insert(emiPlans).values(demoEmiPlans);
}
