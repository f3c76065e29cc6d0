import { useState, useSyncExternalStore } from "react";
import { formatRupees, paiseToRupees } from "@urjavolt/contract/money";
import { testGatewayTexts } from "@urjavolt/contract/orders";
import { type TestGatewayRequest, currentTestGatewayRequest, subscribeToTestGateway } from "../lib/payment-gateway";
import { ModalActions, ModalDialog } from "./modal-dialog";
import styles from "./test-payment-gateway.module.css";

const noRequest = () => null;

/**
 * The offline test gateway's checkout (docs/architecture.md, decision 5): stands in for Razorpay's widget while
 * no Razorpay keys are configured. Render it once on a page that takes payments; `openPayment`
 * shows it. No card details are asked for: the buttons decide how the payment ends.
 */
export function TestPaymentGateway() {
  const request = useSyncExternalStore(subscribeToTestGateway, currentTestGatewayRequest, noRequest);
  // Keyed by the order, so a new checkout starts with fresh state.
  return request ? <TestGatewayDialog key={request.options.order_id} request={request} /> : null;
}

function TestGatewayDialog({ request }: { request: TestGatewayRequest }) {
  const [paying, setPaying] = useState<"success" | "failure" | null>(null);
  const { options } = request;

  const pay = async (outcome: "success" | "failure") => {
    if (paying) return;
    setPaying(outcome);
    await request.pay(outcome);
  };

  return (
    <ModalDialog title={testGatewayTexts.title} onClose={() => (paying ? undefined : request.dismiss())} closeLabel="Close and cancel the payment">
      <p className={styles.note}>This shop is running with its offline test gateway: no money is taken. Choose how this payment ends.</p>
      <dl className={styles.details}>
        <div className={styles.row}>
          <dt>Pay to</dt>
          <dd>{options.name}</dd>
        </div>
        <div className={styles.row}>
          <dt>For</dt>
          <dd>{options.description}</dd>
        </div>
        <div className={styles.row}>
          <dt>Amount</dt>
          <dd className={styles.amount}>{formatRupees(paiseToRupees(options.amount))}</dd>
        </div>
        <div className={styles.row}>
          <dt>Order id</dt>
          <dd className={styles.code}>{options.order_id}</dd>
        </div>
      </dl>
      <ModalActions>
        <button type="button" className={styles.success} onClick={() => void pay("success")} disabled={paying !== null}>
          {paying === "success" ? "Paying..." : testGatewayTexts.success}
        </button>
        <button type="button" className={styles.failure} onClick={() => void pay("failure")} disabled={paying !== null}>
          {paying === "failure" ? "Failing..." : testGatewayTexts.failure}
        </button>
      </ModalActions>
    </ModalDialog>
  );
}
