import { site } from "@urjavolt/contract/site";
import { describe, expect, it } from "vitest";
import { organizationJsonLd, pageMeta, siteUrlOf } from "./meta";

const SITE_URL = "https://www.urjavolt.in";
/** What React Router hands a route's meta: the matches, the root's loader data (with SITE_URL) first. */
const args = { matches: [{ id: "root", loaderData: { promotions: null, siteUrl: SITE_URL } }, { id: "routes/about-us", loaderData: undefined }] };

describe("pageMeta", () => {
  it("gives the title with the brand, the description, the Open Graph tags and the canonical link on SITE_URL", () => {
    const tags = pageMeta(args, "About Us", "Who we are.", { path: "/about-us" });
    expect(tags).toContainEqual({ title: `About Us | ${site.brand}` });
    expect(tags).toContainEqual({ name: "description", content: "Who we are." });
    expect(tags).toContainEqual({ property: "og:title", content: `About Us | ${site.brand}` });
    expect(tags).toContainEqual({ property: "og:description", content: "Who we are." });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:url", content: `${SITE_URL}/about-us` });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_URL}/about-us` });
    expect(tags).toContainEqual({ property: "og:image", content: `${SITE_URL}/apple-touch-icon.png` });
  });

  it("links the page in Hindi and Punjabi, with the English one as x-default, and a Hindi page is its own canonical (decision 056)", () => {
    const english = pageMeta(args, "About Us", "Who we are.", { path: "/about-us" });
    const alternates = [
      { tagName: "link", rel: "alternate", hrefLang: "en-IN", href: `${SITE_URL}/about-us` },
      { tagName: "link", rel: "alternate", hrefLang: "hi-IN", href: `${SITE_URL}/hi/about-us` },
      { tagName: "link", rel: "alternate", hrefLang: "pa-IN", href: `${SITE_URL}/pa/about-us` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${SITE_URL}/about-us` },
    ];
    for (const alternate of alternates) expect(english).toContainEqual(alternate);
    const hindiArgs = { matches: [{ id: "root", loaderData: { promotions: null, siteUrl: SITE_URL, locale: "hi", messages: {} } }] };
    const hindi = pageMeta(hindiArgs, "About Us", "Who we are.", { path: "/about-us" });
    expect(hindi).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_URL}/hi/about-us` });
    expect(hindi).toContainEqual({ property: "og:url", content: `${SITE_URL}/hi/about-us` });
    expect(hindi).toContainEqual({ property: "og:locale", content: "hi_IN" });
    for (const alternate of alternates) expect(hindi).toContainEqual(alternate);
    // The home page in Punjabi is /pa; an English-only page (the account) has no alternates.
    const punjabiHome = pageMeta({ matches: [{ id: "root", loaderData: { siteUrl: SITE_URL, locale: "pa" } }] }, "Home", "Home.", { path: "/" });
    expect(punjabiHome).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_URL}/pa` });
    const account = pageMeta(hindiArgs, "My account", "Yours.", { path: "/account" });
    expect(account).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_URL}/account` });
    expect(account.some((tag) => "rel" in tag && tag.rel === "alternate")).toBe(false);
  });

  it("has no og:url or canonical link without a path", () => {
    const tags = pageMeta(args, "Cart", "Your cart.");
    expect(tags.some((tag) => ("property" in tag && tag.property === "og:url") || ("rel" in tag && tag.rel === "canonical"))).toBe(false);
    expect(tags[0]).toEqual({ title: `Cart | ${site.brand}` });
  });

  it("leaves absolute URLs out when the root's data is missing, rather than inventing an address", () => {
    const tags = pageMeta({ matches: [{ id: "root", loaderData: undefined }] }, "About Us", "Who we are.", { path: "/about-us" });
    expect(JSON.stringify(tags)).not.toMatch(/https?:/);
    expect(siteUrlOf({ matches: [] })).toBeUndefined();
  });
});

describe("organizationJsonLd", () => {
  it("describes the company from the site configuration, on the public address", () => {
    const data = organizationJsonLd(SITE_URL)["script:ld+json"];
    expect(data).toMatchObject({ "@type": "Organization", name: site.brand, url: SITE_URL, logo: `${SITE_URL}/images/brand/logo.svg`, email: site.supportEmail });
    expect(data.contactPoint.map((point) => point.telephone)).toEqual(site.phones.map((phone) => phone.tel));
  });
});
