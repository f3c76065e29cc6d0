import { DEMO_GSTIN, DEMO_TRUST_BADGES, site } from "@urjavolt/contract/site";
import { DEMO_GRIEVANCE_OFFICER, grievanceOfficer } from "@urjavolt/contract/grievance";
import type { Dashboard, DashboardPeriod, ReadinessItem } from "@urjavolt/contract/staff";
import { and, count, eq, gt, gte, inArray, isNotNull, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { DemoDataLeft } from "../../db/seed.ts";
import { products } from "../../db/schema/catalogue.ts";
import { deliverablePincodes } from "../../db/schema/delivery.ts";
import { enquiries } from "../../db/schema/enquiries.ts";
import { orders } from "../../db/schema/orders.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { paths } from "@urjavolt/contract/paths";
import { missingDeclarations } from "@urjavolt/contract/catalogue-declarations";
import { indiaDayStart, indiaIsoDate } from "@urjavolt/contract/dates";
import { RAZORPAY_WEBHOOK_EVENTS_TEXT } from "../billing/gateway/webhook-events.ts";

/** Midnight India time of `now`'s day, and of the Monday that starts its week, as instants. */
export function periodStarts(now: Date): { today: Date; week: Date } {
  const day = indiaIsoDate(now);
  const today = indiaDayStart(day);
  const daysSinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return { today, week: new Date(today.getTime() - daysSinceMonday * 86_400_000) };
}

/** Orders that count as sold: paid, and not cancelled or refunded since. */
const SOLD = ["paid", "shipped", "delivered"] as const;

/**
 * What the "Before you can sell" list knows of the running server (config.ts), and how it finds
 * the demo data still in the database (db/seed.ts).
 */
export type ReadinessSettings = {
  gateway: "test" | "razorpay";
  /** Razorpay's webhook secret is set (only meaningful with Razorpay). */
  razorpayWebhook: boolean;
  smtp: boolean;
  siteUrl: string;
  demoDataLeft: (db: Database) => Promise<DemoDataLeft>;
};

/** An address nobody else can open: the site is not yet reachable at it. */
function isLocalAddress(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  return host === "localhost" || host.endsWith(".localhost") || host === "0.0.0.0" || host === "[::1]" || /^127\./.test(host);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The console's dashboard, read straight from the tables. */
export function createDashboardService(db: Database, settings: ReadinessSettings) {
  async function period(since: Date): Promise<DashboardPeriod> {
    const paidSince = and(isNotNull(orders.paidAt), gte(orders.paidAt, since), inArray(orders.status, [...SOLD]));
    const [kinds, [warranties], sold] = await Promise.all([
      db.select({ kind: enquiries.kind, n: count() }).from(enquiries).where(gte(enquiries.createdAt, since)).groupBy(enquiries.kind),
      db.select({ n: count() }).from(warrantyRegistrations).where(gte(warrantyRegistrations.createdAt, since)),
      // By gateway: the test gateway takes no money, so its orders are no revenue.
      db.select({ gateway: orders.gateway, n: count(), paise: sum(orders.totalPaise) }).from(orders).where(paidSince).groupBy(orders.gateway),
    ]);
    const of = (kind: string) => kinds.find((row) => row.kind === kind)?.n ?? 0;
    const real = sold.find((row) => row.gateway === "razorpay");
    return {
      contactMessages: of("contact"),
      quoteRequests: of("quote"),
      complaints: of("complaint"),
      enquiries: kinds.reduce((total, row) => total + row.n, 0),
      warrantyRegistrations: warranties?.n ?? 0,
      paidOrders: real?.n ?? 0,
      revenue: Number(real?.paise ?? 0) / 100,
      testOrders: sold.find((row) => row.gateway === "test")?.n ?? 0,
    };
  }

  /** "Before you can sell": each thing a real shop still lacks, with what to do about it. */
  async function readiness(): Promise<ReadinessItem[]> {
    const [[catalogue], [inStock], [pincodes], demo, declarationRows] = await Promise.all([
      db.select({ n: count() }).from(products),
      db.select({ n: count() }).from(products).where(gt(products.stock, 0)),
      db.select({ n: count() }).from(deliverablePincodes),
      settings.demoDataLeft(db),
      db
        .select({
          id: products.id,
          model: products.model,
          category: products.category,
          genericName: products.genericName,
          netQuantity: products.netQuantity,
          dimensions: products.dimensions,
          weight: products.weight,
          countryOfOrigin: products.countryOfOrigin,
          manufacturerName: products.manufacturerName,
          manufacturerAddress: products.manufacturerAddress,
          importerName: products.importerName,
          importerAddress: products.importerAddress,
          bisStandard: products.bisStandard,
          bisRegistration: products.bisRegistration,
          eprRegistration: products.eprRegistration,
          declarationsDemo: products.declarationsDemo,
        })
        .from(products)
        .orderBy(products.id),
    ]);
    const items: ReadinessItem[] = [];
    const add = (key: ReadinessItem["key"], title: string, action: string, link: ReadinessItem["link"] = null) => items.push({ key, title, action, link });

    if ((catalogue?.n ?? 0) === 0) {
      add("products", "The shop has no products.", "Add your products, with prices, stock, tax class and images, under Products.", {
        href: paths.admin.newProduct,
        label: "Add a product",
      });
    } else if ((inStock?.n ?? 0) === 0) {
      add("stock", "No product is in stock, so nothing can be bought.", "Record the units you receive for each product under Products (Stock, Received from the works).", { href: paths.admin.products, label: "Open Products" });
    }
    // The product page's declarations (decision 051): a product lacking one the law asks for is named here.
    const lacking = declarationRows
      .map((row) => ({ row, missing: missingDeclarations(row) }))
      .filter(({ missing }) => missing.length > 0);
    if (lacking.length > 0) {
      const shown = lacking.slice(0, 5).map(({ row, missing }) => `${row.model} (${missing.join(", ")})`);
      const more = lacking.length > shown.length ? `, and ${plural(lacking.length - shown.length, "more product")}` : "";
      add(
        "declarations",
        `${plural(lacking.length, "product lacks", "products lack")} declarations the law asks for on the product page: ${shown.join("; ")}${more}.`,
        "Fill in each product's declarations (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(10)) in its form under Products.",
        { href: paths.admin.product(lacking[0]!.row.id), label: `Open ${lacking[0]!.row.model}` },
      );
    }
    const demoDeclared = declarationRows.filter((row) => row.declarationsDemo);
    if (demoDeclared.length > 0) {
      add(
        "demoDeclarations",
        `${plural(demoDeclared.length, "product shows", "products show")} the demo catalogue's invented declarations (BIS R-number, EPR registration, country of origin), e.g. ${demoDeclared
          .slice(0, 3)
          .map((row) => row.model)
          .join(", ")}.`,
        "Put your own registrations in each product's Declarations and untick \"Demo values\" in its form under Products.",
        { href: paths.admin.product(demoDeclared[0]!.id), label: `Open ${demoDeclared[0]!.model}` },
      );
    }
    if ((pincodes?.n ?? 0) === 0) {
      add("pincodes", "Buy-now delivers to no pincode.", "Add the pincodes you deliver to under Pincodes.", { href: paths.admin.pincodes, label: "Open Pincodes" });
    }
    const gstin: string = site.gstin;
    if (gstin === DEMO_GSTIN) {
      add(
        "gstin",
        `Tax invoices carry the demo brand's GSTIN (${DEMO_GSTIN}).`,
        "Put your company's name, address and GSTIN in contract/src/site.ts, then rebuild (npm run build) and restart.",
      );
    }
    const badges = site.trustBadges.map((badge) => badge.text);
    if (badges.length > 0 && badges.every((text) => DEMO_TRUST_BADGES.includes(text))) {
      add(
        "trustBadges",
        `The shop shows the demo brand's trust badges (${badges.map((text) => `"${text}"`).join(", ")}), claims your company has not made.`,
        "Put claims your company can prove in trustBadges in contract/src/site.ts (or leave the list empty), then rebuild (npm run build) and restart.",
      );
    }
    if (grievanceOfficer.email === DEMO_GRIEVANCE_OFFICER.email || grievanceOfficer.name === DEMO_GRIEVANCE_OFFICER.name) {
      add(
        "grievanceOfficer",
        `The contact page and the policies name the demo brand's Grievance Officer (${DEMO_GRIEVANCE_OFFICER.name}), whom the E-Commerce Rules 2020 require to be a real person at your company.`,
        "Put your Grievance Officer's name, designation, e-mail, phone and address in contract/src/grievance.ts, then rebuild (npm run build) and restart.",
      );
    }
    if (settings.gateway === "test") {
      add(
        "testGateway",
        "Payments go through the test gateway, which takes no money: anyone can place an order without paying.",
        "Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (Razorpay dashboard, API Keys) and RAZORPAY_WEBHOOK_SECRET, remove PAYMENT_GATEWAY=test if it is set, and restart.",
      );
    } else if (!settings.razorpayWebhook) {
      add(
        "webhook",
        "Razorpay's webhook secret is not set, so a payment whose buyer closed the browser before coming back is never recorded.",
        `On Razorpay's dashboard add the webhook ${settings.siteUrl}/api/v1/payment/webhook with the events ${RAZORPAY_WEBHOOK_EVENTS_TEXT}, set its secret as RAZORPAY_WEBHOOK_SECRET, and restart.`,
      );
    }
    if (!settings.smtp) {
      add(
        "mail",
        "No mail server is set: order confirmations, invoices and staff notices wait in the outbox.",
        "Set SMTP_URL to your mail provider (smtps://user:password@host:465) and restart; the waiting e-mails then go out.",
        { href: paths.admin.outbox, label: "Open the e-mail outbox" },
      );
    }
    if (isLocalAddress(settings.siteUrl)) {
      add(
        "siteUrl",
        `The site's address is ${settings.siteUrl}, which only this computer can open: links in e-mails, the sitemap and link previews point there.`,
        "Set SITE_URL to the shop's public address, e.g. https://www.example.in, and restart.",
      );
    } else if (!settings.siteUrl.startsWith("https://")) {
      add("siteUrl", `The site's address ${settings.siteUrl} is not https.`, "Serve the shop over https and set SITE_URL to its https address, then restart.");
    }
    const left = [
      [demo.products, "product"],
      [demo.reviews, "invented review"],
      [demo.coupons, "coupon"],
      [demo.warrantyRegistrations, "warranty registration"],
      [demo.blogPosts, "blog post"],
      [demo.stores, "store"],
      [demo.emiPlans, "EMI plan"],
    ] as const;
    const found = left.filter(([n]) => n > 0).map(([n, noun]) => plural(n, noun));
    if (found.length > 0) {
      add(
        "demoData",
        `The demo data is in the shop: ${found.join(", ")}.`,
        "A real shop starts on an empty database: create a new one and start without SEED_DEMO (false by default on PostgreSQL), or delete the demo records in the console.",
      );
    }
    return items;
  }

  return {
    async counts(now = new Date()): Promise<Dashboard> {
      const starts = periodStarts(now);
      const [today, week, [openComplaints], [openEnquiries], [pending], checklist] = await Promise.all([
        period(starts.today),
        period(starts.week),
        db.select({ n: count() }).from(enquiries).where(and(eq(enquiries.kind, "complaint"), eq(enquiries.status, "open"))),
        db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, "open")),
        db.select({ n: count() }).from(warrantyRegistrations).where(eq(warrantyRegistrations.status, sql`'pending'`)),
        readiness(),
      ]);
      return {
        generatedAt: now.toISOString(),
        todayStartsAt: starts.today.toISOString(),
        weekStartsAt: starts.week.toISOString(),
        today,
        week,
        openComplaints: openComplaints?.n ?? 0,
        openEnquiries: openEnquiries?.n ?? 0,
        pendingWarranties: pending?.n ?? 0,
        readiness: checklist,
      };
    },
  };
}
