import type { ReactNode } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { site } from "@urjavolt/contract/site";
import { GRIEVANCE_ACKNOWLEDGE_HOURS, GRIEVANCE_REDRESS_TEXT, grievanceMailto, grievanceOfficer } from "@urjavolt/contract/grievance";
import { PageHero } from "../../components/page-hero";
import { Reveal } from "../../components/reveal";
import ui from "../../components/marketing.module.css";
import styles from "./contact-page.module.css";

/** Spec: Contact sections fade in at a 15% threshold; contact items 150 ms apart. */
const threshold = 0.15;
const stagger = 150;

export const contactAreaId = "contact-page-area";

/** The contact page's title and description, for its meta function. */
export const contactPageMeta = {
  title: msg`Contact Us`,
  description: msg`Write to us, call us or visit: our corporate office in Chandigarh and manufacturing units in Mohali and near Rajpura, Punjab.`,
} as const;

/**
 * The site configuration's and the grievance rules' words the page shows (contract/src/site.ts and
 * grievance.ts, shared with the server, which runs no macros) as catalogue messages; a
 * configuration changed without its message shows the English. Addresses, names and numbers stay
 * as they are written.
 */
const configWords: Record<string, MessageDescriptor> = {
  "Manufacturing Unit-1": msg`Manufacturing Unit-1`,
  "Manufacturing Unit-2": msg`Manufacturing Unit-2`,
  "Corporate Office": msg`Corporate Office`,
  "Monday to Saturday, 9:00 AM to 7:00 PM": msg`Monday to Saturday, 9:00 AM to 7:00 PM`,
  "Customer care": msg`Customer care`,
  Sales: msg`Sales`,
  "Grievance Officer and Head of Customer Care": msg`Grievance Officer and Head of Customer Care`,
  "one month": msg`one month`,
};

export function ContactHero() {
  const { t } = useLingui();
  return (
    <PageHero
      title={t`Let's Power the Future Together`}
      lead={t`Questions about a product, an order or a project? Write to us, call us, or visit our offices in Chandigarh and our plants in Punjab.`}
      image={{
        src: "/images/heroes/contact-hero.svg",
        alt: t`A map card with pins for our corporate office in Chandigarh and our plants in Mohali and near Rajpura`,
        width: 1200,
        height: 500,
      }}
    >
      <a href={`#${contactAreaId}`} className={ui.button}>
        <Trans>Get in Touch</Trans>
      </a>
    </PageHero>
  );
}

/** The contact area: our details in one column, and the 'Send Us a Message' form beside them. */
export function ContactArea({ form }: { form?: ReactNode }) {
  return (
    <section id={contactAreaId} className={ui.sectionAlt} aria-labelledby="contact-area-heading" tabIndex={-1}>
      <div className={`${ui.inner} ${styles.grid}`}>
        <div className={styles.infoColumn}>
          <h2 id="contact-area-heading" className={ui.heading}>
            <Trans>Contact Information</Trans>
          </h2>
          <ContactInformation />
        </div>
        {/* The 'Send Us a Message' form (service-forms feature) goes in this second column. */}
        {form ? <div className={styles.formColumn}>{form}</div> : null}
      </div>
    </section>
  );
}

function ContactInformation() {
  const { t, i18n } = useLingui();
  const word = (english: string) => (configWords[english] ? i18n._(configWords[english]) : english);
  const { unit1, unit2, corporate } = site.addresses;
  const hours = GRIEVANCE_ACKNOWLEDGE_HOURS;
  const redress = word(GRIEVANCE_REDRESS_TEXT);
  const items: { key: string; title: string; icon: keyof typeof icons; body: ReactNode }[] = [
    { key: "unit1", title: word(unit1.title), icon: "factory", body: <Address lines={unit1.lines} /> },
    { key: "unit2", title: word(unit2.title), icon: "factory", body: <Address lines={unit2.lines} /> },
    { key: "corporate", title: word(corporate.title), icon: "office", body: <Address lines={corporate.lines} /> },
    { key: "hours", title: t`Working Hours`, icon: "clock", body: <p className={styles.itemText}>{word(site.hours)}</p> },
    {
      key: "phones",
      title: t`Call Us`,
      icon: "phone",
      body: (
        <ul className={styles.plainList}>
          {site.phones.map((phone) => (
            <li key={phone.tel}>
              {word(phone.label)}:{" "}
              <a href={`tel:${phone.tel}`} className={styles.contactLink}>
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: "email",
      title: t`E-mail Us`,
      icon: "email",
      body: (
        <p className={styles.itemText}>
          <a href={`mailto:${site.supportEmail}`} className={styles.contactLink}>
            {site.supportEmail}
          </a>
        </p>
      ),
    },
    {
      key: "grievance",
      title: t`Grievance Officer`,
      icon: "shield",
      body: (
        <>
          <p className={styles.itemText}>
            {grievanceOfficer.name}, {word(grievanceOfficer.designation)}
          </p>
          <ul className={styles.plainList}>
            <li>
              <Trans>E-mail:</Trans>{" "}
              <a href={grievanceMailto} className={styles.contactLink}>
                {grievanceOfficer.email}
              </a>
            </li>
            <li>
              <Trans>Phone:</Trans>{" "}
              <a href={`tel:${grievanceOfficer.phone.tel}`} className={styles.contactLink}>
                {grievanceOfficer.phone.display}
              </a>
            </li>
          </ul>
          <p className={styles.itemText}>
            <Trans>
              A complaint is acknowledged within {hours} hours and resolved within {redress}.
            </Trans>
          </p>
        </>
      ),
    },
  ];
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <Reveal as="li" key={item.key} className={styles.item} threshold={threshold} delay={index * stagger}>
          <span className={styles.itemIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
              <path d={icons[item.icon]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <div>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            {item.body}
          </div>
        </Reveal>
      ))}
    </ul>
  );
}

function Address({ lines }: { lines: readonly string[] }) {
  return (
    <address className={styles.itemText}>
      {lines.map((line) => (
        <span key={line} className={styles.line}>
          {line}
        </span>
      ))}
    </address>
  );
}

const icons = {
  factory: "M3 21V10l5 3V10l5 3V6h4l1 15zM3 21h18",
  office: "M5 21V4h10v17M15 9h4v12M8 8h2M8 12h2M8 16h2M3 21h18",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  email: "M3 6h18v12H3zm0 0l9 7 9-7",
  shield: "M12 3l7 3v5c0 4.5-3 8.4-7 10-4-1.6-7-5.5-7-10V6l7-3zM9 12l2 2 4-4",
} as const;
