import { data, Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { defaultLocale, isLocale } from "@urjavolt/contract/locale";
import { LanguageSuggestionSlot } from "../features/languages/suggestion-slot";
import type { Route } from "./+types/locale-layout";

/**
 * The public pages' locale segment (decision 056): none for English, `hi` or `pa`; any other
 * prefix (`/xx/…`, and `/en/…`, since English has none) is a page that does not exist.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === defaultLocale)) throw data(null, { status: 404 });
  return null;
}

/** Nothing here changes unless the prefix does. */
export const shouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) => currentParams.lang !== nextParams.lang;

/** The public page, and the suggestion of the page in the visitor's language when their browser asks for another. */
export default function LocaleLayout() {
  return (
    <>
      <Outlet />
      <LanguageSuggestionSlot />
    </>
  );
}
