import { type FormEvent, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { LinguiContext } from "@lingui/react";
import type { z } from "zod";
import { INVALID_FORM_MESSAGE, fieldErrors } from "@urjavolt/contract/form-rules";
import { takeHeldSubmit, typedBeforeHydration } from "./before-hydration";
import { type FormMessages, formMessage } from "./form-messages";
import { type FormReply, replyFor, usePageReply, withoutEmpty } from "./form-reply";

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

/** One form: its name, its contract schema, its fields' empty values and the message when all else fails. */
export type FormSpec<Schema extends z.ZodType = z.ZodType, Values extends Record<string, string> = Record<string, string>> = {
  name: string;
  schema: Schema;
  initial: Values;
  fallback: string;
  /**
   * How a field's text is tidied as it is typed or pasted: a mobile number cleaned by the one rule
   * of every form (`cleanMobile`), a pincode kept to its six digits, the warranty serial's spaces
   * dropped (spec §5). The component applies it on every change and to what was typed before
   * hydration; the action applies it to a post sent without scripts, so both end up alike.
   */
  clean?: { readonly [Name in keyof Values]?: (value: string) => string };
  /**
   * What the schema checks, from the fields' text: by default the non-empty fields as they are (a
   * form post); a console form turns numbers, dates and lists into the API's types.
   */
  toInput?(values: Values): unknown;
  /**
   * Where the schema's (and the API's) messages go when their paths are not the fields' names: a
   * table of targets checked as a list of the changed rows puts each row's message on its own field.
   */
  errorsAt?(errors: Record<string, string>, values: Values): Record<string, string>;
  /**
   * The form's messages in the page's language (form-messages.ts, decision 056): the schema's, the
   * server's and the form layer's English messages as catalogue messages. The form's errors and
   * refusal show through them; without a table they show in English.
   */
  messages?: FormMessages;
};

export function defineForm<Schema extends z.ZodType, Values extends Record<string, string>>(spec: FormSpec<Schema, Values>): FormSpec<Schema, Values> {
  return spec;
}

/** `aboutFields`: the refusal came with messages for fields (a lookup shows only those). */
export type FormOutcome<Result> = { status: "done"; result: Result } | { status: "refused"; message: string; aboutFields: boolean };

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
 * `prefill`: values to start with instead of the empty ones (a subject a link filled in).
 *
 * Without `action` the form is one only the page's scripts can send (checkout pays through the
 * gateway's script; a review goes with its photo to the JSON API): it has no `method`, so a submit
 * made before hydration is held by the early-input script (before-hydration.ts) and sent here once
 * the page has hydrated; the form's own onSubmit uses `validate` and `showErrors`.
 */
export function useRouteForm<Schema extends z.ZodType, Values extends Record<string, string>, Result = never>(
  spec: FormSpec<Schema, Values>,
  options: { action?: string; anchor?: string; check?: (form: HTMLFormElement) => Record<string, string>; lookup?: boolean; prefill?: Partial<Values> } = {},
) {
  const fetcher = useFetcher<FormReply<Result>>();
  // The page's language, for the messages (a form rendered outside Lingui's provider shows them in English).
  const i18n = useContext(LinguiContext)?.i18n;
  const say = useCallback((text: string) => (spec.messages ? formMessage(i18n, spec.messages, text) : text), [i18n, spec.messages]);
  // The answer to the browser's own post: before hydration, or without JavaScript.
  const pageReply = usePageReply<Result>(spec.name);
  const [values, setValues] = useState<Values>(() =>
    pageReply && (pageReply.status === "refused" || options.lookup) ? refill(spec.initial, pageReply.values) : { ...spec.initial, ...options.prefill },
  );
  // What the page was rendered with (empty, prefilled or refilled): a field that differs was typed before hydration.
  const renderedWith = useRef(values);
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
  // A layout effect: it runs, and its state is rendered, before the browser hands React the next
  // event, so a submit pressed as the page hydrates already sees what was typed.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = cleanedValues(spec, typedBeforeHydration(form, renderedWith.current));
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
      const name = target.name as keyof Values & string;
      const clean = spec.clean?.[name];
      setValue(name, clean ? clean(target.value) : target.value);
    },
    [setValue, spec],
  );

  const input = useCallback((current: Values) => (spec.toInput ? spec.toInput(current) : withoutEmpty(current)), [spec]);
  /** The schema's messages for `current`, by field; none when every rule holds. */
  const schemaErrors = useCallback(
    (current: Values): { data?: unknown; errors: Record<string, string> } => {
      const parsed = spec.schema.safeParse(input(current));
      if (parsed.success) return { data: parsed.data, errors: {} };
      const found = fieldErrors(parsed.error);
      const placed = spec.errorsAt?.(found, current) ?? found;
      // A refusal always says something, even one errorsAt places nowhere.
      return { errors: Object.keys(placed).length > 0 ? placed : found };
    },
    [input, spec],
  );
  /** Whether every rule of the schema holds for the values as they stand. */
  const valid = spec.schema.safeParse(input(values)).success;

  /** Checks one field (on leaving it) and shows or clears its message. */
  const checkField = useCallback(
    (name: keyof Values & string) => {
      const message = schemaErrors(values).errors[name];
      setErrors((current) => {
        if (message === current[name]) return current;
        const { [name]: _old, ...rest } = current;
        return message ? { ...rest, [name]: message } : rest;
      });
    },
    [schemaErrors, values],
  );

  /** Checks every rule (and `extra`); on failure shows every message and focuses the first field in error. */
  const validate = (extra: Record<string, string> = {}): z.output<Schema> | undefined => {
    const checked = schemaErrors(values);
    const found = { ...checked.errors, ...extra };
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return undefined;
    }
    return checked.data as z.output<Schema>;
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

  /**
   * Fills in the fields still empty with what is known elsewhere (the account's prefill, decision
   * 054): a field the visitor has typed in, before the page hydrated or since, keeps their text.
   */
  const fillBlank = useCallback((known: Partial<Values>) => {
    setValues((current) => {
      let next = current;
      for (const [name, value] of Object.entries(known)) {
        if (typeof value !== "string" || value === "" || current[name] !== "") continue;
        // Text typed as the page hydrated that is not in state yet is the visitor's too.
        const element = formRef.current?.elements.namedItem(name);
        if (element && "value" in element && element.value !== "") continue;
        next = { ...next, [name]: value };
      }
      return next;
    });
  }, []);

  /** Back to an empty form (or to `next`, a record as saved) with no outcome shown. */
  const reset = useCallback(
    (next: Values = spec.initial) => {
      setValues(next);
      setErrors({});
      setOutcome(undefined);
    },
    [spec],
  );

  // What shows: the messages in the page's language; the state keeps the English, the rules' own words.
  // A form without a table gives its state as it is.
  const translated = spec.messages !== undefined;
  const shownErrors = useMemo(
    () => (translated ? (Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, say(text)])) as Record<string, string>) : errors),
    [translated, errors, say],
  );
  const shownOutcome = useMemo(() => (translated && outcome?.status === "refused" ? { ...outcome, message: say(outcome.message) } : outcome), [translated, outcome, say]);

  /** What a field component needs to show and edit one value, with its error. */
  const field = (name: keyof Values & string) => ({ name, value: values[name], error: shownErrors[name], onChange });

  /** The form element's own attributes: a real post, so it works before and without the scripts. */
  const formProps = {
    ref: formRef,
    ...(options.action !== undefined && { method: "post", action: options.anchor ? `${options.action}#${options.anchor}` : options.action }),
    noValidate: true,
    onSubmit: submit,
  } as const;

  return {
    values,
    errors: shownErrors,
    setErrors,
    setValue,
    onChange,
    field,
    valid,
    checkField,
    validate,
    showErrors,
    submit,
    reset,
    fillBlank,
    sending,
    outcome: shownOutcome,
    setOutcome,
    formRef,
    formProps,
  };
}

/** What useRouteForm answers, for a component that renders fields of a form its parent holds. */
export type RouteForm<Values extends Record<string, string>, Schema extends z.ZodType = z.ZodType> = ReturnType<typeof useRouteForm<Schema, Values>>;

/** `values` as the form keeps them: each field with a `clean` rule tidied by it. */
export function cleanedValues<Values extends Record<string, string>, Some extends Partial<Values>>(spec: Pick<FormSpec<z.ZodType, Values>, "clean">, values: Some): Some {
  const cleaned: Record<string, string | undefined> = { ...values };
  for (const [name, clean] of Object.entries(spec.clean ?? {}) as [string, ((value: string) => string) | undefined][]) {
    const value = cleaned[name];
    if (clean && typeof value === "string") cleaned[name] = clean(value);
  }
  return cleaned as Some;
}
