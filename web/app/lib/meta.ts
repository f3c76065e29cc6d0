import { site } from "@urjavolt/contract/site";
import { defaultLocale, htmlLang, isLocalizablePath, isLocale, type Locale, localizedPath, locales } from "@urjavolt/contract/locale";

export type PageMetaOptions = {
  /** The page's path, for its canonical link and og:url (absolute on the site's public address). */
  path?: string;
  /** An image for link previews, as a site path; the brand icon when not given. */
  image?: string;
  /** og:type; "website" unless told otherwise (an article, a product). */
  type?: string;
};

/** What a route's meta function is given that pageMeta needs: the matches, the root's data among them. */
export type PageMetaArgs = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

/**
 * The site's public address (SITE_URL), which the server hands the root loader through the load
 * context: never a constant built into the bundle, so one build serves any address. Undefined only
 * when the root's data is missing (its loader failed); the page then goes out without absolute URLs.
 */
export function siteUrlOf(args: PageMetaArgs): string | undefined {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: unknown } | undefined;
  return typeof root?.siteUrl === "string" ? root.siteUrl : undefined;
}

/** The page's language, as the root loader read it from the URL (decision 056); English when the root's data is missing. */
export function localeOf(args: PageMetaArgs): Locale {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : defaultLocale;
}

/** A site path (or an absolute URL, kept as it is) made absolute on the public address. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/**
 * A page's <title> and meta description, with the brand after the page name, the Open Graph tags
 * link previews read (title, description, type, image), and, when the path is given (its English
 * form), og:url and the canonical link in the page's own language (the path without its query: a
 * filtered list is the same page to a crawler), with the page in every language as `hreflang`
 * alternates and the English one as `x-default` (decision 056; English-only pages have none).
 */
export function pageMeta(args: PageMetaArgs, title: string, description: string, options: PageMetaOptions = {}) {
  const fullTitle = title === site.brand ? title : `${title} | ${site.brand}`;
  const siteUrl = siteUrlOf(args);
  const absolute = siteUrl === undefined ? undefined : (path: string) => absoluteUrl(siteUrl, path);
  const locale = localeOf(args);
  const path = options.path === undefined ? undefined : localizedPath(options.path, locale);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: options.type ?? "website" },
    ...(absolute ? [{ property: "og:image", content: absolute(options.image ?? "/apple-touch-icon.png") }] : []),
    ...(locale === defaultLocale ? [] : [{ property: "og:locale", content: htmlLang[locale].replace("-", "_") }]),
    ...(absolute && path !== undefined
      ? [
          { property: "og:url", content: absolute(path) },
          { tagName: "link", rel: "canonical", href: absolute(path) },
        ]
      : []),
    ...(absolute && options.path !== undefined && isLocalizablePath(options.path) ? alternates(options.path, absolute) : []),
  ];
}

/** The page in each language, and the English one for everyone else (`x-default`). */
function alternates(path: string, absolute: (path: string) => string) {
  return [
    ...locales.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: htmlLang[locale], href: absolute(localizedPath(path, locale)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(localizedPath(path, defaultLocale)) },
  ];
}

/**
 * The company as schema.org JSON-LD, for the home page. React Router serialises it into a
 * <script type="application/ld+json"> with <, > and & escaped, so no text can close the script.
 */
export function organizationJsonLd(siteUrl: string) {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.brand,
      url: siteUrl,
      logo: absoluteUrl(siteUrl, "/images/brand/logo.svg"),
      email: site.supportEmail,
      parentOrganization: { "@type": "Organization", name: site.parentCompany.name, url: site.parentCompany.url },
      address: {
        "@type": "PostalAddress",
        streetAddress: site.addresses.corporate.lines[0],
        addressLocality: "Chandigarh",
        addressCountry: "IN",
      },
      contactPoint: site.phones.map((phone) => ({ "@type": "ContactPoint", telephone: phone.tel, contactType: phone.label.toLowerCase(), areaServed: "IN" })),
      sameAs: site.social.map((link) => link.url),
    },
  };
}

/** A public page: any shared cache may keep it ten seconds; browsers revalidate it every time. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=10";
/** A page with someone's own data (an order opened by its link, the staff console): kept by no cache. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";
