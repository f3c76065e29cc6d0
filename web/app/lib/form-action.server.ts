import { type AppLoadContext, data } from "react-router";
import type { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, INVALID_FORM_MESSAGE, fieldErrors, hasControlCharacter } from "@urjavolt/contract/form-rules";
import { FORM_NAME_FIELD, type FormReply, UNREADABLE_FORM_MESSAGE, isChosenFile, withoutEmpty } from "./form-reply";
import { type FormSpec, cleanedValues } from "./route-form";

/** One form a route's action takes, and what it does with the checked fields. */
export type FormHandler = {
  spec: FormSpec;
  /** Rules on the raw post that the schema cannot see (a file); merged with the schema's messages. */
  check?: (body: FormData) => Record<string, string>;
  handle: (data: never, body: FormData) => Promise<unknown>;
};

/** A handler for `spec`, typed by its schema. */
export function onForm<Schema extends z.ZodType, Values extends Record<string, string>, Result>(
  spec: FormSpec<Schema, Values>,
  handle: (data: z.output<Schema>, body: FormData) => Promise<Result>,
  check?: (body: FormData) => Record<string, string>,
): FormHandler {
  return { spec, handle: handle as FormHandler["handle"], ...(check && { check }) };
}

/** The file a post carries in `field`, as a service takes it; undefined when none was chosen. */
export async function sentFile(body: FormData, field: string): Promise<{ filename: string; data: Uint8Array } | undefined> {
  const file = body.get(field);
  return isChosenFile(file) ? { filename: file.name, data: new Uint8Array(await file.arrayBuffer()) } : undefined;
}

/** An error a service throws for the sender to put right (the server's AppError with a 4xx status). */
type Refusal = { status: number; message: string; errors?: Record<string, string> | undefined };

function isRefusal(error: unknown): error is Refusal {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" && status >= 400 && status < 500;
}

/**
 * A route action for the page's forms (route-form.ts): reads the post, picks the form it came from,
 * refuses it when the server's rate limit says so (`formRefusal`), checks its fields with the
 * form's schema and runs the handler. Every answer is the page's own data, so a refusal shows on
 * the page beside its fields, with the status a JSON client would get (400, 409, 413, 415, 429);
 * only a fault of ours answers 500, with the form's fallback message.
 */
export async function answerForm(request: Request, context: AppLoadContext, handlers: readonly FormHandler[]) {
  const body = await request.formData().catch(() => undefined);
  const named = body?.get(FORM_NAME_FIELD);
  const handler = handlers.length === 1 ? handlers[0] : handlers.find((candidate) => candidate.spec.name === named);
  if (!body || !handler) return data(refused(typeof named === "string" ? named : "", UNREADABLE_FORM_MESSAGE, {}, {}), { status: 400 });

  const { spec } = handler;
  const values: Record<string, string> = {};
  for (const name of Object.keys(spec.initial)) {
    const value = body.get(name);
    if (typeof value === "string") values[name] = value;
  }
  // Tidied as the page's scripts tidy it while typing (a pasted mobile or pincode, spec §5's serial).
  Object.assign(values, cleanedValues(spec, values));
  if (context.formRefusal) return data(refused(spec.name, context.formRefusal, {}, values), { status: 429 });

  const parsed = spec.schema.safeParse(withoutEmpty(values));
  const errors: Record<string, string> = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...handler.check?.(body) };
  // A hidden control character is the first thing to put right in its field.
  for (const [name, value] of Object.entries(values)) if (hasControlCharacter(value)) errors[name] = CONTROL_CHARACTER_MESSAGE;
  if (!parsed.success || Object.keys(errors).length > 0) return data(refused(spec.name, INVALID_FORM_MESSAGE, errors, values), { status: 400 });

  try {
    const result = await handler.handle(parsed.data as never, body);
    return data({ form: spec.name, status: "done", result, values } satisfies FormReply<unknown>);
  } catch (error) {
    if (isRefusal(error)) return data(refused(spec.name, error.message || spec.fallback, error.errors ?? {}, values), { status: error.status });
    console.error(`The ${spec.name} form could not be handled.`, error);
    return data(refused(spec.name, spec.fallback, {}, values), { status: 500 });
  }
}

function refused(form: string, message: string, errors: Record<string, string>, values: Record<string, string>): FormReply<never> {
  return { form, status: "refused", message, errors, values };
}
