import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type { z } from "zod";
import { INVALID_FORM_MESSAGE, fieldErrors } from "@urjavolt/contract/form-rules";
import { NON_JSON_MESSAGE } from "./api-client";
import { takeHeldSubmit } from "./before-hydration";

/**
 * The one way the site builds a form (docs/decisions/018-forms-post-to-route-actions.md). A form is
 * a real `<form method="post">` to its route's action, which checks the fields with the contract's
 * schema and calls the same service as the JSON API:
 * - without JavaScript, or before the scripts arrive, the browser posts it and the server answers
 *   with the page and the form's outcome (`useActionData`), the fields refilled on a refusal;
 * - once the page has hydrated, the same post goes through a fetcher: the schema is checked first
 *   (every message at once, focus on the first field in error), the page stays where it is, and
 *   the button says what is happening while it waits.
 */

/** Names the form a post came from, on a page with more than one (the warranty page). */
export const FORM_NAME_FIELD = "_form";

/** One form: its name, its contract schema, its fields' empty values and the message when all else fails. */
export type FormSpec<Schema extends z.ZodType = z.ZodType, Values extends Record<string, string> = Record<string, string>> = {
  name: string;
  schema: Schema;
  initial: Values;
  fallback: string;
  /**
   * Fields whose spaces are dropped as they are typed (the warranty forms' serial and mobile, spec
   * §5): the component does it while typing; the action does it for a post sent without scripts.
   */
  compact?: readonly string[];
  /**
   * What the schema checks, from the fields' text: by default the non-empty fields as they are (a
   * form post); a console form turns numbers, dates and lists into the API's types.
   */
  toInput?(values: Values): unknown;
};

export function defineForm<Schema extends z.ZodType, Values extends Record<string, string>>(spec: FormSpec<Schema, Values>): FormSpec<Schema, Values> {
  return spec;
}

/** What a form's action answers: its result, or why it was refused with the fields as sent. */
export type FormReply<Result> =
  | { form: string; status: "done"; result: Result; values: Record<string, string> }
  | { form: string; status: "refused"; message: string; errors: Record<string, string>; values: Record<string, string> };

/** `aboutFields`: the refusal came with messages for fields (a lookup shows only those). */
export type FormOutcome<Result> = { status: "done"; result: Result } | { status: "refused"; message: string; aboutFields: boolean };

/** The reply addressed to `form` among an action's answers (a page's other form may have been sent). */
function replyFor<Result>(reply: unknown, form: string): FormReply<Result> | undefined {
  return typeof reply === "object" && reply !== null && (reply as { form?: unknown }).form === form ? (reply as FormReply<Result>) : undefined;
}

/** The answer to the browser's own post of the page (before hydration, or without JavaScript) for the form named `form`. */
export function usePageReply<Result = unknown>(form: string): FormReply<Result> | undefined {
  return replyFor<Result>(useActionData(), form);
}

function outcomeOf<Result>(reply: FormReply<Result> | undefined): FormOutcome<Result> | undefined {
  if (!reply) return undefined;
  return reply.status === "done"
    ? { status: "done", result: reply.result }
    : { status: "refused", message: reply.message, aboutFields: Object.keys(reply.errors).length > 0 };
}

/** The values a refused post sent back, for the fields this form has. */
function refill<Values extends Record<string, string>>(initial: Values, sent: Record<string, string>): Values {
  const values: Record<string, string> = { ...initial };
  for (const name of Object.keys(initial)) if (typeof sent[name] === "string") values[name] = sent[name];
  return values as Values;
}

/**
 * Form state over a route action. `action`: the path whose action takes the post. `anchor`: the id
 * the page returns to after the browser's own post, so the outcome is in view. `check`: rules the
 * schema cannot see (a chosen file), run with the schema's on submit. `lookup`: the form asks
 * rather than sends (a status check, order tracking), so its fields stay filled after an answer.
 *
 * Without `action` the form is one only the page's scripts can send (checkout pays through the
 * gateway's script; a review goes with its photo to the JSON API): it has no `method`, so a submit
 * made before hydration is held by the early-input script (before-hydration.ts) and sent here once
 * the page has hydrated; the form's own onSubmit uses `validate` and `showErrors`.
 */
export function useRouteForm<Schema extends z.ZodType, Values extends Record<string, string>, Result = never>(
  spec: FormSpec<Schema, Values>,
  options: { action?: string; anchor?: string; check?: (form: HTMLFormElement) => Record<string, string>; lookup?: boolean } = {},
) {
  const fetcher = useFetcher<FormReply<Result>>();
  // The answer to the browser's own post: before hydration, or without JavaScript.
  const pageReply = usePageReply<Result>(spec.name);
  const [values, setValues] = useState<Values>(() => (pageReply && (pageReply.status === "refused" || options.lookup) ? refill(spec.initial, pageReply.values) : spec.initial));
  const [errors, setErrors] = useState<Record<string, string>>(() => (pageReply?.status === "refused" ? pageReply.errors : {}));
  const [outcome, setOutcome] = useState<FormOutcome<Result> | undefined>(() => outcomeOf(pageReply));
  const [focusRequest, setFocusRequest] = useState(0);
  const [replaySubmit, setReplaySubmit] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // On hydration: what the visitor typed before the scripts came is in the fields but not yet in
  // state, so take it over; after a refused post of the page, the first field in error takes focus.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(form, spec.initial);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    if (pageReply?.status === "refused" && Object.keys(pageReply.errors).length > 0) setFocusRequest((n) => n + 1);
    if (options.action === undefined && takeHeldSubmit(form)) setReplaySubmit(true);
    // Once, on hydration: later edits go through onChange.
  }, []);
  // A held submit is sent once the values typed before hydration are in state.
  useEffect(() => {
    if (!replaySubmit) return;
    setReplaySubmit(false);
    formRef.current?.requestSubmit();
  }, [replaySubmit]);

  /** Errors for fields (the server's, or a rule only the form knows), shown beside them with focus on the first. */
  const showErrors = useCallback((found: Record<string, string>) => {
    if (Object.keys(found).length === 0) return;
    setErrors(found);
    setFocusRequest((n) => n + 1);
  }, []);

  // The fetcher's answer: a result clears the form, a refusal shows its messages.
  useEffect(() => {
    const reply = replyFor<Result>(fetcher.data, spec.name);
    if (!reply) return;
    if (reply.status === "done") {
      if (!options.lookup) setValues(spec.initial);
      setErrors({});
    } else showErrors(reply.errors);
    setOutcome(outcomeOf(reply));
  }, [fetcher.data, spec, options.lookup, showErrors]);

  const sending = fetcher.state !== "idle";

  const setValue = useCallback((name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const onChange = useCallback(
    (event: FormEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = event.currentTarget;
      setValue(target.name as keyof Values & string, target.value);
    },
    [setValue],
  );

  const input = useCallback((current: Values) => (spec.toInput ? spec.toInput(current) : withoutEmpty(current)), [spec]);
  /** Whether every rule of the schema holds for the values as they stand. */
  const valid = spec.schema.safeParse(input(values)).success;

  /** Checks one field (on leaving it) and shows or clears its message. */
  const checkField = useCallback(
    (name: keyof Values & string) => {
      const parsed = spec.schema.safeParse(input(values));
      const message = parsed.success ? undefined : fieldErrors(parsed.error)[name];
      setErrors((current) => {
        if (message === current[name]) return current;
        const { [name]: _old, ...rest } = current;
        return message ? { ...rest, [name]: message } : rest;
      });
    },
    [input, values],
  );

  /** Checks every rule (and `extra`); on failure shows every message and focuses the first field in error. */
  const validate = (extra: Record<string, string> = {}): z.output<Schema> | undefined => {
    const parsed = spec.schema.safeParse(input(values));
    const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...extra };
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return undefined;
    }
    return parsed.data as z.output<Schema>;
  };

  /** The form's onSubmit: every rule first, then the post through the fetcher. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || options.action === undefined) return;
    const form = event.currentTarget;
    if (!validate(options.check?.(form))) {
      setOutcome({ status: "refused", message: INVALID_FORM_MESSAGE, aboutFields: true });
      return;
    }
    setOutcome(undefined);
    void fetcher.submit(form, { method: "post", action: options.action });
  };

  /** Back to an empty form with no outcome shown. */
  const reset = useCallback(() => {
    setValues(spec.initial);
    setErrors({});
    setOutcome(undefined);
  }, [spec]);

  /** What a field component needs to show and edit one value, with its error. */
  const field = (name: keyof Values & string) => ({ name, value: values[name], error: errors[name], onChange });

  /** The form element's own attributes: a real post, so it works before and without the scripts. */
  const formProps = {
    ref: formRef,
    ...(options.action !== undefined && { method: "post", action: options.anchor ? `${options.action}#${options.anchor}` : options.action }),
    noValidate: true,
    onSubmit: submit,
  } as const;

  return { values, errors, setErrors, setValue, onChange, field, valid, checkField, validate, showErrors, submit, reset, sending, outcome, setOutcome, formRef, formProps };
}

/** What useRouteForm answers, for a component that renders fields of a form its parent holds. */
export type RouteForm<Values extends Record<string, string>, Schema extends z.ZodType = z.ZodType> = ReturnType<typeof useRouteForm<Schema, Values>>;

/**
 * The `clientAction` of a route with forms: the post goes to the server's action as it would
 * anyway; when no answer of the action's comes back, the form says why in the words of the spec's
 * error catalogue (docs/requirements/site-and-service-forms.md §8) and keeps what was typed, where
 * React Router would otherwise show the page's error screen: a request that never got an answer
 * gives the form's fallback, an answer that is not the action's (a proxy's error page) the
 * non-JSON message.
 */
export function formClientAction(specs: readonly FormSpec[]) {
  return async ({ request, serverAction }: { request: Request; serverAction: () => Promise<unknown> }): Promise<unknown> => {
    const body = await request
      .clone()
      .formData()
      .catch(() => undefined);
    try {
      return await serverAction();
    } catch (error) {
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

/** The hidden field naming the form, for a page whose action takes more than one. */
export function formNameField(spec: FormSpec) {
  return { type: "hidden", name: FORM_NAME_FIELD, value: spec.name } as const;
}

/**
 * The fields whose value in the page differs from the form's initial value: text typed, an option
 * chosen, a radio picked or a box ticked before the scripts came (a checkbox counts as its value
 * when ticked and "" when not).
 */
function typedBeforeHydration<Values extends Record<string, string>>(form: HTMLFormElement, initial: Values): Partial<Values> {
  const typed: Partial<Values> = {};
  for (const name of Object.keys(initial) as (keyof Values & string)[]) {
    const field = form.elements.namedItem(name);
    let value: string | undefined;
    if (field instanceof RadioNodeList) value = field.value;
    else if (field instanceof HTMLInputElement && field.type === "checkbox") value = field.checked ? field.value : "";
    else if (field instanceof HTMLInputElement && field.type === "radio") value = field.checked ? field.value : "";
    else if (field instanceof HTMLInputElement && field.type !== "file") value = field.value;
    else if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) value = field.value;
    if (value !== undefined && value !== initial[name]) typed[name] = value as Values[typeof name];
  }
  return typed;
}

/** Empty fields are left out, as the forms send them (docs/requirements/site-and-service-forms.md §3). */
export function withoutEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
}
