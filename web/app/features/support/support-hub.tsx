import { useId } from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { paths } from "@urjavolt/contract/paths";
import { site } from "@urjavolt/contract/site";
import { type FormMessages, formMessage } from "../../lib/form-messages";
import { SupportIcon } from "./support-icons";
import { supportOptions } from "./support-options";
import styles from "./support-hub.module.css";

/** The grid of ways to get help. Each card is one link; its ::after stretches over the card. */
export function SupportOptions() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        How can we help?
      </h2>
      <ul className={styles.grid}>
        {supportOptions.map((option) => (
          <li key={option.to} className={styles.card}>
            <span className={styles.iconBadge}>
              <SupportIcon name={option.icon} />
            </span>
            <h3 className={styles.cardTitle}>
              <Link to={option.to} className={styles.cardLink}>
                {option.title}
              </Link>
            </h3>
            <p className={styles.cardText}>{option.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Installation as the shop offers it, said as the product page, checkout and the shipping policy say
 * it (decision 057): the shop banner's installation slide leads here.
 */
export function SupportInstallation() {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        Installation
      </h2>
      <p className={styles.helpLead}>
        Our technicians install inverters and batteries in the pin codes they serve: free unless the product page shows a fee. Choose a day and a
        two-hour slot at checkout, and they register your warranty when they fit it. With a new battery, hand them your old one: its exchange value comes off
        your order, confirmed at pickup.{" "}
        <Link to={`${paths.shipping}#installation`} className={styles.helpLink}>
          How installation works
        </Link>
      </p>
    </section>
  );
}

/**
 * The site configuration's words the support team's details show (contract/src/site.ts, shared
 * with the server, which runs no macros) as catalogue messages (decision 056); a configuration
 * changed without its message shows the English. Numbers and addresses stay as they are written.
 */
const siteWords: FormMessages = {
  "Customer care": msg`Customer care`,
  Sales: msg`Sales`,
  "Monday to Saturday, 9:00 AM to 7:00 PM": msg`Monday to Saturday, 9:00 AM to 7:00 PM`,
};

/** Phone numbers, e-mail and hours of the support team, all from the site configuration, in the page's language. */
export function SupportContact() {
  const headingId = useId();
  const { i18n } = useLingui();
  const word = (english: string) => formMessage(i18n, siteWords, english);
  return (
    <section className={styles.help} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        <Trans>Talk to our support team</Trans>
      </h2>
      <p className={styles.helpLead}>
        <Trans>Call or write to us; please keep your order id, receipt id or product serial number at hand.</Trans>
      </p>
      <ul className={styles.helpList}>
        {site.phones.map((phone) => (
          <li key={phone.tel} className={styles.helpItem}>
            <SupportIcon name="phone" className={styles.helpIcon} />
            <span>
              <span className={styles.helpLabel}>{word(phone.label)}</span>
              <a href={`tel:${phone.tel}`} className={styles.helpLink}>
                {phone.display}
              </a>
            </span>
          </li>
        ))}
        <li className={styles.helpItem}>
          <SupportIcon name="email" className={styles.helpIcon} />
          <span>
            <span className={styles.helpLabel}>
              <Trans>E-mail</Trans>
            </span>
            <a href={`mailto:${site.supportEmail}`} className={styles.helpLink}>
              {site.supportEmail}
            </a>
          </span>
        </li>
        <li className={styles.helpItem}>
          <SupportIcon name="clock" className={styles.helpIcon} />
          <span>
            <span className={styles.helpLabel}>
              <Trans>Hours</Trans>
            </span>
            <span className={styles.helpValue}>{word(site.hours)}</span>
          </span>
        </li>
      </ul>
    </section>
  );
}
