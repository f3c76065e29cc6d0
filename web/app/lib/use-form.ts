import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "@urjavolt/contract/form-rules";
import { takeHeldSubmit } from "./before-hydration";

/**
 * Form state for the service forms: values as typed, per-field errors from the form's contract
 * schema (the same one the server uses), an edit clearing that field's error, and focus moved to
 * the first field in error after a failed submit.
 */
export function useForm<Values extends Record<string, string>, Schema extends z.ZodType>(schema: Schema, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // What the visitor typed before the page hydrated is in the fields but not yet in state: take it
  // over, and submit the form if they already pressed its button (before-hydration.ts).
  const [replaySubmit, setReplaySubmit] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(form, initial);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    if (takeHeldSubmit(form)) setReplaySubmit(true);
    // Once, on hydration: later edits go through onChange.
  }, []);
  useEffect(() => {
    if (!replaySubmit) return;
    setReplaySubmit(false);
    formRef.current?.requestSubmit();
  }, [replaySubmit]);

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

  /** Checks every rule; on failure shows all messages (plus `extra`) and focuses the first field in error. */
  const validate = useCallback(
    (extra: Record<string, string> = {}): z.output<Schema> | undefined => {
      const parsed = schema.safeParse(withoutEmpty(values));
      const found = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...extra };
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setFocusRequest((n) => n + 1);
        return undefined;
      }
      return parsed.data as z.output<Schema>;
    },
    [schema, values],
  );

  /** Checks one field (on leaving it) and shows or clears its message. */
  const checkField = useCallback(
    (name: keyof Values & string) => {
      const parsed = schema.safeParse(withoutEmpty(values));
      const message = parsed.success ? undefined : fieldErrors(parsed.error)[name];
      setErrors((current) => {
        if (message === current[name]) return current;
        const { [name]: _old, ...rest } = current;
        return message ? { ...rest, [name]: message } : rest;
      });
    },
    [schema, values],
  );

  /** Errors the server sent for fields, shown beside them. */
  const showServerErrors = useCallback((found: Record<string, string>) => {
    if (Object.keys(found).length === 0) return;
    setErrors(found);
    setFocusRequest((n) => n + 1);
  }, []);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  /** What a field component needs to show and edit one value, with its error. */
  const field = (name: keyof Values & string) => ({ name, value: values[name], error: errors[name], onChange });

  return { values, errors, setErrors, setValue, onChange, field, validate, checkField, showServerErrors, reset, formRef };
}

/** The text fields whose value in the page differs from the form's initial value. */
function typedBeforeHydration<Values extends Record<string, string>>(form: HTMLFormElement, initial: Values): Partial<Values> {
  const typed: Partial<Values> = {};
  for (const name of Object.keys(initial) as (keyof Values & string)[]) {
    const field = form.elements.namedItem(name);
    if (!field || field instanceof RadioNodeList) continue;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
    if (field instanceof HTMLInputElement && ["file", "checkbox", "radio"].includes(field.type)) continue;
    if (field.value !== initial[name]) typed[name] = field.value as Values[typeof name];
  }
  return typed;
}

/** Empty fields are left out, as the forms send them (docs/requirements/site-and-service-forms.md §3). */
export function withoutEmpty(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));
}

/** What useForm answers, for a component that renders fields of a form its parent holds. */
export type FormController<Values extends Record<string, string>, Schema extends z.ZodType = z.ZodType> = ReturnType<typeof useForm<Values, Schema>>;
