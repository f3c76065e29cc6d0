import { type ReactNode, useState } from "react";
import { installationOfferText } from "@urjavolt/contract/installation";
import { OLD_BATTERY_EXCHANGE_NOTE, isBatteryCategory } from "@urjavolt/contract/exchange";
import { Link } from "react-router";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import type { BatteryOffer } from "@urjavolt/contract/catalogue-battery";
import type { ProductDelivery } from "@urjavolt/contract/delivery-rules";
import { type CatalogueLine, discountPercent, lineOfCategory, lowStockText, stockStatus } from "@urjavolt/contract/catalogue-rules";
import { SIZING_BATTERY_CATEGORIES } from "@urjavolt/contract/load-calculator-ratings";
import { formatRupees } from "@urjavolt/contract/money";
import { linePaths, paths } from "@urjavolt/contract/paths";
import { ProductGallery } from "./product-detail-gallery";
import { DeliveryCheck } from "./product-detail-delivery";
import { Purchase } from "./product-detail-purchase";
import { ProductTabs } from "./product-detail-tabs";
import { ProductDeclarations } from "./product-detail-declarations";
import styles from "./product-detail.module.css";

export const PRODUCT_NOT_FOUND_TITLE = "Product Not Found";
export const PRODUCT_NOT_FOUND_TEXT = "The product you're looking for doesn't exist.";
const NO_INFORMATION = "No information provided";

export type ProductDetailTab = "description" | "features" | "specifications" | "reviews";

/**
 * The product page (docs/requirements/online-shop.md §2 Product detail): breadcrumb, gallery, the buying column and the
 * Description, Features, Specifications and Reviews tabs. The reviews are another feature's, so
 * the route hands them in as `reviews`.
 */
export function ProductDetailPage({
  product,
  reviews,
  priceNote = null,
  initialTab = "description",
  battery = null,
  delivery = null,
}: {
  product: ProductDetail;
  reviews: ReactNode;
  /** For an inverter that needs a separate bank: the compatible battery (decision 044). */
  battery?: BatteryOffer | null;
  /** The delivery estimate for the pincode the page was asked about (`?pincode=`). */
  delivery?: ProductDelivery | null;
  /** A line under the price that another feature makes (the EMI line). */
  priceNote?: ReactNode;
  initialTab?: ProductDetailTab;
}) {
  const [tab, setTab] = useState<ProductDetailTab>(initialTab);
  // The line's page explains the range the product belongs to (accessories have none).
  const line = lineOfCategory(product.product_category);

  function openReviews() {
    setTab("reviews");
    // The tab exists once rendered; move focus there so keyboard and screen reader users follow.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus());
  }

  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          {line ? (
            <li>
              <Link to={linePaths[line.id]}>{line.name}</Link>
            </li>
          ) : null}
          <li>
            <span aria-current="page">{product.product_name}</span>
          </li>
        </ol>
      </nav>
      <div className={styles.top}>
        <ProductGallery productId={product.id} name={product.product_name} images={product.product_images} />
        <ProductSummary product={product} priceNote={priceNote} onReadReviews={openReviews} battery={battery} delivery={delivery} />
        {/* Under the pictures on a laptop, so the buying column keeps its place; after the buying part on a phone. */}
        <ProductDeclarations product={product} />
      </div>
      {/* The products the load calculator sizes (decision 043): its bundles compare this one with the sizes beside it. */}
      {product.product_category === "inverter" || (SIZING_BATTERY_CATEGORIES as readonly string[]).includes(product.product_category) ? (
        <p className={styles.sizingLink}>
          Not sure this is the size for your home? <Link to={paths.loadCalculator}>Use the load calculator</Link> to compare inverter and battery bundles by backup hours and
          price.
        </p>
      ) : null}
      <ProductTabs
        label="Product information"
        selected={tab}
        onSelect={(id) => setTab(id as ProductDetailTab)}
        tabs={[
          { id: "description", label: "Description", content: <DescriptionPanel product={product} line={line} /> },
          { id: "features", label: "Features", content: <FeaturesPanel product={product} /> },
          { id: "specifications", label: "Specifications", content: <SpecificationsPanel product={product} /> },
          { id: "reviews", label: `Reviews (${product.reviews})`, content: reviews },
        ]}
      />
    </div>
  );
}

function ProductSummary({
  product,
  priceNote,
  onReadReviews,
  battery,
  delivery,
}: {
  product: ProductDetail;
  priceNote: ReactNode;
  onReadReviews: () => void;
  battery: BatteryOffer | null;
  delivery: ProductDelivery | null;
}) {
  const discount = discountPercent(product.product_price, product.product_discountedPrice);
  const status = stockStatus(product.product_stock);
  return (
    <div className={styles.summary}>
      <ul className={styles.badges} aria-label="Highlights">
        {discount > 0 ? <li className={styles.badgeOffer}>{discount}% OFF</li> : null}
        <li className={styles.badge}>{warrantyLabel(product.product_warranty)}</li>
        {product.isNew ? <li className={styles.badgeNew}>New</li> : null}
        {product.bestSeller ? <li className={styles.badgeBest}>Bestseller</li> : null}
        {product.madeInIndia ? <li className={styles.badge}>Made in India</li> : null}
      </ul>
      <h1 className={styles.title}>{product.product_name}</h1>
      <p className={styles.brand}>
        by <strong>{product.product_brand}</strong> · Model {product.model}
      </p>
      <p className={styles.rating}>
        {product.reviews > 0 ? (
          <>
            <span aria-hidden="true" className={styles.stars}>
              {starText(product.rating)}
            </span>{" "}
            <span>
              {product.rating.toFixed(1)} out of 5
            </span>{" "}
            <button type="button" className={styles.linkButton} onClick={onReadReviews}>
              {product.reviews} {product.reviews === 1 ? "review" : "reviews"}
            </button>
          </>
        ) : (
          <>
            No reviews yet.{" "}
            <button type="button" className={styles.linkButton} onClick={onReadReviews}>
              Be the first to review
            </button>
          </>
        )}
      </p>
      <div className={styles.price}>
        <span className={styles.priceNow}>
          <span className="visually-hidden">Price: </span>
          {formatRupees(product.product_discountedPrice)}
        </span>
        {discount > 0 ? (
          <>
            <span className={styles.priceWas}>
              M.R.P. <s>{formatRupees(product.product_price)}</s>
            </span>
            <span className={styles.saving}>You save {formatRupees(product.product_price - product.product_discountedPrice)}</span>
          </>
        ) : (
          <span className={styles.priceWas}>M.R.P.</span>
        )}
      </div>
      <p className={styles.taxNote}>Inclusive of all taxes · Free shipping</p>
      {product.installation ? (
        <p className={styles.installationNote}>
          {installationOfferText(product.installation.fee_paise)}
          {product.installation.fee_paise > 0 ? " a unit" : ""}, booked at checkout where our technicians serve your pincode.
          {isBatteryCategory(product.product_category) ? (
            <>
              {" "}
              {OLD_BATTERY_EXCHANGE_NOTE} <Link to={`${paths.cancellationRefund}#old-batteries`}>Returning an old battery</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {priceNote}
      {/* On a phone the buying part comes before the pictures end; see .buy in product-detail.module.css. */}
      <div className={styles.buy}>
      <p className={stockClass[status]}>
        <span aria-hidden="true">{status === "out-of-stock" ? "✕ " : status === "low" ? "! " : "✓ "}</span>
        {status === "out-of-stock" ? "Out of Stock" : (lowStockText(product.product_stock) ?? "In Stock")}
      </p>
      <Purchase product={product} battery={battery} />
      <DeliveryCheck key={delivery?.pincode ?? ""} initial={delivery} />
      <div className={styles.warrantyCard}>
        <p className={styles.warrantyTitle}>
          <BenefitIcon name="shield" />
          {warrantyLabel(product.warranty)}
        </p>
        <p className={styles.warrantyText}>
          {product.installation
            ? "Installed by our technician, it is registered for you on the spot. Otherwise register"
            : "Register"}{" "}
          your product after purchase on our <Link to={paths.warranty}>warranty page</Link> and keep your invoice; service is through our authorised centres.
        </p>
      </div>
      </div>
    </div>
  );
}

/**
 * The shipping policy's times as the product page states them. Written out rather than built from
 * `deliveryDaysText` (contract/src/delivery-rules.ts), which would add a chunk to this page's
 * script; product-detail.test.tsx checks that the two agree.
 */
export const SHIPPING_TIMES = "Dispatched within about 48 hours; 4-7 business days to major cities, 5-8 elsewhere, 7-10 to remote areas.";

function DescriptionPanel({ product, line }: { product: ProductDetail; line: CatalogueLine | undefined }) {
  const benefits = [
    { icon: "shield", title: warrantyLabel(product.warranty), text: "Backed by our authorised service centres. Register online once it is installed." },
    { icon: "truck", title: "Free shipping", text: SHIPPING_TIMES },
    { icon: "lock", title: "Secure card payment", text: "Pay online by card. Every price includes all taxes." },
    product.madeInIndia
      ? { icon: "factory", title: "Made in India", text: "Designed and built at our plants in Punjab." }
      : { icon: "support", title: "Help when you need it", text: "Register a complaint or call our help line from customer support." },
  ] satisfies { icon: BenefitIconName; title: string; text: string }[];
  return (
    <div className={styles.panelBody}>
      <h2 className={styles.panelTitle}>Overview</h2>
      <p className={styles.prose}>{product.product_description || "No description available"}</p>
      {line ? (
        <p className={styles.prose}>
          How the range works, its features and its catalogue: <Link to={linePaths[line.id]}>{line.name}</Link>.
        </p>
      ) : null}
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <BenefitIcon name={benefit.icon} />
            <h3 className={styles.benefitTitle}>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
      <h2 className={styles.panelTitle}>What is in the box</h2>
      {product.what_is_in_box.length > 0 ? (
        <ul className={styles.checkList}>
          {product.what_is_in_box.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{NO_INFORMATION}</p>
      )}
    </div>
  );
}

function FeaturesPanel({ product }: { product: ProductDetail }) {
  return (
    <div className={styles.panelBody}>
      <h2 className={styles.panelTitle}>Key features</h2>
      {product.product_features.length > 0 ? (
        <ul className={styles.checkList}>
          {product.product_features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        <p>{NO_INFORMATION}</p>
      )}
    </div>
  );
}

function SpecificationsPanel({ product }: { product: ProductDetail }) {
  const additional: [string, string][] = [
    ...Object.entries(product.additional_info),
    ["Dimensions", product.dimensions ?? "N/A"],
    ["Weight", product.weight ?? "N/A"],
  ];
  return (
    <div className={styles.panelBody}>
      <div className={styles.specGrid}>
        <SpecTable title="Technical specifications" rows={Object.entries(product.product_specs)} />
        <SpecTable title="Additional information" rows={additional} />
      </div>
    </div>
  );
}

function SpecTable({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className={styles.specSection}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {rows.length > 0 ? (
        <table className={styles.specTable}>
          <tbody>
            {rows.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{NO_INFORMATION}</p>
      )}
    </section>
  );
}

const stockClass = { "out-of-stock": styles.stockOut, low: styles.stockLow, "in-stock": styles.stockIn };

const benefitIcons = {
  shield: "M12 3l7 3v5c0 4.5-3 8.4-7 10-4-1.6-7-5.5-7-10V6l7-3zM9 12l2 2 4-4",
  truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01",
  lock: "M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2",
  factory: "M3 20V10l5 3V10l5 3V6h3v14zM3 20h18M17 20V4h3v16",
  support: "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3M20 19a3 3 0 0 1-3 3h-3",
} as const;
type BenefitIconName = keyof typeof benefitIcons;

function BenefitIcon({ name }: { name: BenefitIconName }) {
  return (
    <svg className={styles.benefitIcon} aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={benefitIcons[name]} />
    </svg>
  );
}

/** "5 Years" reads "5 Years Warranty"; a text that already says warranty stays as it is. */
function warrantyLabel(text: string): string {
  return /warrant/i.test(text) ? text : `${text} Warranty`;
}

/** Five stars as text, rounded to the nearest whole star. */
function starText(rating: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return "★".repeat(whole) + "☆".repeat(5 - whole);
}

/** The error view (docs/requirements/online-shop.md §2 and §8) for an unknown product id. */
export function ProductNotFound() {
  return (
    <div className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>{PRODUCT_NOT_FOUND_TITLE}</h1>
      <p>{PRODUCT_NOT_FOUND_TEXT}</p>
      <Link to={paths.home} className={styles.addButton}>
        Back to Home
      </Link>
    </div>
  );
}
