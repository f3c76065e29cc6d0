import { indiaIsoDate } from "@urjavolt/contract/dates";
import { addYears } from "@urjavolt/contract/form-rules";
import type { Database } from "../../db/client.ts";
import { type NewWarrantyRow, warrantyRegistrations } from "../../db/schema/warranty.ts";
import { products } from "../../db/schema/catalogue.ts";
import { eq } from "drizzle-orm";

/**
 * Demo registrations, one per status, so the status check works out of the box. Dates are relative
 * to `now`, so Active stays active and Expired stays expired whenever the demo is loaded.
 */
export function demoWarranties(now: Date = new Date()): NewWarrantyRow[] {
  const today = indiaIsoDate(now);
  const common = { dealer: "Sharma Power House", pincode: "160022", warrantyYears: 5 } as const;
  return [
    { ...common, serialNo: "UV-DEMO-PENDING", name: "Priya Sharma", mobile: "9876500011", purchaseDate: today, invoiceNo: "INV-24001", status: "pending" },
    { ...common, serialNo: "UV-DEMO-ACTIVE", name: "Gurpreet Singh", mobile: "9876500022", purchaseDate: addYears(today, -1), invoiceNo: "INV-23117", status: "active" },
    // Bought three years ago on a two-year warranty: it was active, and has expired.
    { ...common, serialNo: "UV-DEMO-EXPIRED", name: "Anil Kumar", mobile: "9876500033", purchaseDate: addYears(today, -3), invoiceNo: "INV-21045", status: "active", warrantyYears: 2 },
    {
      ...common,
      serialNo: "UV-DEMO-REJECTED",
      name: "Meena Verma",
      mobile: "9876500044",
      purchaseDate: addYears(today, -2),
      invoiceNo: "INV-22090",
      status: "rejected",
      rejectionReason: "The invoice does not match the serial number.",
    },
  ];
}

/**
 * Loaded after the demo catalogue: each registration names the product its serial was sold as
 * (decision 051), so the demo's certificate shows a product and model.
 */
export async function seedWarranties(db: Database, now: Date = new Date()): Promise<void> {
  const [inverter] = await db.select({ id: products.id }).from(products).where(eq(products.model, DEMO_WARRANTY_MODEL));
  await db.insert(warrantyRegistrations).values(demoWarranties(now).map((row) => ({ ...row, productId: inverter?.id ?? null })));
}

/** The demo registrations' product: the 1100VA inverter with its battery built in. */
export const DEMO_WARRANTY_MODEL = "UVI-1100";
