import { useActionData } from "react-router";
import { NON_JSON_MESSAGE } from "./api-client";

/**
 * The part of the form layer (route-form.ts) that a page needs without the form itself: what a
 * form's action answers, reading it back on the page, and the route's `clientAction`. It carries no
 * schema, so a page whose form loads on demand (the product page's review form) does not download
 * Zod with its first scripts.
 */

/** A form as its route knows it: its name and the message when all else fails. */
export type NamedForm = { name: string; fallback: string };

/** A body that is not a form (or is cut off): the same words as the JSON API's reader. */
export const UNREADABLE_FORM_MESSAGE = "The form could not be read. Please send it again.";

/** Names the form a post came from, on a page with more than one (the warranty page). */
export const FORM_NAME_FIELD = "_form";

/** What a form's action answers: its result, or why it was refused with the fields as sent. */
export type FormReply<Result> =
  | { form: string; status: "done"; result: Result; values: Record<string, string> }
  | { form: string; status: "refused"; message: string; errors: Record<string, string>; values: Record<string, string> };

/** The reply addressed to `form` among an action's answers (a page's other form may have been sent). */
export function replyFor<Result>(reply: unknown, form: string): FormReply<Result> | undefined {
  return typeof reply === "object" && reply !== null && (reply as { form?: unknown }).form === form ? (reply as FormReply<Result>) : undefined;
}

/** The answer to the browser's own post of the page (before hydration, or without JavaScript) for the form named `form`. */
export function usePageReply<Result = unknown>(form: string): FormReply<Result> | undefined {
  return replyFor<Result>(useActionData(), form);
}

/**
 * The `clientAction` of a route with forms: the post goes to the server's action as it would
 * anyway; when no answer of the action's comes back, the form says why in the words of the spec's
 * error catalogue (docs/requirements/site-and-service-forms.md §8) and keeps what was typed, where
 * React Router would otherwise show the page's error screen: a request that never got an answer
 * gives the form's fallback, an answer that is not the action's (a proxy's error page) the
 * non-JSON message. A redirect the action answers is passed on to the router.
 */
export function formClientAction(specs: readonly NamedForm[]) {
  return async ({ request, serverAction }: { request: Request; serverAction: () => Promise<unknown> }): Promise<unknown> => {
    const body = await request
      .clone()
      .formData()
      .catch(() => undefined);
    try {
      return await serverAction();
    } catch (error) {
      // A redirect is the action's answer (a look-up that found its page), for the router to follow.
      if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
      const named = body?.get(FORM_NAME_FIELD);
      const spec = specs.length === 1 ? specs[0] : specs.find((candidate) => candidate.name === named);
      if (!spec) throw error;
      const message = error instanceof TypeError ? spec.fallback : NON_JSON_MESSAGE;
      return { form: spec.name, status: "refused", message, errors: {}, values: {} } satisfies FormReply<never>;
    }
  };
}

/** A file input with nothing chosen sends an empty, nameless file: a chosen one, as a post carries it. */
export function isChosenFile(value: FormDataEntryValue | null): value is File {
  return typeof value === "object" && value !== null && value.size > 0;
}

/** The file chosen in `form`'s file input `name`, if any (a form's own check on a file, before it is sent). */
export function chosenFile(form: HTMLFormElement, name: string): File | undefined {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement ? input.files?.[0] : undefined;
}

/** The hidden field naming the form, for a page whose action takes more than one. */
export function formNameField(spec: Pick<NamedForm, "name">) {
  return { type: "hidden", name: FORM_NAME_FIELD, value: spec.name } as const;
}

/** Empty fields are left out, as the forms send them (docs/requirements/site-and-service-forms.md §3). */
export function withoutEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
}
