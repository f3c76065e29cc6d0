import { LANGUAGE_CHOICE_KEY } from "@urjavolt/contract/languages";
import type { Locale } from "@urjavolt/contract/locale";

/**
 * The language the visitor chose (decision 056), kept in their browser only: switching, taking or
 * turning down the suggestion each remember it, so the suggestion is made once. A browser that
 * keeps nothing (storage off) simply sees the suggestion again.
 */
export function languageChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return null;
  }
}

export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice lasts this page only.
  }
}
