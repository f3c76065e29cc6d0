import { site } from "@urjavolt/contract/site";
import { describe, expect, it } from "vitest";
import { organizationJsonLd, pageMeta } from "./meta";

describe("pageMeta", () => {
  it("gives the title with the brand, the description and the Open Graph tags", () => {
    const tags = pageMeta("About Us", "Who we are.", { path: "/about-us" });
    expect(tags).toContainEqual({ title: `About Us | ${site.brand}` });
    expect(tags).toContainEqual({ name: "description", content: "Who we are." });
    expect(tags).toContainEqual({ property: "og:title", content: `About Us | ${site.brand}` });
    expect(tags).toContainEqual({ property: "og:description", content: "Who we are." });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:url", content: `${site.websiteUrl}/about-us` });
    expect(tags).toContainEqual({ property: "og:image", content: `${site.websiteUrl}/apple-touch-icon.png` });
  });

  it("keeps working with two arguments, without og:url", () => {
    const tags = pageMeta("Cart", "Your cart.");
    expect(tags.some((tag) => "property" in tag && tag.property === "og:url")).toBe(false);
    expect(tags[0]).toEqual({ title: `Cart | ${site.brand}` });
  });
});

describe("organizationJsonLd", () => {
  it("describes the company from the site configuration", () => {
    const data = organizationJsonLd()["script:ld+json"];
    expect(data).toMatchObject({ "@type": "Organization", name: site.brand, url: site.websiteUrl, email: site.supportEmail });
    expect(data.contactPoint.map((point) => point.telephone)).toEqual(site.phones.map((phone) => phone.tel));
  });
});
