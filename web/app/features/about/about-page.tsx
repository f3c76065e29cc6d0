import { useId } from "react";
import { site } from "@urjavolt/contract/site";
import { PageHero } from "../../components/page-hero";
import { Reveal } from "../../components/reveal";
import { SafeImage } from "../../components/safe-image";
import ui from "../../components/marketing.module.css";
import { aboutImages, whyChoose } from "./about-content";
import styles from "./about-page.module.css";

/** Spec: About sections fade in at a 10% visibility threshold; Why Choose items 150 ms apart. */
const threshold = 0.1;
const stagger = 150;
const headline = "Empowering a Sustainable Future";

export function AboutHero() {
  return (
    <PageHero
      title={
        // Word by word: each word slides up and brightens in turn. The words are never transparent,
        // so the headline is readable at first paint and without motion.
        <span className={styles.headline}>
          {headline.split(" ").map((word, index) => (
            <span key={word} className={styles.word} style={{ animationDelay: `${index * 120}ms` }}>
              {word}{" "}
            </span>
          ))}
        </span>
      }
      lead="Clean, dependable lithium-ion energy storage, made in Punjab for homes, businesses and vehicles across India."
      image={aboutImages.hero}
    />
  );
}

export function AboutStory() {
  const headingId = useId();
  return (
    <Reveal as="section" className={ui.section} threshold={threshold} aria-labelledby={headingId}>
      <div className={`${ui.inner} ${ui.prose}`}>
        <p className={ui.eyebrow}>About Us</p>
        <h2 id={headingId} className={ui.heading}>
          Our story
        </h2>
        <p>
          {site.brand}, a unit of {site.parentCompany.name}, makes lithium-ion batteries and inverters. We are headquartered in Chandigarh and manufacture in Punjab, at Unit-1 near Rajpura in Patiala district and Unit-2 in Mohali.
        </p>
        <p>
          We believe that homes, shops, telecom sites and electric vehicles in India deserve energy storage that lasts,
          charges quickly and needs little care. Our range covers lithium inverters/UPS, solar and ESS batteries, telecom batteries and
          batteries for two- and three-wheelers.
        </p>
        <p>
          From our plants in Punjab our products reach customers across the country, and our support team stands behind every one of them:
          from warranty registration to service.
        </p>
      </div>
    </Reveal>
  );
}

export function AboutMissionVision() {
  const headingId = useId();
  return (
    <section className={ui.sectionAlt} aria-labelledby={headingId}>
      <div className={ui.inner}>
        <h2 id={headingId} className={ui.heading}>
          Mission and vision
        </h2>
        <div className={styles.statements}>
          <Reveal as="article" className={styles.statement} threshold={threshold}>
            <SafeImage className={styles.statementImage} {...aboutImages.mission} loading="lazy" />
            <div className={styles.statementBody}>
              <h3 className={styles.statementTitle}>Our Mission</h3>
              <p>To speed up the adoption of clean energy across India, with batteries and inverters that people can rely on.</p>
            </div>
          </Reveal>
          <Reveal as="article" className={styles.statement} threshold={threshold} delay={stagger}>
            <SafeImage className={styles.statementImage} {...aboutImages.vision} loading="lazy" />
            <div className={styles.statementBody}>
              <h3 className={styles.statementTitle}>Our Vision</h3>
              <p>A world powered by renewable energy.</p>
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}

export function WhyChoose() {
  const headingId = useId();
  return (
    <section className={ui.section} aria-labelledby={headingId}>
      <div className={ui.inner}>
        <h2 id={headingId} className={ui.heading}>
          Why Choose {site.brand}
        </h2>
        <p className={ui.lead}>Five reasons our customers give us.</p>
        <ol className={styles.reasons}>
          {whyChoose.map((reason, index) => (
            <Reveal as="li" key={reason.title} className={styles.reason} threshold={threshold} delay={index * stagger}>
              <span className={styles.reasonIcon} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                  <path d={reason.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p className={styles.reasonText}>{reason.text}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
