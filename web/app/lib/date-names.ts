import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { DateNames } from "@urjavolt/contract/dates";
import { defaultLocale } from "@urjavolt/contract/locale";

/**
 * The month and day names a Hindi or Punjabi page writes its dates with (contract/src/dates.ts,
 * decision 056): catalogue messages, so a page carries its own language's names only, and the
 * server and the browser write the same text. The translations are CLDR's, as Node's Intl gives
 * them for hi-IN and pa-IN (date-names.test.ts); a month stands in full in a date ("22 नवंबर 2026").
 */
const months = [
  msg({ message: "January", context: "month in a date" }),
  msg({ message: "February", context: "month in a date" }),
  msg({ message: "March", context: "month in a date" }),
  msg({ message: "April", context: "month in a date" }),
  msg({ message: "May", context: "month in a date" }),
  msg({ message: "June", context: "month in a date" }),
  msg({ message: "July", context: "month in a date" }),
  msg({ message: "August", context: "month in a date" }),
  msg({ message: "September", context: "month in a date" }),
  msg({ message: "October", context: "month in a date" }),
  msg({ message: "November", context: "month in a date" }),
  msg({ message: "December", context: "month in a date" }),
];

/** The days of the week, short, from Sunday. */
const days = [
  msg({ message: "Sun", context: "day of the week, short" }),
  msg({ message: "Mon", context: "day of the week, short" }),
  msg({ message: "Tue", context: "day of the week, short" }),
  msg({ message: "Wed", context: "day of the week, short" }),
  msg({ message: "Thu", context: "day of the week, short" }),
  msg({ message: "Fri", context: "day of the week, short" }),
  msg({ message: "Sat", context: "day of the week, short" }),
];

/**
 * The names for the page's dates: none on an English page (the house style's "22 Nov 2026"), nor
 * on a page that was not sent them, whose dates then stay in English rather than show an id.
 */
export function dateNames(i18n: I18n): DateNames | undefined {
  if (i18n.locale === defaultLocale || ![...months, ...days].every((descriptor) => Object.hasOwn(i18n.messages, descriptor.id))) return undefined;
  return { months: months.map((descriptor) => i18n._(descriptor)), days: days.map((descriptor) => i18n._(descriptor)) };
}

/** The page's date names, for its components. */
export function useDateNames(): DateNames | undefined {
  const { i18n } = useLingui();
  return dateNames(i18n);
}
