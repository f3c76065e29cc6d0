import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { SEARCH_MAX_LENGTH, SUGGEST_MIN_LENGTH, type SearchSuggestion, type SearchSuggestionList, normaliseSearchQuery } from "@urjavolt/contract/search";
import { SHOP_QUERY_KEYS } from "@urjavolt/contract/shop-filters";
import { apiRequest } from "../lib/api-client";
import { SearchIcon } from "./icons";
import styles from "./header-search.module.css";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocalize } from "../lib/i18n";

/** How long typing must pause before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

/**
 * The header's search box on every page (decision 042). Without JavaScript it is a plain GET form
 * to the shop's list (`/shop-online?q=`). With it, the box is an ARIA combobox: suggestions from
 * `/api/v1/search/suggestions` as one types (after a pause), chosen with the arrow keys and Enter or
 * a tap; Escape closes them; their number is announced. Enter with no suggestion chosen searches the shop.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useLingui();
  const localize = useLocalize();
  const id = useId();
  const listId = `${id}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  // The box shows the shop's query while on the shop, so a search can be refined.
  const shopQuery = location.pathname === localize(paths.shop) ? (new URLSearchParams(location.search).get(SHOP_QUERY_KEYS.search) ?? "") : "";
  const [text, setText] = useState(shopQuery);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answeredFor, setAnsweredFor] = useState("");

  // Text typed before the scripts came, or just as they hydrated (when React fires no change for
  // it), is the visitor's: taken over from the box itself (lib/before-hydration.ts, decision 034).
  const rendered = useRef(shopQuery);
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== rendered.current) {
      setText(typed);
      if (document.activeElement === inputRef.current) setOpen(true);
    }
  }, []);

  // A new page (or a new shop search) shows its own query; a page that only rewrites its own URL
  // (the warranty page's ?form=) keeps what is being typed. Not on the first render, which the box
  // (and whatever was typed into it) already shows.
  const shownFor = useRef({ shopQuery, pathname: location.pathname });
  useEffect(() => {
    if (shownFor.current.shopQuery === shopQuery && shownFor.current.pathname === location.pathname) return;
    shownFor.current = { shopQuery, pathname: location.pathname };
    setText(shopQuery);
    setOpen(false);
  }, [shopQuery, location.pathname]);

  const query = normaliseSearchQuery(text);
  useEffect(() => {
    if (query.length < SUGGEST_MIN_LENGTH) {
      setSuggestions([]);
      setAnsweredFor("");
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiRequest<SearchSuggestionList>(`search/suggestions?${new URLSearchParams({ q: query })}`, { method: "GET", fallback: "", signal: controller.signal })
        .then((answer) => {
          // The option chosen with the arrow keys stays chosen if the new answer still holds it.
          setSuggestions((before) => {
            setActive((current) => answer.suggestions.findIndex((suggestion) => suggestion.id === before[current]?.id));
            return answer.suggestions;
          });
          setAnsweredFor(answer.query);
        })
        // A failed suggestion is no loss: Enter still searches the shop.
        .catch(() => {});
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const shown = open && query.length >= SUGGEST_MIN_LENGTH && answeredFor === query;
  const expanded = shown && suggestions.length > 0;

  const choose = (suggestion: SearchSuggestion) => {
    setOpen(false);
    void navigate(localize(suggestion.url));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen) return choose(chosen);
    setOpen(false);
    void navigate(localize(query ? `${paths.shop}?${new URLSearchParams({ [SHOP_QUERY_KEYS.search]: query })}` : paths.shop));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // Past either end the choice goes back to the text typed.
      setActive((current) => {
        const next = current + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== "") {
        event.preventDefault();
        setText("");
      }
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <form role="search" aria-label={t`Search the shop`} method="get" action={localize(paths.shop)} className={`${styles.search} ${className ?? ""}`} onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        <Trans>Search products</Trans>
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name={SHOP_QUERY_KEYS.search}
          className={styles.input}
          placeholder={t`Search products`}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          <SearchIcon />
          <span className="visually-hidden">
            <Trans>Search</Trans>
          </span>
        </button>
        <ul id={listId} role="listbox" aria-label={t`Suggestions`} className={styles.list} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Chosen on press, before the box loses focus and closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              <span className={styles.name}>{suggestion.name}</span>
              <span className={styles.meta}>
                {suggestion.model} · {suggestion.category} · {formatRupees(suggestion.price)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {shown
          ? suggestions.length === 0
            ? t`No suggestions`
            : t`${plural(suggestions.length, { one: "# suggestion, use the arrow keys to choose", other: "# suggestions, use the arrow keys to choose" })}`
          : ""}
      </p>
    </form>
  );
}
