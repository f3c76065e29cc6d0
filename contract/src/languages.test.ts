import { describe, expect, it } from "vitest";
import { asSuggestionWords, languageToSuggest, preferredLocale } from "./languages.ts";

describe("the suggestion of the visitor's language (decision 056)", () => {
  it("takes the first of the browser's languages the site has, whatever its region or script", () => {
    expect(preferredLocale(["pa-Guru-IN", "en-IN"])).toBe("pa");
    expect(preferredLocale(["ta-IN", "HI-in", "en"])).toBe("hi");
    expect(preferredLocale(["en-GB", "hi"])).toBe("en");
    expect(preferredLocale(["ta-IN", "fr"])).toBeUndefined();
    expect(preferredLocale([])).toBeUndefined();
  });

  it("suggests Hindi or Punjabi on a page in another language, once nothing has been chosen", () => {
    expect(languageToSuggest("en", ["hi-IN", "en-IN"], null)).toBe("hi");
    expect(languageToSuggest("hi", ["pa-IN"], null)).toBe("pa");
    // Already in it, English preferred, or chosen before (stayed, dismissed, or switched).
    expect(languageToSuggest("hi", ["hi-IN"], null)).toBeUndefined();
    expect(languageToSuggest("pa", ["en-IN", "pa"], null)).toBeUndefined();
    expect(languageToSuggest("en", ["hi-IN"], "en")).toBeUndefined();
    expect(languageToSuggest("en", ["hi-IN"], "hi")).toBeUndefined();
  });
});

describe("the suggestion's words from the API", () => {
  it("are four strings, or nothing", () => {
    const words = { text: "यह पेज हिन्दी में भी है।", action: "हिन्दी में पढ़ें", dismiss: "नहीं, धन्यवाद", label: "भाषा" };
    expect(asSuggestionWords(words)).toEqual(words);
    expect(asSuggestionWords({ ...words, label: 3 })).toBeUndefined();
    expect(asSuggestionWords("<html>")).toBeUndefined();
    expect(asSuggestionWords(null)).toBeUndefined();
  });
});
