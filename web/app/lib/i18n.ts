import { type I18n, type MessageDescriptor, type Messages, setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback, useMemo } from "react";
import { defaultLocale, isLocale, type Locale, localizedPath } from "@urjavolt/contract/locale";

/** What the root loader sends for the page's language (decision 056): the locale and its messages. */
export type LocaleData = { locale: Locale; messages: Messages };

/** A Lingui instance for one render: never a shared one, since the server renders pages in different locales at once. */
export function makeI18n({ locale, messages }: LocaleData): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/** The root's locale data in a component (React keeps one instance per locale and catalogue). */
export function useI18nFor(data: Partial<LocaleData> | undefined): I18n {
  const locale = isLocale(data?.locale) ? data.locale : defaultLocale;
  const messages = data?.messages;
  return useMemo(() => makeI18n({ locale, messages: messages ?? {} }), [locale, messages]);
}

/** The page's locale. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : defaultLocale;
}

/** Makes a site path point into the page's locale: links inside a Hindi page stay Hindi (contract/src/locale.ts). */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}

type MetaMatches = { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> };

const metaInstances = new WeakMap<Messages, I18n>();

/**
 * Meta functions have no hooks: they translate with an instance made from the root's data in
 * `matches` (kept per catalogue object, so one per page load).
 */
export function metaI18n(args: MetaMatches): I18n {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as Partial<LocaleData> | undefined;
  const locale = isLocale(root?.locale) ? root.locale : defaultLocale;
  const messages = root?.messages ?? {};
  let i18n = metaInstances.get(messages);
  if (!i18n || i18n.locale !== locale) {
    i18n = makeI18n({ locale, messages });
    metaInstances.set(messages, i18n);
  }
  return i18n;
}

/** The locale of a meta function's page. */
export function metaLocale(args: MetaMatches): Locale {
  return metaI18n(args).locale as Locale;
}

export type { MessageDescriptor };
