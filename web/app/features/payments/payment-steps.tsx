import { StepLine } from "../../components/step-line";
import styles from "./online-payment.module.css";

export type PaymentStep = "info" | "details" | "receipt";

const steps: { step: PaymentStep; label: string }[] = [
  { step: "info", label: "Your Information" },
  { step: "details", label: "Payment Details" },
  { step: "receipt", label: "Receipt" },
];

/** The payment's three steps, the current one marked for sight and for screen readers. */
export function PaymentSteps({ current }: { current: PaymentStep }) {
  return (
    <StepLine
      labels={steps.map((entry) => entry.label)}
      current={steps.findIndex((entry) => entry.step === current)}
      label="Payment steps"
      className={styles.steps}
    />
  );
}
