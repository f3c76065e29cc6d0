import { Link } from "react-router";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { site } from "@urjavolt/contract/site";
import { careersLink, footerQuickLinks, policyLinks, productLinks, type NavLinkItem } from "../site/navigation";
import { paths } from "@urjavolt/contract/paths";
import { useLocalize } from "../lib/i18n";
import { BrandMark } from "./brand-mark";
import { LanguageSwitch } from "./language-switch";
import { ExternalLink } from "./external-link";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons";
import styles from "./site-footer.module.css";

function LinkList({ links }: { links: readonly NavLinkItem[] }) {
  const { i18n } = useLingui();
  const localize = useLocalize();
  return links.map((link) => (
    <li key={link.to}>
      <Link to={localize(link.to)} className={styles.link}>
        {i18n._(link.label)}
      </Link>
    </li>
  ));
}

/**
 * The site configuration's words (contract/src/site.ts, shared with the server, which runs no
 * macros) as catalogue messages; a configuration changed without its messages shows the English.
 */
const siteWords: Record<string, MessageDescriptor> = {
  "Customer care": msg`Customer care`,
  Sales: msg`Sales`,
  "Monday to Saturday 9:00 AM - 7:00 PM": msg`Monday to Saturday 9:00 AM - 7:00 PM`,
  "Manufacturing Unit-1": msg`Manufacturing Unit-1`,
  "Manufacturing Unit-2": msg`Manufacturing Unit-2`,
  "Corporate Office": msg`Corporate Office`,
};

/** The shared footer (docs/requirements/site-and-service-forms.md §2): who we are, where, how to reach us, and every link. */
export function SiteFooter() {
  const { i18n, t } = useLingui();
  const localize = useLocalize();
  const word = (english: string) => (siteWords[english] ? i18n._(siteWords[english]) : english);
  const addresses = [site.addresses.corporate, site.addresses.unit1, site.addresses.unit2];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to={localize(paths.home)} className={styles.brand}>
            <BrandMark size={36} />
            <span>{site.brand}</span>
          </Link>
          <p className={styles.blurb}>
            <Trans>
              Lithium-ion batteries and inverters, made in Punjab. Headquartered in Chandigarh, we build inverters/UPS, solar, ESS, telecom
              and two/three-wheeler batteries, and serve customers across India.
            </Trans>
          </p>
          <p className={styles.parent}>
            <Trans>
              A unit of{" "}
              <ExternalLink href={site.parentCompany.url} className={styles.link}>
                {site.parentCompany.name}
              </ExternalLink>
            </Trans>
          </p>
          <ul className={styles.social} aria-label={t`Follow us`}>
            {site.social.map((network) => (
              <li key={network.name}>
                <ExternalLink href={network.url} className={styles.socialLink}>
                  {network.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>
            <Trans>Quick Links</Trans>
          </h2>
          <ul className={styles.list}>
            <LinkList links={footerQuickLinks} />
            <li>
              <ExternalLink href={careersLink.href} className={styles.link}>
                {i18n._(careersLink.label)}
              </ExternalLink>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>
            <Trans>Our Products</Trans>
          </h2>
          <ul className={styles.list}>
            <LinkList links={productLinks} />
          </ul>
          <h2 className={styles.heading}>
            <Trans>Policies</Trans>
          </h2>
          <ul className={styles.list}>
            <LinkList links={policyLinks} />
          </ul>
        </div>

        <div className={styles.contact}>
          <h2 className={styles.heading}>
            <Trans>Contact Us</Trans>
          </h2>
          <ul className={styles.contactList}>
            {site.phones.map((phone) => (
              <li key={phone.tel} className={styles.contactItem}>
                <PhoneIcon className={styles.icon} />
                <span>
                  {word(phone.label)}:{" "}
                  <a href={`tel:${phone.tel}`} className={styles.link}>
                    {phone.display}
                  </a>
                </span>
              </li>
            ))}
            <li className={styles.contactItem}>
              <MailIcon className={styles.icon} />
              <a href={`mailto:${site.supportEmail}`} className={styles.link}>
                {site.supportEmail}
              </a>
            </li>
            <li className={styles.contactItem}>
              <ClockIcon className={styles.icon} />
              <span>{word(site.footerHours)}</span>
            </li>
          </ul>
          {addresses.map((address) => (
            <address key={address.title} className={styles.address}>
              <MapPinIcon className={styles.icon} />
              <span>
                <strong className={styles.addressTitle}>{word(address.title)}</strong>
                {address.lines.map((line) => (
                  <span key={line} className={styles.addressLine}>
                    {line}
                  </span>
                ))}
              </span>
            </address>
          ))}
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.brand}. <Trans>All rights reserved.</Trans>
        </p>
        <LanguageSwitch className={styles.languages} />
        <p className={styles.gstin}>GSTIN {site.gstin}</p>
      </div>
    </footer>
  );
}
