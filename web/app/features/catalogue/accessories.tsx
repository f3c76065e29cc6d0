import { useState } from "react";
import { Link } from "react-router";
import { useLingui } from "@lingui/react/macro";
import { addToCart, cartQuantity, clampQuantity } from "@urjavolt/contract/cart";
import type { ProductListItem } from "@urjavolt/contract/catalogue";
import { discountPercent, stockStatus } from "@urjavolt/contract/catalogue-rules";
import { PriceTag } from "../../components/price-tag";
import { useFadingNote } from "../../lib/use-fading-note";
import { SafeImage } from "../../components/safe-image";
import { readCart, updateCart } from "../../lib/cart-store";
import { paths } from "@urjavolt/contract/paths";
import { useLocalize } from "../../lib/i18n";
import { shareProduct } from "./product-card";
import { ShareIcon } from "../../components/icons";
import { QuantityStepper } from "../../components/quantity-stepper";
import card from "./product-card.module.css";
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
  const { i18n } = useLingui();
  const localize = useLocalize();
  const stock = product.product_stock;
  const outOfStock = stockStatus(stock) === "out-of-stock";
  const [quantity, setQuantity] = useState(1);
  const [note, say] = useFadingNote();
  const off = discountPercent(product.product_price, product.product_discountedPrice);
  const titleId = `accessory-${product.id}-title`;

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
    <article className={`${card.card} ${outOfStock ? card.soldOut : ""}`} aria-labelledby={titleId}>
      <div className={card.media}>
        <SafeImage className={card.image} src={product.image} alt="" width={600} height={600} loading="lazy" />
        <ul className={card.badges} aria-label="Highlights">
          {off > 0 ? <li className={`${card.badge} ${card.offer}`}>{off}% OFF</li> : null}
          <li className={`${card.badge} ${card.plain}`}>
            {/warranty/i.test(product.product_warranty) ? product.product_warranty : `${product.product_warranty} Warranty`}
          </li>
        </ul>
      </div>
      <div className={card.body}>
        <h2 className={card.title} id={titleId}>
          <Link to={paths.product(product.id)} className={card.link}>
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
        <PriceTag price={product.product_price} discountedPrice={product.product_discountedPrice} />
        <ul className={styles.facts}>
          <li className={outOfStock ? styles.factOut : styles.factOk}>{outOfStock ? "Out of Stock" : "In Stock"}</li>
          {outOfStock ? null : <li className={styles.factOk}>Fast delivery: dispatched within 48 hours</li>}
        </ul>

        <div className={card.actions}>
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
          <button type="button" className={card.share} aria-label={`Share ${product.product_name}`} onClick={() => void shareProduct(product, i18n, localize)}>
            <ShareIcon />
          </button>
          <button type="button" className={card.add} onClick={add} disabled={outOfStock}>
            Add to Cart
          </button>
        </div>
        <p className={card.note} role="status">
          {note}
        </p>
      </div>
    </article>
  );
}
