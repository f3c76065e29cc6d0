import { Link } from "react-router";
import { site } from "@urjavolt/contract/site";
import { careersLink, footerQuickLinks, policyLinks, productLinks, type NavLinkItem } from "../site/navigation";
import { paths } from "@urjavolt/contract/paths";
import { BrandMark } from "./brand-mark";
import { ExternalLink } from "./external-link";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons";
import styles from "./site-footer.module.css";

function LinkList({ links }: { links: readonly NavLinkItem[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={styles.link}>
        {link.label}
      </Link>
    </li>
  ));
}

/** The shared footer (docs/requirements/site-and-service-forms.md §2): who we are, where, how to reach us, and every link. */
export function SiteFooter() {
  const addresses = [site.addresses.corporate, site.addresses.unit1, site.addresses.unit2];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to={paths.home} className={styles.brand}>
            <BrandMark size={36} />
            <span>{site.brand}</span>
          </Link>
          <p className={styles.blurb}>
            {site.tagline}. Headquartered in Chandigarh, we build inverters/UPS, solar, ESS, telecom and two/three-wheeler
            batteries, and serve customers across India.
          </p>
          <p className={styles.parent}>
            A unit of{" "}
            <ExternalLink href={site.parentCompany.url} className={styles.link}>
              {site.parentCompany.name}
            </ExternalLink>
          </p>
          <ul className={styles.social} aria-label="Follow us">
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
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.list}>
            <LinkList links={footerQuickLinks} />
            <li>
              <ExternalLink href={careersLink.href} className={styles.link}>
                {careersLink.label}
              </ExternalLink>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>Our Products</h2>
          <ul className={styles.list}>
            <LinkList links={productLinks} />
          </ul>
          <h2 className={styles.heading}>Policies</h2>
          <ul className={styles.list}>
            <LinkList links={policyLinks} />
          </ul>
        </div>

        <div className={styles.contact}>
          <h2 className={styles.heading}>Contact Us</h2>
          <ul className={styles.contactList}>
            {site.phones.map((phone) => (
              <li key={phone.tel} className={styles.contactItem}>
                <PhoneIcon className={styles.icon} />
                <span>
                  {phone.label}:{" "}
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
              <span>{site.footerHours}</span>
            </li>
          </ul>
          {addresses.map((address) => (
            <address key={address.title} className={styles.address}>
              <MapPinIcon className={styles.icon} />
              <span>
                <strong className={styles.addressTitle}>{address.title}</strong>
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
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.brand}. All rights reserved.
        </p>
        <p className={styles.gstin}>GSTIN {site.gstin}</p>
      </div>
    </footer>
  );
}
