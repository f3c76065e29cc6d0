import { msg } from "@lingui/core/macro";
import type { HeroImage } from "../../components/page-hero";
import type { CatalogueLineId } from "@urjavolt/contract/catalogue-rules";
import type { MessageDescriptor } from "../../lib/i18n";

/** A catalogue message: the page says it in its language (decision 056). */
type Words = MessageDescriptor;

/** A picture whose description is said in the page's language. */
export type LineImage = Omit<HeroImage, "alt"> & { readonly alt: Words };

/** A question and its answer, in the page's language. */
export type LineQuestion = { readonly question: Words; readonly answer: Words };

/**
 * Everything one product page shows, as data: the page component lays out whichever sections a
 * line has. Claims are the spec's (docs/requirements/site-and-service-forms.md §9) and no others.
 */
export type ProductLine = {
  readonly path: string;
  readonly meta: { readonly title: Words; readonly description: Words };
  readonly hero: { readonly title: Words; readonly lead: Words; readonly image: LineImage };
  readonly intro: { readonly heading: Words; readonly paragraphs: readonly Words[]; readonly image: LineImage };
  /** Headline figures, each a claim from the spec. */
  readonly claims: readonly { readonly value: Words; readonly label: Words }[];
  readonly features: { readonly heading: Words; readonly items: readonly Words[] };
  /** The heading and lead of the line's products, which come live from the shop's catalogue (line-products.ts). */
  readonly models: { readonly heading: Words; readonly lead: Words };
  readonly specification?: { readonly heading: Words; readonly lead: Words; readonly image: LineImage };
  readonly faq: readonly LineQuestion[];
  /** The line's products in the shop are those of this line's categories (CATALOGUE_LINES). */
  readonly id: CatalogueLineId;
  readonly catalogs: readonly { readonly category: CatalogueLineId; readonly title: Words; readonly description: Words }[];
  /** A line that powers homes links to the load calculator beside its models: the sentence before the link. */
  readonly sizing?: Words;
  /** Milliseconds between neighbouring cards revealing (spec: 100 or 150). */
  readonly stagger: 100 | 150;
};

/** Questions every line shares; each page adds its own before them. */
export const commonFaq: readonly LineQuestion[] = [
  {
    question: msg`Where are your batteries made?`,
    answer: msg`In our own plants in Punjab: Unit-1 near Rajpura in Patiala district, and Unit-2 in Mohali. Our corporate office is in Chandigarh.`,
  },
  {
    question: msg`How do I register my warranty?`,
    answer: msg`Register online on our Warranty page with your product's serial number and a copy of the invoice. You can check the status of a registration on the same page.`,
  },
  {
    question: msg`How can I get a price?`,
    answer: msg`Ask for a quote on our Get a Quote page and we will contact you, or buy online in our shop.`,
  },
];
