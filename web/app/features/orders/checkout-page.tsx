import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { SHIPPING_LABEL, cartWithin, cleanPincodeInput } from "@urjavolt/contract/cart";
import { formatRupees } from "@urjavolt/contract/money";
import type { AppliedCoupon } from "@urjavolt/contract/coupons";
import {
  CreateOrderRequestSchema,
  type CreateOrderResponse,
  NO_COUPON,
  SHOP_ORDER_PURPOSE,
  type ShopReceipt,
  type VerifyOrderPaymentResponse,
  checkoutMessages,
} from "@urjavolt/contract/orders";
import { pincodeMessages } from "@urjavolt/contract/pincode";
import { site } from "@urjavolt/contract/site";
import { TextField } from "../../components/form-field";
import { ModalActions, ModalDialog } from "../../components/modal-dialog";
import { DownloadReceiptButton, ReceiptView } from "../../components/receipt-view";
import { SafeImage } from "../../components/safe-image";
import { TestPaymentGateway } from "../../components/test-payment-gateway";
import { clearCart, updateCart, useCart } from "../../lib/cart-store";
import { payThroughGateway } from "../../lib/payment-flow";
import type { ReceiptPdfData } from "../../lib/receipt-pdf";
import { useForm } from "../../lib/use-form";
import { paths } from "@urjavolt/contract/paths";
import { type CheckoutCatalogueEntry, checkoutLines, lineProblems, orderLines, subtotalRupees } from "./checkout-lines";
import { CouponSection } from "./coupon-section";
import { type Place, usePincodeLookup } from "./use-pincode-lookup";
import styles from "./checkout.module.css";

const FORM_ID = "checkout-form";
const emptyShipping = { full_name: "", mobile: "", email: "", address: "", pincode: "", city: "", state: "", gstin: "" };
type ShippingValues = typeof emptyShipping;
/** The form's part of the create-order request: shipping details and the buyer's GSTIN (the cart and coupon come from elsewhere). */
const CheckoutFormSchema = CreateOrderRequestSchema.omit({ product_data: true, coupon_code: true });

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once the browser's own render has run. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

type Receipt = ShopReceipt & { notice?: string };

/** The shop receipt as the dialog and the PDF show it (coupon and discount only when used). */
function receiptData(receipt: Receipt): ReceiptPdfData {
  return {
    ...receipt,
    coupon_code: receipt.coupon_code && receipt.coupon_code !== NO_COUPON ? receipt.coupon_code : undefined,
    discount: receipt.discount > 0 ? receipt.discount : undefined,
    notice: receipt.notice,
  };
}

/**
 * The checkout (docs/requirements/online-shop.md §2 Checkout, §4 Checkout, §5 Checkout submit, §8; docs/architecture.md
 * decision 5): shipping details with the pincode lookup and the buyer's optional GSTIN (for a
 * business tax invoice), the order summary from the cart with the coupon, then create order →
 * the gateway's checkout → verify → the receipt.
 */
/** `siteUrl`: the site's public address (SITE_URL), printed on the receipt. */
export function CheckoutPage({ catalogue, initialPincode, siteUrl }: { catalogue: CheckoutCatalogueEntry[]; initialPincode: string; siteUrl: string }) {
  const hydrated = useHydrated();
  const cart = useCart();
  const byId = useMemo(() => new Map(catalogue.map((product) => [product.id, product])), [catalogue]);
  const lines = useMemo(() => checkoutLines(cart, byId), [cart, byId]);
  const initial = useMemo<ShippingValues>(() => ({ ...emptyShipping, pincode: cleanPincodeInput(initialPincode) }), [initialPincode]);
  const form = useForm(CheckoutFormSchema, initial);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [processing, setProcessing] = useState(false);
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const placeOrderRef = useRef<HTMLButtonElement>(null);
  // After a payment that did not go through, focus returns to Place Order (it was disabled meanwhile).
  const [refocusPlaceOrder, setRefocusPlaceOrder] = useState(0);
  useEffect(() => {
    if (refocusPlaceOrder > 0) placeOrderRef.current?.focus();
  }, [refocusPlaceOrder]);
  const lineErrorsRef = useRef<HTMLDivElement>(null);

  // City and state follow the pincode lookup; only what is there is cleared (so no error is wiped for nothing).
  const { setValue } = form;
  const valuesRef = useRef(form.values);
  useEffect(() => {
    valuesRef.current = form.values;
  });
  const applyPlace = useCallback(
    (place: Place | null) => {
      const next = place ?? { city: "", state: "" };
      if (valuesRef.current.city !== next.city) setValue("city", next.city);
      if (valuesRef.current.state !== next.state) setValue("state", next.state);
    },
    [setValue],
  );
  const lookup = usePincodeLookup(form.values.pincode, applyPlace);
  const placeLocked = lookup.status === "looking" || lookup.status === "found";
  const [pincodeHint, setPincodeHint] = useState<string>();

  const subtotal = subtotalRupees(lines);
  const discount = coupon ? Math.min(coupon.discount, subtotal) : 0;
  const total = Math.max(0, subtotal - discount);
  const removeCoupon = useCallback(() => setCoupon(null), []);

  useEffect(() => {
    if (lineErrors.length > 0 && lineProblems(lines).length === 0) setLineErrors([]);
  }, [lines, lineErrors.length]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    setNote("");
    const problems = lineProblems(lines);
    setLineErrors(problems);
    const shipping = form.validate();
    if (!shipping || problems.length > 0) {
      window.alert(checkoutMessages.invalidForm);
      // The fields' errors take focus (useForm); with only the cart at fault, its message does.
      if (shipping) lineErrorsRef.current?.focus();
      return;
    }

    setProcessing(true);
    /** Whether focus is already where it should be (the receipt, or a field the server refused). */
    let focusPlaced = false;
    try {
      const outcome = await payThroughGateway<CreateOrderResponse, VerifyOrderPaymentResponse>({
        create: {
          path: "placeOrderpayment/create-order",
          json: { ...shipping, product_data: orderLines(lines), coupon_code: coupon?.code ?? null },
          fallback: checkoutMessages.createFailed,
        },
        checkout: (order) => ({
          gateway: order.gateway,
          key: order.key,
          order_id: order.order_id,
          amount: order.amount,
          currency: order.currency,
          name: site.brand,
          description: `${SHOP_ORDER_PURPOSE} ${order.custom_order_id}`,
          prefill: { name: shipping.full_name, email: shipping.email, contact: shipping.mobile },
          notes: { custom_order_id: order.custom_order_id },
        }),
        verify: {
          path: "payment/verifyPlaceOrderPayment",
          fallback: checkoutMessages.verifyFallback,
          refuse: (verified) => (verified.message === checkoutMessages.verified ? null : (verified.message ?? "")),
        },
      });

      if (outcome.step === "create") {
        const { error } = outcome;
        window.alert(error.message === checkoutMessages.createFailed ? error.message : `Error: ${error.message}`);
        // Units sold while the buyer shopped: the cart shrinks to what is left, and says so.
        if (Object.keys(error.available).length > 0) {
          updateCart((current) => ({ cart: cartWithin(current, error.available), refusal: null }));
          setNote(checkoutMessages.cartAdjusted);
        }
        // The fields the server refused take focus instead of the button.
        const fieldProblems = shippingErrors(error.fieldErrors);
        if (Object.keys(fieldProblems).length > 0) {
          focusPlaced = true;
          form.showServerErrors(fieldProblems);
        }
        return;
      }
      if (outcome.step === "checkout") {
        if (outcome.dismissed) setNote("Payment cancelled. Nothing was charged; you can place the order again when you are ready.");
        else window.alert(`${checkoutMessages.paymentFailedPrefix}${outcome.description}`);
        return;
      }
      if (outcome.step === "verify") {
        window.alert(outcome.answered ? `${checkoutMessages.verifyFailedPrefix}${outcome.message}` : outcome.message);
        return;
      }

      const { verified } = outcome;
      focusPlaced = true;
      setReceipt({ ...verified.receipt, notice: verified.notice });
      clearCart();
      form.reset();
      form.setValue("pincode", "");
      setCoupon(null);
    } finally {
      setProcessing(false);
      if (!focusPlaced) setRefocusPlaceOrder((n) => n + 1);
    }
  }

  function closeReceipt() {
    setReceipt(null);
    setCoupon(null);
    headingRef.current?.focus();
  }

  const field = (name: Exclude<keyof ShippingValues, "gstin">) => ({ ...form.field(name), required: true });
  const pincodeError = form.errors.pincode ?? pincodeHint ?? (lookup.status === "unknown" || lookup.status === "failed" ? lookup.message : undefined);

  return (
    <div className={styles.page}>
      <CheckoutProgress complete={receipt !== null} />
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="shipping-title">
          <h2 id="shipping-title" className={styles.cardTitle} ref={headingRef} tabIndex={-1}>
            Shipping details
          </h2>
          <form id={FORM_ID} ref={form.formRef} noValidate onSubmit={submit} aria-labelledby="shipping-title">
            <fieldset className={styles.fieldset} disabled={processing}>
              <legend className="visually-hidden">Where should we deliver your order?</legend>
              <div className={styles.fields}>
                <TextField label="Full name" autoComplete="name" maxLength={100} className={styles.wide} {...field("full_name")} />
                <TextField label="Mobile number" type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} hint="10 digits" {...field("mobile")} />
                <TextField label="Email" type="email" autoComplete="email" maxLength={254} {...field("email")} />
                <TextField label="Street address" autoComplete="street-address" maxLength={300} className={styles.wide} {...field("address")} />
                <TextField
                  label="Pincode"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={6}
                  hint={lookup.status === "looking" ? "Looking up your city and state..." : "6 digits; we fill in the city and state."}
                  {...field("pincode")}
                  error={pincodeError}
                  onChange={(event) => {
                    setPincodeHint(undefined);
                    form.setValue("pincode", cleanPincodeInput(event.currentTarget.value));
                  }}
                  onBlur={(event) => {
                    const value = event.currentTarget.value;
                    if (value.length > 0 && value.length < 6) setPincodeHint(pincodeMessages.invalid);
                  }}
                />
                <TextField
                  label="City"
                  autoComplete="address-level2"
                  maxLength={100}
                  readOnly={placeLocked}
                  hint={placeLocked ? "Filled in from the pincode." : undefined}
                  {...field("city")}
                />
                <TextField
                  label="State"
                  autoComplete="address-level1"
                  maxLength={100}
                  readOnly={placeLocked}
                  hint={placeLocked ? "Filled in from the pincode." : undefined}
                  {...field("state")}
                />
                <TextField
                  label="GSTIN"
                  optionalNote="(optional, for a business invoice)"
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={15}
                  hint="15 characters, e.g. 03AAPFU0939F1Z5; leave blank if you have none."
                  {...form.field("gstin")}
                />
              </div>
            </fieldset>
          </form>
        </section>

        <section className={`${styles.card} ${styles.summary}`} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.cardTitle}>
            Order Summary
          </h2>
          {!hydrated ? (
            <p className={styles.muted} role="status">
              Loading your cart…
            </p>
          ) : lines.length === 0 ? (
            <div className={styles.emptyCart}>
              <p className={styles.muted}>Your cart is empty.</p>
              <Link to={paths.shop} className={styles.secondary}>
                Continue Shopping
              </Link>
            </div>
          ) : (
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  <SafeImage className={styles.lineImage} src={line.image} alt="" width={64} height={64} />
                  <div className={styles.lineText}>
                    <p className={styles.lineName}>{line.product_name}</p>
                    <p className={styles.lineUnit}>
                      {formatRupees(line.product_discountedPrice)} × {line.quantity}
                    </p>
                    {line.problem ? <p className={styles.lineProblem}>{line.problem}</p> : null}
                  </div>
                  <p className={styles.lineTotal}>{formatRupees(line.product_discountedPrice * line.quantity)}</p>
                </li>
              ))}
            </ul>
          )}
          {lineErrors.length > 0 ? (
            <div ref={lineErrorsRef} tabIndex={-1} className={styles.lineErrors} role="alert">
              {lineErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}

          {hydrated && lines.length > 0 ? <CouponSection lines={lines} applied={coupon} onApply={setCoupon} onRemove={removeCoupon} disabled={processing} /> : null}

          <dl className={styles.totals}>
            <div className={styles.totalRow}>
              <dt>Subtotal</dt>
              <dd>{formatRupees(subtotal)}</dd>
            </div>
            {coupon ? (
              <div className={styles.totalRow}>
                <dt>Discount ({coupon.code})</dt>
                <dd className={styles.discount}>-{formatRupees(discount)}</dd>
              </div>
            ) : null}
            <div className={styles.totalRow}>
              <dt>Shipping</dt>
              <dd className={styles.free}>{SHIPPING_LABEL}</dd>
            </div>
            <div className={`${styles.totalRow} ${styles.grandTotal}`}>
              <dt>Total</dt>
              <dd>{formatRupees(total)}</dd>
            </div>
          </dl>
          <button ref={placeOrderRef} type="submit" form={FORM_ID} className={styles.placeOrder} disabled={processing}>
            {processing ? "Processing..." : `Place Order ${formatRupees(total)}`}
          </button>
          <p className={styles.muted} role="status">
            {note}
          </p>
          <p className={styles.secure}>
            <LockIcon /> Your information is secure: payment details go straight to our payment partner over an encrypted connection, and we never see or store
            your card details. Prices include all taxes.
          </p>
        </section>
      </div>

      <TestPaymentGateway />
      {receipt ? (
        <ModalDialog title="Payment Successful" onClose={closeReceipt} size="wide" closeLabel="Close receipt">
          <ReceiptView receipt={receiptData(receipt)} />
          <ModalActions>
            <DownloadReceiptButton receipt={receiptData(receipt)} siteUrl={siteUrl} className={styles.primary} />
            <button type="button" className={styles.secondary} onClick={closeReceipt}>
              Close
            </button>
          </ModalActions>
        </ModalDialog>
      ) : null}
    </div>
  );
}

const steps = ["Cart", "Checkout", "Complete"] as const;

/** The progress line (docs/requirements/online-shop.md §2): Cart, Checkout, Complete, with the current step marked. */
function CheckoutProgress({ complete }: { complete: boolean }) {
  const current = complete ? 2 : 1;
  return (
    <nav aria-label="Checkout progress" className={styles.progress}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step} className={index < current ? styles.stepDone : index === current ? styles.stepCurrent : styles.step} aria-current={index === current ? "step" : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index < current ? "✓" : index + 1}
            </span>
            {index === 0 && !complete ? <Link to={paths.cart}>{step}</Link> : step}
            {index < current ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The server's field errors that belong to the shipping form. */
function shippingErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key in emptyShipping));
}

function LockIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
