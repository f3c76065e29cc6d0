import type { I18n } from "@lingui/core";
import { LinguiContext } from "@lingui/react";
import { type ReactNode, useMemo } from "react";

/**
 * Gives the page's `i18n` to everything below, like Lingui's `I18nProvider`, but follows a new
 * instance at once: each page brings its own messages (decision 056), so a link to another page
 * makes a new instance in the same locale, which `I18nProvider` ignores until the locale changes.
 */
export function PageI18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const context = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
