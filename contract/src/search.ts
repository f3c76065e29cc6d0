import { z } from "zod";
import { idParams } from "./ids.ts";

/**
 * The shop's search (docs/decisions/042-search-finds-by-trigrams-in-the-database-with-synonyms-staff-keep.md):
 * how a query is written down (one form for the page, its cache key and the API), how it is cut into
 * words and widened by the synonyms staff keep, and the shapes of the suggestions and the synonyms.
 * The matching itself happens in the database with pg_trgm (server/src/modules/search/).
 */

/** The longest query kept: longer text is cut (a product name is never this long). */
export const SEARCH_MAX_LENGTH = 80;
/** Suggestions start from this many characters. */
export const SUGGEST_MIN_LENGTH = 2;
/** How many suggestions one answer holds. */
export const SUGGESTIONS_SHOWN = 6;

/** Half of a character that cannot be stored (the cut at SEARCH_MAX_LENGTH may make one too). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The one written form of a query: trimmed, lower case, runs of white space as one space, at most
 * SEARCH_MAX_LENGTH characters. " Solar   BATTERY " and "solar battery" are one query, one cached page.
 */
export function normaliseSearchQuery(raw: string | null | undefined): string {
  if (!raw) return "";
  return raw
    .replace(LONE_SURROGATE, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .replace(LONE_SURROGATE, "")
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Words

/** Words that say nothing about which product is meant ("battery for scooter" is "battery" and "scooter"). */
const STOP_WORDS = new Set([
  "a", "an", "and", "any", "best", "buy", "by", "cheap", "for", "from", "i", "in", "is", "me", "my", "need", "of", "on",
  "online", "or", "our", "price", "the", "to", "want", "which", "with",
]);

const UNITS = "kva|va|kwh|kw|ah|v|w";

/**
 * The text a product or a query is compared as: lower case, every character that is not a letter,
 * a digit or a decimal point a space, a number joined to its unit ("10 KVA" is "10kva", "51.2 V" is
 * "51.2v"). The server writes the products' text with the same rules in SQL (search-sql.ts).
 */
export function searchText(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, " ")
    .replace(/(^|[^0-9])\.|\.(?![0-9])/g, "$1 ")
    .replace(new RegExp(`([0-9]) (${UNITS})(?![a-z0-9])`, "g"), "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** One way a word of the query may appear in a product: as typed, or as a synonym staff keep (weighted lower). */
export type SearchAlternative = {
  text: string;
  /** Numbers and sizes ("1100", "100ah", "10kva") are matched as the start of a word, never approximately: 100Ah is not 200Ah. */
  exact: boolean;
  /** 1 for the words typed; less for a synonym, so a product that says what was typed ranks first. */
  weight: number;
};

/** A word (or a phrase staff named, "golf cart") of the query: a product matches it when it matches any alternative. */
export type SearchGroup = { words: string; alternatives: SearchAlternative[] };

export type SearchPlan = {
  /** Every group must match (word by word). Empty for a query of stop words only. */
  groups: SearchGroup[];
  /** The query's letters and digits alone, compared with each model code ("uvi 1100" is "uvi1100"). */
  compact: string;
};

/** A synonym as the search uses it: the words a shopper types and what they mean in the catalogue's words. */
export type SearchSynonym = { term: string; expandsTo: string[] };

export const SYNONYM_WEIGHT = 0.7;

const hasDigit = (text: string) => /[0-9]/.test(text);

/** The other way of writing a power rating: 10kva is 10000va, 1100va is 1.1kva. */
function sizeEquivalents(word: string): string[] {
  const kva = /^([0-9]+(?:\.[0-9]+)?)kva$/.exec(word);
  if (kva) return [`${Number((Number(kva[1]) * 1000).toFixed(0))}va`];
  const va = /^([0-9]+)va$/.exec(word);
  if (va && Number(va[1]) >= 1000) return [`${Number(va[1]) / 1000}kva`];
  return [];
}

function alternative(text: string, weight: number): SearchAlternative {
  return { text, exact: hasDigit(text) && !text.includes(" "), weight };
}

/**
 * The query cut into words, each widened by the synonyms whose term it holds (the longest term
 * first: "golf cart" before "cart"), stop words and single letters dropped.
 */
export function searchPlan(query: string, synonyms: readonly SearchSynonym[]): SearchPlan {
  const words = searchText(query).split(" ").filter((word) => word !== "");
  const terms = synonyms
    .map((synonym) => ({ words: searchText(synonym.term).split(" ").filter(Boolean), expandsTo: synonym.expandsTo.map(searchText).filter(Boolean) }))
    .filter((synonym) => synonym.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  const groups: SearchGroup[] = [];
  for (let index = 0; index < words.length; ) {
    const found = terms.find((term) => term.words.every((word, offset) => words[index + offset] === word));
    if (found) {
      const phrase = found.words.join(" ");
      const typed = found.words.filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || hasDigit(word))).join(" ");
      const alternatives = typed ? [alternative(typed, 1)] : [];
      for (const meaning of found.expandsTo) if (meaning !== typed) alternatives.push(alternative(meaning, SYNONYM_WEIGHT));
      groups.push({ words: phrase, alternatives: dedupe(alternatives) });
      index += found.words.length;
      continue;
    }
    const word = words[index] as string;
    index += 1;
    if (STOP_WORDS.has(word) || (word.length < 2 && !hasDigit(word))) continue;
    groups.push({ words: word, alternatives: [alternative(word, 1), ...sizeEquivalents(word).map((size) => alternative(size, 1))] });
  }
  return { groups: mergeRepeats(groups), compact: query.toLowerCase().replace(/[^a-z0-9]+/g, "") };
}

function dedupe(alternatives: SearchAlternative[]): SearchAlternative[] {
  const seen = new Set<string>();
  return alternatives.filter((entry) => !seen.has(entry.text) && seen.add(entry.text));
}

/** "battery battery" asks for one thing once. */
function mergeRepeats(groups: SearchGroup[]): SearchGroup[] {
  const seen = new Set<string>();
  return groups.filter((group) => !seen.has(group.words) && seen.add(group.words));
}

// ---------------------------------------------------------------------------------------------
// The API

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .max(1000)
    .optional()
    .transform((value) => normaliseSearchQuery(value)),
});

export const SearchSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  /** The product line's name, e.g. "EV Batteries". */
  category: z.string(),
  /** The price a shopper pays, in rupees. */
  price: z.number(),
  /** The product's page. */
  url: z.string(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

export const SearchSuggestionListSchema = z.object({
  /** The query as it was read (normalised). */
  query: z.string(),
  suggestions: z.array(SearchSuggestionSchema),
});
export type SearchSuggestionList = z.infer<typeof SearchSuggestionListSchema>;

export const SearchResultListSchema = z.object({
  /** The query as it was read (normalised). */
  query: z.string(),
  /** Every product that matches each word, best first. */
  results: z.array(SearchSuggestionSchema),
  /** When nothing matched: the closest products, best first. */
  nearest: z.array(SearchSuggestionSchema),
});
export type SearchResultList = z.infer<typeof SearchResultListSchema>;

/** One product the search found, with its relevance (higher first). */
export type SearchHit = { id: number; score: number };

/** The shop page's search: the products that match every word, best first, and the nearest ones for a query that found nothing. */
export type SearchResult = { query: string; hits: SearchHit[]; nearest: SearchHit[] };

// ---------------------------------------------------------------------------------------------
// The console's synonyms

export const SYNONYM_EXISTS_MESSAGE = "There is already a synonym for these words";
export const SYNONYM_NOT_FOUND_MESSAGE = "This synonym is not in the list";

const phrase = z
  .string()
  .transform((value) => normaliseSearchQuery(value))
  .pipe(z.string().min(1, "Enter the words").max(40, "Keep it under 40 characters"));

export const AdminSynonymInputSchema = z.object({
  /** What shoppers type, e.g. "golf cart". */
  term: phrase,
  /** What it means in the catalogue's words, comma-separated in the form: "ev, electric vehicle". */
  expandsTo: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(",")).map((entry) => normaliseSearchQuery(entry)).filter((entry) => entry !== ""))
    .pipe(z.array(z.string().max(40, "Keep each meaning under 40 characters")).min(1, "Enter at least one meaning").max(8, "At most 8 meanings")),
});
export type AdminSynonymInput = z.input<typeof AdminSynonymInputSchema>;

export const AdminSynonymSchema = z.object({ id: z.number().int(), term: z.string(), expandsTo: z.array(z.string()), createdAt: z.iso.datetime() });
export type AdminSynonym = z.infer<typeof AdminSynonymSchema>;
export const AdminSynonymListSchema = z.object({ data: z.array(AdminSynonymSchema) });
export type AdminSynonymList = z.infer<typeof AdminSynonymListSchema>;
export const AdminSynonymParamsSchema = idParams(SYNONYM_NOT_FOUND_MESSAGE);
