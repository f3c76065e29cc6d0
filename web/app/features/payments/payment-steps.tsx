import styles from "./online-payment.module.css";

export type PaymentStep = "info" | "details" | "receipt";

const steps: { step: PaymentStep; label: string }[] = [
  { step: "info", label: "Your Information" },
  { step: "details", label: "Payment Details" },
  { step: "receipt", label: "Receipt" },
];

/** The payment's three steps, the current one marked for sight and for screen readers. */
export function PaymentSteps({ current }: { current: PaymentStep }) {
  const at = steps.findIndex((entry) => entry.step === current);
  return (
    <ol className={styles.steps} aria-label="Payment steps">
      {steps.map((entry, index) => (
        <li key={entry.step} aria-current={index === at ? "step" : undefined} className={index === at ? styles.stepCurrent : index < at ? styles.stepDone : styles.step}>
          <span aria-hidden="true" className={styles.stepNumber}>
            {index + 1}
          </span>
          {entry.label}
        </li>
      ))}
    </ol>
  );
}
