import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helper.ts";

describe("the suggestion of a page in the visitor's language (decision 056)", () => {
  const t = useTestApp("pglite");

  it("gives its words in the language suggested, the same for everyone, so cached", async () => {
    const hindi = await t.app.inject({ url: "/api/v1/languages/hi/suggestion" });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers["cache-control"]).toBe("public, max-age=86400");
    expect(hindi.json()).toEqual({ text: "यह पेज हिन्दी में भी है।", action: "हिन्दी में पढ़ें", dismiss: "नहीं, धन्यवाद", label: "भाषा" });
    expect((await t.app.inject({ url: "/api/v1/languages/pa/suggestion" })).json()).toEqual({
      text: "ਇਹ ਪੰਨਾ ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ ਹੈ।",
      action: "ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ",
      dismiss: "ਨਹੀਂ, ਧੰਨਵਾਦ",
      label: "ਭਾਸ਼ਾ",
    });
  });

  it("suggests only Hindi and Punjabi: anything else is a 400", async () => {
    for (const locale of ["en", "xx", "HI"]) expect((await t.app.inject({ url: `/api/v1/languages/${locale}/suggestion` })).statusCode, locale).toBe(400);
  });
});
