import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import styles from "./form-field.module.css";

type Common = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** What follows the label of a field that is not required; "(optional)" unless a field says more. */
  optionalNote?: string | undefined;
};

/**
 * A labelled control with its hint and error tied to it (aria-describedby, aria-invalid), so a
 * screen reader reads the message with the field. Required fields carry `required` and a visible mark.
 */
function Field({ label, error, hint, className, optionalNote = "(optional)", required, id, children }: Common & { required?: boolean; id: string; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      {/* A required field's label gets its asterisk from CSS; `required` on the control tells assistive technology. */}
      <label htmlFor={id} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
        {required ? null : <span className={styles.optional}> {optionalNote}</span>}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function TextField({ label, error, hint, className, optionalNote, ...input }: Common & InputHTMLAttributes<HTMLInputElement> & { name: string; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Field {...{ label, error, hint, className, optionalNote, id }} required={input.required}>
      <input id={id} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...input} />
    </Field>
  );
}

export function TextAreaField({ label, error, hint, className, optionalNote, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string }) {
  const id = useId();
  return (
    <Field {...{ label, error, hint, className, optionalNote, id }} required={textarea.required}>
      <textarea id={id} rows={4} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...textarea} />
    </Field>
  );
}

export function SelectField({ label, error, hint, className, optionalNote, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement> & { name: string }) {
  const id = useId();
  return (
    <Field {...{ label, error, hint, className, optionalNote, id }} required={select.required}>
      <select id={id} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...select}>
        {children}
      </select>
    </Field>
  );
}

/** The form's own outcome: a success or failure line, announced when it appears. */
export function FormStatus({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  return (
    <p role={kind === "error" ? "alert" : "status"} className={kind === "error" ? styles.statusError : styles.statusSuccess}>
      {children}
    </p>
  );
}
