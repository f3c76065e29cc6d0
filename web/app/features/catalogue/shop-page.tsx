import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, useRevalidator, useSearchParams } from "react-router";
import type { ShopSlideList } from "@urjavolt/contract/promotions";
import { paths } from "@urjavolt/contract/paths";
import { type SearchResult, normaliseSearchQuery } from "@urjavolt/contract/search";
import { site } from "@urjavolt/contract/site";
import {
  type ShopFilters,
  type ShopListing,
  type ShopSort,
  defaultSort,
  emptyFilters,
  filterProducts,
  filtersFromSearchParams,
  filtersToQueryString,
  filtersToSearchParams,
  hasActiveFilters,
  SHOP_PAGE_KEY,
  SHOP_QUERY_KEYS,
  shopPage,
  shopFacets,
  sortChoices,
  sortProducts,
} from "@urjavolt/contract/shop-filters";
import { CloseIcon } from "../../components/icons";
import { DESKTOP_NAV_QUERY, useMediaQuery } from "../../lib/use-media-query";
import { ProductCard } from "./product-card";
import { ShopFiltersPanel, ShopQueryForm } from "./shop-filters-panel";
import { FilterIcon, ShieldIcon, TrendingIcon } from "../../components/icons";
import { ShopSlides } from "./shop-slides";
import { SearchNoResults } from "./search-no-results";
import { categoryLabel, sortWords } from "../../lib/shop-words";
import { type MessageDescriptor, useLocalize } from "../../lib/i18n";
import styles from "./shop-page.module.css";

export const CATALOGUE_FAILED_TEXT = "Sorry, we could not load our products just now.";

/** The demo's trust badges (contract/src/site.ts) in the page's language; a company's own badges show as written. */
const badgeWords: Record<string, MessageDescriptor> = {
  "#1 Trending Product": msg`#1 Trending Product`,
  "Trusted by 10K+ Customers": msg`Trusted by 10K+ Customers`,
};

export type ShopPageProps = {
  /** Every product, or null when the catalogue could not be loaded. */
  products: readonly ShopListing[] | null;
  slides: ShopSlideList | null;
  /** What the search found for the page's `?q=` (decision 042); null without a query, or when the search failed (the words are then matched here). */
  search?: SearchResult | null;
  /** A line under the trust badges (the shopper counter). */
  belowBadges?: ReactNode;
};

/**
 * The shop home (docs/requirements/online-shop.md §2 Shop home and catalogue): the banner, trust badges, hero,
 * and the grid with its filters and sort. The view lives in the URL query, so it is shareable,
 * survives a reload and follows the back button; the page filters the products it already has.
 */
export function ShopPage({ products, slides, search = null, belowBadges }: ShopPageProps) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  return (
    <div className={styles.page}>
      {slides ? <ShopSlides slides={slides.data} now={slides.now} /> : null}
      <section className={styles.hero} aria-labelledby="shop-title">
        <h1 className={styles.title} id="shop-title">
          <Trans>Shop Online</Trans>
        </h1>
        {site.trustBadges.length > 0 ? (
          <ul className={styles.badges}>
            {site.trustBadges.map((badge) => (
              <li key={badge.text} className={styles.badge}>
                {badge.icon === "trending" ? <TrendingIcon /> : <ShieldIcon />}
                {badgeWords[badge.text] ? i18n._(badgeWords[badge.text]!) : badge.text}
              </li>
            ))}
          </ul>
        ) : null}
        {belowBadges}
        <p className={styles.subtitle}>
          <Trans>Lithium inverters and batteries for homes, businesses, solar and electric vehicles. Prices include all taxes, and shipping is free.</Trans>
        </p>
        <p className={styles.sizingLink}>
          <Trans>
            Not sure what your home needs? <Link to={localize(paths.loadCalculator)}>Use the load calculator</Link>
          </Trans>
        </p>
      </section>
      {products ? <Catalogue products={products} search={search} /> : <CatalogueFailed />}
    </div>
  );
}

function CatalogueFailed() {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  return (
    <div className={styles.failed} role="alert">
      <p className={styles.failedTitle}>
        <Trans>Sorry, we could not load our products just now.</Trans>
      </p>
      <p>
        <Trans>Please check your connection and try again.</Trans>
      </p>
      <button type="button" className={styles.primaryButton} onClick={() => void revalidator.revalidate()} disabled={retrying}>
        {retrying ? <Trans>Retrying...</Trans> : <Trans>Retry</Trans>}
      </button>
    </div>
  );
}

/** Typing in the filters' search box asks the server once the typing pauses this long. */
export const SEARCH_TYPING_PAUSE_MS = 300;

/** The order after a change of filters: one the shopper chose stays; the default follows the search (Relevance with one, Popularity without). */
function sortAfter(before: ShopFilters, after: ShopFilters, sort: ShopSort): ShopSort {
  return sort === defaultSort(before) ? defaultSort(after) : sort === "relevance" ? defaultSort(after) : sort;
}

function Catalogue({ products, search }: { products: readonly ShopListing[]; search: SearchResult | null }) {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  // The view changes at once on a click (a checkbox never flickers back while the URL catches up);
  // the URL follows it. A URL this page did not write (back button, a link) replaces the view.
  const [view, setView] = useState(fromUrl);
  const { filters, sort } = view;
  // The search box keeps what is typed; the URL follows it (replaced, not pushed, per keystroke).
  const [searchText, setSearchText] = useState(fromUrl.filters.search);
  // The URLs this page wrote, oldest first, that the router has not yet come back with.
  const written = useRef<string[]>([]);
  useEffect(() => {
    const key = viewKey(fromUrl.filters, fromUrl.sort);
    const index = written.current.indexOf(key);
    if (index !== -1) {
      // Ours, so the view already shows it (or something newer): what was written before it is
      // stale, what was written after it (a quick typist's next letters) is still on its way.
      written.current.splice(0, index + 1);
      return;
    }
    setView(fromUrl);
    setSearchText(fromUrl.filters.search);
  }, [fromUrl]);

  const facets = useMemo(() => shopFacets(products), [products]);
  const query = normaliseSearchQuery(filters.search);
  // The search's answer (the last one while the next is on its way); without it the words are matched here.
  const found = query !== "" ? search : null;
  const results = useMemo(() => {
    if (!found) return sortProducts(filterProducts(products, filters), sort);
    const rank = new Map(found.hits.map((hit, index) => [hit.id, index]));
    const ranked = products.filter((product) => rank.has(product.id)).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
    return sortProducts(filterProducts(ranked, { ...filters, search: "" }), sort);
  }, [products, filters, sort, found]);
  const paging = shopPage(searchParams.get(SHOP_PAGE_KEY), results.length);

  const show = (next: ShopFilters, nextSort: ShopSort, replace = false) => {
    setView({ filters: next, sort: nextSort });
    written.current.push(viewKey(next, nextSort));
    setSearchParams(filtersToSearchParams(next, nextSort), { replace, preventScrollReset: true });
  };

  // The box keeps every letter; the view (and the server's search) follows once typing pauses.
  const latest = useRef(view);
  latest.current = view;
  const typing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typing.current), []);
  const onSearchChange = (text: string) => {
    setSearchText(text);
    window.clearTimeout(typing.current);
    typing.current = window.setTimeout(() => {
      const { filters: now, sort: order } = latest.current;
      if (normaliseSearchQuery(text) === normaliseSearchQuery(now.search)) return;
      const next = { ...now, search: text };
      show(next, sortAfter(now, next, order), true);
    }, SEARCH_TYPING_PAUSE_MS);
  };

  const clearAll = () => {
    window.clearTimeout(typing.current);
    setSearchText("");
    const next = emptyFilters();
    show(next, sortAfter(filters, next, sort));
  };

  const panelProps = { facets, filters, sort, searchText, onSearchChange, onChange: (next: ShopFilters) => show(next, sortAfter(filters, next, sort)), onClear: clearAll };
  const activeCount = countActive(filters);

  return (
    <div className={styles.catalogue}>
      {/* Without JavaScript the drawer cannot open: on a phone the sidebar's filters show above the grid. */}
      <noscript>
        <style>{`.${styles.sidebar}{display:block}.${styles.filtersButton}{display:none}`}</style>
      </noscript>
      <aside className={styles.sidebar} aria-labelledby="sidebar-title">
        <ShopFiltersPanel idPrefix="sidebar" {...panelProps} />
      </aside>

      <section aria-labelledby="results-title">
        <div className={styles.resultsHead}>
          <div>
            <h2 className={styles.resultsTitle} id="results-title">
              {filters.category === null ? <Trans>All Products</Trans> : categoryLabel(i18n, filters.category)}
            </h2>
            <p className={styles.count} role="status">
              {query ? (
                <Plural value={results.length} one={`# product found for “${query}”`} other={`# products found for “${query}”`} />
              ) : (
                <Plural value={results.length} one="# product found" other="# products found" />
              )}
            </p>
          </div>
          <div className={styles.tools}>
            <FilterDrawer activeCount={activeCount} resultCount={results.length}>
              {(closeButton) => <ShopFiltersPanel idPrefix="drawer" {...panelProps} headEnd={closeButton} />}
            </FilterDrawer>
            {/* A GET form like the filters: without JavaScript, Sort sends the order with the current filters. */}
            <ShopQueryForm className={styles.sort}>
              {filtersToSearchParams(filters).map(([key, value]) => (
                <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
              ))}
              <label htmlFor="shop-sort" className={styles.sortLabel}>
                <Trans>Sort by</Trans>
              </label>
              <select
                id="shop-sort"
                name={SHOP_QUERY_KEYS.sort}
                className={styles.select}
                value={sort}
                onChange={(event) => show(filters, event.target.value as ShopSort)}
              >
                {sortChoices(filters).map((option) => (
                  <option key={option.id} value={option.id}>
                    {i18n._(sortWords[option.id])}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className={styles.sortApply}>
                  <Trans>Sort</Trans>
                </button>
              </noscript>
            </ShopQueryForm>
          </div>
        </div>

        {results.length === 0 && found && found.hits.length === 0 ? (
          <SearchNoResults query={query} nearest={found.nearest.flatMap((hit) => products.find((product) => product.id === hit.id) ?? [])} />
        ) : results.length === 0 ? (
          <div className={styles.empty}>
            <p>
              <Trans>No products found matching your criteria.</Trans>
            </p>
            {hasActiveFilters(filters) ? (
              <button type="button" className={styles.primaryButton} onClick={clearAll}>
                <Trans>Clear All</Trans>
              </button>
            ) : null}
          </div>
        ) : (
          <>
            <ul className={styles.grid}>
              {results.slice(paging.start, paging.end).map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
            <ShopPager paging={paging} total={results.length} search={filtersToSearchParams(filters, sort)} />
          </>
        )}
      </section>
    </div>
  );
}

/**
 * The shop's pages, as links the server renders (they work without JavaScript): Previous, each
 * page, Next, keeping the filters and the sort, and back at the results' heading.
 */
function ShopPager({ paging, total, search }: { paging: ReturnType<typeof shopPage>; total: number; search: [string, string][] }) {
  const { t } = useLingui();
  if (paging.pages <= 1) return null;
  const to = (page: number) => {
    const params = new URLSearchParams(search);
    if (page > 1) params.set(SHOP_PAGE_KEY, String(page));
    const query = params.toString();
    return { search: query ? `?${query}` : "", hash: "results-title" };
  };
  return (
    <nav className={styles.pager} aria-label={t`Product pages`}>
      <p className={styles.pagerStatus}>
        <Trans>
          Showing {paging.start + 1}–{paging.end} of {total}
        </Trans>
      </p>
      <ul className={styles.pagerLinks}>
        {paging.page > 1 ? (
          <li>
            <Link to={to(paging.page - 1)} className={styles.pagerLink} rel="prev">
              <Trans>Previous</Trans>
            </Link>
          </li>
        ) : null}
        {Array.from({ length: paging.pages }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <Link
              to={to(page)}
              className={styles.pagerLink}
              aria-current={page === paging.page ? "page" : undefined}
              aria-label={t`Page ${page}`}
            >
              {page}
            </Link>
          </li>
        ))}
        {paging.page < paging.pages ? (
          <li>
            <Link to={to(paging.page + 1)} className={styles.pagerLink} rel="next">
              <Trans>Next</Trans>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** One text per view, the same however the URL spelled it (order of keys, blanks, repeats). */
function viewKey(filters: ShopFilters, sort: ShopSort): string {
  const view = filtersFromSearchParams(new URLSearchParams(filtersToSearchParams(filters, sort)));
  return filtersToQueryString(view.filters, view.sort);
}

function countActive(filters: ShopFilters): number {
  return (
    (filters.search.trim() ? 1 : 0) +
    (filters.category ? 1 : 0) +
    filters.brands.length +
    filters.capacities.length +
    filters.batteryTypes.length +
    filters.warranties.length +
    filters.priceRanges.length +
    (filters.rating > 0 ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.madeInIndia ? 1 : 0)
  );
}

/**
 * Below 1024 px the filters open in a drawer: a modal <dialog> (focus moves in and stays there,
 * Escape and the backdrop close it, focus returns to the Filters button). Its panel is rendered
 * only while open, so the sidebar's copy (hidden at that width) and the drawer's never clash.
 */
export function FilterDrawer({
  activeCount,
  resultCount,
  children,
}: {
  activeCount: number;
  resultCount: number;
  /** The drawer's content, given the close button to place in its heading row. */
  children: (closeButton: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const isDesktop = useMediaQuery(DESKTOP_NAV_QUERY);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const close = () => dialogRef.current?.close();

  // The sidebar takes over at 1024 px: a drawer left open while the window widens closes.
  useEffect(() => {
    if (isDesktop && open) dialogRef.current?.close();
  }, [isDesktop, open]);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={styles.filtersButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <FilterIcon />
        <Trans>Filters</Trans>
        {activeCount > 0 ? (
          <span className={styles.activeCount}>
            {activeCount}
            <span className="visually-hidden">
              {" "}
              <Trans>active</Trans>
            </span>
          </span>
        ) : null}
      </button>
      {/* A click on the backdrop (the dialog itself, outside its content) closes it, as Escape does. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is the keyboard way */}
      <dialog
        ref={dialogRef}
        className={styles.drawer}
        aria-labelledby="drawer-title"
        onClose={() => {
          setOpen(false);
          openerRef.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open ? (
          <div className={styles.drawerInner}>
            {children(
              <button type="button" className={styles.drawerClose} aria-label={t`Close filters`} onClick={close}>
                <CloseIcon />
              </button>,
            )}
            <button type="button" className={`${styles.primaryButton} ${styles.drawerDone}`} onClick={close}>
              <Plural value={resultCount} one="Show # product" other="Show # products" />
            </button>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
