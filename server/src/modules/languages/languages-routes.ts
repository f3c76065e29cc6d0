import { type LanguageSuggestionWords, type SuggestedLocale, suggestedLocales } from "@urjavolt/contract/languages";
import { LanguageSuggestionWordsSchema } from "@urjavolt/contract/languages-api";
import { localeNames } from "@urjavolt/contract/locale";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { i18nFor } from "../../lib/i18n.ts";

/** The suggestion's words in the language suggested, from its catalogue (decision 056). */
export function suggestionWords(locale: SuggestedLocale): LanguageSuggestionWords {
  const i18n = i18nFor(locale);
  const language = localeNames[locale];
  return {
    text: i18n._("This page is also in {language}.", { language }),
    action: i18n._("Read it in {language}", { language }),
    dismiss: i18n._("No, thanks"),
    label: i18n._("Language"),
  };
}

/**
 * The words of the suggestion to read a page in the visitor's language: asked for by a browser
 * that prefers Hindi or Punjabi on a page in another language, the same for everyone, so cached.
 */
export const languagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/languages/:locale/suggestion",
    {
      schema: {
        tags: ["languages"],
        summary: "The words offering a page in Hindi or Punjabi, written in that language",
        params: z.object({ locale: z.enum(suggestedLocales) }),
        response: { 200: LanguageSuggestionWordsSchema },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "public, max-age=86400");
      return suggestionWords(request.params.locale);
    },
  );
};
