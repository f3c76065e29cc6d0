import { useId } from "react";
import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { site } from "@urjavolt/contract/site";
import { PageHero } from "../../components/page-hero";
import { PictureCard } from "../../components/picture-card";
import { Reveal } from "../../components/reveal";
import { SafeImage } from "../../components/safe-image";
import ui from "../../components/marketing.module.css";
import { paths } from "@urjavolt/contract/paths";
import { type HomeCard, infrastructureGallery, keyFeatures, productLines, productRange } from "./home-content";
import styles from "./home-page.module.css";
import { useLocalize } from "../../lib/i18n";

const stagger = 150;

export function HomeHero() {
  const { t } = useLingui();
  const localize = useLocalize();
  return (
    <PageHero
      title={t`Lithium-Ion Batteries and Inverters, Made in Punjab`}
      lead={t`Lithium inverters/UPS, solar and ESS batteries, telecom batteries and two/three-wheeler EV batteries, built in our plants in Punjab and trusted across India.`}
      image={{
        src: "/images/heroes/home-hero.svg",
        alt: t`A solar-powered home at dusk with a wall-mounted lithium inverter and battery rack, and an e-rickshaw outside`,
        width: 1200,
        height: 700,
      }}
      video={site.heroVideo}
    >
      <a href="#our-products" className={ui.button}>
        <Trans>Explore Our Products</Trans>
      </a>
      <Link to={localize(paths.shop)} className={ui.buttonOnDark}>
        <Trans>Shop Online</Trans>
      </Link>
    </PageHero>
  );
}

export function WhoWeAre() {
  const headingId = useId();
  const { t } = useLingui();
  const localize = useLocalize();
  const brand = site.brand;
  return (
    <Reveal as="section" className={ui.section} aria-labelledby={headingId}>
      <div className={`${ui.inner} ${ui.split}`}>
        <div className={ui.prose}>
          <p className={ui.eyebrow}>
            <Trans>Who We Are</Trans>
          </p>
          <h2 id={headingId} className={ui.heading}>
            <Trans>A lithium-ion battery maker from Punjab</Trans>
          </h2>
          <p>
            <Trans>
              {brand} designs and makes lithium-ion inverters and batteries. We are headquartered in Chandigarh, manufacture in Punjab at our
              plants near Rajpura and in Mohali, and serve homes, businesses and fleets through a nationwide presence.
            </Trans>
          </p>
          <p>
            <Trans>
              Our range covers lithium inverters/UPS, solar and ESS batteries, telecom batteries and batteries for two- and three-wheelers,
              all backed by our own service and support.
            </Trans>
          </p>
          <Link to={localize(paths.about)} className={ui.buttonOutline}>
            <Trans>More about us</Trans>
          </Link>
        </div>
        <figure className={ui.figure}>
          <SafeImage
            src="/images/plants/rajpura-plant.svg"
            alt={t`Our Unit-1 plant near Rajpura: two sawtooth-roof sheds with ground-mounted solar panels among fields`}
            width={800}
            height={500}
            loading="lazy"
          />
        </figure>
      </div>
    </Reveal>
  );
}

export function OurProducts() {
  const { i18n } = useLingui();
  const localize = useLocalize();
  return (
    <section id="our-products" className={ui.sectionAlt} aria-labelledby="our-products-heading">
      <div className={ui.inner}>
        <p className={ui.eyebrow}>
          <Trans>Our Products</Trans>
        </p>
        <h2 id="our-products-heading" className={ui.heading}>
          <Trans>Energy storage for every need</Trans>
        </h2>
        <p className={ui.lead}>
          <Trans>Five product lines, one standard of build and service.</Trans>
        </p>
        <p className={styles.sizingLink}>
          <Trans>
            Not sure which inverter and battery your home needs? <Link to={localize(paths.loadCalculator)}>Use the load calculator</Link>: bundles
            from our shop with backup hours and price.
          </Trans>
        </p>
        <h3 className={styles.subheading}>
          <Trans>Key features</Trans>
        </h3>
        <ul className={`${ui.stats} ${styles.stats}`}>
          {keyFeatures.map((feature, index) => (
            <Reveal as="li" key={feature.label.id} className={ui.stat} delay={index * 100}>
              <span className={ui.statValue}>{i18n._(feature.value)}</span>
              <span className={ui.statLabel}>{i18n._(feature.label)}</span>
            </Reveal>
          ))}
        </ul>
        <CardGrid cards={productLines} compact />
      </div>
    </section>
  );
}

export function MissionVision() {
  const headingId = useId();
  return (
    <Reveal as="section" className={ui.section} aria-labelledby={headingId}>
      <div className={ui.inner}>
        <p className={ui.eyebrow}>
          <Trans>Mission &amp; Vision</Trans>
        </p>
        <h2 id={headingId} className={ui.heading}>
          <Trans>Why we do what we do</Trans>
        </h2>
        <div className={styles.pair}>
          <article className={styles.statement}>
            <h3 className={styles.subheading}>
              <Trans>Our Mission</Trans>
            </h3>
            <p>
              <Trans>To speed up the adoption of clean energy, with batteries and inverters that people can rely on every day.</Trans>
            </p>
          </article>
          <article className={styles.statement}>
            <h3 className={styles.subheading}>
              <Trans>Our Vision</Trans>
            </h3>
            <p>
              <Trans>A world powered by renewable energy.</Trans>
            </p>
          </article>
        </div>
      </div>
    </Reveal>
  );
}

export function Infrastructure() {
  return (
    <section className={ui.sectionAlt} aria-labelledby="infrastructure-heading">
      <div className={ui.inner}>
        <p className={ui.eyebrow}>
          <Trans>Our Infrastructure</Trans>
        </p>
        <h2 id="infrastructure-heading" className={ui.heading}>
          <Trans>Made in our own plants in Punjab</Trans>
        </h2>
        <p className={ui.lead}>
          <Trans>Two manufacturing units, near Rajpura and in Mohali, with their own assembly, testing and quality control.</Trans>
        </p>
        <CardGrid cards={infrastructureGallery} describeImages />
      </div>
    </section>
  );
}

export function ProductRange() {
  return (
    <section className={ui.section} aria-labelledby="range-heading">
      <div className={ui.inner}>
        <p className={ui.eyebrow}>
          <Trans>Lithium Battery Product Range</Trans>
        </p>
        <h2 id="range-heading" className={ui.heading}>
          <Trans>Find the battery for your application</Trans>
        </h2>
        <CardGrid cards={productRange} compact />
      </div>
    </section>
  );
}

/** Cards from a data file; each is one link. Gallery pictures carry alt text, product pictures repeat their title and do not. */
function CardGrid({ cards, describeImages = false, compact = false }: { cards: readonly HomeCard[]; describeImages?: boolean; compact?: boolean }) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  return (
    <ul className={compact ? `${ui.grid} ${styles.compactGrid}` : ui.grid}>
      {cards.map((card, index) => (
        <Reveal as="li" key={card.title.id} className={ui.card} delay={(index % 4) * stagger}>
          <PictureCard
            img={card.img}
            title={i18n._(card.title)}
            description={i18n._(card.description)}
            tag={i18n._(card.category)}
            link={localize(card.link)}
            imgWidth={describeImages ? 800 : 600}
            imgHeight={describeImages ? 500 : 400}
            alt={describeImages ? i18n._(card.description) : ""}
          />
        </Reveal>
      ))}
    </ul>
  );
}
