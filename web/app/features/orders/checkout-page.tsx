import { cleanMobile } from "@urjavolt/contract/form-rules";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { cartWithin, cleanPincodeInput } from "@urjavolt/contract/cart";
import type { AppliedCoupon } from "@urjavolt/contract/coupons";
import {
  type CreateOrderResponse,
  SHOP_ORDER_PURPOSE,
  type ShopReceipt,
  type VerifyOrderPaymentResponse,
  type PaymentMethod,
  checkoutMessages,
} from "@urjavolt/contract/orders";
import { ModalActions, ModalDialog } from "../../components/modal-dialog";
import { DownloadReceiptButton, ReceiptView } from "../../components/receipt-view";
import { TestPaymentGateway } from "../../components/test-payment-gateway";
import { clearCart, updateCart, useCart } from "../../lib/cart-store";
import { payThroughGateway } from "../../lib/payment-flow";
import { useAccountPrefill } from "../../lib/account-prefill";
import { defineForm, useRouteForm } from "../../lib/route-form";
import { paths } from "@urjavolt/contract/paths";
import { type CheckoutCatalogueEntry, checkoutLines, lineProblems, orderLines, subtotalRupees } from "./checkout-lines";
import { OrderSummary } from "./order-summary";
import {
  InstallationSection,
  type InstallationValue,
  PaymentTimingChoice,
  installationFeeRupees,
  noInstallation,
  offersPayOnInstallation,
  usePayOnInstallationSettings,
  useInstallationOffer,
} from "./installation-section";
import { apiRequest, ApiError } from "../../lib/api-client";
import { trackingPagePath } from "@urjavolt/contract/orders-tracking";
import { installationMessages } from "@urjavolt/contract/installation";
import { exchangeLineText, exchangeMessages } from "@urjavolt/contract/exchange";
import { ExchangeSection, type ExchangeValueChoice, batteryUnits, exchangeRupees, noExchange, useExchangeValues } from "./exchange-section";
import { shopReceiptData } from "./shop-receipt";
import { CheckoutFormSchema, ShippingDetails, type ShippingValues, emptyShipping, shippingErrors } from "./shipping-details";
import { StepLine } from "../../components/step-line";
import styles from "./checkout.module.css";
import { useLocale } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { useRefocus } from "../../lib/use-refocus";

const FORM_ID = "checkout-form";


/** The verified receipt, with the signed tokens of the page after paying and of the order's tracking page. */
type Receipt = { receipt: ShopReceipt; confirmationToken: string };

/**
 * The checkout (docs/requirements/online-shop.md §2 Checkout, §4 Checkout, §5 Checkout submit, §8; docs/architecture.md
 * decision 5): shipping details with the pincode lookup and the buyer's optional GSTIN (for a
 * business tax invoice), the order summary from the cart with the coupon, then create order →
 * the gateway's checkout → verify → the receipt.
 */
/**
 * `siteUrl`: the site's public address (SITE_URL), printed on the receipt. `paymentMethods`: the
 * ways to pay the gateway offers (null when it cannot say).
 */
export function CheckoutPage({
  catalogue,
  initialPincode,
  siteUrl,
  paymentMethods = null,
}: {
  catalogue: CheckoutCatalogueEntry[];
  initialPincode: string;
  siteUrl: string;
  paymentMethods?: PaymentMethod[] | null;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const locale = useLocale();
  const cart = useCart();
  const byId = useMemo(() => new Map(catalogue.map((product) => [product.id, product])), [catalogue]);
  const lines = useMemo(() => checkoutLines(cart, byId), [cart, byId]);
  const initial = useMemo<ShippingValues>(() => ({ ...emptyShipping, pincode: cleanPincodeInput(initialPincode) }), [initialPincode]);
  const spec = useMemo(() => defineForm({ name: "checkout", schema: CheckoutFormSchema, initial, fallback: checkoutMessages.createFailed, clean: { mobile: cleanMobile, pincode: cleanPincodeInput } }), [initial]);
  // Sent by the page's scripts only: the payment runs in the gateway's script (route-form.ts).
  const form = useRouteForm(spec);
  // A signed-in buyer finds their contact and last delivery address filled in where nothing was typed
  // (decision 054); the address only where no other pincode was given (buy-now's, or one typed).
  useAccountPrefill((known) => {
    const pincode = form.values.pincode;
    const place = known.address && (pincode === "" || pincode === known.address.pincode) ? known.address : null;
    form.fillBlank({
      full_name: known.name ?? "",
      mobile: known.mobile ?? "",
      email: known.email ?? "",
      address: place?.address ?? "",
      city: place?.city ?? "",
      state: place?.state ?? "",
      pincode: place?.pincode ?? "",
    });
  });
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [processing, setProcessing] = useState(false);
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [note, setNote] = useState("");
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const placeOrderRef = useRef<HTMLButtonElement>(null);
  // After a payment that did not go through, focus returns to Place Order (it was disabled meanwhile).
  const refocusPlaceOrder = useRefocus(placeOrderRef);
  const lineErrorsRef = useRef<HTMLDivElement>(null);

  // Installation by our technician at the pincode typed (decision 057): its fee joins the total once chosen.
  const [installation, setInstallation] = useState<InstallationValue>(noInstallation);
  const [installationError, setInstallationError] = useState("");
  const { offer, reload: reloadOffer } = useInstallationOffer(lines, form.values.pincode);
  const installationWanted = installation.wanted && offer !== null && offer.days.length > 0;
  const installationFee = installationWanted ? installationFeeRupees(offer, lines) : 0;

  // An old battery handed over at the installation (decision 058): offered with installation of a battery.
  const [exchange, setExchange] = useState<ExchangeValueChoice>(noExchange);
  const [exchangeError, setExchangeError] = useState("");
  const exchangeUnits = installationWanted ? batteryUnits(offer, lines) : 0;
  const exchangeValues = useExchangeValues(exchangeUnits > 0);
  const exchangeChoice = exchangeUnits > 0 && exchange.wanted ? { ...exchange, quantity: Math.min(exchange.quantity, exchangeUnits) } : noExchange;
  const exchangeValue = exchangeRupees(exchangeValues, exchangeChoice);

  const subtotal = subtotalRupees(lines);
  const discount = coupon ? Math.min(coupon.discount, subtotal) : 0;
  const total = Math.max(0, subtotal - discount - exchangeValue) + installationFee;
  const removeCoupon = useCallback(() => setCoupon(null), []);
  // Pay on installation (decision 059): offered beside paying now with installation, within the shop's limit.
  const payOnInstallationSettings = usePayOnInstallationSettings();
  const [payLater, setPayLater] = useState(false);
  const payLaterOffered = offersPayOnInstallation(payOnInstallationSettings, installationWanted, total);
  const payOnInstallation = payLaterOffered && payLater;

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
    const installationMissing = installationWanted && (!installation.date || !installation.slot);
    setInstallationError(installationMissing ? (installation.date ? installationMessages.slotRequired : installationMessages.dayRequired) : "");
    const exchangeMissing = exchangeChoice.wanted && (!exchangeChoice.chemistry || !exchangeChoice.capacityBand);
    setExchangeError(exchangeMissing ? (exchangeChoice.chemistry ? exchangeMessages.bandRequired : exchangeMessages.chemistryRequired) : "");
    if (!shipping || problems.length > 0 || installationMissing || exchangeMissing) {
      window.alert(checkoutMessages.invalidForm);
      // The fields' errors take focus (the form's validate); with only the cart at fault, its message does.
      if (shipping) lineErrorsRef.current?.focus();
      return;
    }

    setProcessing(true);
    /** Whether focus is already where it should be (the receipt, or a field the server refused). */
    let focusPlaced = false;
    const order = {
      ...shipping,
      product_data: orderLines(lines),
      coupon_code: coupon?.code ?? null,
      // The order's e-mails are written in the page's language (decision 056).
      locale,
      installation: installationWanted ? { date: installation.date, slot: installation.slot } : null,
      // The kind only: the server values it from the staff's table.
      exchange:
        exchangeChoice.wanted && exchangeChoice.chemistry && exchangeChoice.capacityBand
          ? { chemistry: exchangeChoice.chemistry, capacityBand: exchangeChoice.capacityBand, quantity: exchangeChoice.quantity }
          : null,
    };
    if (payOnInstallation) {
      // Nothing to pay now: the order is confirmed, and its tracking page says what is due and when.
      try {
        const created = await apiRequest<CreateOrderResponse>("placeOrderpayment/create-order", {
          json: { ...order, pay_on_installation: true },
          fallback: checkoutMessages.createFailed,
        });
        focusPlaced = true;
        clearCart();
        form.reset();
        setCoupon(null);
        setInstallation(noInstallation);
        setExchange(noExchange);
        setPayLater(false);
        void navigate(trackingPagePath(created.pay_on_installation!.tracking_token));
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError(checkoutMessages.createFailed, 0);
        window.alert(error.message === checkoutMessages.createFailed ? error.message : `Error: ${error.message}`);
        const slotProblem = error.fieldErrors["installation.slot"] ?? error.fieldErrors["installation.date"] ?? error.fieldErrors["installation"] ?? error.fieldErrors["pay_on_installation"];
        if (slotProblem) {
          setInstallationError(slotProblem);
          reloadOffer();
        }
        const exchangeRefused = exchangeProblem(error.fieldErrors);
        if (exchangeRefused) setExchangeError(exchangeRefused);
        const fieldProblems = shippingErrors(error.fieldErrors);
        if (Object.keys(fieldProblems).length > 0) {
          focusPlaced = true;
          form.showErrors(fieldProblems);
        }
      } finally {
        setProcessing(false);
        if (!focusPlaced) refocusPlaceOrder();
      }
      return;
    }
    try {
      const outcome = await payThroughGateway<CreateOrderResponse, VerifyOrderPaymentResponse>({
        create: {
          path: "placeOrderpayment/create-order",
          json: order,
          fallback: checkoutMessages.createFailed,
        },
        checkout: (order) => ({
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
        // The installation's slot was just taken (or is no longer offered): the offer is asked again and the rest kept.
        const slotProblem = error.fieldErrors["installation.slot"] ?? error.fieldErrors["installation.date"] ?? error.fieldErrors["installation"];
        if (slotProblem) {
          setInstallationError(slotProblem);
          setInstallation((current) => ({ ...current, slot: "" }));
          reloadOffer();
        }
        const exchangeRefused = exchangeProblem(error.fieldErrors);
        if (exchangeRefused) setExchangeError(exchangeRefused);
        // The fields the server refused take focus instead of the button.
        const fieldProblems = shippingErrors(error.fieldErrors);
        if (Object.keys(fieldProblems).length > 0) {
          focusPlaced = true;
          form.showErrors(fieldProblems);
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
      setReceipt({ receipt: verified.receipt, confirmationToken: verified.confirmation_token });
      clearCart();
      form.reset();
      form.setValue("pincode", "");
      setCoupon(null);
      setInstallation(noInstallation);
      setExchange(noExchange);
    } finally {
      setProcessing(false);
      if (!focusPlaced) refocusPlaceOrder();
    }
  }

  /**
   * Closing the receipt goes on to the page after paying (decision 023: what happens next, the
   * tax invoice, the tracking link), not back to an empty form.
   */
  function closeReceipt() {
    const token = receipt?.confirmationToken;
    setReceipt(null);
    setCoupon(null);
    if (token) void navigate(paths.orderConfirmation(token));
    else headingRef.current?.focus();
  }

  return (
    <div className={styles.page}>
      <CheckoutProgress complete={receipt !== null} />
      <div className={styles.layout}>
        <ShippingDetails form={form} formId={FORM_ID} processing={processing} headingRef={headingRef} onSubmit={submit} />
        <OrderSummary
          hydrated={hydrated}
          lines={lines}
          lineErrors={lineErrors}
          lineErrorsRef={lineErrorsRef}
          coupon={coupon}
          onApplyCoupon={setCoupon}
          onRemoveCoupon={removeCoupon}
          subtotal={subtotal}
          discount={discount}
          installationFee={installationWanted ? installationFee : null}
          exchange={exchangeValue > 0 && exchangeChoice.chemistry && exchangeChoice.capacityBand ? { text: exchangeLineText({ chemistry: exchangeChoice.chemistry, capacityBand: exchangeChoice.capacityBand, quantity: exchangeChoice.quantity }), value: exchangeValue } : null}
          total={total}
          installation={
            hydrated && lines.length > 0 ? (
              <InstallationSection
                offer={offer}
                lines={lines}
                value={installation}
                onChange={(value) => {
                  setInstallation(value);
                  setInstallationError("");
                }}
                error={installationError}
                disabled={processing}
              >
                {payLaterOffered ? (
                  <PaymentTimingChoice settings={payOnInstallationSettings} totalRupees={total} exchange={exchangeChoice.wanted} payOnInstallation={payLater} onChange={setPayLater} disabled={processing} />
                ) : null}
              </InstallationSection>
            ) : null
          }
          exchangeChoice={
            hydrated && lines.length > 0 ? (
              <ExchangeSection
                units={exchangeUnits}
                values={exchangeValues}
                value={exchangeChoice}
                onChange={(value) => {
                  setExchange(value);
                  setExchangeError("");
                }}
                error={exchangeError}
                disabled={processing}
              />
            ) : null
          }
          payOnInstallation={payOnInstallation}
          processing={processing}
          note={note}
          formId={FORM_ID}
          placeOrderRef={placeOrderRef}
          paymentMethods={paymentMethods}
        />
      </div>

      <TestPaymentGateway />
      {receipt ? (
        <ModalDialog title="Payment Successful" onClose={closeReceipt} size="wide" closeLabel="Close receipt">
          <ReceiptView receipt={shopReceiptData(receipt.receipt)} />
          <ModalActions>
            <DownloadReceiptButton receipt={shopReceiptData(receipt.receipt)} siteUrl={siteUrl} className={styles.primary} />
            <Link to={paths.orderConfirmation(receipt.confirmationToken)} className={styles.secondary}>
              What happens next
            </Link>
            <button type="button" className={styles.secondary} onClick={closeReceipt}>
              Close
            </button>
          </ModalActions>
        </ModalDialog>
      ) : null}
    </div>
  );
}

/** The progress line (docs/requirements/online-shop.md §2): Cart, Checkout, Complete, with the current step marked. */
function CheckoutProgress({ complete }: { complete: boolean }) {
  return (
    <nav aria-label="Checkout progress" className={styles.progress}>
      <StepLine labels={[complete ? "Cart" : <Link to={paths.cart}>Cart</Link>, "Checkout", "Complete"]} current={complete ? 2 : 1} tickDone className={styles.steps} />
    </nav>
  );
}

/** The server's refusal of the old battery exchange, on `exchange` or one of its fields. */
function exchangeProblem(fieldErrors: Record<string, string>): string | undefined {
  return Object.entries(fieldErrors).find(([field]) => field === "exchange" || field.startsWith("exchange."))?.[1];
}
