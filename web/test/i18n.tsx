import type { ReactNode } from "react";
import { I18nProvider } from "@lingui/react";
import { messages } from "@urjavolt/i18n/compiled/en";
import { makeI18n } from "../app/lib/i18n";

/** The English catalogue, as an English page has it: for functions that take `i18n`. */
export const english = makeI18n({ locale: "en", messages });

/** Renders a component in English, as the root does for an English page (decision 056): `render(ui, { wrapper: InEnglish })`. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}
