import { Link, useLocation } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { htmlLang, isLocalizablePath, localeNames, localizedPath, locales, splitLocale } from "@urjavolt/contract/locale";
import { useLocale } from "../lib/i18n";
import styles from "./language-switch.module.css";

/**
 * The same page in the other languages (decision 056): plain links that load the other page's
 * document, so the switch works before and without JavaScript, keeping the page's query. Each name is written in its own language and
 * script, and marked so (`lang`), for screen readers. Pages that exist in English only (the
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
            <Link reloadDocument to={localizedPath(`${path}${location.search}`, other)} className={styles.link} lang={htmlLang[other]} hrefLang={htmlLang[other]}>
              {localeNames[other]}
            </Link>
          </li>
        ))}
    </ul>
  );
}
