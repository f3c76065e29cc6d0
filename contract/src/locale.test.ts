import { describe, expect, it } from "vitest";
import { localeOfUrl, htmlLang, isLocalizablePath, isLocale, localeNames, localizedPath, locales, splitLocale } from "./locale.ts";

describe("locales", () => {
  it("are English, Hindi and Punjabi, written for India", () => {
    expect(locales).toEqual(["en", "hi", "pa"]);
    expect(locales.map((locale) => htmlLang[locale])).toEqual(["en-IN", "hi-IN", "pa-IN"]);
    expect(locales.map((locale) => localeNames[locale])).toEqual(["English", "हिन्दी", "ਪੰਜਾਬੀ"]);
    expect(isLocale("hi")).toBe(true);
    expect(isLocale("xx")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("splitLocale", () => {
  it("reads the prefix and gives the English path", () => {
    expect(splitLocale("/hi/shop-online")).toEqual({ locale: "hi", path: "/shop-online" });
    expect(splitLocale("/pa/productDetail/3?tab=specs#top")).toEqual({ locale: "pa", path: "/productDetail/3?tab=specs#top" });
    expect(splitLocale("/hi")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocale("/hi/")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocale("/pa?x=1")).toEqual({ locale: "pa", path: "/?x=1" });
  });

  it("takes anything else for English, an unknown prefix or a path that merely starts with the letters", () => {
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/xx/shop-online")).toEqual({ locale: "en", path: "/xx/shop-online" });
    expect(splitLocale("/history")).toEqual({ locale: "en", path: "/history" });
    expect(splitLocale("/paint")).toEqual({ locale: "en", path: "/paint" });
  });
});

describe("localeOfUrl", () => {
  it("reads the language of the page a form was posted to, from a full URL or a path", () => {
    expect(localeOfUrl("http://127.0.0.1:3000/pa/contact-us?index")).toBe("pa");
    expect(localeOfUrl("https://www.example.in/hi/warranty")).toBe("hi");
    expect(localeOfUrl("https://www.example.in/contact-us")).toBe("en");
    expect(localeOfUrl("https://www.example.in/history")).toBe("en");
    expect(localeOfUrl("/hi")).toBe("hi");
  });
});

describe("localizedPath", () => {
  it("prefixes public pages, keeping the query and the hash", () => {
    expect(localizedPath("/shop-online", "hi")).toBe("/hi/shop-online");
    expect(localizedPath("/", "pa")).toBe("/pa");
    expect(localizedPath("/?ref=x", "pa")).toBe("/pa?ref=x");
    expect(localizedPath("/emi-options?amount=5000&months=6#emi-calculator", "pa")).toBe("/pa/emi-options?amount=5000&months=6#emi-calculator");
  });

  it("moves a prefixed path to another locale and back to English", () => {
    expect(localizedPath("/hi/warranty", "pa")).toBe("/pa/warranty");
    expect(localizedPath("/pa/warranty?x=1", "en")).toBe("/warranty?x=1");
    expect(localizedPath("/hi", "en")).toBe("/");
  });

  it("leaves English-only paths and anything that is not a site path alone", () => {
    expect(localizedPath("/account", "hi")).toBe("/account");
    expect(localizedPath("/account/sign-in", "pa")).toBe("/account/sign-in");
    expect(localizedPath("/admin/orders", "hi")).toBe("/admin/orders");
    expect(localizedPath("/api/v1/account/export.pdf", "hi")).toBe("/api/v1/account/export.pdf");
    expect(localizedPath("/catalogs/ess.pdf", "hi")).toBe("/catalogs/ess.pdf");
    expect(localizedPath("https://example.com/", "hi")).toBe("https://example.com/");
    expect(localizedPath("#our-products", "hi")).toBe("#our-products");
    expect(localizedPath("//evil.example/", "hi")).toBe("//evil.example/");
    expect(isLocalizablePath("/accounts-overview")).toBe(true);
  });
});
