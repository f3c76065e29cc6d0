import { type ComponentType, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { type LanguageSuggestionWords, type SuggestedLocale, asSuggestionWords, languageSuggestionPath, languageToSuggest } from "@urjavolt/contract/languages";
import { localizedPath, splitLocale } from "@urjavolt/contract/locale";
import { useLocale } from "../../lib/i18n";
import { languageChoice } from "../../lib/language-choice";
import type { LanguageSuggestion } from "./language-suggestion";

type Shown = { to: SuggestedLocale; words: LanguageSuggestionWords; Box: ComponentType<Parameters<typeof LanguageSuggestion>[0]> };

/**
 * Where the suggestion to read the page in the visitor's language appears (decision 056). Decided
 * in the browser once the page has hydrated, from `navigator.languages` and the choice kept, so
 * the server's HTML never depends on it; only then are the box and its words (in the suggested
 * language, from the API) fetched, so a page whose visitor needs none carries none of it.
 */
export function LanguageSuggestionSlot() {
  const pageLocale = useLocale();
  const location = useLocation();
  const [shown, setShown] = useState<Shown>();

  useEffect(() => {
    const to = languageToSuggest(pageLocale, navigator.languages ?? [navigator.language], languageChoice());
    if (!to) return;
    let current = true;
    void Promise.all([
      import("./language-suggestion"),
      fetch(`/api/v1/${languageSuggestionPath(to)}`).then(async (response) => (response.ok ? asSuggestionWords(await response.json()) : undefined)),
    ])
      .then(([module, words]) => {
        if (current && words) setShown({ to, words, Box: module.LanguageSuggestion });
      })
      // A suggestion that cannot load is no loss: the language switch is in the footer.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pageLocale]);

  if (!shown) return null;
  const href = localizedPath(`${splitLocale(location.pathname).path}${location.search}`, shown.to);
  return <shown.Box to={shown.to} href={href} pageLocale={pageLocale} words={shown.words} />;
}
