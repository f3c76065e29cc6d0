import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { addToCart, cartQuantity, deliveryCheck } from "@urjavolt/contract/cart";
import { PINCODE_INPUT_MAX, cleanPincodeInput } from "@urjavolt/contract/form-rules";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { STOCK_SHOWN_UP_TO, discountPercent, lowStockText, stockStatus } from "@urjavolt/contract/catalogue-rules";
import type { DeliveryAnswer } from "@urjavolt/contract/delivery";
import { CHECKOUT_REDIRECT_DELAY_MS, DELIVERY_CHECK_FAILED_MESSAGE, checkoutWithPincode } from "@urjavolt/contract/delivery-rules";
import { FormStatus, TextField } from "../../components/form-field";
import { PriceTag } from "../../components/price-tag";
import { SafeImage } from "../../components/safe-image";
import { ApiError, apiRequest } from "../../lib/api-client";
import { updateCart } from "../../lib/cart-store";
import { paths } from "@urjavolt/contract/paths";
import styles from "./buy-now.module.css";

export type BuyNowProduct = Pick<
  ProductDetail,
  "id" | "product_name" | "product_description" | "product_price" | "product_discountedPrice" | "product_stock" | "image" | "product_warranty"
>;

/** What the check found: `field` when the message is about the pincode typed; the pincode as cleaned. */
export type DeliveryOutcome = { kind: "error" | "success"; message: string; field: boolean; pincode: string };

/**
 * The check itself, for the page's loader (a check sent without the scripts) and the form: the
 * pincode's shape and the stock first, so a bad pincode asks nothing; then `ask`, whether we
 * deliver there.
 */
export async function checkDelivery(pincodeInput: string, product: BuyNowProduct, ask: (pincode: string) => Promise<DeliveryAnswer>): Promise<DeliveryOutcome> {
  // Everything but deliverability first (the pincode counts as deliverable here).
  const precheck = deliveryCheck(pincodeInput, product, [cleanPincodeInput(pincodeInput)]);
  if (!precheck.ok) return { kind: "error", message: precheck.message, field: precheck.reason === "invalid-pincode", pincode: precheck.pincode };
  let answer: DeliveryAnswer;
  try {
    answer = await ask(precheck.pincode);
  } catch (caught) {
    return { kind: "error", message: caught instanceof ApiError ? caught.message : DELIVERY_CHECK_FAILED_MESSAGE, field: false, pincode: precheck.pincode };
  }
  const result = deliveryCheck(pincodeInput, product, answer.deliverable ? [answer.pincode] : []);
  return { kind: result.ok ? "success" : "error", message: result.message, field: false, pincode: result.pincode };
}

/**
 * The buy-now delivery check (docs/requirements/online-shop.md §2, §4 Delivery check, §5 Buy-now pincode): a
 * 6-digit pincode, then stock, then whether we deliver there (the server's answer); on success the
 * product goes into the cart (once) and, after the spec's 1 s, checkout opens with the pincode.
 * The form is a GET of this page with `?pincode=`: sent before the scripts arrive, or without them,
 * the server checks and the page comes back with the answer (`checked`); once the scripts run, a
 * success found that way goes on to the cart and checkout as a check made here does.
 */
export function BuyNow({ product, checked }: { product: BuyNowProduct; checked: DeliveryOutcome | null }) {
  const navigate = useNavigate();
  const [pincode, setPincode] = useState(checked?.pincode ?? "");
  // What the server rendered in the field: anything else there on hydration was typed before it.
  const rendered = useRef(pincode);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<DeliveryOutcome | null>(checked);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const outOfStock = stockStatus(product.product_stock) === "out-of-stock";
  const off = discountPercent(product.product_price, product.product_discountedPrice);
  const low = lowStockText(product.product_stock);
  const titleId = useId();
  const proceeding = outcome?.kind === "success";

  useEffect(() => () => clearTimeout(redirect.current), []);

  // A pincode typed or pasted before (or while) the scripts take over is in the field, not in
  // state: take it over before anything re-renders the field with the old value (before-hydration.ts).
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== rendered.current) setPincode(cleanPincodeInput(typed));
  }, []);

  /** Deliverable: the product goes into the cart (once) and checkout opens after the spec's 1 s. */
  const proceed = (found: DeliveryOutcome) => {
    updateCart((cart) => (cartQuantity(cart, product.id) > 0 ? { cart, refusal: null } : addToCart(cart, product, 1)));
    redirect.current = setTimeout(() => void navigate(checkoutWithPincode(found.pincode)), CHECKOUT_REDIRECT_DELAY_MS);
  };

  // A success the server found for a check sent before the scripts: carry on now they are here.
  useEffect(() => {
    if (checked?.kind === "success") proceed(checked);
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || proceeding) return;
    // The field is the truth: it holds what was typed even in the instant the page hydrates.
    const typed = cleanPincodeInput(input.current?.value ?? pincode);
    setPincode(typed);
    setChecking(true);
    setOutcome(null);
    const found = await checkDelivery(typed, product, (clean) =>
      apiRequest<DeliveryAnswer>(`delivery/${clean}`, { method: "GET", fallback: DELIVERY_CHECK_FAILED_MESSAGE }),
    );
    setChecking(false);
    setOutcome(found);
    // The field's error is read with it when it takes focus.
    if (found.field) input.current?.focus();
    if (found.kind === "success") proceed(found);
  }

  return (
    <div className={styles.page}>
      <article className={styles.product} aria-labelledby={titleId}>
        <SafeImage className={styles.image} src={product.image} alt={product.product_name} width={600} height={600} />
        <div className={styles.info}>
          <h2 id={titleId} className={styles.name}>
            {product.product_name}
          </h2>
          <PriceTag price={product.product_price} discountedPrice={product.product_discountedPrice} size="large" className={styles.price}>
            <span className={styles.off}>{off}% OFF</span>
          </PriceTag>
          <p className={outOfStock ? styles.stockOut : low ? styles.stockLow : styles.stock}>
            {outOfStock ? "Out of Stock" : (low ?? (product.product_stock >= STOCK_SHOWN_UP_TO ? "In stock" : `In stock: ${product.product_stock} available`))}
          </p>
          <p className={styles.description}>{product.product_description}</p>
          <p className={styles.warranty}>Warranty: {product.product_warranty}</p>
        </div>
      </article>

      <form className={styles.form} method="get" action={paths.buyNow(product.id)} noValidate onSubmit={submit} aria-labelledby="delivery-title">
        <h2 id="delivery-title" className={styles.formTitle}>
          Check delivery
        </h2>
        <div className={styles.fields}>
          <TextField
            label="Delivery pincode"
            name="pincode"
            ref={input}
            required
            disabled={outOfStock || proceeding}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={PINCODE_INPUT_MAX}
            placeholder="e.g. 140401"
            hint={outOfStock ? `${product.product_name} is out of stock` : "Enter the 6-digit pincode where you want it delivered."}
            value={pincode}
            error={outcome?.field ? outcome.message : undefined}
            onChange={(event) => {
              setPincode(cleanPincodeInput(event.currentTarget.value));
              if (outcome?.kind === "error") setOutcome(null);
            }}
          />
          <button type="submit" className={styles.submit} disabled={outOfStock || checking || proceeding}>
            {checking ? "Checking..." : "Check Delivery and Buy"}
          </button>
        </div>
        {outcome && !outcome.field ? <FormStatus kind={outcome.kind}>{outcome.message}</FormStatus> : null}
        {outcome?.kind === "success" ? (
          <noscript>
            <p className={styles.noScript}>Checkout and card payment run in your browser: turn on JavaScript to buy online.</p>
          </noscript>
        ) : null}
      </form>
    </div>
  );
}
