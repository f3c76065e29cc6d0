import { site } from "./site.ts";

/**
 * The Grievance Officer that the Consumer Protection (E-Commerce) Rules, 2020 (rule 4(4)) ask every
 * e-commerce entity to name on its platform, with designation and contact details, and that the IT
 * (Reasonable Security Practices) Rules, 2011 ask for personal data. Site configuration like
 * `site` (contract/src/site.ts), kept in its own module so only the pages that show it (contact,
 * policies) carry it. The demo's officer is a placeholder: the console's "Before you can sell"
 * list says so until a company names its own.
 */
export type GrievanceOfficer = {
  readonly name: string;
  readonly designation: string;
  readonly email: string;
  readonly phone: { readonly display: string; readonly tel: string };
  /** Where written complaints go. */
  readonly address: readonly string[];
};

export const DEMO_GRIEVANCE_OFFICER: GrievanceOfficer = {
  name: "Ritu Malhotra",
  designation: "Grievance Officer and Head of Customer Care",
  email: "grievance@urjavolt.example",
  phone: { display: "+91 172 400 0199", tel: "+911724000199" },
  address: [site.parentCompany.name, ...site.addresses.corporate.lines],
};

export const grievanceOfficer: GrievanceOfficer = DEMO_GRIEVANCE_OFFICER;

/** Rule 4(5): a complaint is acknowledged within 48 hours and redressed within one month of receipt. */
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 48;
export const GRIEVANCE_REDRESS_TEXT = "one month";

/** The officer's e-mail link, its subject marking the message for them. */
export const grievanceMailto = `mailto:${grievanceOfficer.email}?subject=${encodeURIComponent("Attention: Grievance Officer")}`;
