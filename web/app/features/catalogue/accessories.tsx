import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { addToCart, cartQuantity, clampQuantity } from "@urjavolt/contract/cart";
import type { ProductListItem } from "@urjavolt/contract/catalogue";
import { discountPercent, stockStatus } from "@urjavolt/contract/catalogue-rules";
import { formatRupees } from "@urjavolt/contract/money";
import { SafeImage } from "../../components/safe-image";
import { readCart, updateCart } from "../../lib/cart-store";
import { paths } from "@urjavolt/contract/paths";
import { shareProduct } from "./product-card";
import { ShareIcon } from "../../components/icons";
import { QuantityStepper } from "../../components/quantity-stepper";
import styles from "./accessories.module.css";

/** What an accessory card shows; nothing else of the product travels in the page. */
const ACCESSORY_FIELDS = [
  "id",
  "product_name",
  "product_description",
  "product_price",
  "product_discountedPrice",
  "product_stock",
  "product_warranty",
  "product_features",
  "image",
  "rating",
  "reviews",
] as const satisfies readonly (keyof ProductListItem)[];

export type AccessoryProduct = Pick<ProductListItem, (typeof ACCESSORY_FIELDS)[number]>;

/** A catalogue product as its accessory card needs it. */
export function toAccessory(product: ProductListItem): AccessoryProduct {
  return Object.fromEntries(ACCESSORY_FIELDS.map((field) => [field, product[field]])) as AccessoryProduct;
}

/** How long a card's "Added" note stays. */
const NOTE_MS = 4000;

/** The accessories page's grid (docs/requirements/online-shop.md §2 Accessories page, §3 Accessory, §4 Accessories). */
export function AccessoriesGrid({ products }: { products: AccessoryProduct[] }) {
  if (products.length === 0) {
    return (
      <div className={styles.page}>
        <p className={styles.empty}>No accessories are listed at the moment. Please check the shop for our inverters and batteries.</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id} className={styles.cell}>
            <AccessoryCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "4.5 out of 5 from 12 reviews", or that there are none yet: ratings come only from real reviews. */
export function ratingText(rating: number, reviews: number): string {
  if (reviews <= 0) return "No reviews yet";
  return `${rating.toFixed(1)} out of 5 from ${reviews} ${reviews === 1 ? "review" : "reviews"}`;
}

/**
 * One accessory: a quantity of at least 1 (minus disabled at 1) and at most the stock, Add to
 * Cart (adding an item already in the cart raises its quantity) and Share.
 */
export function AccessoryCard({ product }: { product: AccessoryProduct }) {
  const stock = product.product_stock;
  const outOfStock = stockStatus(stock) === "out-of-stock";
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState("");
  const noteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const off = discountPercent(product.product_price, product.product_discountedPrice);
  const titleId = `accessory-${product.id}-title`;

  useEffect(() => () => clearTimeout(noteTimer.current), []);

  const say = (text: string, fades: boolean) => {
    clearTimeout(noteTimer.current);
    setNote(text);
    if (fades) noteTimer.current = setTimeout(() => setNote(""), NOTE_MS);
  };

  const add = () => {
    const refusal = updateCart((cart) => addToCart(cart, product, quantity));
    if (refusal) {
      say(refusal.message, false);
      return;
    }
    say(`Added ${quantity} to your cart (${cartQuantity(readCart(), product.id)} in your cart).`, true);
    setQuantity(1);
  };

  return (
    <article className={`${styles.card} ${outOfStock ? styles.soldOut : ""}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <SafeImage className={styles.image} src={product.image} alt="" width={600} height={600} loading="lazy" />
        <ul className={styles.badges} aria-label="Highlights">
          {off > 0 ? <li className={`${styles.badge} ${styles.offer}`}>{off}% OFF</li> : null}
          <li className={`${styles.badge} ${styles.plain}`}>
            {/warranty/i.test(product.product_warranty) ? product.product_warranty : `${product.product_warranty} Warranty`}
          </li>
        </ul>
      </div>
      <div className={styles.body}>
        <h2 className={styles.title} id={titleId}>
          <Link to={paths.product(product.id)} className={styles.link}>
            {product.product_name}
          </Link>
        </h2>
        <p className={styles.rating}>
          {product.reviews > 0 ? (
            <span aria-hidden="true" className={styles.stars}>
              {"★".repeat(Math.round(product.rating))}
              <span className={styles.starsOff}>{"★".repeat(5 - Math.round(product.rating))}</span>
            </span>
          ) : null}
          {ratingText(product.rating, product.reviews)}
        </p>
        <ul className={styles.features}>
          {product.product_features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p className={styles.price}>
          <span className="visually-hidden">Price </span>
          <span className={styles.now}>{formatRupees(product.product_discountedPrice)}</span>
          {off > 0 ? (
            <s className={styles.was}>
              <span className="visually-hidden">Original price </span>
              {formatRupees(product.product_price)}
            </s>
          ) : null}
        </p>
        <ul className={styles.facts}>
          <li className={outOfStock ? styles.factOut : styles.factOk}>{outOfStock ? "Out of Stock" : "In Stock"}</li>
          {outOfStock ? null : <li className={styles.factOk}>Fast delivery: dispatched within 48 hours</li>}
        </ul>

        <div className={styles.actions}>
          <QuantityStepper
            value={quantity}
            label={`Quantity of ${product.product_name} to add`}
            valueLabel="Quantity: "
            decreaseLabel={`Decrease quantity of ${product.product_name}`}
            increaseLabel={`Increase quantity of ${product.product_name}`}
            onDecrease={() => setQuantity((current) => clampQuantity(current - 1, stock))}
            onIncrease={() => setQuantity((current) => clampQuantity(current + 1, stock))}
            decreaseDisabled={outOfStock || quantity <= 1}
            increaseDisabled={outOfStock || quantity >= stock}
          />
          <button type="button" className={styles.share} aria-label={`Share ${product.product_name}`} onClick={() => void shareProduct(product)}>
            <ShareIcon />
          </button>
          <button type="button" className={styles.add} onClick={add} disabled={outOfStock}>
            Add to Cart
          </button>
        </div>
        <p className={styles.note} role="status">
          {note}
        </p>
      </div>
    </article>
  );
}
