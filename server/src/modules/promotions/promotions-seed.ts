import { paths } from "@urjavolt/contract/paths";
import type { Database } from "../../db/client.ts";
import { type NewShopSlideRow, shopSlides } from "../../db/schema/promotions.ts";

export type ShopSlideSeedOptions = {
  now?: Date;
  /** When the festive slides end: the festival offers' end, so banner and slides agree. */
  festiveEndsAt: Date;
  /** The festive end in the house style ("Valid till 31 Oct 2026, 11:59 PM"). */
  festiveValidity: string;
};

const image = (name: string) => `/images/shop/${name}.svg`;

/**
 * The six slides of the shop banner (docs/requirements/online-shop.md §2 Promo banner, §3 Banner slide), with the
 * spec's titles and links and no claims beyond the spec's. The two festive slides end with the
 * festival offers; the others have no end.
 */
export function demoShopSlides({ now = new Date(), festiveEndsAt, festiveValidity }: ShopSlideSeedOptions): NewShopSlideRow[] {
  // Live from the moment of seeding, never a window that ends before it starts.
  const startsAt = new Date(Math.min(now.getTime(), festiveEndsAt.getTime() - 1000));
  const festive = { startsAt, endsAt: festiveEndsAt, validity: festiveValidity };
  const always = { startsAt, endsAt: null, validity: "" };
  return [
    {
      slug: "dussehra",
      title: "Dussehra Special",
      subtitle: "Festive offers on lithium inverters",
      description: "Celebrate the festive season with silent, reliable lithium backup for your home or shop.",
      buttonText: "Shop Now",
      buttonLink: paths.shop,
      colour: "#92400e",
      image: image("dussehra"),
      offerLabel: "Festive offer",
      ...festive,
      sortOrder: 1,
    },
    {
      slug: "diwali",
      title: "Diwali Celebration",
      subtitle: "Light up your home with power that never goes out",
      description: "Use the festive codes for 10% off our 1100VA and 2100VA lithium inverter series.",
      buttonText: "Shop Now",
      buttonLink: paths.shop,
      colour: "#0b2545",
      image: image("diwali"),
      offerLabel: "10% off with festive codes",
      ...festive,
      sortOrder: 2,
    },
    {
      slug: "new-arrivals",
      title: "New Arrivals",
      subtitle: "The latest lithium inverters and batteries",
      description: "See what has just joined our range of inverters, solar, ESS and EV batteries.",
      buttonText: "See New Arrivals",
      buttonLink: `${paths.shop}?sort=newest`,
      colour: "#047857",
      image: image("new-arrivals"),
      offerLabel: "Just launched",
      ...always,
      validity: "Newest products first",
      sortOrder: 3,
    },
    {
      slug: "free-installation",
      title: "Free Installation",
      subtitle: "Pan India Service",
      description: "Our service team installs your inverter or battery, wherever you are in India.",
      buttonText: "Contact Support",
      buttonLink: paths.support,
      colour: "#065f46",
      image: image("free-installation"),
      offerLabel: "Free installation",
      ...always,
      validity: "Pan India service",
      sortOrder: 4,
    },
    {
      slug: "easy-emis",
      title: "Easy EMIs",
      subtitle: "Pay in easy monthly instalments",
      description: "Spread the cost of your inverter or battery over easy monthly instalments.",
      buttonText: "View EMI Options",
      buttonLink: paths.emiOptions,
      colour: "#071a33",
      image: image("easy-emis"),
      offerLabel: "Easy EMIs",
      ...always,
      validity: "See the EMI options",
      sortOrder: 5,
    },
    {
      slug: "bulk-orders",
      title: "Bulk Orders",
      subtitle: "For businesses, dealers and projects",
      description: "Buying for a business, a dealership or a project? Tell us what you need and we will send you a quote.",
      buttonText: "Get a Quote",
      buttonLink: paths.quote,
      colour: "#0f172a",
      image: image("bulk-orders"),
      offerLabel: "Bulk pricing",
      ...always,
      validity: "Quotes for bulk orders",
      sortOrder: 6,
    },
  ];
}

export async function seedShopSlides(db: Database, options: ShopSlideSeedOptions): Promise<void> {
  await db.insert(shopSlides).values(demoShopSlides(options));
}
