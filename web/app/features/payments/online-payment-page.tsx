import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { cleanMobile } from "@urjavolt/contract/form-rules";
import { useNavigate } from "react-router";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { MAX_PAYMENT_RUPEES, PaymentAmountSchema, type CreatePaymentResponse, type PaymentReceipt, type VerifyPaymentResponse, paymentMessages, paymentPurposes } from "@urjavolt/contract/payments";
import { ModalActions, ModalDialog } from "../../components/modal-dialog";
import { DownloadReceiptButton, ReceiptView } from "../../components/receipt-view";
import { TestPaymentGateway } from "../../components/test-payment-gateway";
import { takeHeldSubmit, typedBeforeHydration } from "../../lib/before-hydration";
import { payThroughGateway } from "../../lib/payment-flow";
import { type PayerValues, type PayerField, checkPayer, emptyPayer } from "./payment-rules";
import fieldStyles from "../../components/form-field.module.css";
import styles from "./online-payment.module.css";
import { useRefocus } from "../../lib/use-refocus";
import { PayerStep } from "./payer-step";
import { type PaymentStep, PaymentSteps } from "./payment-steps";
import { SecurityBadge } from "./security-badge";

/** The steps with a form; the receipt is the third (payment-steps.tsx). */
type Step = Exclude<PaymentStep, "receipt">;

/**
 * The standalone payment (docs/requirements/online-shop.md §2, §4 Online payment, §5, §8): step 1 the payer, step 2
 * purpose and amount, then the gateway's checkout and a receipt; "Make Another Payment" starts over.
 * The steps fade in (300 ms, none with reduced motion) and focus moves to the new step's heading.
 */
/** `siteUrl`: the site's public address (SITE_URL), printed on receipts. */
export function OnlinePaymentPage({ siteUrl }: { siteUrl: string }) {
  const [step, setStep] = useState<Step>("info");
  const [payer, setPayer] = useState<PayerValues>(emptyPayer);
  const [payerError, setPayerError] = useState<{ message: string; fields: PayerField[] } | null>(null);
  const [purpose, setPurpose] = useState<string>(paymentPurposes[0]);
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [paying, setPaying] = useState(false);
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null);
  const [confirmationToken, setConfirmationToken] = useState<string | null>(null);
  const navigate = useNavigate();
  const [focusStep, setFocusStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  // After a payment that did not go through, focus returns to the pay button (it was disabled meanwhile).
  const refocusPay = useRefocus(payRef);
  const ids = useId();

  useEffect(() => {
    if (focusStep > 0) headingRef.current?.focus();
  }, [focusStep]);

  // On hydration: what was typed or pasted before the scripts came is in the fields, not in state
  // (before-hydration.ts); and Continue pressed meanwhile was held (the form has no method), so it
  // is pressed again once the typed values are in state.
  const [replayContinue, setReplayContinue] = useState(false);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeHydration(form, emptyPayer);
    if (typed.phone !== undefined) typed.phone = cleanMobile(typed.phone);
    if (Object.keys(typed).length > 0) setPayer((current) => ({ ...current, ...typed }));
    if (takeHeldSubmit(form)) setReplayContinue(true);
    // Once, on hydration.
  }, []);
  useEffect(() => {
    if (!replayContinue) return;
    setReplayContinue(false);
    formRef.current?.requestSubmit();
  }, [replayContinue]);

  const go = (next: Step) => {
    setStep(next);
    setFocusStep((n) => n + 1);
  };

  function setPayerValue(name: PayerField, value: string) {
    setPayer((current) => ({ ...current, [name]: value }));
    setPayerError(null);
  }

  function continueToPayment(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkPayer(payer);
    if (problem) {
      setPayerError(problem);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${problem.fields[0]}"]`)?.focus();
      return;
    }
    setPayerError(null);
    go("details");
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying) return;
    setFailure(undefined);
    const parsed = PaymentAmountSchema.safeParse(amount);
    if (!parsed.success) {
      setAmountError(parsed.error.issues[0]?.message ?? paymentMessages.amountInvalid);
      formRef.current?.querySelector<HTMLInputElement>('[name="amount"]')?.focus();
      return;
    }
    const rupees = parsed.data;
    const info = { name: payer.name.trim(), email: payer.email.trim(), phone: payer.phone.trim() };
    setPaying(true);
    let paid = false;
    try {
      const outcome = await payThroughGateway<CreatePaymentResponse, VerifyPaymentResponse>({
        create: {
          path: "payment/create-order",
          json: { ...info, amount: rupees, purpose },
          fallback: paymentMessages.initiateFailed,
          refuse: (order) => (order.status === "success" ? null : (order.message ?? "")),
        },
        checkout: () => ({
          description: purpose,
          prefill: { name: info.name, email: info.email, contact: info.phone },
          notes: { purpose },
        }),
        verify: {
          path: "payment/verify",
          fallback: paymentMessages.verifyFallback,
          refuse: (verified) => (verified.status === "success" ? null : (verified.message ?? "")),
        },
      });
      if (outcome.step === "create") {
        setFailure(outcome.error.message || paymentMessages.initiateFailed);
      } else if (outcome.step === "checkout") {
        setFailure(outcome.dismissed ? "Payment cancelled. Nothing was charged; you can pay again when you are ready." : `${paymentMessages.paymentFailedPrefix}${outcome.description}`);
      } else if (outcome.step === "verify") {
        setFailure(outcome.answered ? `${paymentMessages.verifyFailedPrefix}${outcome.message}` : outcome.message);
      } else {
        paid = true;
        setReceipt(outcome.verified.receipt);
        setConfirmationToken(outcome.verified.confirmation_token);
      }
    } finally {
      setPaying(false);
      if (!paid) refocusPay();
    }
  }

  /** Make Another Payment: back to step 1 with a clean form. */
  function startOver() {
    setReceipt(null);
    setConfirmationToken(null);
    setPayer(emptyPayer);
    setAmount("");
    setAmountError(undefined);
    setFailure(undefined);
    setPurpose(paymentPurposes[0]);
    go("info");
  }

  /** Closing the receipt goes on to the page after paying (decision 023), as a shop order's does. */
  function closeReceipt() {
    if (confirmationToken) void navigate(paths.paymentConfirmation(confirmationToken));
    else startOver();
  }

  const amountErrorId = `${ids}-amount-error`;
  const failureId = `${ids}-failure`;
  const amountNumber = Number(amount);
  const amountLabel = amount.trim() !== "" && Number.isFinite(amountNumber) && amountNumber > 0 ? formatRupees(amountNumber) : `₹${amount.trim()}`;

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.card}>
          <PaymentSteps current={receipt ? "receipt" : step} />
          <noscript>
            <p className={fieldStyles.hint}>Card payment runs in your browser: please turn on JavaScript to pay.</p>
          </noscript>

          {step === "info" ? (
            <PayerStep
              key="info"
              formRef={formRef}
              headingRef={headingRef}
              payer={payer}
              error={payerError}
              onValue={setPayerValue}
              onSubmit={continueToPayment}
            />
          ) : (
            <form key="details" ref={formRef} className={styles.stepPanel} noValidate onSubmit={pay} aria-labelledby={`${ids}-details`}>
              <h2 id={`${ids}-details`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
                Payment Details
              </h2>
              <p className={styles.payer}>
                Paying as <strong>{payer.name.trim()}</strong> ({payer.email.trim()}, {payer.phone.trim()})
              </p>
              <fieldset className={styles.fieldset} disabled={paying}>
                <legend className="visually-hidden">Purpose and amount</legend>
                <div className={fieldStyles.field}>
                  <label htmlFor={`${ids}-purpose`} className={fieldStyles.label}>
                    Purpose
                  </label>
                  <select id={`${ids}-purpose`} name="purpose" className={fieldStyles.control} value={purpose} onChange={(event) => setPurpose(event.currentTarget.value)}>
                    {paymentPurposes.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                </div>
                <div className={fieldStyles.field}>
                  <label htmlFor={`${ids}-amount`} className={fieldStyles.label}>
                    Amount (₹)
                  </label>
                  <input
                    id={`${ids}-amount`}
                    name="amount"
                    className={fieldStyles.control}
                    inputMode="decimal"
                    autoComplete="off"
                    value={amount}
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={[`${ids}-amount-hint`, amountError ? amountErrorId : ""].filter(Boolean).join(" ")}
                    onChange={(event) => {
                      setAmount(event.currentTarget.value.replace(/[^\d.]/g, ""));
                      setAmountError(undefined);
                      setFailure(undefined);
                    }}
                  />
                  <p id={`${ids}-amount-hint`} className={fieldStyles.hint}>
                    In rupees, up to {formatRupees(MAX_PAYMENT_RUPEES)}.
                  </p>
                  {amountError ? (
                    <p id={amountErrorId} className={fieldStyles.error}>
                      {amountError}
                    </p>
                  ) : null}
                </div>
              </fieldset>
              {failure ? (
                <p id={failureId} className={styles.failure} role="alert">
                  {failure}
                </p>
              ) : null}
              <div className={styles.actions}>
                <button type="button" className={styles.secondary} onClick={() => go("info")} disabled={paying}>
                  Back
                </button>
                <button ref={payRef} type="submit" className={styles.primary} disabled={paying || amount.trim() === ""}>
                  {paying ? "Processing..." : `Pay ${amountLabel}`}
                </button>
              </div>
            </form>
          )}
        </div>
        <SecurityBadge />
      </div>

      <TestPaymentGateway />
      {receipt ? (
        <ModalDialog title="Payment Successful" onClose={closeReceipt} size="wide" closeLabel="Close receipt">
          <ReceiptView receipt={receipt} />
          <ModalActions>
            <DownloadReceiptButton receipt={receipt} siteUrl={siteUrl} className={styles.primary} />
            <button type="button" className={styles.secondary} onClick={startOver}>
              Make Another Payment
            </button>
          </ModalActions>
        </ModalDialog>
      ) : null}
    </div>
  );
}
