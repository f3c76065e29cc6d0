/**
 * The shape of a policy page's text. Each policy is data (one file per policy) rendered by the
 * one PolicyDocument component, so the four pages share their structure, table of contents and
 * typography instead of repeating JSX.
 */

/** A link inside running text: internal paths ("/warranty") become client links, the rest plain anchors. */
export type PolicyLink = { readonly text: string; readonly href: string };
/** Words to stress (rendered as <strong>). */
export type PolicyStrong = { readonly strong: string };
export type PolicyInline = string | PolicyLink | PolicyStrong;
/** Running text: a plain string, or a sequence of strings, links and stressed words. */
export type PolicyText = string | readonly PolicyInline[];

export type PolicyBlock =
  | { readonly kind: "paragraph"; readonly text: PolicyText }
  | { readonly kind: "list"; readonly ordered?: boolean; readonly items: readonly PolicyText[] }
  /** A sub-heading inside a section (an <h3>). */
  | { readonly kind: "subheading"; readonly text: string }
  /** A short highlighted paragraph for the one thing a reader must not miss. */
  | { readonly kind: "note"; readonly text: PolicyText }
  /** The company's contact details, read from the site configuration. */
  | { readonly kind: "contact" }
  /** The Grievance Officer's name, designation and contacts (contract/src/grievance.ts). */
  | { readonly kind: "grievanceOfficer" };

export type PolicySection = {
  /** The section's anchor: unique on the page, lower-case words joined by hyphens. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly PolicyBlock[];
};

export type Policy = {
  readonly title: string;
  /** The meta description. */
  readonly description: string;
  /** The line under the page heading. */
  readonly lead: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  readonly updated: string;
  readonly sections: readonly PolicySection[];
};
