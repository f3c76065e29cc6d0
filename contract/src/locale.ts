/**
 * The site's languages and how a URL says which one a page is in (decision 056): English at
 * today's URLs, Hindi under `/hi/…`, Punjabi (Gurmukhi) under `/pa/…`. The URL is the only thing
 * that chooses: no cookie, no Accept-Language, so a URL is the same page for everyone and every cache.
 */
export const locales = ["en", "hi", "pa"] as const;
export type Locale = (typeof locales)[number];

/** English has no prefix. */
export const defaultLocale: Locale = "en";

/** `<html lang>` and `hreflang` for each locale: the language as written in India. */
export const htmlLang: Record<Locale, string> = { en: "en-IN", hi: "hi-IN", pa: "pa-IN" };

/** Each language's name in itself, as the language switch shows it. */
export const localeNames: Record<Locale, string> = { en: "English", hi: "हिन्दी", pa: "ਪੰਜਾਬੀ" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * Paths that exist in English only: the customer's account (for now), the staff console, the API
 * and generated files. Everything else is a public page, served in every locale.
 */
const englishOnly = [/^\/account(?:[/?#]|$)/, /^\/admin(?:[/?#]|$)/, /^\/api\//, /^\/catalogs\//, /^\/images\//, /^\/assets\//];

/** Whether a site path (without a locale prefix) has a Hindi and a Punjabi page. */
export function isLocalizablePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !englishOnly.some((pattern) => pattern.test(path));
}

/**
 * A path's locale and the path without its prefix: `/hi/shop-online?x=1` is Hindi and
 * `/shop-online?x=1`; `/hi` and `/hi/` are the Hindi home page, `/`. A path without a known
 * prefix is English (an unknown prefix such as `/xx/…` is English too, and answered 404 by the routes).
 */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = /^\/(hi|pa)(?=[/?#]|$)\/?(.*)$/s.exec(path);
  if (!match) return { locale: defaultLocale, path };
  return { locale: match[1] as Locale, path: `/${match[2] ?? ""}` };
}

/** The language of the page a request was made to (a form's post to its page's own URL): its path's prefix. */
export function localeOfUrl(url: string): Locale {
  return splitLocale(url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "")).locale;
}

/**
 * A site path (English form, query and hash allowed) in the given locale: `/shop-online` is
 * `/hi/shop-online` in Hindi, the home page `/` is `/hi`. Paths that are English only, and
 * anything that is not a site path (a full URL, `tel:`, `#top`), come back as they are. A path that
 * already carries a prefix is moved to the new locale.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = splitLocale(path).path;
  if (locale === defaultLocale || !isLocalizablePath(bare)) return bare;
  if (bare === "/") return `/${locale}`;
  if (bare.startsWith("/?") || bare.startsWith("/#")) return `/${locale}${bare.slice(1)}`;
  return `/${locale}${bare}`;
}
