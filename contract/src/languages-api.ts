import { z } from "zod";
import type { LanguageSuggestionWords } from "./languages.ts";

/** The suggestion's words as the API answers them (languages.ts says what each is). */
export const LanguageSuggestionWordsSchema = z.object({
  text: z.string(),
  action: z.string(),
  dismiss: z.string(),
  label: z.string(),
}) satisfies z.ZodType<LanguageSuggestionWords>;
