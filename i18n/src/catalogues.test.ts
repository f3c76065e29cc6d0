import { fileURLToPath } from "node:url";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";
import { messages as compiledEn } from "../compiled/en.ts";
import { messages as compiledHi } from "../compiled/hi.ts";
import { messages as compiledPa } from "../compiled/pa.ts";

/**
 * The catalogues hold exactly the messages the sources use, each translated (decision 056): the
 * messages are extracted from the sources now, so a forgotten `npm run i18n:extract` fails here too.
 */
describe("the catalogues", async () => {
  const config = getConfig({ configPath: fileURLToPath(new URL("../lingui.config.ts", import.meta.url)), skipValidation: true });
  const [catalog] = await getCatalogs(config);
  const used = (await catalog!.collect()) ?? {};
  const usedIds = Object.keys(used).sort();
  const saved = await catalog!.readAll();

  it("finds the shell's and the home page's messages in the sources", () => {
    expect(usedIds.length).toBeGreaterThan(100);
  });

  it.each(["en", "hi", "pa"])("%s holds every message the sources use and no other", (locale) => {
    const ids = Object.keys(saved[locale] ?? {}).sort();
    expect(ids.filter((id) => !usedIds.includes(id)).map((id) => saved[locale]![id]?.message ?? id), "unused messages").toEqual([]);
    expect(usedIds.filter((id) => !ids.includes(id)).map((id) => used[id]?.message ?? id), "messages missing from the catalogue").toEqual([]);
  });

  it.each(["hi", "pa"])("%s translates every message", (locale) => {
    const untranslated = Object.values(saved[locale] ?? {}).filter((entry) => !entry.translation?.trim());
    expect(untranslated.map((entry) => entry.message)).toEqual([]);
  });

  it.each(["hi", "pa"])("%s says the same English the same way, in the web's messages and the server's", (locale) => {
    // The server's messages are keyed by their English (server/src/lib/i18n.ts), the web's by a hash of it: a text both use is two entries.
    const byEnglish = new Map<string, Set<string>>();
    for (const [id, entry] of Object.entries(saved[locale] ?? {})) {
      // An entry keyed by its English has no message apart from its id.
      const english = entry.message ?? id;
      byEnglish.set(english, (byEnglish.get(english) ?? new Set()).add(entry.translation ?? ""));
    }
    expect([...byEnglish].filter(([, translations]) => translations.size > 1).map(([english, translations]) => [english, [...translations]])).toEqual([]);
  });

  it("was compiled as it is now (npm run i18n:compile)", () => {
    const compiled = { en: compiledEn, hi: compiledHi, pa: compiledPa };
    for (const [locale, messages] of Object.entries(compiled)) {
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(saved[locale] ?? {}).sort());
      // A plain translation compiles to itself; one changed in the .po file without compiling does not match.
      for (const [id, entry] of Object.entries(saved[locale] ?? {})) {
        const text = locale === "en" ? entry.message : entry.translation;
        if (!text || /[{<]/.test(text)) continue;
        const compiledText = messages[id];
        expect(Array.isArray(compiledText) ? compiledText.join("") : compiledText, `${locale}: ${entry.message}`).toEqual(text);
      }
    }
  });
});
