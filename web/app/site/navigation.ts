import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { site } from "@urjavolt/contract/site";
import { paths } from "@urjavolt/contract/paths";

/**
 * Navigation of the shared header and footer (docs/requirements/site-and-service-forms.md §2).
 * Labels are catalogue messages (decision 056), shown with `i18n._(label)`; paths are English and
 * localized where they are rendered.
 */
export type NavLinkItem = { label: MessageDescriptor; to: string };
export type NavGroupItem = { id: string; label: MessageDescriptor; items: readonly NavLinkItem[] };
export type NavItem = ({ kind: "link" } & NavLinkItem) | ({ kind: "group" } & NavGroupItem);
export type ExternalLink = { label: MessageDescriptor; href: string };

export const productLinks: readonly NavLinkItem[] = [
  { label: msg`Lithium-Ion Inverter/UPS`, to: paths.inverter },
  { label: msg`Lithium Solar Batteries`, to: paths.solarBatteries },
  { label: msg`ESS Batteries`, to: paths.essBatteries },
  { label: msg`Two/Three Wheelers Batteries`, to: paths.evBatteries },
  { label: msg`Telecom Batteries`, to: paths.telecomBatteries },
];

export const mainNavigation: readonly NavItem[] = [
  { kind: "link", label: msg`Home`, to: paths.home },
  { kind: "link", label: msg`About Us`, to: paths.about },
  // The sizing tool closes the products menu: from there a visitor not sure which model fits finds it on every page.
  { kind: "group", id: "products", label: msg`Our Products`, items: [...productLinks, { label: msg`Load Calculator`, to: paths.loadCalculator }] },
  { kind: "link", label: msg`Customer Support`, to: paths.support },
  { kind: "link", label: msg`Shop Online`, to: paths.shop },
];

export const footerQuickLinks: readonly NavLinkItem[] = [
  { label: msg`Home`, to: paths.home },
  { label: msg`About Us`, to: paths.about },
  { label: msg`Shop Online`, to: paths.shop },
  { label: msg`Track Your Order`, to: paths.trackOrder },
  { label: msg`Track Service Request`, to: paths.trackRequest },
  { label: msg`Blog`, to: paths.blog },
  { label: msg`Store Locator`, to: paths.storeLocator },
  { label: msg`Our Branches`, to: paths.branch },
  { label: msg`Customer Support`, to: paths.support },
  { label: msg`Contact Us`, to: paths.contact },
];

export const careersLink: ExternalLink = { label: msg`Careers`, href: site.careersUrl };

export const policyLinks: readonly NavLinkItem[] = [
  { label: msg`Privacy Policy`, to: paths.privacy },
  { label: msg`Terms and Conditions`, to: paths.terms },
  { label: msg`Cancellation and Refund Policy`, to: paths.cancellationRefund },
  { label: msg`Shipping Policy`, to: paths.shipping },
];
