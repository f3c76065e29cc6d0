import { type Locale, isLocale } from "./locale.ts";

/**
 * The suggestion of a page in the visitor's language (decision 056): a first visitor whose browser
 * prefers Hindi or Punjabi, on a page in another language, is offered the same page in theirs.
 * Nothing redirects and nothing is decided on the server: the page's HTML is the same for everyone
 * (crawlers and the page caches see only the URL's language), and the browser asks for the
 * suggestion's words, in the suggested language, only when it has one to make.
 */

/** The languages a page may be suggested in. */
export const suggestedLocales = ["hi", "pa"] as const satisfies readonly Locale[];
export type SuggestedLocale = (typeof suggestedLocales)[number];

/**
 * The suggestion's words, in the suggested language (the API's schema is languages-api.ts: this
 * module is loaded by every public page, so it carries no Zod).
 */
export type LanguageSuggestionWords = {
  /** "यह पेज हिन्दी में भी है।" */
  text: string;
  /** The link to the page in that language. */
  action: string;
  /** The button that closes the suggestion for good. */
  dismiss: string;
  /** The name of the box, for screen readers. */
  label: string;
};

/** The API's answer, if it is the suggestion's words. */
export function asSuggestionWords(body: unknown): LanguageSuggestionWords | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const words = body as Record<string, unknown>;
  return (["text", "action", "dismiss", "label"] as const).every((key) => typeof words[key] === "string") ? (words as LanguageSuggestionWords) : undefined;
}

/** Where the browser asks for the words, under /api/v1. */
export const languageSuggestionPath = (locale: SuggestedLocale) => `languages/${locale}/suggestion`;

/** Where the visitor's choice is kept in their browser (localStorage): the language they chose or stayed in. */
export const LANGUAGE_CHOICE_KEY = "urjavolt.language";

/**
 * The site's language a browser prefers, from `navigator.languages` in order ("pa-Guru-IN",
 * "hi", "en-GB" all count): the first of them the site has, or undefined.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * The language to suggest on a page in `pageLocale`: the browser's preferred one when it is Hindi
 * or Punjabi and not the page's, and the visitor has not chosen before (`choice`, kept by the browser).
 */
export function languageToSuggest(pageLocale: Locale, languages: readonly string[], choice: string | null): SuggestedLocale | undefined {
  if (choice !== null) return undefined;
  const preferred = preferredLocale(languages);
  if (preferred === undefined || preferred === pageLocale) return undefined;
  return (suggestedLocales as readonly string[]).includes(preferred) ? (preferred as SuggestedLocale) : undefined;
}
