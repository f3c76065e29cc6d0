import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { addToCart, cartQuantity, cleanPincodeInput, deliveryCheck } from "@urjavolt/contract/cart";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { discountPercent, lowStockText, stockStatus } from "@urjavolt/contract/catalogue-rules";
import type { DeliveryAnswer } from "@urjavolt/contract/delivery";
import { CHECKOUT_REDIRECT_DELAY_MS, DELIVERY_CHECK_FAILED_MESSAGE, checkoutWithPincode } from "@urjavolt/contract/delivery-rules";
import { FormStatus, TextField } from "../../components/form-field";
import { PriceTag } from "../../components/price-tag";
import { SafeImage } from "../../components/safe-image";
import { ApiError, apiRequest } from "../../lib/api-client";
import { updateCart } from "../../lib/cart-store";
import styles from "./buy-now.module.css";

export type BuyNowProduct = Pick<
  ProductDetail,
  "id" | "product_name" | "product_description" | "product_price" | "product_discountedPrice" | "product_stock" | "image" | "product_warranty"
>;

type Outcome = { kind: "error" | "success"; message: string; field: boolean } | null;

/**
 * The buy-now delivery check (docs/requirements/online-shop.md §2, §4 Delivery check, §5 Buy-now pincode): a
 * 6-digit pincode, then stock, then whether we deliver there (the server's answer); on success the
 * product goes into the cart (once) and, after the spec's 1 s, checkout opens with the pincode.
 */
export function BuyNow({ product }: { product: BuyNowProduct }) {
  const navigate = useNavigate();
  const [pincode, setPincode] = useState("");
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const outOfStock = stockStatus(product.product_stock) === "out-of-stock";
  const off = discountPercent(product.product_price, product.product_discountedPrice);
  const low = lowStockText(product.product_stock);
  const titleId = useId();
  const proceeding = outcome?.kind === "success";

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || proceeding) return;
    // Everything but deliverability first (the pincode counts as deliverable here): no call for a bad pincode.
    const precheck = deliveryCheck(pincode, product, [cleanPincodeInput(pincode)]);
    if (!precheck.ok) {
      const field = precheck.reason === "invalid-pincode";
      setOutcome({ kind: "error", message: precheck.message, field });
      // The field's error is read with it when it takes focus.
      if (field) input.current?.focus();
      return;
    }
    setChecking(true);
    setOutcome(null);
    let answer: DeliveryAnswer;
    try {
      answer = await apiRequest<DeliveryAnswer>(`delivery/${precheck.pincode}`, { method: "GET", fallback: DELIVERY_CHECK_FAILED_MESSAGE });
    } catch (caught) {
      setOutcome({ kind: "error", message: caught instanceof ApiError ? caught.message : DELIVERY_CHECK_FAILED_MESSAGE, field: false });
      return;
    } finally {
      setChecking(false);
    }
    const result = deliveryCheck(pincode, product, answer.deliverable ? [answer.pincode] : []);
    if (!result.ok) {
      setOutcome({ kind: "error", message: result.message, field: false });
      return;
    }
    updateCart((cart) => (cartQuantity(cart, product.id) > 0 ? { cart, refusal: null } : addToCart(cart, product, 1)));
    setOutcome({ kind: "success", message: result.message, field: false });
    redirect.current = setTimeout(() => void navigate(checkoutWithPincode(result.pincode)), CHECKOUT_REDIRECT_DELAY_MS);
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
            {outOfStock ? "Out of Stock" : (low ?? `In stock: ${product.product_stock} available`)}
          </p>
          <p className={styles.description}>{product.product_description}</p>
          <p className={styles.warranty}>Warranty: {product.product_warranty}</p>
        </div>
      </article>

      <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="delivery-title">
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
            maxLength={6}
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
      </form>
    </div>
  );
}
