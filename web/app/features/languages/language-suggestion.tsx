import { useEffect, useState } from "react";
import type { LanguageSuggestionWords, SuggestedLocale } from "@urjavolt/contract/languages";
import { htmlLang } from "@urjavolt/contract/locale";
import { addFontFaces } from "../../lib/fonts";
import { rememberLanguage } from "../../lib/language-choice";
import type { Locale } from "@urjavolt/contract/locale";
import styles from "./language-suggestion.module.css";

/**
 * The offer to read this page in the visitor's language (decision 056), written in that language:
 * a box at the foot of the screen, over the page rather than in its flow (nothing moves), until
 * the visitor takes it (a new document in that language) or turns it down. Either is remembered.
 * Its script's face is added for the box alone (lib/fonts.ts), never as a rule in the page.
 */
export function LanguageSuggestion({ to, href, pageLocale, words }: { to: SuggestedLocale; href: string; pageLocale: Locale; words: LanguageSuggestionWords }) {
  const [open, setOpen] = useState(true);
  // Drawn in the site's own face for the script, as the page in that language is: a phone without it would show boxes.
  useEffect(() => addFontFaces(to), [to]);
  if (!open) return null;
  return (
    <section className={styles.box} aria-label={words.label} lang={htmlLang[to]} data-language-suggestion={to}>
      <p className={styles.text}>{words.text}</p>
      <div className={styles.actions}>
        <a className={styles.take} href={href} hrefLang={htmlLang[to]} onClick={() => rememberLanguage(to)}>
          {words.action}
        </a>
        <button
          type="button"
          className={styles.dismiss}
          onClick={() => {
            rememberLanguage(pageLocale);
            setOpen(false);
          }}
        >
          {words.dismiss}
        </button>
      </div>
    </section>
  );
}
