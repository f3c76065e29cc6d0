import { Link, useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { htmlLang, isLocalizablePath, localeNames, localizedPath, locales, splitLocale } from "@urjavolt/contract/locale";
import { useLocale } from "../lib/i18n";
import { rememberLanguage } from "../lib/language-choice";
import styles from "./language-switch.module.css";

/** The drawn names' widths at 20 px high (their SVGs are 1500 units high: हिन्दी 2044, ਪੰਜਾਬੀ 2511). */
const nameWidths = { hi: 27, pa: 33 } as const;

/**
 * The same page in the other languages (decision 056): plain links that load the other page's
 * document, so the switch works before and without JavaScript, keeping the page's query. Each name is written in its own language and
 * script, and marked so (`lang`), for screen readers; Hindi and Punjabi are drawn as pictures of
 * the words (their `alt` is the word), so every phone shows them without an Indic font. Pages that exist in English only (the
 * account) have none.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const { path } = splitLocale(location.pathname);
  if (!isLocalizablePath(path)) return null;
  return (
    <ul className={`${styles.switch} ${className ?? ""}`} aria-label={t`Read this page in`}>
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <li key={other}>
            {/* A new document: the other language brings its own messages, font rules and their policy. */}
            <Link
              reloadDocument
              to={localizedPath(`${path}${location.search}`, other)}
              className={styles.link}
              lang={htmlLang[other]}
              hrefLang={htmlLang[other]}
              // The visitor has chosen: no suggestion of another language after this (decision 056).
              onClick={() => rememberLanguage(other)}
            >
              {other === "en" ? (
                localeNames[other]
              ) : (
                // Drawn, not typed: a phone without this script's font would show boxes (i18n/scripts/language-names.mjs).
                <img src={`/images/languages/${other}.svg`} alt={localeNames[other]} width={nameWidths[other]} height={20} className={styles.name} />
              )}
            </Link>
          </li>
        ))}
    </ul>
  );
}
