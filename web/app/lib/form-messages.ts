import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CONTROL_CHARACTER_MESSAGE, INVALID_FORM_MESSAGE, MOBILE_INVALID_MESSAGE, ONE_LINE_MESSAGE } from "@urjavolt/contract/form-rules";
import { NON_JSON_MESSAGE } from "./api-client";
import { UNREADABLE_FORM_MESSAGE } from "./form-reply";

/**
 * A form's messages in the page's language (decision 056, "Forms' messages"). The rules and their
 * words stay in contract/ in the spec's English, word for word: the schema checks in the browser
 * and on the server alike, and the route action's answer (a 400 with the page's data) carries the
 * English message as a stable key. What shows is translated where it is drawn, on the server for
 * a page posted without scripts and in the browser after a check or a fetcher's answer: each
 * English message is looked up in a table of catalogue messages whose English is that same text
 * (the catalogue's id is the English, so "Name is required" is one entry wherever it is used).
 *
 * A table sits beside the form it serves (`FormSpec.messages`): its `msg` macros put its ids into
 * that page's JavaScript, so the page is sent their translations (server/src/http/page-messages.ts),
 * and into the catalogues, whose test fails on a message missing or unused. A message not in the
 * table, or whose translation the page was not sent, shows in English.
 */
export type FormMessages = Readonly<Record<string, MessageDescriptor>>;

/** The form layer's own messages, shared by every translated form (route-form.ts, form-reply.ts, form-action.server.ts). */
export const commonFormMessages: FormMessages = {
  [INVALID_FORM_MESSAGE]: msg`Please fill out all required fields correctly.`,
  [MOBILE_INVALID_MESSAGE]: msg`Please enter a valid 10-digit mobile number`,
  [ONE_LINE_MESSAGE]: msg`Please keep this to one line`,
  [CONTROL_CHARACTER_MESSAGE]: msg`Please remove the hidden control characters from this field`,
  [UNREADABLE_FORM_MESSAGE]: msg`The form could not be read. Please send it again.`,
  [NON_JSON_MESSAGE]: msg`Server returned non-JSON response. Please check the API endpoint.`,
};

/** `text` in the page's language when `messages` has it and the page was sent its translation; else `text` as it is. */
export function formMessage(i18n: I18n | undefined, messages: FormMessages, text: string): string {
  const descriptor = Object.hasOwn(messages, text) ? messages[text] : undefined;
  if (!i18n || !descriptor || !Object.hasOwn(i18n.messages, descriptor.id)) return text;
  return i18n._(descriptor);
}

/** One form's table with the form layer's own messages under it. */
export function withCommonMessages(messages: FormMessages): FormMessages {
  return { ...commonFormMessages, ...messages };
}
