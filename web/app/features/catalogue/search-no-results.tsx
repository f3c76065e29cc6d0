import { Link } from "react-router";
import { paths } from "@urjavolt/contract/paths";
import { NO_PRODUCTS_TEXT, type ShopListing } from "@urjavolt/contract/shop-filters";
import { site } from "@urjavolt/contract/site";
import { ProductCard } from "./product-card";
import styles from "./search-no-results.module.css";

/**
 * The shop when a search found nothing (decision 042): what was searched, the closest products
 * there are, and two ways on: the load calculator, which works out what fits a home, and people
 * who can say (the contact page and the phone).
 */
export function SearchNoResults({ query, nearest }: { query: string; nearest: readonly ShopListing[] }) {
  const phone = site.phones[0];
  return (
    <div className={styles.noResults}>
      <div className={styles.message}>
        <p className={styles.title}>{NO_PRODUCTS_TEXT}</p>
        <p>
          We found nothing for “{query}”. Check the spelling, try fewer words, or search by what it powers (“inverter for 2 BHK”, “e-rickshaw battery”).
        </p>
        <Link to={paths.shop} className={styles.link}>
          Show all products
        </Link>
      </div>
      {nearest.length > 0 ? (
        <section aria-labelledby="nearest-title">
          <h3 className={styles.heading} id="nearest-title">
            Closest matches
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
          Not sure what you need?
        </h3>
        <ul className={styles.ways}>
          <li>
            <Link to={paths.loadCalculator} className={styles.way}>
              <strong>Load calculator</strong>
              <span>Tell us what you run and for how long; we suggest the inverter and battery that fit.</span>
            </Link>
          </li>
          <li>
            <Link to={paths.contact} className={styles.way}>
              <strong>Ask our team</strong>
              <span>Write to us and an engineer will suggest the right product.</span>
            </Link>
          </li>
          {phone ? (
            <li>
              <a href={`tel:${phone.tel}`} className={styles.way}>
                <strong>Call {phone.display}</strong>
                <span>{phone.label}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
