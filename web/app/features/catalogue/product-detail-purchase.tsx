import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { type CartProduct, addToCart, cartQuantity, clampQuantity } from "@urjavolt/contract/cart";
import { paths } from "@urjavolt/contract/paths";
import { STOCK_SHOWN_UP_TO } from "@urjavolt/contract/catalogue-rules";
import { MAX_LINE_QUANTITY } from "@urjavolt/contract/orders";
import { readCart, updateCart } from "../../lib/cart-store";
import styles from "./product-detail.module.css";

/** The quantity selector (1 to the stock), Add to Cart and Buy Now, with a polite status line. */
export function Purchase({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const stock = product.product_stock;
  const soldOut = stock <= 0;
  const [quantity, setQuantity] = useState(1);
  const [typed, setTyped] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: "added" | "refused"; text: string } | null>(null);
  const item: CartProduct = {
    id: product.id,
    product_name: product.product_name,
    product_discountedPrice: product.product_discountedPrice,
    image: product.image,
    // "10 or more" on a kept page (decision 049) is no limit of the cart's: the cart checks the live figure.
    product_stock: stock >= STOCK_SHOWN_UP_TO ? MAX_LINE_QUANTITY : stock,
  };

  const set = (value: number) => {
    setQuantity(clampQuantity(value, stock));
    setTyped(null);
  };

  function add(): boolean {
    const refusal = updateCart((cart) => addToCart(cart, item, quantity));
    if (refusal) {
      const inCart = cartQuantity(readCart(), product.id);
      setStatus({ kind: "refused", text: inCart > 0 ? `${refusal.message} You already have ${inCart} in your cart.` : refusal.message });
      return false;
    }
    setStatus({ kind: "added", text: `Added ${quantity} × ${product.product_name} to your cart.` });
    return true;
  }

  function buyNow() {
    // Buy Now goes to checkout when the product is in the cart, even if this quantity would pass the stock.
    if (add() || cartQuantity(readCart(), product.id) > 0) void navigate(paths.checkout);
  }

  return (
    <div className={styles.purchase}>
      <div className={styles.quantity}>
        <label htmlFor="product-quantity" className={styles.quantityLabel}>
          Quantity
        </label>
        <div className={styles.stepper}>
          <button type="button" className={styles.stepButton} onClick={() => set(quantity - 1)} disabled={soldOut || quantity <= 1}>
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">Decrease quantity</span>
          </button>
          <input
            id="product-quantity"
            className={styles.quantityInput}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, stock)}
            step={1}
            value={typed ?? String(quantity)}
            disabled={soldOut}
            aria-describedby="product-quantity-hint"
            onChange={(event) => {
              // A number is held to 1..stock at once; an empty field may stay empty while typing.
              const text = event.currentTarget.value;
              if (text.trim() !== "" && Number.isFinite(Number(text))) set(Number(text));
              else setTyped(text);
            }}
            onBlur={() => setTyped(null)}
          />
          <button type="button" className={styles.stepButton} onClick={() => set(quantity + 1)} disabled={soldOut || quantity >= stock}>
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">Increase quantity</span>
          </button>
        </div>
        <p id="product-quantity-hint" className={styles.quantityHint}>
          {soldOut ? "Currently unavailable" : `1 to ${stock}`}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.addButton} onClick={add} disabled={soldOut}>
          Add to Cart
        </button>
        <button type="button" className={styles.buyButton} onClick={buyNow} disabled={soldOut}>
          Buy Now
        </button>
      </div>
      <p role="status" className={status?.kind === "refused" ? styles.statusRefused : styles.statusAdded}>
        {status ? (
          <>
            {status.text}{" "}
            {status.kind === "added" ? <Link to={paths.cart}>View cart</Link> : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
