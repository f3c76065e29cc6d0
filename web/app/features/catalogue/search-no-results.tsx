import { Link } from "react-router";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@urjavolt/contract/paths";
import type { ShopListing } from "@urjavolt/contract/shop-filters";
import { site } from "@urjavolt/contract/site";
import { type MessageDescriptor, useLocalize } from "../../lib/i18n";
import { ProductCard } from "./product-card";
import styles from "./search-no-results.module.css";

/** The site configuration's phone labels (contract/src/site.ts) as catalogue messages; another label shows as written. */
const phoneLabels: Record<string, MessageDescriptor> = {
  "Customer care": msg`Customer care`,
  Sales: msg`Sales`,
};

/**
 * The shop when a search found nothing (decision 042): what was searched, the closest products
 * there are, and two ways on: the load calculator, which works out what fits a home, and people
 * who can say (the contact page and the phone).
 */
export function SearchNoResults({ query, nearest }: { query: string; nearest: readonly ShopListing[] }) {
  const phone = site.phones[0];
  const localize = useLocalize();
  const { i18n } = useLingui();
  return (
    <div className={styles.noResults}>
      <div className={styles.message}>
        <p className={styles.title}>
          <Trans>No products found matching your criteria.</Trans>
        </p>
        <p>
          <Trans>
            We found nothing for “{query}”. Check the spelling, try fewer words, or search by what it powers (“inverter for 2 BHK”, “e-rickshaw battery”).
          </Trans>
        </p>
        <Link to={localize(paths.shop)} className={styles.link}>
          <Trans>Show all products</Trans>
        </Link>
      </div>
      {nearest.length > 0 ? (
        <section aria-labelledby="nearest-title">
          <h3 className={styles.heading} id="nearest-title">
            <Trans>Closest matches</Trans>
          </h3>
          <ul className={styles.grid}>
            {nearest.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.help} aria-labelledby="search-help-title">
        <h3 className={styles.heading} id="search-help-title">
          <Trans>Not sure what you need?</Trans>
        </h3>
        <ul className={styles.ways}>
          <li>
            <Link to={localize(paths.loadCalculator)} className={styles.way}>
              <strong>
                <Trans>Load calculator</Trans>
              </strong>
              <span>
                <Trans>Tell us what you run and for how long; we suggest the inverter and battery that fit.</Trans>
              </span>
            </Link>
          </li>
          <li>
            <Link to={localize(paths.contact)} className={styles.way}>
              <strong>
                <Trans>Ask our team</Trans>
              </strong>
              <span>
                <Trans>Write to us and an engineer will suggest the right product.</Trans>
              </span>
            </Link>
          </li>
          {phone ? (
            <li>
              <a href={`tel:${phone.tel}`} className={styles.way}>
                <strong>
                  <Trans>Call {phone.display}</Trans>
                </strong>
                <span>{phoneLabels[phone.label] ? i18n._(phoneLabels[phone.label]!) : phone.label}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
