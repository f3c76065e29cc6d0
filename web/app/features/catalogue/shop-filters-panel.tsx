import { type ChangeEvent, type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { changedBeforeHydration } from "../../lib/before-hydration";
import { paths } from "@urjavolt/contract/paths";
import {
  type FacetChoice,
  SHOP_QUERY_KEYS as keys,
  type ShopFacets,
  type ShopFilters,
  type ShopSort,
  defaultSort,
  hasActiveFilters,
  toggleChoice,
} from "@urjavolt/contract/shop-filters";
import { useLocalize } from "../../lib/i18n";
import { categoryLabel, priceBandWords } from "../../lib/shop-words";
import styles from "./shop-filters-panel.module.css";

type ListKey = "brands" | "capacities" | "batteryTypes" | "warranties" | "priceRanges";

export type ShopFiltersPanelProps = {
  /** Makes every id and radio group name unique, for the sidebar and the drawer. */
  idPrefix: string;
  facets: ShopFacets;
  filters: ShopFilters;
  /** The grid's order, carried along when the form is sent without JavaScript. */
  sort: ShopSort;
  /** The search box's text as typed (the URL follows it). */
  searchText: string;
  onSearchChange: (text: string) => void;
  onChange: (filters: ShopFilters) => void;
  onClear: () => void;
  /** What ends the panel's heading row after Clear All: the drawer's close button, in the row's flow so it never covers Clear All. */
  headEnd?: ReactNode;
};

/**
 * The filter controls (docs/requirements/online-shop.md §2 Filter sidebar, §5 Filters): search, category,
 * brand, capacity, battery type, warranty, price range, minimum rating, in stock only and made
 * in India, with how many products have each choice, and Clear All.
 *
 * The panel is a GET form on the shop's address whose fields carry the query keys of the view
 * (SHOP_QUERY_KEYS): with JavaScript each change shows at once and the form is never sent; without
 * it, Apply filters sends the form and the server renders the filtered shop.
 */
export function ShopFiltersPanel({ idPrefix, facets, filters, sort, searchText, onSearchChange, onChange, onClear, headEnd }: ShopFiltersPanelProps) {
  const { i18n, t } = useLingui();
  const localize = useLocalize();
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (patch: Partial<ShopFilters>) => onChange({ ...filters, ...patch });
  const toggle = (key: ListKey, value: string) => set({ [key]: toggleChoice(filters[key] as string[], value) } as Partial<ShopFilters>);

  const checkboxGroup = (key: ListKey, legend: ReactNode, choices: FacetChoice[], scroll = false) =>
    choices.length === 0 ? null : (
      <ChoiceGroup legend={legend} scroll={scroll}>
        {choices.map((choice) => (
          <Choice
            key={choice.value}
            id={id(`${key}-${choice.value}`.replace(/[^a-z0-9-]/gi, "_"))}
            type="checkbox"
            name={keys[key]}
            value={choice.value}
            checked={(filters[key] as string[]).includes(choice.value)}
            onChange={() => toggle(key, choice.value)}
          >
            {key === "priceRanges" && choice.value in priceBandWords ? i18n._(priceBandWords[choice.value as keyof typeof priceBandWords]) : choice.label}{" "}
            <span className={styles.count}>({choice.count})</span>
          </Choice>
        ))}
      </ChoiceGroup>
    );

  return (
    <ShopQueryForm className={styles.panel}>
      <div className={styles.head}>
        <h2 className={styles.heading} id={id("title")}>
          <Trans>Filters</Trans>
        </h2>
        <button type="button" className={`${styles.clear} ${headEnd ? styles.clearBeside : ""}`} onClick={onClear} disabled={!hasActiveFilters(filters) && searchText.trim() === ""}>
          <Trans>Clear All</Trans>
        </button>
        {/* Without JavaScript, Clear All is a link to the unfiltered shop. */}
        <noscript>
          <style>{`button.${styles.clear}{display:none}`}</style>
          <a href={localize(paths.shop)} className={styles.clearLink}>
            <Trans>Clear All</Trans>
          </a>
        </noscript>
        {headEnd}
      </div>

      <div className={styles.group}>
        <label htmlFor={id("search")} className={styles.legend}>
          <Trans>Search products</Trans>
        </label>
        <input
          id={id("search")}
          type="search"
          name={keys.search}
          className={styles.search}
          value={searchText}
          maxLength={100}
          placeholder={t`Name, model or use`}
          autoComplete="off"
          onChange={(event: ChangeEvent<HTMLInputElement>) => onSearchChange(event.target.value)}
        />
      </div>

      <ChoiceGroup legend={<Trans>Category</Trans>}>
        <Choice id={id("category-all")} type="radio" name={keys.category} value="" checked={filters.category === null} onChange={() => set({ category: null })}>
          <Trans>All Products</Trans>
        </Choice>
        {facets.categories
          .filter((choice) => choice.count > 0 || filters.category === choice.value)
          .map((choice) => (
            <Choice
              key={choice.value}
              id={id(`category-${choice.value}`)}
              type="radio"
              name={keys.category}
              value={choice.value}
              checked={filters.category === choice.value}
              onChange={() => set({ category: choice.value })}
            >
              {categoryLabel(i18n, choice.value)} <span className={styles.count}>({choice.count})</span>
            </Choice>
          ))}
      </ChoiceGroup>

      {checkboxGroup("brands", <Trans>Brand</Trans>, facets.brands)}
      {checkboxGroup("capacities", <Trans>Capacity</Trans>, facets.capacities, true)}
      {checkboxGroup("batteryTypes", <Trans>Battery type</Trans>, facets.batteryTypes)}
      {checkboxGroup("warranties", <Trans>Warranty</Trans>, facets.warranties)}
      {checkboxGroup("priceRanges", <Trans>Price range</Trans>, facets.priceRanges)}

      <ChoiceGroup legend={<Trans>Minimum rating</Trans>}>
        {[{ value: 0, label: t`Any rating`, count: null }, ...facets.ratings.map((rating) => ({ ...rating, label: t`${rating.value}★ & above` }))].map((choice) => (
          <Choice
            key={choice.value}
            id={id(`rating-${choice.value}`)}
            type="radio"
            name={keys.rating}
            value={String(choice.value)}
            checked={filters.rating === choice.value}
            onChange={() => set({ rating: choice.value })}
          >
            {choice.label}
            {choice.count === null ? null : <span className={styles.count}> ({choice.count})</span>}
          </Choice>
        ))}
      </ChoiceGroup>

      <ChoiceGroup legend={<Trans>Availability</Trans>}>
        <Choice id={id("in-stock")} type="checkbox" name={keys.inStock} value="1" checked={filters.inStock} onChange={(event) => set({ inStock: event.target.checked })}>
          <Trans>In stock only</Trans>
        </Choice>
        <Choice
          id={id("made-in-india")}
          type="checkbox"
          name={keys.madeInIndia}
          value="1"
          checked={filters.madeInIndia}
          onChange={(event) => set({ madeInIndia: event.target.checked })}
        >
          <Trans>Made in India</Trans>
        </Choice>
      </ChoiceGroup>

      {sort === defaultSort(filters) ? null : <input type="hidden" name={keys.sort} value={sort} />}
      <noscript>
        <button type="submit" className={styles.apply}>
          <Trans>Apply filters</Trans>
        </button>
      </noscript>
    </ShopQueryForm>
  );
}

/** A group of choices under its legend; `scroll`: a long list scrolls within the panel. */
function ChoiceGroup({ legend, scroll = false, children }: { legend: ReactNode; scroll?: boolean; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={scroll ? `${styles.choices} ${styles.scroll}` : styles.choices}>{children}</ul>
    </fieldset>
  );
}

/** One choice: its box or circle, a field of the GET form, and its label with how many products have it. */
function Choice({
  id,
  children,
  ...input
}: {
  id: string;
  type: "checkbox" | "radio";
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}) {
  return (
    <li>
      <input id={id} className={styles.input} {...input} />
      <label htmlFor={id} className={styles.choice}>
        {children}
      </label>
    </li>
  );
}

/**
 * A GET form on the shop's address whose fields are the view's query keys. With JavaScript the page
 * applies each change itself and the form is never sent; without JavaScript the browser sends it
 * and the server renders that view. A change made before the page hydrated (a box ticked, a sort
 * chosen while the scripts were on their way) is applied as the page hydrates: the view the form
 * then shows is the one the visitor asked for.
 */
export function ShopQueryForm({ className, children }: { className?: string; children: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const shop = useLocalize()(paths.shop);
  useEffect(() => {
    const form = formRef.current;
    if (!form || !changedBeforeHydration(form)) return;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "") query.append(name, value);
    void navigate({ pathname: shop, search: query.size > 0 ? `?${query}` : "" }, { replace: true, preventScrollReset: true });
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form ref={formRef} method="get" action={shop} className={className} onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}
