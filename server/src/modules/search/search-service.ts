import { categoryName } from "@urjavolt/contract/catalogue-rules";
import { paths } from "@urjavolt/contract/paths";
import {
  type AdminSynonym,
  type AdminSynonymInput,
  AdminSynonymInputSchema,
  SUGGESTIONS_SHOWN,
  SUGGEST_MIN_LENGTH,
  SYNONYM_EXISTS_MESSAGE,
  SYNONYM_NOT_FOUND_MESSAGE,
  type SearchPlan,
  type SearchHit,
  type SearchResult,
  type SearchResultList,
  type SearchSuggestion,
  type SearchSuggestionList,
  type SearchSynonym,
  normaliseSearchQuery,
  searchPlan,
} from "@urjavolt/contract/search";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { type SearchSynonymRow, searchSynonyms } from "../../db/schema/search.ts";
import type { KeepReads } from "../../lib/content-version.ts";
import { AppError, INVALID_INPUT_MESSAGE } from "../../http/errors.ts";
import { nearestHits, rankHits } from "./search-ranking.ts";
import { productFigures } from "./search-sql.ts";

export type SearchService = ReturnType<typeof createSearchService>;

/** How many nearest products the page for a query that found nothing offers. */
export const NEAREST_SHOWN = 4;

const toAdmin = (row: SearchSynonymRow): AdminSynonym => ({ id: row.id, term: row.term, expandsTo: row.expandsTo, createdAt: row.createdAt.toISOString() });

/**
 * The shop's search (decision 042): the products that match a query word by word, typos and
 * synonyms allowed, ranked name and model first; the suggestions as a shopper types; and the
 * synonyms staff keep in the console.
 */
export function createSearchService(db: Database, keep: KeepReads = (_tags, read) => read) {
  // Read once per change of the synonyms (the `search` tag), not once per search, when the app keeps it (decision 048).
  const synonyms = keep(["search"], async (): Promise<SearchSynonym[]> =>
    (await db.select({ term: searchSynonyms.term, expandsTo: searchSynonyms.expandsTo }).from(searchSynonyms)).map((row) => ({ term: row.term, expandsTo: row.expandsTo })),
  );

  /** The products of some hits, as the API shows them, in the hits' order. */
  const described = async (hits: readonly SearchHit[]): Promise<SearchSuggestion[]> => {
    if (hits.length === 0) return [];
    const rows = await db
      .select({ id: products.id, name: products.name, model: products.model, category: products.category, price: products.discountedPricePaise })
      .from(products)
      .where(inArray(products.id, hits.map((hit) => hit.id)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return hits.flatMap((hit) => {
      const row = byId.get(hit.id);
      return row ? [{ id: row.id, name: row.name, model: row.model, category: categoryName(row.category), price: row.price / 100, url: paths.product(row.id) }] : [];
    });
  };

  const planFor = async (query: string): Promise<SearchPlan> => searchPlan(query, await synonyms());

  const search = async (raw: string): Promise<SearchResult> => {
    const query = normaliseSearchQuery(raw);
    if (query === "") return { query, hits: [], nearest: [] };
    const plan = await planFor(query);
    const figures = await productFigures(db, plan);
    const hits = rankHits(plan, figures);
    return { query, hits, nearest: hits.length > 0 ? [] : nearestHits(plan, figures, NEAREST_SHOWN) };
  };

  return {
    /** The shop page's search: every product that matches, best first, and the nearest ones when none does. */
    search,

    /**
     * Suggestions for what is being typed: the best few products, the last word read as the start
     * of a word ("sol" suggests the solar batteries before it is a word of its own).
     */
    async suggest(raw: string): Promise<SearchSuggestionList> {
      const query = normaliseSearchQuery(raw);
      if (query.length < SUGGEST_MIN_LENGTH) return { query, suggestions: [] };
      const plan = await planFor(query);
      const last = plan.groups.at(-1);
      if (last && last.words.length >= SUGGEST_MIN_LENGTH && !last.alternatives.some((alternative) => alternative.exact && alternative.text === last.words)) {
        last.alternatives.push({ text: last.words, exact: true, weight: 1 });
      }
      const hits = rankHits(plan, await productFigures(db, plan)).slice(0, SUGGESTIONS_SHOWN);
      return { query, suggestions: await described(hits) };
    },

    /** The search as the API answers it: the products themselves, best first. */
    async searchProducts(raw: string): Promise<SearchResultList> {
      const found = await search(raw);
      return { query: found.query, results: await described(found.hits), nearest: await described(found.nearest) };
    },

    /** Every synonym, by its words, for the console. */
    async listSynonyms(): Promise<AdminSynonym[]> {
      return (await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term))).map(toAdmin);
    },

    async addSynonym(input: AdminSynonymInput): Promise<AdminSynonym> {
      const parsed = AdminSynonymInputSchema.safeParse(input);
      if (!parsed.success) throw new AppError("invalid", INVALID_INPUT_MESSAGE, { errors: fieldErrors(parsed.error) });
      const [row] = await db.insert(searchSynonyms).values(parsed.data).onConflictDoNothing().returning();
      if (!row) throw new AppError("conflict", SYNONYM_EXISTS_MESSAGE, { errors: { term: SYNONYM_EXISTS_MESSAGE } });
      return toAdmin(row);
    },

    async removeSynonym(id: number): Promise<void> {
      const deleted = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
      if (deleted.length === 0) throw new AppError("not_found", SYNONYM_NOT_FOUND_MESSAGE);
    },
  };
}
