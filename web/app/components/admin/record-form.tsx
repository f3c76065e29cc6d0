import { useState } from "react";
import type { z } from "zod";
import { fromLocalDateTime, toLocalDateTime } from "../../lib/admin-forms";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import { SelectField, TextAreaField, TextField } from "../form-field";
import { ConsoleNotice, SubmitButton } from "./admin-page";
import styles from "./admin.module.css";
import formStyles from "./record-form.module.css";

/**
 * A console edit form described by its fields: labelled controls with their errors tied to them,
 * checked by the same zod schema the API uses before anything is sent, then the API's own field
 * errors shown in place. Used for offers, slides, blog posts and stores.
 */
export type RecordField = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Spans the whole row. */
  wide?: boolean;
  maxLength?: number;
} & (
  | { type: "text" | "textarea" | "color" }
  | { type: "number"; nullable?: boolean }
  /** `empty`: what a blank date sends ("" lets the schema say it is required). */
  | { type: "datetime"; empty?: "" | null | undefined }
  | { type: "select"; options: ReadonlyArray<{ value: string; label: string }> }
  /** A list of strings, one per line. */
  | { type: "lines" }
);

type Values = Record<string, string>;

function valuesOf(fields: RecordField[], record: Record<string, unknown> | null): Values {
  const values: Values = {};
  for (const field of fields) {
    const value = record?.[field.name];
    if (field.type === "datetime") values[field.name] = toLocalDateTime(typeof value === "string" ? value : null);
    else if (field.type === "lines") values[field.name] = Array.isArray(value) ? value.join("\n") : "";
    else if (field.type === "select") values[field.name] = typeof value === "string" ? value : (field.options[0]?.value ?? "");
    else values[field.name] = value === null || value === undefined ? "" : String(value);
  }
  return values;
}

function inputOf(fields: RecordField[], values: Values): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name] ?? "";
    if (field.type === "number") input[field.name] = raw.trim() === "" ? (field.nullable ? null : undefined) : Number(raw);
    else if (field.type === "datetime") input[field.name] = raw === "" ? ("empty" in field ? field.empty : "") : fromLocalDateTime(raw);
    else if (field.type === "lines")
      input[field.name] = raw
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    else input[field.name] = raw;
  }
  return input;
}

export function RecordForm<Input>({
  label,
  fields,
  record,
  schema,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** The form's accessible name, e.g. "New offer" or "Edit Diwali offer". */
  label: string;
  fields: RecordField[];
  record: Record<string, unknown> | null;
  schema: z.ZodType<Input>;
  submitLabel: string;
  /** Sends the checked input; throw (an ApiError) to show the API's errors. */
  onSubmit: (input: Input) => Promise<void>;
  onCancel?: () => void;
}) {
  // The console's one form hook (console-form.ts), sent by onSubmit to the staff API.
  // Built once: the record a form edits is fixed for its life (pages key the form by record).
  const [spec] = useState(() =>
    defineForm({ name: label, schema: schema as z.ZodType, initial: valuesOf(fields, record), fallback: "", toInput: (values: Values) => inputOf(fields, values) }),
  );
  const form = useConsoleForm(spec, { send: (input) => onSubmit(input as Input), failure: "Could not save", invalid: "Please correct the marked fields.", keep: true });
  const { values, errors } = form;

  return (
    <form {...form.formProps} aria-label={label} className={formStyles.form}>
      <ConsoleNotice notice={form.notice} />
      <div className={styles.formGrid}>
        {fields.map((field) => {
          const common = {
            name: field.name,
            label: field.label,
            hint: field.hint,
            required: field.required,
            error: errors[field.name] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field.name}.`))?.[1],
            className: field.wide || field.type === "textarea" ? styles.formWide : undefined,
          };
          const value = values[field.name] ?? "";
          const change = (event: { currentTarget: { value: string } }) => form.setValue(field.name, event.currentTarget.value);
          if (field.type === "select") {
            return (
              <SelectField key={field.name} {...common} value={value} onChange={change}>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </SelectField>
            );
          }
          if (field.type === "textarea" || field.type === "lines") {
            return <TextAreaField key={field.name} {...common} value={value} onChange={change} rows={field.type === "lines" ? 4 : 8} maxLength={field.maxLength} />;
          }
          return (
            <TextField
              key={field.name}
              {...common}
              value={value}
              onChange={change}
              maxLength={field.maxLength}
              type={field.type === "datetime" ? "datetime-local" : "text"}
              inputMode={field.type === "number" ? "decimal" : undefined}
              placeholder={field.type === "color" ? "#1a4d8f" : undefined}
              autoComplete="off"
            />
          );
        })}
      </div>
      <div className={formStyles.actions}>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          {submitLabel}
        </SubmitButton>
        {onCancel ? (
          <button type="button" className={styles.buttonSecondary} onClick={onCancel} disabled={form.busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
