import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { formatRupees } from "@urjavolt/contract/money";
import { type AppliedCoupon, type CouponApplied, type EligibleOffer, bestOfferAppliedText, couponMessages, normaliseCouponCode } from "@urjavolt/contract/coupons";
import { formatIndiaDate } from "@urjavolt/contract/dates";
import { ModalActions, ModalDialog } from "../../components/modal-dialog";
import { ApiError, apiRequest } from "../../lib/api-client";
import { type CheckoutLine, cartKey, orderLines, subtotalRupees } from "./checkout-lines";
import { useEligibleOffers } from "./use-eligible-offers";
import styles from "./checkout.module.css";

/** Spec §9: the congratulations modal opens 0.5 s after a coupon is accepted and the celebration ends at 3.5 s. */
export const CELEBRATION_DELAY_MS = 500;
export const CELEBRATION_END_MS = 3500;
export const CART_CHANGED_MESSAGE = "Your cart changed, so the coupon was removed. Please apply it again.";

type Props = {
  lines: readonly CheckoutLine[];
  applied: AppliedCoupon | null;
  onApply: (coupon: AppliedCoupon) => void;
  onRemove: () => void;
  /** While the order is being placed. */
  disabled: boolean;
};

/**
 * How the coupon came to be applied: the checkout applied the best offer by itself (and says so),
 * or the buyer chose it; after Remove the checkout applies nothing by itself again (the offers stay
 * listed, a tap away).
 */
type Choice = "best" | "chosen" | "declined";

/** What a listed offer becomes once applied: what create-order and the totals use. */
const asApplied = ({ code, discount, description }: EligibleOffer): AppliedCoupon => ({ code, discount, description });

/**
 * The coupon section (docs/requirements/online-shop.md §2, §4 Coupon, §5 Coupon, §8): the code forced to upper case, "Applying..."
 * while the server checks it, its message below the field on failure, and on success the discount
 * at once (docs/architecture.md, Departures from the requirements) with a short congratulations dialog. An applied coupon can be removed.
 *
 * Offers where they count (decision 045): the advertised offers the server finds the cart eligible
 * for are listed, and the best is applied by itself and said plainly ("We applied …, the best offer
 * for your cart: you save ₹…"), with Remove and the others a tap away. The server prices them with
 * the rules create-order uses; the browser only shows what it answered.
 */
export function CouponSection({ lines, applied, onApply, onRemove, disabled }: Props) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [applying, setApplying] = useState(false);
  const [celebrating, setCelebrating] = useState<AppliedCoupon | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const appliedFor = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const key = cartKey(lines);
  const offers = useEligibleOffers(lines);
  const [choice, setChoice] = useState<Choice>("best");

  const stopCelebration = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
    setCelebrating(null);
  };
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => {
    if (disabled) stopCelebration();
  }, [disabled]);

  // A coupon was checked against one cart: when the cart changes (here or in another tab), it goes,
  // and the best offer for the new cart (if any) takes its place, unless the buyer had said no.
  useEffect(() => {
    if (applied && appliedFor.current !== null && appliedFor.current !== key) {
      appliedFor.current = null;
      stopCelebration();
      onRemove();
      setError(lines.length > 0 ? CART_CHANGED_MESSAGE : undefined);
      setChoice((current) => (current === "declined" ? current : "best"));
    }
  }, [applied, key, lines.length, onRemove]);

  // The best offer applied by itself, once the server has answered for this very cart.
  const best = offers?.list[0];
  useEffect(() => {
    if (!best || applied || disabled || choice !== "best") return;
    appliedFor.current = key;
    setError(undefined);
    onApply(asApplied(best));
  }, [best, applied, disabled, choice, key, onApply]);

  // Focus follows the control that replaced the one pressed.
  const [focusTarget, setFocusTarget] = useState<"remove" | "input" | null>(null);
  useEffect(() => {
    if (focusTarget === "remove") removeRef.current?.focus();
    if (focusTarget === "input") inputRef.current?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (applying || disabled) return;
    const couponCode = normaliseCouponCode(code);
    if (!couponCode) {
      setError(couponMessages.required);
      inputRef.current?.focus();
      return;
    }
    setApplying(true);
    setError(undefined);
    try {
      const answer = await apiRequest<CouponApplied>("validate-coupon", {
        json: { coupon_code: couponCode, subtotal: subtotalRupees(lines), product_data: orderLines(lines) },
        fallback: couponMessages.fallback,
        whenEmpty: couponMessages.fallback,
      });
      appliedFor.current = key;
      setChoice("chosen");
      onApply(answer.coupon);
      setFocusTarget("remove");
      stopCelebration();
      timers.current = [
        setTimeout(() => setCelebrating(answer.coupon), CELEBRATION_DELAY_MS),
        setTimeout(() => setCelebrating(null), CELEBRATION_END_MS),
      ];
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : couponMessages.fallback);
      setFocusTarget("input");
    } finally {
      setApplying(false);
    }
  }

  /** A listed offer, applied by a tap: the saving is the server's answer for this cart. */
  function choose(offer: EligibleOffer) {
    if (disabled) return;
    stopCelebration();
    appliedFor.current = key;
    setChoice("chosen");
    setError(undefined);
    onApply(asApplied(offer));
    setFocusTarget("remove");
  }

  function remove() {
    setChoice("declined");
    appliedFor.current = null;
    stopCelebration();
    onRemove();
    setCode("");
    setError(undefined);
    setFocusTarget("input");
  }

  return (
    <section className={styles.coupon} aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className={styles.couponTitle}>
        Coupon
      </h3>
      {applied ? (
        <div className={styles.couponApplied}>
          <p className={styles.couponAppliedText} role="status">
            <span aria-hidden="true">✓ </span>
            {choice === "best" && best?.code === applied.code ? (
              bestOfferAppliedText(applied.code, applied.discount)
            ) : (
              <>
                <strong>{applied.code}</strong> applied: you save {formatRupees(applied.discount)}
              </>
            )}
            <span className={styles.couponDescription}>{applied.description}</span>
          </p>
          <button ref={removeRef} type="button" className={styles.linkButton} onClick={remove} disabled={disabled}>
            Remove<span className="visually-hidden"> coupon {applied.code}</span>
          </button>
        </div>
      ) : (
        <form className={styles.couponForm} noValidate onSubmit={apply}>
          <label htmlFor={inputId} className={styles.couponLabel}>
            Coupon code
          </label>
          <div className={styles.couponRow}>
            <input
              ref={inputRef}
              id={inputId}
              name="coupon_code"
              className={styles.couponInput}
              value={code}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setCode(event.currentTarget.value.toUpperCase());
                setError(undefined);
              }}
            />
            <button type="submit" className={styles.couponButton} disabled={disabled || applying}>
              {applying ? "Applying..." : "Apply"}
            </button>
          </div>
          {error ? (
            <p id={errorId} className={styles.fieldError} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
      {offers && offers.list.some((offer) => offer.code !== applied?.code) ? (
        <OfferList offers={offers.list.filter((offer) => offer.code !== applied?.code)} others={applied !== null} disabled={disabled} onChoose={choose} />
      ) : null}
      {celebrating ? (
        <ModalDialog title="Congratulations!" onClose={stopCelebration}>
          <p className={styles.celebration}>
            <svg className={styles.celebrationIcon} width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" />
              <path d="m7.5 12.5 3 3 6-6.5" />
            </svg>
            Coupon <strong>{celebrating.code}</strong> is applied. You save <strong>{formatRupees(celebrating.discount)}</strong> on this order.
          </p>
          <ModalActions>
            <button type="button" className={styles.primary} onClick={stopCelebration}>
              Continue
            </button>
          </ModalActions>
        </ModalDialog>
      ) : null}
    </section>
  );
}

/** The eligible offers not applied, each with its saving and a button that applies it. */
function OfferList({ offers, others, disabled, onChoose }: { offers: EligibleOffer[]; others: boolean; disabled: boolean; onChoose: (offer: EligibleOffer) => void }) {
  const titleId = useId();
  return (
    <div className={styles.offers}>
      <h4 id={titleId} className={styles.offersTitle}>
        {others ? "Other offers for your cart" : "Offers for your cart"}
      </h4>
      <ul className={styles.offerList} aria-labelledby={titleId}>
        {offers.map((offer) => (
          <li key={offer.code} className={styles.offer}>
            <p className={styles.offerText}>
              <strong>{offer.code}</strong>: you save {formatRupees(offer.discount)}
              <span className={styles.couponDescription}>
                {offer.description}
                {offer.endsAt ? `. Until ${formatIndiaDate(offer.endsAt)}` : ""}
              </span>
            </p>
            <button type="button" className={styles.couponButton} disabled={disabled} onClick={() => onChoose(offer)}>
              {others ? "Use instead" : "Apply"} <span className="visually-hidden">{offer.code}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
