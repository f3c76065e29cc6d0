import { site } from "@urjavolt/contract/site";

export type PageMetaOptions = {
  /** The page's path, for og:url (absolute on the configured website). */
  path?: string;
  /** An image for link previews, as a site path; the brand icon when not given. */
  image?: string;
  /** og:type; "website" unless told otherwise (an article, a product). */
  type?: string;
};

const absolute = (path: string) => new URL(path, site.websiteUrl).href;

/**
 * A page's <title> and meta description, with the brand after the page name, and the Open Graph
 * tags link previews read (title, description, type, image, and the URL when the path is given).
 */
export function pageMeta(title: string, description: string, options: PageMetaOptions = {}) {
  const fullTitle = title === site.brand ? title : `${title} | ${site.brand}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:image", content: absolute(options.image ?? "/apple-touch-icon.png") },
    ...(options.path === undefined ? [] : [{ property: "og:url", content: absolute(options.path) }]),
  ];
}

/**
 * The company as schema.org JSON-LD, for the home page. React Router serialises it into a
 * <script type="application/ld+json"> with <, > and & escaped, so no text can close the script.
 */
export function organizationJsonLd() {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.brand,
      url: site.websiteUrl,
      logo: absolute("/images/brand/logo.svg"),
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
