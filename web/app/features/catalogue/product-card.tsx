import { Link } from "react-router";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ProductListItem } from "@urjavolt/contract/catalogue";
import { discountPercent, stockStatus } from "@urjavolt/contract/catalogue-rules";
import { addToCart, cartQuantity, setQuantity } from "@urjavolt/contract/cart";
import { PriceTag } from "../../components/price-tag";
import { useFadingNote } from "../../lib/use-fading-note";
import { SafeImage } from "../../components/safe-image";
import { updateCart, useCart } from "../../lib/cart-store";
import { paths } from "@urjavolt/contract/paths";
import { ShareIcon } from "../../components/icons";
import { QuantityStepper } from "../../components/quantity-stepper";
import type { I18n } from "@lingui/core";
import { useLocalize } from "../../lib/i18n";
import { batteryNeedWords, cardStockWords } from "../../lib/shop-words";
import styles from "./product-card.module.css";

export const SHARE_COPIED_MESSAGE = "Product URL copied to clipboard!";
export const SHARE_FAILED_MESSAGE = "Failed to share product. URL copied to clipboard.";

export type CardProduct = Pick<
  ProductListItem,
  | "id"
  | "product_name"
  | "product_price"
  | "product_discountedPrice"
  | "product_stock"
  | "product_warranty"
  | "product_features"
  | "image"
  | "battery"
  | "isNew"
  | "bestSeller"
  | "madeInIndia"
>;

export type CardBadge = { text: string; tone: "offer" | "plain" | "new" | "best" | "india" };

/**
 * The card's one badge over its picture (decision 046): the spec's badges (discount, warranty, New,
 * Bestseller, Made in India) stacked four deep hid a phone's picture and made each say less. So a
 * card shows the first that applies of: Bestseller (from the last 90 days' sales, never a flag),
 * New, the discount, Made in India, the warranty. The product page shows them all.
 */
export function cardBadge(product: CardProduct, i18n: Pick<I18n, "_">): CardBadge | null {
  if (product.bestSeller) return { text: i18n._(msg`Bestseller`), tone: "best" };
  if (product.isNew) return { text: i18n._(msg`New`), tone: "new" };
  const off = discountPercent(product.product_price, product.product_discountedPrice);
  if (off > 0) return { text: i18n._(msg`${off}% OFF`), tone: "offer" };
  if (product.madeInIndia) return { text: i18n._(msg`Made in India`), tone: "india" };
  const warranty = product.product_warranty.trim();
  if (warranty) return { text: /warranty/i.test(warranty) ? warranty : i18n._(msg`${warranty} Warranty`), tone: "plain" };
  return null;
}

/**
 * Shares a product page: the device's share sheet when there is one; otherwise (or when sharing
 * fails) the address goes to the clipboard, with the spec's alerts. When even the clipboard fails
 * the alert says so and shows the address, rather than claiming it was copied.
 */
export async function shareProduct(product: Pick<CardProduct, "id" | "product_name">, i18n: Pick<I18n, "_">, localize: (path: string) => string): Promise<void> {
  const url = new URL(localize(paths.product(product.id)), window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      return true;
    } catch {
      return false;
    }
  };
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: product.product_name, url });
      return;
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      window.alert((await copy()) ? i18n._(msg`Failed to share product. URL copied to clipboard.`) : i18n._(msg`Could not share or copy the link. The product's address is ${url}`));
      return;
    }
  }
  window.alert((await copy()) ? i18n._(msg`Product URL copied to clipboard!`) : i18n._(msg`Could not copy the link. The product's address is ${url}`));
}

/**
 * A product in the shop grid (docs/requirements/online-shop.md §2, §4 Cart (cards)). The title is the card's one
 * link, stretched over the card; the buttons sit above it, so nothing interactive nests in a link.
 * Quantities come from the stored cart (0 on the server and while hydrating).
 */
export function ProductCard({ product, headingLevel = 3 }: { product: CardProduct; headingLevel?: 2 | 3 }) {
  const { i18n, t } = useLingui();
  const localize = useLocalize();
  const cart = useCart();
  const inCart = cartQuantity(cart, product.id);
  const stock = product.product_stock;
  const outOfStock = stockStatus(stock) === "out-of-stock";
  const stockText = cardStockWords(i18n, stock);
  const feature = product.product_features[0];
  const [note, say] = useFadingNote();
  const Heading = `h${headingLevel}` as const;
  const titleId = `product-${product.id}-title`;
  const badge = cardBadge(product, i18n);
  const name = product.product_name;

  const allInCart = () => t`Only ${stock} in stock, and all ${stock} are already in your cart.`;

  const add = () => {
    const refusal = updateCart((current) => addToCart(current, product, 1));
    const count = inCart + 1;
    if (!refusal) say(t`Added to cart: ${count} in your cart.`, true);
    else if (refusal.reason === "over-stock") say(allInCart());
    else say(refusal.reason === "out-of-stock" ? t`${name} is out of stock` : refusal.message);
  };

  const decrease = () => {
    if (inCart <= 0) return;
    updateCart((current) => setQuantity(current, product.id, inCart - 1, stock));
    if (inCart === 1) say(t`Removed from your cart.`, true);
    else say("");
  };

  const increase = () => {
    if (inCart === 0) {
      add();
      return;
    }
    if (inCart >= stock) {
      say(allInCart());
      return;
    }
    const refusal = updateCart((current) => setQuantity(current, product.id, inCart + 1, stock));
    say(refusal ? allInCart() : "");
  };

  return (
    <article className={`${styles.card} ${outOfStock ? styles.soldOut : ""}`} aria-labelledby={titleId}>
      <div className={styles.media}>
        <SafeImage className={styles.image} src={product.image} alt="" width={600} height={600} loading="lazy" />
        {badge ? (
          <p className={`${styles.badge} ${styles[badge.tone]}`} data-card-badge="">
            {badge.text}
          </p>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title} id={titleId}>
          <Link to={localize(paths.product(product.id))} className={styles.link}>
            {product.product_name}
          </Link>
        </Heading>
        {feature ? <p className={styles.feature}>{feature}</p> : null}
        {product.battery ? <p className={styles.feature}><strong>{batteryNeedWords(i18n, product.battery)}</strong></p> : null}
        <PriceTag price={product.product_price} discountedPrice={product.product_discountedPrice} />
        {stockText ? <p className={`${styles.stock} ${outOfStock ? styles.stockOut : styles.stockLow}`}>{stockText}</p> : null}

        <div className={styles.actions}>
          <QuantityStepper
            value={inCart}
            label={t`Quantity of ${name} in your cart`}
            valueLabel={t`In cart: `}
            decreaseLabel={t`Remove one ${name} from cart`}
            increaseLabel={t`Add one more ${name} to cart`}
            onDecrease={decrease}
            onIncrease={increase}
            decreaseDisabled={inCart === 0}
            increaseDisabled={outOfStock}
          />
          <button
            type="button"
            className={styles.share}
            aria-label={t`Share ${name}`}
            onClick={() => void shareProduct(product, i18n, localize)}
          >
            <ShareIcon />
          </button>
          <button type="button" className={styles.add} onClick={add} disabled={outOfStock}>
            <Trans>Add to Cart</Trans>
          </button>
        </div>
        <p className={styles.note} role="status">
          {note}
        </p>
      </div>
    </article>
  );
}
