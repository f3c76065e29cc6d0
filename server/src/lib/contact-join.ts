import { carriesContact as carriesVerifiedContact } from "@urjavolt/contract/accounts";
import { cleanMobile } from "@urjavolt/contract/form-rules";
import { type SQL, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { customerFormerMobiles } from "../db/schema/accounts-rights.ts";

/**
 * How a customer's records are found (decisions 050 and 053): by the account's verified mobile, or
 * a number it had before (verified in its time) for the records made before it moved, or by its
 * verified e-mail. Nothing is copied: the join is made on each read.
 */
export type AccountContacts = {
  mobile: string | null;
  email: string | null;
  formerMobiles: readonly { mobile: string; until: Date }[];
};

export async function formerMobilesOf(db: Database, customerId: number): Promise<{ mobile: string; until: Date }[]> {
  return db.select({ mobile: customerFormerMobiles.mobile, until: customerFormerMobiles.until }).from(customerFormerMobiles).where(eq(customerFormerMobiles.customerId, customerId));
}

/**
 * Rows whose contact column carries one of the contacts: a mobile compared by the one mobile rule
 * (decision 047: "+91 98140 55667" on an older order is 9814055667), narrowed in SQL by how its
 * digits end and checked exactly by `carriesContact`; an e-mail without regard to case.
 */
export function contactMatches(columns: { mobile: AnyPgColumn; email: AnyPgColumn; createdAt: AnyPgColumn }, contacts: AccountContacts): SQL {
  if (!contacts.mobile) return sql`lower(${columns.email}) = ${contacts.email}`;
  const digits = (column: AnyPgColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
  const parts = [sql`${digits(columns.mobile)} like ${`%${contacts.mobile}`}`];
  for (const former of contacts.formerMobiles) {
    parts.push(sql`(${digits(columns.mobile)} like ${`%${former.mobile}`} and ${columns.createdAt} < ${former.until.toISOString()})`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The exact check after the SQL's narrowing: the current contact by the account's one rule, or a former number before it moved. */
export function carriesContact(contacts: AccountContacts, row: { mobile: string | null; email: string | null; createdAt: Date }): boolean {
  if (carriesVerifiedContact(contacts, row)) return true;
  if (!contacts.mobile || row.mobile === null) return false;
  const mobile = cleanMobile(row.mobile.trim());
  return contacts.formerMobiles.some((former) => former.mobile === mobile && row.createdAt < former.until);
}
