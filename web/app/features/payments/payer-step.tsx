import { type FormEvent, type RefObject, useId } from "react";
import { MOBILE_INPUT_MAX, cleanMobile } from "@urjavolt/contract/form-rules";
import type { PayerField, PayerValues } from "./payment-rules";
import fieldStyles from "../../components/form-field.module.css";
import styles from "./online-payment.module.css";

/**
 * Step 1 of the standalone payment: who is paying. The page checks the fields (payment-rules.ts)
 * when the form is sent and names the first wrong one; its heading takes focus as the step opens.
 * The phone is cleaned as it is typed or pasted by every form's rule (+91 98765 43210 is 9876543210).
 */
export function PayerStep({
  formRef,
  headingRef,
  payer,
  error,
  onValue,
  onSubmit,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  payer: PayerValues;
  error: { message: string; fields: PayerField[] } | null;
  onValue: (name: PayerField, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const ids = useId();
  const errorId = `${ids}-payer-error`;
  const invalid = (name: PayerField) => error?.fields.includes(name) ?? false;
  return (
    <form ref={formRef} className={styles.stepPanel} noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-info`}>
      <h2 id={`${ids}-info`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        Your Information
      </h2>
      <PayerInput label="Full name" name="name" autoComplete="name" value={payer.name} invalid={invalid("name")} errorId={errorId} onValue={onValue} />
      <PayerInput label="Email" name="email" type="email" autoComplete="email" value={payer.email} invalid={invalid("email")} errorId={errorId} onValue={onValue} />
      <PayerInput
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="10 digits"
        value={payer.phone}
        invalid={invalid("phone")}
        errorId={errorId}
        onValue={onValue}
      />
      {error ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          Continue to Payment
        </button>
      </div>
    </form>
  );
}

function PayerInput({
  label,
  name,
  value,
  invalid,
  errorId,
  onValue,
  hint,
  ...input
}: {
  label: string;
  name: PayerField;
  value: string;
  invalid: boolean;
  errorId: string;
  onValue: (name: PayerField, value: string) => void;
  hint?: string;
  type?: string;
  inputMode?: "tel";
  autoComplete: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", invalid ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={`${fieldStyles.label} ${fieldStyles.required}`}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={fieldStyles.control}
        required
        maxLength={name === "email" ? 254 : name === "phone" ? MOBILE_INPUT_MAX : 100}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(name, name === "phone" ? cleanMobile(event.currentTarget.value) : event.currentTarget.value)}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
