import type { SearchHit, SearchPlan } from "@urjavolt/contract/search";
import type { ProductFigures } from "./search-sql.ts";

/**
 * How the search's figures become an order (decision 042):
 * - a word matches a text when pg_trgm's word similarity reaches MATCH_AT (a short word, which has
 *   few trigrams, needs SHORT_MATCH_AT: "ups" must not find "upkeep"); numbers and sizes match exactly;
 * - a match in the name or model counts twice one in the rest of the product, so name and model
 *   matches rank first; a word that names the product's line adds LINE_WEIGHT ("invertor" is an
 *   inverter before it is the surge protector for inverters); a synonym counts SYNONYM_WEIGHT of the word typed;
 * - a product is found when every word matches somewhere (word by word), or when the query is close
 *   to its model code (a model typed with a slip);
 * - ties go to the higher rating, then the catalogue's order ("Bestseller" is worked out from sales
 *   by the catalogue, decision 046, and a search does not wait for that count).
 */
export const MATCH_AT = 0.5;
export const SHORT_MATCH_AT = 0.74;
export const MODEL_MATCH_AT = 0.5;
const NAME_WEIGHT = 2;
const MODEL_WEIGHT = 4;
const LINE_WEIGHT = 0.5;
/** What the other alternatives of a word add to its best one: a scooter's battery says "scooter" and "EV", a golf cart's only "EV". */
const ALSO_MATCHED = 0.1;

const threshold = (text: string) => (text.length <= 4 ? SHORT_MATCH_AT : MATCH_AT);

function groupScore(plan: SearchPlan, figures: ProductFigures, g: number): number {
  const group = plan.groups[g];
  if (!group) return 0;
  const scores = group.alternatives.map((alternative, a) => {
    const at = alternative.exact ? 1 : threshold(alternative.text);
    const name = figures.name[g]?.[a] ?? 0;
    const body = figures.body[g]?.[a] ?? 0;
    const line = figures.line[g]?.[a] ?? 0;
    return alternative.weight * (Math.max(name >= at ? NAME_WEIGHT * name : 0, body >= at ? body : 0) + (line >= at ? LINE_WEIGHT * line : 0));
  });
  const best = Math.max(0, ...scores);
  return best + ALSO_MATCHED * (scores.reduce((sum, score) => sum + score, 0) - best);
}

const byRank = (a: ProductFigures & { score: number }, b: ProductFigures & { score: number }) =>
  b.score - a.score || b.rating - a.rating || a.id - b.id;

const rounded = (score: number) => Math.round(score * 1000) / 1000;

/** The products that match, best first. */
export function rankHits(plan: SearchPlan, all: readonly ProductFigures[]): SearchHit[] {
  if (plan.groups.length === 0 && plan.compact.length < 3) return [];
  return all
    .map((figures) => {
      const groups = plan.groups.map((_, g) => groupScore(plan, figures, g));
      const model = figures.model >= MODEL_MATCH_AT ? MODEL_WEIGHT * figures.model : 0;
      const everyWord = plan.groups.length > 0 && groups.every((score) => score > 0);
      return { ...figures, found: everyWord || model > 0, score: groups.reduce((sum, score) => sum + score, 0) + model };
    })
    .filter((entry) => entry.found)
    .sort(byRank)
    .map((entry) => ({ id: entry.id, score: rounded(entry.score) }));
}

/**
 * For a query that found nothing: the products closest to it, however loosely (each word's best
 * similarity anywhere, and the model's), at most `limit`, none that shares nothing with it.
 */
export function nearestHits(plan: SearchPlan, all: readonly ProductFigures[], limit: number): SearchHit[] {
  return all
    .map((figures) => {
      const words = plan.groups.map((group, g) =>
        Math.max(0, ...group.alternatives.map((alternative, a) => alternative.weight * Math.max(NAME_WEIGHT * (figures.name[g]?.[a] ?? 0), figures.body[g]?.[a] ?? 0))),
      );
      return { ...figures, score: words.reduce((sum, score) => sum + score, 0) + MODEL_WEIGHT * figures.model };
    })
    .filter((entry) => entry.score >= 0.6)
    .sort(byRank)
    .slice(0, limit)
    .map((entry) => ({ id: entry.id, score: rounded(entry.score) }));
}
