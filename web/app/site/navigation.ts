import { site } from "@urjavolt/contract/site";
import { paths } from "@urjavolt/contract/paths";

/** Navigation of the shared header and footer (docs/requirements/site-and-service-forms.md §2). */
export type NavLinkItem = { label: string; to: string };
export type NavGroupItem = { id: string; label: string; items: readonly NavLinkItem[] };
export type NavItem = ({ kind: "link" } & NavLinkItem) | ({ kind: "group" } & NavGroupItem);
export type ExternalLink = { label: string; href: string };

export const productLinks: readonly NavLinkItem[] = [
  { label: "Lithium-Ion Inverter/UPS", to: paths.inverter },
  { label: "Lithium Solar Batteries", to: paths.solarBatteries },
  { label: "ESS Batteries", to: paths.essBatteries },
  { label: "Two/Three Wheelers Batteries", to: paths.evBatteries },
  { label: "Telecom Batteries", to: paths.telecomBatteries },
];

export const mainNavigation: readonly NavItem[] = [
  { kind: "link", label: "Home", to: paths.home },
  { kind: "link", label: "About Us", to: paths.about },
  // The sizing tool closes the products menu: from there a visitor not sure which model fits finds it on every page.
  { kind: "group", id: "products", label: "Our Products", items: [...productLinks, { label: "Load Calculator", to: paths.loadCalculator }] },
  { kind: "link", label: "Customer Support", to: paths.support },
  { kind: "link", label: "Shop Online", to: paths.shop },
];

export const footerQuickLinks: readonly NavLinkItem[] = [
  { label: "Home", to: paths.home },
  { label: "About Us", to: paths.about },
  { label: "Shop Online", to: paths.shop },
  { label: "Track Your Order", to: paths.trackOrder },
  { label: "Track Service Request", to: paths.trackRequest },
  { label: "Blog", to: paths.blog },
  { label: "Store Locator", to: paths.storeLocator },
  { label: "Our Branches", to: paths.branch },
  { label: "Customer Support", to: paths.support },
  { label: "Contact Us", to: paths.contact },
];

export const careersLink: ExternalLink = { label: "Careers", href: site.careersUrl };

export const policyLinks: readonly NavLinkItem[] = [
  { label: "Privacy Policy", to: paths.privacy },
  { label: "Terms and Conditions", to: paths.terms },
  { label: "Cancellation and Refund Policy", to: paths.cancellationRefund },
  { label: "Shipping Policy", to: paths.shipping },
];
