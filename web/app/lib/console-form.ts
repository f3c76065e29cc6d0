import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { apiFieldErrors, failureText } from "./admin-forms";
import { type FormSpec, useRouteForm } from "./route-form";

/**
 * The console's one way to send a form or run a change (docs/decisions/041-one-pattern-per-job-on-the-web.md).
 * The console's pages are the browser's alone (decision 009): a form keeps its fields with the
 * site's one form layer (route-form.ts) and sends them to the staff API with `adminRequest`.
 *
 * - `useConsoleAction`: one request at a time (`busy`), its outcome as a notice (role status, or
 *   role alert with the API's message), for buttons that change something (retry, hide, move).
 * - `useConsoleForm`: a form over it. On submit every rule of the schema is checked first (every
 *   message shown, focus on the first field in error, nothing sent); then the button says what is
 *   happening while the request runs; a refusal shows the API's messages by their fields and says
 *   why in the notice; a success hands the answer to `done`, the fields emptied unless `keep`.
 */

/** What a console section says after a change: done (role status) or refused (role alert). */
export type Notice = { tone: "status" | "error"; text: string };

/** A notice held by a parent, for a form that is started again (keyed) after each change and must not lose it. */
export type NoticeState = readonly [Notice | null, (notice: Notice | null) => void];

/** How one request ended: its answer, or what it threw. */
export type ActionOutcome<Result> = { ok: true; result: Result } | { ok: false; error: unknown };

/**
 * What a success does: the text returned is said as the section's status notice; a promise returned
 * (a navigation) keeps the form busy until it settles.
 */
export type Done<Result, Input> = (result: Result, input: Input) => string | void | Promise<unknown>;

/** One request at a time with its notice; `busyWith` tells which row's request runs when a list has one per row. */
export function useConsoleAction<Key = true>(options: { notice?: NoticeState } = {}) {
  const own = useState<Notice | null>(null);
  const [notice, setNotice] = options.notice ?? own;
  const [busyWith, setBusyWith] = useState<Key | null>(null);

  /**
   * Runs `request` and hands its answer to `done`; on failure the notice says why (`failure` when
   * the error has no message of its own; null: the caller says it elsewhere). The notice is cleared first.
   */
  const run = async <Result, Input = undefined>(
    request: () => Promise<Result>,
    { failure, done, key = true as Key, input }: { failure: string | null; done?: Done<Result, Input>; key?: Key; input?: Input },
  ): Promise<ActionOutcome<Result>> => {
    setNotice(null);
    setBusyWith(key);
    try {
      let result: Result;
      try {
        result = await request();
      } catch (error) {
        if (failure !== null) setNotice({ tone: "error", text: failureText(error, failure) });
        return { ok: false, error };
      }
      const said = await done?.(result, input as Input);
      if (typeof said === "string") setNotice({ tone: "status", text: said });
      return { ok: true, result };
    } finally {
      setBusyWith(null);
    }
  };

  return { busy: busyWith !== null, busyWith, notice, setNotice, run };
}

export type ConsoleFormOptions<Schema extends z.ZodType, Values extends Record<string, string>, Result> = {
  /** Sends the checked input (an `adminRequest`); throws the API's refusal. */
  send: (input: z.output<Schema>) => Promise<Result>;
  /** After a success: keep the section in step, and say what was done (see `Done`). */
  done?: Done<Result, z.output<Schema>>;
  /** What the notice says when a failure has no message of its own. */
  failure: string;
  /** What the notice says when the schema refuses the fields; without it the fields' messages alone say it. */
  invalid?: string;
  /** Rules the schema cannot see (a save that changes nothing), checked with it. */
  check?: () => Record<string, string>;
  /** The fields stay as sent after a success (the form shows a saved record, or goes away). */
  keep?: boolean;
  /** Values to start with instead of the empty ones (the record's current status). */
  prefill?: Partial<Values>;
  /** A parent's notice, for a form started again after each change. */
  notice?: NoticeState;
  /** A form of one field: every failure is said by that field, with no notice. */
  failureField?: keyof Values & string;
  /** After a failure has been shown (the sign-in empties the password). */
  failed?: (error: unknown) => void;
};

/** A console form: the route form's fields and checks, sent to the staff API (see above). */
export function useConsoleForm<Schema extends z.ZodType, Values extends Record<string, string>, Result>(
  spec: FormSpec<Schema, Values>,
  options: ConsoleFormOptions<Schema, Values, Result>,
) {
  const form = useRouteForm(spec, options.prefill ? { prefill: options.prefill } : {});
  const action = useConsoleAction({ ...(options.notice && { notice: options.notice }) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.busy) return;
    action.setNotice(null);
    const input = form.validate(options.check?.());
    if (input === undefined) {
      if (options.invalid) action.setNotice({ tone: "error", text: options.invalid });
      return;
    }
    form.setErrors({});
    const outcome = await action.run(() => options.send(input), {
      failure: options.failureField ? null : options.failure,
      input,
      done: (result, sent) => {
        if (!options.keep) form.reset();
        return options.done?.(result, sent);
      },
    });
    if (outcome.ok) return;
    const found = apiFieldErrors(outcome.error);
    if (options.failureField) {
      form.showErrors({ [options.failureField]: found[options.failureField] ?? failureText(outcome.error, options.failure) });
    } else form.showErrors(spec.errorsAt ? spec.errorsAt(found, form.values) : found);
    options.failed?.(outcome.error);
  };

  /** The form element's attributes: no post of its own (the console sends it with its scripts). */
  const formProps = { ref: form.formRef, noValidate: true, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) } as const;

  return { ...form, busy: action.busy, notice: action.notice, setNotice: action.setNotice, submit, formProps };
}
