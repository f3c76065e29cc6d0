import { useId } from "react";
import { Link } from "react-router";
import { site } from "@urjavolt/contract/site";
import { PageHero } from "../../components/page-hero";
import { PictureCard } from "../../components/picture-card";
import { Reveal } from "../../components/reveal";
import { SafeImage } from "../../components/safe-image";
import ui from "../../components/marketing.module.css";
import { paths } from "@urjavolt/contract/paths";
import { type HomeCard, infrastructureGallery, keyFeatures, productLines, productRange } from "./home-content";
import styles from "./home-page.module.css";

const stagger = 150;

export function HomeHero() {
  return (
    <PageHero
      title="Lithium-Ion Batteries and Inverters, Made in Punjab"
      lead="Lithium inverters/UPS, solar and ESS batteries, telecom batteries and two/three-wheeler EV batteries, built in our plants in Punjab and trusted across India."
      image={{
        src: "/images/heroes/home-hero.svg",
        alt: "A solar-powered home at dusk with a wall-mounted lithium inverter and battery rack, and an e-rickshaw outside",
        width: 1200,
        height: 700,
      }}
      video={site.heroVideo}
    >
      <a href="#our-products" className={ui.button}>
        Explore Our Products
      </a>
      <Link to={paths.shop} className={ui.buttonOnDark}>
        Shop Online
      </Link>
    </PageHero>
  );
}

export function WhoWeAre() {
  const headingId = useId();
  return (
    <Reveal as="section" className={ui.section} aria-labelledby={headingId}>
      <div className={`${ui.inner} ${ui.split}`}>
        <div className={ui.prose}>
          <p className={ui.eyebrow}>Who We Are</p>
          <h2 id={headingId} className={ui.heading}>
            A lithium-ion battery maker from Punjab
          </h2>
          <p>
            {site.brand} designs and makes lithium-ion inverters and batteries. We are headquartered in Chandigarh, manufacture in Punjab at
            our plants near Rajpura and in Mohali, and serve homes, businesses and fleets through a nationwide presence.
          </p>
          <p>
            Our range covers lithium inverters/UPS, solar and ESS batteries, telecom batteries and batteries for two- and three-wheelers, all
            backed by our own service and support.
          </p>
          <Link to={paths.about} className={ui.buttonOutline}>
            More about us
          </Link>
        </div>
        <figure className={ui.figure}>
          <SafeImage
            src="/images/plants/rajpura-plant.svg"
            alt="Our Unit-1 plant near Rajpura: two sawtooth-roof sheds with ground-mounted solar panels among fields"
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
  return (
    <section id="our-products" className={ui.sectionAlt} aria-labelledby="our-products-heading">
      <div className={ui.inner}>
        <p className={ui.eyebrow}>Our Products</p>
        <h2 id="our-products-heading" className={ui.heading}>
          Energy storage for every need
        </h2>
        <p className={ui.lead}>Five product lines, one standard of build and service.</p>
        <p className={styles.sizingLink}>
          Not sure which inverter and battery your home needs? <Link to={paths.loadCalculator}>Use the load calculator</Link>: bundles from our shop with backup hours and price.
        </p>
        <h3 className={styles.subheading}>Key features</h3>
        <ul className={`${ui.stats} ${styles.stats}`}>
          {keyFeatures.map((feature, index) => (
            <Reveal as="li" key={feature.label} className={ui.stat} delay={index * 100}>
              <span className={ui.statValue}>{feature.value}</span>
              <span className={ui.statLabel}>{feature.label}</span>
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
        <p className={ui.eyebrow}>Mission &amp; Vision</p>
        <h2 id={headingId} className={ui.heading}>
          Why we do what we do
        </h2>
        <div className={styles.pair}>
          <article className={styles.statement}>
            <h3 className={styles.subheading}>Our Mission</h3>
            <p>To speed up the adoption of clean energy, with batteries and inverters that people can rely on every day.</p>
          </article>
          <article className={styles.statement}>
            <h3 className={styles.subheading}>Our Vision</h3>
            <p>A world powered by renewable energy.</p>
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
        <p className={ui.eyebrow}>Our Infrastructure</p>
        <h2 id="infrastructure-heading" className={ui.heading}>
          Made in our own plants in Punjab
        </h2>
        <p className={ui.lead}>Two manufacturing units, near Rajpura and in Mohali, with their own assembly, testing and quality control.</p>
        <CardGrid cards={infrastructureGallery} describeImages />
      </div>
    </section>
  );
}

export function ProductRange() {
  return (
    <section className={ui.section} aria-labelledby="range-heading">
      <div className={ui.inner}>
        <p className={ui.eyebrow}>Lithium Battery Product Range</p>
        <h2 id="range-heading" className={ui.heading}>
          Find the battery for your application
        </h2>
        <CardGrid cards={productRange} compact />
      </div>
    </section>
  );
}

/** Cards from a data file; each is one link. Gallery pictures carry alt text, product pictures repeat their title and do not. */
function CardGrid({ cards, describeImages = false, compact = false }: { cards: readonly HomeCard[]; describeImages?: boolean; compact?: boolean }) {
  return (
    <ul className={compact ? `${ui.grid} ${styles.compactGrid}` : ui.grid}>
      {cards.map((card, index) => (
        <Reveal as="li" key={card.title} className={ui.card} delay={(index % 4) * stagger}>
          <PictureCard
            img={card.img}
            title={card.title}
            description={card.description}
            tag={card.category}
            link={card.link}
            imgWidth={describeImages ? 800 : 600}
            imgHeight={describeImages ? 500 : 400}
            alt={describeImages ? card.description : ""}
          />
        </Reveal>
      ))}
    </ul>
  );
}
