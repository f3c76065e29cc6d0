import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The shop search's synonyms, kept by staff in the console (decision 042): what shoppers type
 * ("golf cart", "scooter") and what it means in the catalogue's words ("ev", "two wheeler"). Both
 * written in the search's one form (contract/src/search.ts, normaliseSearchQuery).
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial("id").primaryKey(),
    term: text("term").notNull().unique(),
    expandsTo: jsonb("expands_to").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("search_synonyms_term_check", sql`length(${table.term}) between 1 and 40`),
    check("search_synonyms_expands_to_check", sql`jsonb_typeof(${table.expandsTo}) = 'array' and jsonb_array_length(${table.expandsTo}) between 1 and 8`),
  ],
);

export type SearchSynonymRow = typeof searchSynonyms.$inferSelect;
