import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { formatShortDayDate, indiaIsoDate } from "@urjavolt/contract/dates";
import { DELIVERY_PINCODE_KEY, type ProductDelivery, deliveryDaysText, productDelivery } from "@urjavolt/contract/delivery-rules";
import { PINCODE_INPUT_MAX, cleanPincodeInput } from "@urjavolt/contract/form-rules";
import { type PincodeLookup, isPincode, pincodeMessages, placeFromLookup } from "@urjavolt/contract/pincode";
import { paths } from "@urjavolt/contract/paths";
import { apiRequest } from "../../lib/api-client";
import styles from "./product-detail.module.css";

/** sessionStorage, when the browser lets us use it (private modes and locked-down browsers may not). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Checkout's own pincode lookup (`GET /api/v1/pincode/:pincode`) and the shipping policy's days, for an order paid today. */
async function estimateFor(pincode: string): Promise<ProductDelivery> {
  try {
    const lookup = await apiRequest<PincodeLookup>(`pincode/${pincode}`, { method: "GET", fallback: pincodeMessages.failed });
    return productDelivery(pincode, placeFromLookup(lookup), indiaIsoDate(), pincodeMessages.unknown);
  } catch {
    return { pincode, ok: false, message: pincodeMessages.failed };
  }
}

/**
 * "Delivery to your pincode" on the product page (decision 044): a GET form, so that without
 * JavaScript (and before the page's scripts arrive) the server answers `?pincode=` in the page;
 * with them the answer comes in place, and the pincode is kept for the session so every product
 * page shows its estimate at once.
 */
export function DeliveryCheck({ initial }: { initial: ProductDelivery | null }) {
  const { pathname } = useLocation();
  const [answer, setAnswer] = useState<ProductDelivery | null>(initial);
  const [typed, setTyped] = useState(initial?.pincode ?? "");
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const answerId = `${fieldId}-answer`;

  // The pincode asked on an earlier page of this session, when this page was not asked one.
  useEffect(() => {
    const store = sessionStore();
    if (initial) {
      if (initial.ok) store?.setItem(DELIVERY_PINCODE_KEY, initial.pincode);
      return;
    }
    const kept = store?.getItem(DELIVERY_PINCODE_KEY) ?? "";
    if (!isPincode(kept)) return;
    setTyped(kept);
    let live = true;
    void estimateFor(kept).then((found) => live && setAnswer(found));
    return () => {
      live = false;
    };
  }, [initial]);

  async function check(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pincode = cleanPincodeInput(typed);
    setTyped(pincode);
    if (!isPincode(pincode)) {
      setAnswer({ pincode, ok: false, message: pincodeMessages.invalid });
      return;
    }
    setBusy(true);
    const found = await estimateFor(pincode);
    setBusy(false);
    setAnswer(found);
    if (found.ok) sessionStore()?.setItem(DELIVERY_PINCODE_KEY, pincode);
  }

  return (
    <section id="delivery" className={styles.delivery} aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className={styles.deliveryTitle}>
        Delivery to your pincode
      </h2>
      <form method="get" action={`${pathname}#delivery`} className={styles.deliveryForm} onSubmit={(event) => void check(event)}>
        <label htmlFor={fieldId} className={styles.deliveryLabel}>
          Pincode
        </label>
        <input
          id={fieldId}
          name={DELIVERY_PINCODE_KEY}
          className={styles.deliveryInput}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_INPUT_MAX}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          aria-describedby={answer ? answerId : undefined}
          aria-invalid={answer && !answer.ok ? true : undefined}
        />
        <button type="submit" className={styles.deliveryButton} disabled={busy}>
          {busy ? "Checking…" : "Check"}
        </button>
      </form>
      <div id={answerId} role="status" className={styles.deliveryAnswer}>
        {answer ? <DeliveryAnswer answer={answer} /> : null}
      </div>
    </section>
  );
}

function DeliveryAnswer({ answer }: { answer: ProductDelivery }) {
  if (!answer.ok) return <p className={styles.deliveryError}>{answer.message}</p>;
  const { place, estimate } = answer;
  return (
    <>
      <p className={styles.deliveryDates}>
        Delivery to {answer.pincode} ({place.city}, {place.state}): expected{" "}
        <strong>
          {formatShortDayDate(estimate.from)} to {formatShortDayDate(estimate.to)}
        </strong>{" "}
        if you order today.
      </p>
      <p className={styles.deliveryNote}>
        Dispatched by {formatShortDayDate(estimate.dispatchBy)}, then {deliveryDaysText(estimate.region)}. An estimate: holidays and weather can delay it.{" "}
        <Link to={paths.shipping}>Shipping policy</Link>
      </p>
    </>
  );
}
