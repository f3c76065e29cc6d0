import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { consumerCare, eprQrPath } from "@urjavolt/contract/catalogue-declarations";
import { formatRupees } from "@urjavolt/contract/money";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import styles from "./product-detail.module.css";

const NOT_DECLARED = "Not declared yet";

/** The cancellation and refund policy's "At a glance", in a line (web/app/features/policies/cancellation-refund-policy.ts). */
export const RETURNS_SUMMARY =
  "Cancel free of charge before dispatch. Report a damaged, defective or wrong product within 48 hours of delivery, with an unboxing video, for an exchange. Refunds reach your original payment method within 5-7 business days.";

/** The cancellation and refund policy's "Returning an old battery" (Battery Waste Management Rules, 2022), in a line. */
export const OLD_BATTERY_SUMMARY =
  "We take used batteries back for recycling, free of charge: bring one to any of our branches or stores, or hand it to our technician at a visit.";

/**
 * The declarations the law asks for on the product page (decision 051): the Legal Metrology
 * (Packaged Commodities) Rules 2011, rule 6(10), and the Consumer Protection (E-Commerce) Rules
 * 2020. Plain HTML, rendered on the server: what is asked first (generic name, brand and model, net
 * quantity, MRP, country of origin) is always in view; the rest is in a `<details>`, which opens
 * without a script. Nothing here changes with a sale (decision 049): the page stays cached.
 */
export function ProductDeclarations({ product, className }: { product: ProductDetail; className?: string }) {
  const declared = product.declarations;
  return (
    <section className={`${styles.declarations} ${className ?? ""}`} aria-labelledby="product-declarations">
      <h2 id="product-declarations" className={styles.declarationsTitle}>
        Product declarations
      </h2>
      <dl className={styles.declarationList}>
        <Row term="Generic name">{declared.generic_name ?? NOT_DECLARED}</Row>
        <Row term="Brand and model">
          {product.product_brand}, model {product.model}
        </Row>
        <Row term="Net quantity">{declared.net_quantity}</Row>
        <Row term="MRP">
          {formatRupees(product.product_price)} (inclusive of all taxes)
          {product.product_discountedPrice < product.product_price ? <>; our price {formatRupees(product.product_discountedPrice)}</> : null}
        </Row>
        <Row term="Country of origin">{declared.country_of_origin ?? NOT_DECLARED}</Row>
      </dl>
      <details className={styles.declarationMore}>
        <summary>Size, maker, consumer care, BIS and EPR registration, warranty and returns</summary>
        <dl className={styles.declarationList}>
          <Row term="Dimensions">{product.dimensions ?? NOT_DECLARED}</Row>
          <Row term="Weight">{product.weight ?? NOT_DECLARED}</Row>
          <Row term="Manufactured by">
            {declared.manufacturer.name}, {declared.manufacturer.address}
          </Row>
          {declared.importer ? (
            <Row term="Imported by">
              {declared.importer.name}, {declared.importer.address}
            </Row>
          ) : null}
          <Row term="Consumer care">
            {consumerCare.name}, {consumerCare.address}. Phone <a href={`tel:${consumerCare.phone.tel}`}>{consumerCare.phone.display}</a>, e-mail{" "}
            <a href={`mailto:${consumerCare.email}`}>{consumerCare.email}</a>
          </Row>
          {declared.bis_standard || declared.bis_registration ? (
            <Row term="BIS certification">
              {declared.bis_standard ?? NOT_DECLARED}; registration <span className={styles.registration}>{declared.bis_registration ?? NOT_DECLARED}</span>
            </Row>
          ) : null}
          {declared.epr_registration ? (
            <Row term="EPR registration">
              <span className={styles.epr}>
                <span>{declared.epr_registration}</span>
                <img
                  className={styles.eprQr}
                  src={eprQrPath(product.id)}
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  alt={`QR code of EPR registration ${declared.epr_registration}`}
                />
              </span>
            </Row>
          ) : null}
          <Row term="Warranty">
            {warrantyText(product.warranty)} <Link to={`${paths.terms}#warranty`}>Warranty terms</Link>
          </Row>
          <Row term="Returns and cancellation">
            {RETURNS_SUMMARY} <Link to={`${paths.cancellationRefund}#at-a-glance`}>Cancellation and Refund Policy</Link>
          </Row>
          <Row term="Your old battery">
            {OLD_BATTERY_SUMMARY} <Link to={`${paths.cancellationRefund}#old-batteries`}>Returning an old battery</Link>
          </Row>
        </dl>
      </details>
    </section>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className={styles.declarationRow}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "5 Years" reads "5 Years manufacturer's warranty against manufacturing defects." */
function warrantyText(text: string): string {
  const period = text.replace(/\s*warranty\s*$/i, "");
  return `${period} manufacturer's warranty against manufacturing defects; register it on our warranty page with your invoice.`;
}
