import { useId } from "react";
import { Link } from "react-router";
import { Accordion } from "../../components/accordion";
import { PageHero } from "../../components/page-hero";
import { PriceTag } from "../../components/price-tag";
import { Reveal } from "../../components/reveal";
import { SafeImage } from "../../components/safe-image";
import ui from "../../components/marketing.module.css";
import { paths } from "@urjavolt/contract/paths";
import { batteryNeedText, cardStockText, discountPercent, stockStatus } from "@urjavolt/contract/catalogue-rules";
import { type LineProduct, batterySummary } from "./line-products";
import type { ProductLine } from "./product-line";
import styles from "./product-line-page.module.css";

/** Spec: product pages force every section visible 1 s after load. */
const forceVisibleAfter = 1000;

/**
 * One product page, laid out from its line's data: whichever sections the line has, in one order.
 * `products`: the line's products in the shop (null when the catalogue could not be read).
 */
export function ProductLinePage({ line, products }: { line: ProductLine; products: readonly LineProduct[] | null }) {
  const reveal = { forceVisibleAfter, threshold: 0.1 } as const;
  // What the line's inverters need to run follows the catalogue (decision 044).
  const battery = products ? batterySummary(products) : null;
  return (
    <>
      <PageHero title={line.hero.title} lead={line.hero.lead} image={line.hero.image}>
        <a href="#models" className={ui.button}>
          Buy Online
        </a>
        <a href="#catalog" className={ui.buttonOnDark}>
          See the Catalog
        </a>
        <Link to={paths.quote} className={ui.buttonOnDark}>
          Get a Quote
        </Link>
      </PageHero>

      <Section heading={line.intro.heading} reveal={reveal}>
        <div className={ui.split}>
          <div className={ui.prose}>
            {line.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {battery ? <p>{battery}</p> : null}
            <ul className={`${ui.stats} ${styles.claims}`}>
              {line.claims.map((claim) => (
                <li key={claim.label} className={ui.stat}>
                  <span className={ui.statValue}>{claim.value}</span>
                  <span className={ui.statLabel}>{claim.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <figure className={`${ui.figure} ${styles.introFigure}`}>
            <SafeImage {...line.intro.image} loading="lazy" />
          </figure>
        </div>
      </Section>

      <Section heading={line.features.heading} reveal={reveal} alt>
        <ul className={`${ui.checkList} ${styles.features}`}>
          {line.features.items.map((item, index) => (
            <Reveal as="li" key={item} delay={index * line.stagger} {...reveal}>
              {item}
            </Reveal>
          ))}
        </ul>
      </Section>

      {line.specification ? (
        <Section heading={line.specification.heading} lead={line.specification.lead} reveal={reveal}>
          <figure className={`${ui.figure} ${styles.specification}`}>
            <SafeImage {...line.specification.image} loading="lazy" />
          </figure>
        </Section>
      ) : null}

      <Section id="models" heading={line.models.heading} lead={line.models.lead} reveal={reveal} alt={!line.specification}>
        {line.sizing ? (
          <p className={styles.sizing}>
            {line.sizing} <Link to={paths.loadCalculator}>Use the load calculator</Link>
          </p>
        ) : null}
        {products && products.length > 0 ? (
          <ul className={`${ui.grid} ${styles.models}`}>
            {products.map((product, index) => (
              <Reveal as="li" key={product.id} className={`${ui.card} ${styles.model}`} delay={(index % 4) * line.stagger} {...reveal}>
                <LineModel product={product} />
              </Reveal>
            ))}
          </ul>
        ) : (
          <p className={styles.noModels}>
            {products ? "None of this range is in the shop just now." : "The shop's prices could not be read just now."}{" "}
            <Link to={paths.shop}>See everything in the shop</Link>
          </p>
        )}
      </Section>

      <Section heading="Frequently Asked Questions" reveal={reveal} alt={!line.specification}>
        <Accordion items={line.faq} />
      </Section>

      <Section id="catalog" heading={line.catalogs.length > 1 ? "Download our catalogues" : "Catalog"} reveal={reveal} dark>
        <ul className={styles.catalogs}>
          {line.catalogs.map((catalog) => (
            <li key={catalog.category} className={styles.catalog}>
              <svg className={styles.pdfIcon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h6M9 17h6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
              <div className={styles.catalogBody}>
                <h3 className={styles.catalogTitle}>{catalog.title}</h3>
                <p className={styles.catalogText}>{catalog.description}</p>
              </div>
              <a href={paths.catalog(catalog.category)} target="_blank" rel="noopener" className={ui.button}>
                View Catalog
                <span className="visually-hidden">{`${line.catalogs.length > 1 ? ` for ${catalog.title}` : ""} (PDF, opens in a new tab)`}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** A model as the shop sells it: its price and offer, and a way to buy it, or word that it is sold out. */
function LineModel({ product }: { product: LineProduct }) {
  const discount = discountPercent(product.price, product.discountedPrice);
  const status = stockStatus(product.stock);
  return (
    <>
      <SafeImage src={product.image} alt="" width={600} height={600} loading="lazy" className={styles.modelImage} />
      <div className={styles.modelBody}>
        <h3 className={styles.modelName}>
          <Link to={paths.product(product.id)}>{product.name}</Link>
        </h3>
        <p className={styles.modelCode}>Model {product.model}</p>
        {product.battery ? <p className={styles.modelBattery}>{batteryNeedText(product.battery)}</p> : null}
        <PriceTag price={product.price} discountedPrice={product.discountedPrice}>
          {discount > 0 ? <span className={styles.offer}>{discount}% OFF</span> : null}
        </PriceTag>
        {status === "out-of-stock" ? (
          <p className={styles.soldOut}>Out of stock</p>
        ) : (
          <>
            {status === "low" ? <p className={styles.lowStock}>{cardStockText(product.stock)}</p> : null}
            <Link to={paths.product(product.id)} className={ui.button}>
              Buy online<span className="visually-hidden">: {product.name}</span>
            </Link>
          </>
        )}
      </div>
    </>
  );
}

type SectionProps = {
  heading: string;
  lead?: string;
  id?: string;
  alt?: boolean;
  dark?: boolean;
  reveal: { forceVisibleAfter: number; threshold: number };
  children: React.ReactNode;
};

function Section({ heading, lead, id, alt = false, dark = false, reveal, children }: SectionProps) {
  const headingId = useId();
  const className = dark ? `${ui.section} ${styles.dark}` : alt ? ui.sectionAlt : ui.section;
  return (
    <Reveal as="section" id={id} className={className} aria-labelledby={headingId} {...reveal}>
      <div className={ui.inner}>
        <h2 id={headingId} className={ui.heading}>
          {heading}
        </h2>
        {lead ? <p className={ui.lead}>{lead}</p> : null}
        {children}
      </div>
    </Reveal>
  );
}
