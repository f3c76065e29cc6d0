import { htmlLang, localizedPath, locales } from "@urjavolt/contract/locale";
import { describe, expect, it } from "vitest";
import { siteRoutes } from "../../../e2e/tests/site-routes.ts";
import { useTestApp } from "../test/helper.ts";

const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

/** Every public page in English, Hindi and Punjabi (decision 056), from the built web app. */
describe("the public pages in each language", () => {
  const t = useTestApp("pglite", { site: true, seed: true });

  it("answers every public page under /hi/ and /pa/ with the page's language in <html lang>", { timeout: 120_000 }, async () => {
    for (const { path } of siteRoutes) {
      for (const locale of locales) {
        const url = localizedPath(path, locale);
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(lang(response.body), url).toBe(htmlLang[locale]);
      }
    }
  });

  it("answers 404 for any other prefix, English's own included, and for the account under a prefix", async () => {
    for (const url of ["/xx/", "/xx", "/xx/about-us", "/en/about-us", "/hi/no-such-page", "/hi/account", "/hi/admin"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
    // The 404 of a Hindi address is in Hindi.
    expect(lang((await t.app.inject({ url: "/hi/no-such-page" })).body)).toBe("hi-IN");
    expect(lang((await t.app.inject({ url: "/xx/about-us" })).body)).toBe("en-IN");
  });

  it("sends each page its own messages, not the whole catalogue of its language", async () => {
    const home = (await t.app.inject({ url: "/hi" })).body;
    const about = (await t.app.inject({ url: "/hi/about-us" })).body;
    // The about page's story and the branch page's states are no message of the home page's.
    expect(about).toContain("हमारी कहानी");
    expect(home).not.toContain("हमारी कहानी");
    expect(home).not.toContain("अरुणाचल प्रदेश");
    expect((await t.app.inject({ url: "/hi/branch" })).body).toContain("अरुणाचल प्रदेश");
    // The shell's are on every page: the skip link, the footer's headings.
    for (const page of [home, about]) expect(page).toContain("उपयोगी लिंक");
  });

  it("never chooses the language from the browser's: a page is its URL's language for every visitor and cache", async () => {
    for (const [url, expected] of [["/about-us", "en-IN"], ["/hi/about-us", "hi-IN"], ["/pa/about-us", "pa-IN"]] as const) {
      const plain = await t.app.inject({ url });
      const asking = await t.app.inject({ url, headers: { "accept-language": "pa-IN,pa;q=0.9,hi;q=0.8" } });
      expect(asking.statusCode, url).toBe(200);
      expect(lang(asking.body), url).toBe(expected);
      expect(asking.headers.vary ?? "", url).not.toMatch(/accept-language/i);
      // The suggestion of the visitor's language is the browser's to make after the page loads: nothing of it is in the HTML.
      expect(asking.body, url).not.toContain("data-language-suggestion");
      expect(asking.body.length, url).toBe(plain.body.length);
    }
  });

  it("keeps the account and the staff console in English", async () => {
    expect(lang((await t.app.inject({ url: "/account/sign-in" })).body)).toBe("en-IN");
  });
});
