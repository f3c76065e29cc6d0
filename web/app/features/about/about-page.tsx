import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
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

export function AboutHero() {
  const { t, i18n } = useLingui();
  const headline = t`Empowering a Sustainable Future`;
  return (
    <PageHero
      title={
        // Word by word: each word slides up and brightens in turn. The words are never transparent,
        // so the headline is readable at first paint and without motion.
        <span className={styles.headline}>
          {headline.split(" ").map((word, index) => (
            <span key={index} className={styles.word} style={{ animationDelay: `${index * 120}ms` }}>
              {word}{" "}
            </span>
          ))}
        </span>
      }
      lead={t`Clean, dependable lithium-ion energy storage, made in Punjab for homes, businesses and vehicles across India.`}
      image={{ ...aboutImages.hero, alt: i18n._(aboutImages.hero.alt) }}
    />
  );
}

export function AboutStory() {
  const headingId = useId();
  const brand = site.brand;
  const parent = site.parentCompany.name;
  return (
    <Reveal as="section" className={ui.section} threshold={threshold} aria-labelledby={headingId}>
      <div className={`${ui.inner} ${ui.prose}`}>
        <p className={ui.eyebrow}>
          <Trans>About Us</Trans>
        </p>
        <h2 id={headingId} className={ui.heading}>
          <Trans>Our story</Trans>
        </h2>
        <p>
          <Trans>
            {brand}, a unit of {parent}, makes lithium-ion batteries and inverters. We are headquartered in Chandigarh and manufacture in Punjab, at
            Unit-1 near Rajpura in Patiala district and Unit-2 in Mohali.
          </Trans>
        </p>
        <p>
          <Trans>
            We believe that homes, shops, telecom sites and electric vehicles in India deserve energy storage that lasts, charges quickly and needs
            little care. Our range covers lithium inverters/UPS, solar and ESS batteries, telecom batteries and batteries for two- and three-wheelers.
          </Trans>
        </p>
        <p>
          <Trans>
            From our plants in Punjab our products reach customers across the country, and our support team stands behind every one of them: from
            warranty registration to service.
          </Trans>
        </p>
      </div>
    </Reveal>
  );
}

export function AboutMissionVision() {
  const headingId = useId();
  const { i18n } = useLingui();
  return (
    <section className={ui.sectionAlt} aria-labelledby={headingId}>
      <div className={ui.inner}>
        <h2 id={headingId} className={ui.heading}>
          <Trans>Mission and vision</Trans>
        </h2>
        <div className={styles.statements}>
          <Reveal as="article" className={styles.statement} threshold={threshold}>
            <SafeImage className={styles.statementImage} {...aboutImages.mission} alt={i18n._(aboutImages.mission.alt)} loading="lazy" />
            <div className={styles.statementBody}>
              <h3 className={styles.statementTitle}>
                <Trans>Our Mission</Trans>
              </h3>
              <p>
                <Trans>To speed up the adoption of clean energy across India, with batteries and inverters that people can rely on.</Trans>
              </p>
            </div>
          </Reveal>
          <Reveal as="article" className={styles.statement} threshold={threshold} delay={stagger}>
            <SafeImage className={styles.statementImage} {...aboutImages.vision} alt={i18n._(aboutImages.vision.alt)} loading="lazy" />
            <div className={styles.statementBody}>
              <h3 className={styles.statementTitle}>
                <Trans>Our Vision</Trans>
              </h3>
              <p>
                <Trans>A world powered by renewable energy.</Trans>
              </p>
            </div>
          </Reveal>
        </div>
      </div>
    </section>
  );
}

export function WhyChoose() {
  const headingId = useId();
  const { i18n } = useLingui();
  const brand = site.brand;
  return (
    <section className={ui.section} aria-labelledby={headingId}>
      <div className={ui.inner}>
        <h2 id={headingId} className={ui.heading}>
          <Trans>Why Choose {brand}</Trans>
        </h2>
        <p className={ui.lead}>
          <Trans>Five reasons our customers give us.</Trans>
        </p>
        <ol className={styles.reasons}>
          {whyChoose.map((reason, index) => (
            <Reveal as="li" key={reason.icon} className={styles.reason} threshold={threshold} delay={index * stagger}>
              <span className={styles.reasonIcon} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                  <path d={reason.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h3 className={styles.reasonTitle}>{i18n._(reason.title)}</h3>
              <p className={styles.reasonText}>{i18n._(reason.text)}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
