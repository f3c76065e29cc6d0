import { z } from "zod";

/**
 * Building blocks the service-form schemas share: trimmed required text, the India date of "now",
 * and the house phone, pincode and e-mail shapes (docs/requirements/site-and-service-forms.md §5 and §9).
 */

/** Required text: trimmed first, then the spec's "required" message when nothing is left. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong });

/**
 * Names, subjects, cities and the like are one line: a line break there is a pasting slip, or an
 * attempt to forge a line of an e-mail or a log. Messages, descriptions and addresses keep theirs.
 */
export const ONE_LINE_MESSAGE = "Please keep this to one line";
export const oneLine = (text: string) => !/[\r\n]/.test(text);

/** requiredText for a field of one line. */
export const requiredLine = (required: string, max: number, tooLong: string) => requiredText(required, max, tooLong).refine(oneLine, { error: ONE_LINE_MESSAGE });

export const PINCODE_PATTERN = /^\d{6}$/;
/**
 * The service desk's phone tickets only: an optional leading plus, then 10 to 15 digits, since the
 * desk types what a caller from abroad says. Every public form takes MOBILE_PATTERN (decision 047).
 */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
/**
 * An Indian mobile number once cleaned (`cleanMobile`): ten digits, the first 6, 7, 8 or 9 (the
 * National Numbering Plan's mobile series). The one rule of every public form: contact, quote,
 * complaint, warranty, checkout and the online payment (decisions 034 and 047).
 */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** What a form says of a number that is not one, where the requirements give it no words of its own. */
export const MOBILE_INVALID_MESSAGE = "Please enter a valid 10-digit mobile number";

/**
 * Whether `written` is an Indian mobile number as people write it ("98140 55667",
 * "+91 98140-55667", "098140 55667"): cleaned by `cleanMobile`, then MOBILE_PATTERN.
 */
export function isMobileNumber(written: string): boolean {
  return MOBILE_PATTERN.test(cleanMobile(written.trim()));
}
/** Looks like name@domain.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

// ---- Numbers as people type and paste them (decision 034) -------------------------------------

/**
 * The longest text a mobile field takes before it is cleaned: room for "(+91) 98765-43210" and
 * the like. It is the fields' `maxlength` too, so a browser without scripts keeps the whole paste.
 */
export const MOBILE_INPUT_MAX = 20;
/** The same for a pincode field: room for "140 401" or " 140-401 ". */
export const PINCODE_INPUT_MAX = 12;

/**
 * The one rule for a mobile number on every form, in the browser as it is typed or pasted and on
 * the server for whatever is sent: spaces, dashes, dots and brackets are taken away, then a +91,
 * 0091, 91 or 0 in front of ten digits. "+91 98765 43210", "098765-43210" and "98765 43210" are all
 * 9876543210. Anything else is left as it is, for the form's rule to say what is wrong.
 */
export function cleanMobile(value: string): string {
  return value.replace(/[\s().\u2010-\u2015-]/g, "").replace(/^(?:\+91|0091|91)?0?(?=\d{10}$)/, "");
}

/** A pincode as sent: the spaces and dashes people put in are taken away ("140 401" is 140401). */
export function cleanPincode(value: string): string {
  return value.replace(/[\s\u2010-\u2015-]/g, "");
}

/**
 * A pincode field's value as it is typed or pasted (docs/requirements/online-shop.md §5 Buy-now
 * pincode): digits only, at most 6. The browser applies it on every change; a form posted without
 * scripts gets the same from its page's action.
 */
export function cleanPincodeInput(input: string): string {
  return input.replace(/\D/g, "").slice(0, 6);
}

/**
 * A mobile field: required, then cleaned (`cleanMobile`), then `pattern`: an Indian mobile's ten
 * digits (only the desk's phone tickets pass PHONE_PATTERN). The value the schema gives, and the
 * server stores, is the cleaned one: the ten digits.
 */
export const mobileNumber = (messages: { required: string; invalid: string }, pattern: RegExp = MOBILE_PATTERN) =>
  requiredText(messages.required, MOBILE_INPUT_MAX, messages.invalid)
    .transform(cleanMobile)
    .pipe(z.string().regex(pattern, { error: messages.invalid }));

/** A pincode field: required, then cleaned (`cleanPincode`), then six digits. */
export const pincodeNumber = (messages: { required: string; invalid: string }) =>
  requiredText(messages.required, PINCODE_INPUT_MAX, messages.invalid)
    .transform(cleanPincode)
    .pipe(z.string().regex(PINCODE_PATTERN, { error: messages.invalid }));

/** The service forms' pincode (site-and-service-forms.md §5). */
export const pincode = (required = "Pin code is required") => pincodeNumber({ required, invalid: "Pin code must be 6 digits" });

export const email = (required: string, invalid: string) =>
  requiredText(required, EMAIL_MAX, invalid).regex(EMAIL_PATTERN, { error: invalid });


/** The same calendar day `years` later (29 February falls back to 28 February). */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A date filter of a console list (`?from=2026-11-01`): blank means no filter; anything else must be
 * a real calendar date written YYYY-MM-DD, or the message names the field.
 */
export function optionalIsoDateFilter(label: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD)` })
      .refine(isIsoDate, { error: `${label} must be a real date` })
      .optional(),
  );
}

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL (U+007F). Nobody
 * types them; NUL in particular is refused by PostgreSQL, and the others hide text in logs, e-mails
 * and spreadsheets. The server refuses them in every text field of every request.
 */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}
export const CONTROL_CHARACTER_MESSAGE = "Please remove the hidden control characters from this field";


/**
 * Field path to first message, from a failed parse (or issues shaped like its own): the `errors`
 * object of the error envelope. An issue about the whole value goes under `whole`.
 */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }, whole = "form"): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || whole;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The message the client shows above the fields when any rule fails (docs/requirements/site-and-service-forms.md §5, §8). */
export const INVALID_FORM_MESSAGE = "Please fill out all required fields correctly.";

/** What a form takes as a file, for the browser's check before it is sent (the server judges the bytes). */
export type FileRule = {
  types: readonly string[];
  /** Names ending so are taken too: some browsers declare no type for a file. */
  extensions: RegExp;
  maxBytes: number;
  messages: { required: string; type: string; tooLarge: string };
};

/** The browser's check of a chosen file against `rule`: none chosen, the wrong type (declared or by its name), or too large. */
export function chosenFileProblem(file: { name: string; type: string; size: number } | undefined | null, rule: FileRule): string | undefined {
  if (!file) return rule.messages.required;
  if (!rule.types.includes(file.type) && !rule.extensions.test(file.name)) return rule.messages.type;
  if (file.size > rule.maxBytes) return rule.messages.tooLarge;
  return undefined;
}
