import { paths } from "@urjavolt/contract/paths";
import { indiaDayEnd, indiaDayStart, indiaYear } from "@urjavolt/contract/dates";
import type { Database } from "../../db/client.ts";
import { type NewShopSlideRow, shopSlides } from "../../db/schema/promotions.ts";

export type ShopSlideSeedOptions = {
  now?: Date;
  /** A festive slide's end in the house style ("Valid till 20 Oct 2027, 11:59 PM"). */
  validity: (endsAt: Date) => string;
};

/**
 * The days of the festivals the demo's festive slides are for, as India's central government
 * holiday lists give them (Vijayadashami; Deepavali). The festivals follow the lunar calendar, so a
 * year not listed here gets no festive slide: staff add one in the console with its own dates.
 */
export const FESTIVAL_DAYS: Readonly<Record<"dussehra" | "diwali", Readonly<Record<number, string>>>> = {
  dussehra: { 2025: "2025-10-02", 2026: "2026-10-20", 2027: "2027-10-09" },
  diwali: { 2025: "2025-10-20", 2026: "2026-11-08", 2027: "2027-10-29" },
};

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A festive slide's window in a year, in India days (decision 046): Dussehra's from the first day
 * of Navratri (nine days before) to the end of Dussehra; Diwali's from the day after Dussehra to the
 * end of Bhai Dooj (two days after Diwali). Null for a year without the festival's date.
 */
export function festivalWindow(festival: "dussehra" | "diwali", year: number): { startsAt: Date; endsAt: Date } | null {
  const dussehra = FESTIVAL_DAYS.dussehra[year];
  const diwali = FESTIVAL_DAYS.diwali[year];
  if (festival === "dussehra") return dussehra ? { startsAt: indiaDayStart(addDays(dussehra, -9)), endsAt: indiaDayEnd(dussehra) } : null;
  return dussehra && diwali ? { startsAt: indiaDayStart(addDays(dussehra, 1)), endsAt: indiaDayEnd(addDays(diwali, 2)) } : null;
}

/** The festival's window that has not ended at `now`: this year's, else next year's; null when neither is known. */
export function nextFestivalWindow(festival: "dussehra" | "diwali", now: Date): { startsAt: Date; endsAt: Date } | null {
  const year = indiaYear(now);
  for (const candidate of [year, year + 1]) {
    const window = festivalWindow(festival, candidate);
    if (window && window.endsAt.getTime() > now.getTime()) return window;
  }
  return null;
}

const image = (name: string) => `/images/shop/${name}.svg`;

/**
 * The six slides of the shop banner (docs/requirements/online-shop.md §2 Promo banner, §3 Banner slide), with the
 * spec's titles and links and no claims beyond the spec's. The two festive slides are dated to their
 * festival (decision 046): seeded on 27 Nov 2026 they wait for October 2027, and a festival whose
 * date is not known gets none. The others have no end.
 */
export function demoShopSlides({ now = new Date(), validity }: ShopSlideSeedOptions): NewShopSlideRow[] {
  const festive = (festival: "dussehra" | "diwali") => {
    const window = nextFestivalWindow(festival, now);
    return window ? { ...window, validity: validity(new Date(window.endsAt.getTime() - 1000)) } : null;
  };
  const always = { startsAt: now, endsAt: null, validity: "" };
  const dussehra = festive("dussehra");
  const diwali = festive("diwali");
  const slides: (NewShopSlideRow | null)[] = [
    dussehra && {
      slug: "dussehra",
      title: "Dussehra Special",
      subtitle: "Lithium backup for the festive season",
      description: "Celebrate the festive season with silent, reliable lithium backup for your home or shop.",
      buttonText: "Shop Now",
      buttonLink: paths.shop,
      colour: "#92400e",
      image: image("dussehra"),
      offerLabel: "Festive season",
      ...dussehra,
      sortOrder: 1,
    },
    diwali && {
      slug: "diwali",
      title: "Diwali Celebration",
      subtitle: "Light up your home with power that never goes out",
      description: "Celebrate Diwali with silent, reliable lithium backup for your home or shop.",
      buttonText: "Shop Now",
      buttonLink: paths.shop,
      colour: "#0b2545",
      image: image("diwali"),
      offerLabel: "Festive season",
      ...diwali,
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
      // The spec's subtitle is "Pan India Service"; installation is offered in the pin codes our technicians serve (decision 057).
      subtitle: "Where Our Technicians Serve",
      description: "Our technicians install your inverter or battery in the pin codes they serve: free unless the product page shows a fee. Checkout shows the days and slots for your address.",
      buttonText: "Contact Support",
      buttonLink: paths.support,
      colour: "#065f46",
      image: image("free-installation"),
      offerLabel: "Free installation",
      ...always,
      validity: "In the pin codes our technicians serve",
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
  return slides.filter((slide): slide is NewShopSlideRow => slide !== null);
}

export async function seedShopSlides(db: Database, options: ShopSlideSeedOptions): Promise<void> {
  await db.insert(shopSlides).values(demoShopSlides(options));
}
