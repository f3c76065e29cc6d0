import { useId } from "react";
import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Accordion } from "../../components/accordion";
import { PageHero } from "../../components/page-hero";
import { PriceTag } from "../../components/price-tag";
import { Reveal } from "../../components/reveal";
import { SafeImage } from "../../components/safe-image";
import ui from "../../components/marketing.module.css";
import { paths } from "@urjavolt/contract/paths";
import { discountPercent, stockStatus } from "@urjavolt/contract/catalogue-rules";
import { type MessageDescriptor, useLocalize } from "../../lib/i18n";
import { batteryNeedWords, cardStockWords } from "../../lib/shop-words";
import { type LineProduct, batterySummary } from "./line-products";
import type { LineImage, ProductLine } from "./product-line";
import styles from "./product-line-page.module.css";

/** Spec: product pages force every section visible 1 s after load. */
const forceVisibleAfter = 1000;

/**
 * One product page, laid out from its line's data: whichever sections the line has, in one order.
 * `products`: the line's products in the shop (null when the catalogue could not be read).
 */
export function ProductLinePage({ line, products }: { line: ProductLine; products: readonly LineProduct[] | null }) {
  const { i18n, t } = useLingui();
  const localize = useLocalize();
  const say = (words: MessageDescriptor) => i18n._(words);
  const picture = (image: LineImage) => ({ ...image, alt: say(image.alt) });
  const reveal = { forceVisibleAfter, threshold: 0.1 } as const;
  // What the line's inverters need to run follows the catalogue (decision 044).
  const battery = products ? batterySummary(products, i18n) : null;
  return (
    <>
      <PageHero title={say(line.hero.title)} lead={say(line.hero.lead)} image={picture(line.hero.image)}>
        <a href="#models" className={ui.button}>
          <Trans>Buy Online</Trans>
        </a>
        <a href="#catalog" className={ui.buttonOnDark}>
          <Trans>See the Catalog</Trans>
        </a>
        <Link to={localize(paths.quote)} className={ui.buttonOnDark}>
          <Trans>Get a Quote</Trans>
        </Link>
      </PageHero>

      <Section heading={say(line.intro.heading)} reveal={reveal}>
        <div className={ui.split}>
          <div className={ui.prose}>
            {line.intro.paragraphs.map((paragraph) => (
              <p key={paragraph.id}>{say(paragraph)}</p>
            ))}
            {battery ? <p>{battery}</p> : null}
            <ul className={`${ui.stats} ${styles.claims}`}>
              {line.claims.map((claim) => (
                <li key={claim.label.id} className={ui.stat}>
                  <span className={ui.statValue}>{say(claim.value)}</span>
                  <span className={ui.statLabel}>{say(claim.label)}</span>
                </li>
              ))}
            </ul>
          </div>
          <figure className={`${ui.figure} ${styles.introFigure}`}>
            <SafeImage {...picture(line.intro.image)} loading="lazy" />
          </figure>
        </div>
      </Section>

      <Section heading={say(line.features.heading)} reveal={reveal} alt>
        <ul className={`${ui.checkList} ${styles.features}`}>
          {line.features.items.map((item, index) => (
            <Reveal as="li" key={item.id} delay={index * line.stagger} {...reveal}>
              {say(item)}
            </Reveal>
          ))}
        </ul>
      </Section>

      {line.specification ? (
        <Section heading={say(line.specification.heading)} lead={say(line.specification.lead)} reveal={reveal}>
          <figure className={`${ui.figure} ${styles.specification}`}>
            <SafeImage {...picture(line.specification.image)} loading="lazy" />
          </figure>
        </Section>
      ) : null}

      <Section id="models" heading={say(line.models.heading)} lead={say(line.models.lead)} reveal={reveal} alt={!line.specification}>
        {line.sizing ? (
          <p className={styles.sizing}>
            {say(line.sizing)} <Link to={localize(paths.loadCalculator)}>{t`Use the load calculator`}</Link>
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
            {products ? t`None of this range is in the shop just now.` : t`The shop's prices could not be read just now.`}{" "}
            <Link to={localize(paths.shop)}>
              <Trans>See everything in the shop</Trans>
            </Link>
          </p>
        )}
      </Section>

      <Section heading={t`Frequently Asked Questions`} reveal={reveal} alt={!line.specification}>
        <Accordion items={line.faq.map((entry) => ({ question: say(entry.question), answer: say(entry.answer) }))} />
      </Section>

      <Section id="catalog" heading={line.catalogs.length > 1 ? t`Download our catalogues` : t`Catalog`} reveal={reveal} dark>
        <ul className={styles.catalogs}>
          {line.catalogs.map((catalog) => (
            <li key={catalog.category} className={styles.catalog}>
              <svg className={styles.pdfIcon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h6M9 17h6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
              </svg>
              <div className={styles.catalogBody}>
                <h3 className={styles.catalogTitle}>{say(catalog.title)}</h3>
                <p className={styles.catalogText}>{say(catalog.description)}</p>
              </div>
              <a href={paths.catalog(catalog.category)} target="_blank" rel="noopener" className={ui.button}>
                <Trans>View Catalog</Trans>
                <CatalogLinkNote title={line.catalogs.length > 1 ? say(catalog.title) : null} />
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** What a screen reader hears after "View Catalog": which catalogue, when there are several, and that it is a PDF in a new tab. */
function CatalogLinkNote({ title }: { title: string | null }) {
  const { t } = useLingui();
  return <span className="visually-hidden">{title ? t` for ${title} (PDF, opens in a new tab)` : t` (PDF, opens in a new tab)`}</span>;
}

/** A model as the shop sells it: its price and offer, and a way to buy it, or word that it is sold out. */
function LineModel({ product }: { product: LineProduct }) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  const off = discountPercent(product.price, product.discountedPrice);
  const status = stockStatus(product.stock);
  const [model, name] = [product.model, product.name];
  return (
    <>
      <SafeImage src={product.image} alt="" width={600} height={600} loading="lazy" className={styles.modelImage} />
      <div className={styles.modelBody}>
        <h3 className={styles.modelName}>
          <Link to={localize(paths.product(product.id))}>{product.name}</Link>
        </h3>
        <p className={styles.modelCode}>
          <Trans>Model {model}</Trans>
        </p>
        {product.battery ? <p className={styles.modelBattery}>{batteryNeedWords(i18n, product.battery)}</p> : null}
        <PriceTag price={product.price} discountedPrice={product.discountedPrice}>
          {off > 0 ? (
            <span className={styles.offer}>
              <Trans>{off}% OFF</Trans>
            </span>
          ) : null}
        </PriceTag>
        {status === "out-of-stock" ? (
          <p className={styles.soldOut}>
            <Trans>Out of stock</Trans>
          </p>
        ) : (
          <>
            {status === "low" ? <p className={styles.lowStock}>{cardStockWords(i18n, product.stock)}</p> : null}
            <Link to={localize(paths.product(product.id))} className={ui.button}>
              <Trans>
                Buy online<span className="visually-hidden">: {name}</span>
              </Trans>
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
