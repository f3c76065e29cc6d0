import type { AccordionItem } from "../../components/accordion";
import type { HeroImage } from "../../components/page-hero";
import type { CatalogueLineId } from "@urjavolt/contract/catalogue-rules";

/**
 * Everything one product page shows, as data: the page component lays out whichever sections a
 * line has. Claims are the spec's (docs/requirements/site-and-service-forms.md §9) and no others.
 */
export type ProductLine = {
  readonly path: string;
  readonly meta: { readonly title: string; readonly description: string };
  readonly hero: { readonly title: string; readonly lead: string; readonly image: HeroImage };
  readonly intro: { readonly heading: string; readonly paragraphs: readonly string[]; readonly image: HeroImage };
  /** Headline figures, each a claim from the spec. */
  readonly claims: readonly { readonly value: string; readonly label: string }[];
  readonly features: { readonly heading: string; readonly items: readonly string[] };
  /** The heading and lead of the line's products, which come live from the shop's catalogue (line-products.ts). */
  readonly models: { readonly heading: string; readonly lead: string };
  readonly specification?: { readonly heading: string; readonly lead: string; readonly image: HeroImage };
  readonly faq: readonly AccordionItem[];
  /** The line's products in the shop are those of this line's categories (CATALOGUE_LINES). */
  readonly id: CatalogueLineId;
  readonly catalogs: readonly { readonly category: CatalogueLineId; readonly title: string; readonly description: string }[];
  /** A line that powers homes links to the load calculator beside its models: the sentence before the link. */
  readonly sizing?: string;
  /** Milliseconds between neighbouring cards revealing (spec: 100 or 150). */
  readonly stagger: 100 | 150;
};

/** Questions every line shares; each page adds its own before them. */
export const commonFaq: readonly AccordionItem[] = [
  {
    question: "Where are your batteries made?",
    answer: "In our own plants in Punjab: Unit-1 near Rajpura in Patiala district, and Unit-2 in Mohali. Our corporate office is in Chandigarh.",
  },
  {
    question: "How do I register my warranty?",
    answer: "Register online on our Warranty page with your product's serial number and a copy of the invoice. You can check the status of a registration on the same page.",
  },
  {
    question: "How can I get a price?",
    answer: "Ask for a quote on our Get a Quote page and we will contact you, or buy online in our shop.",
  },
];
