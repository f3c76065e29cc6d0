import { CATEGORIES } from "@urjavolt/contract/catalogue-rules";
import type { SearchPlan } from "@urjavolt/contract/search";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";

/**
 * The database's half of the search (decision 042): pg_trgm's word similarity of each word of the
 * query (and each synonym) to each product's name and model, and to the rest of what the product
 * says; and how close the query is to each model code. Ranking those figures is search-ranking.ts's.
 */

/** A product's text as the search compares it: the same rules as contract/src/search.ts's `searchText`, in SQL. */
function searchText(expression: SQL): SQL {
  return sql`regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(${expression}),
    '[^a-z0-9.]+', ' ', 'g'),
    '(^|[^0-9])\\.|\\.(?![0-9])', '\\1 ', 'g'),
    '([0-9]) (kva|va|kwh|kw|ah|v|w)(?![a-z0-9])', '\\1\\2', 'g'),
    '\\s+', ' ', 'g')`;
}

const categoryLabel = sql.join(
  [sql`case ${products.category}`, ...CATEGORIES.map((category) => sql`when ${category.id} then ${category.name}`), sql`else '' end`],
  sql` `,
);

/** The name and the model code: what a shopper who knows the product types. */
const nameText = searchText(sql`${products.name} || ' ' || ${products.model}`);
/** Everything else a product says of itself: its line, brand, capacity, chemistry, description, features and specifications. */
const bodyText = searchText(
  sql`${categoryLabel} || ' ' || ${products.brand} || ' ' || ${products.capacity} || ' ' || ${products.batteryType} || ' ' || ${products.description} || ' ' || ${products.features}::text || ' ' || ${products.specifications}::text`,
);
/** The product line's name: what the product is ("Lithium-Ion Inverter/UPS"), not what it goes with. */
const lineText = searchText(categoryLabel);
const modelCode = sql`regexp_replace(lower(${products.model}), '[^a-z0-9]+', '', 'g')`;

/** How well one word matches one text: the start of a word for numbers and sizes, pg_trgm's word similarity otherwise. */
function matchOf(text: string, exact: boolean, document: SQL): SQL {
  return exact ? sql`(position(${` ${text}`} in ' ' || ${document}) > 0)::int::real` : sql`word_similarity(${text}, ${document})`;
}

export type ProductFigures = {
  id: number;
  rating: number;
  /** How close the whole query is to the model code, 0 to 1. */
  model: number;
  /** Per group, per alternative: the match with the name and model, and with the rest (the line's name included). */
  name: number[][];
  body: number[][];
  /** The same with the product line's name. */
  line: number[][];
};

/** The figures for every product (a catalogue of a few hundred products is read whole; decision 042 says when to index). */
export async function productFigures(db: Database, plan: SearchPlan): Promise<ProductFigures[]> {
  const columns: SQL[] = [];
  plan.groups.forEach((group, g) =>
    group.alternatives.forEach((alternative, a) => {
      columns.push(sql`${matchOf(alternative.text, alternative.exact, nameText)} as ${sql.identifier(`n_${g}_${a}`)}`);
      columns.push(sql`${matchOf(alternative.text, alternative.exact, bodyText)} as ${sql.identifier(`b_${g}_${a}`)}`);
      columns.push(sql`${matchOf(alternative.text, alternative.exact, lineText)} as ${sql.identifier(`l_${g}_${a}`)}`);
    }),
  );
  const compact = plan.compact;
  const model =
    compact.length >= 3 ? sql`greatest(similarity(${compact}, ${modelCode}), word_similarity(${modelCode}, ${compact}))` : sql`0::real`;
  const result = await db.execute(sql`
    select ${products.id} as id, ${products.rating} as rating, ${model} as model
      ${columns.length > 0 ? sql`, ${sql.join(columns, sql`, `)}` : sql``}
    from ${products}
    order by ${products.id}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    rating: Number(row.rating),
    model: Number(row.model),
    name: plan.groups.map((group, g) => group.alternatives.map((_, a) => Number(row[`n_${g}_${a}`]))),
    body: plan.groups.map((group, g) => group.alternatives.map((_, a) => Number(row[`b_${g}_${a}`]))),
    line: plan.groups.map((group, g) => group.alternatives.map((_, a) => Number(row[`l_${g}_${a}`]))),
  }));
}
