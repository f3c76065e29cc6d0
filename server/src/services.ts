import type { CodeChannel } from "@urjavolt/contract/accounts";
import { type UnsentCodeLog } from "./lib/unsent-codes.ts";
import type { SiteServices } from "@urjavolt/contract/load-context";
import type { DatabaseConnection } from "./db/client.ts";
import { createHealthService } from "./modules/health/health-service.ts";
import { createPromotionsService } from "./modules/promotions/promotions-service.ts";
import { createCatalogueService } from "./modules/catalogue/catalogue-service.ts";
import { createBlogService } from "./modules/blog/blog-service.ts";
import { createStoresService } from "./modules/stores/stores-service.ts";
import { createEnquiriesService } from "./modules/enquiries/enquiries-service.ts";
import { createWarrantyService } from "./modules/warranty/warranty-service.ts";
import { createReviewsService } from "./modules/reviews/reviews-service.ts";
import { createDeliveryService } from "./modules/delivery/delivery-service.ts";
import { createCouponsService } from "./modules/coupons/coupons-service.ts";
import { createPincodeService } from "./modules/pincode/pincode-service.ts";
import { embeddedPincodeDirectory } from "./modules/pincode/pincode-directory.ts";
import { databaseFileStore } from "./lib/file-store.ts";
import type { Config } from "./config.ts";
import type { MailSettings } from "./modules/messaging/mail-templates.ts";
import { createPaymentGateway } from "./modules/billing/gateway/create-gateway.ts";
import { createOrdersService } from "./modules/orders/orders-service.ts";
import { createPaymentsService } from "./modules/payments/payments-service.ts";
import { createGatewayEvents } from "./modules/billing/gateway-events.ts";
import { createOrdersAdminService } from "./modules/orders/orders-admin-service.ts";
import { createTrackingService } from "./modules/orders/tracking-service.ts";
import { createPaymentsAdminService } from "./modules/payments/payments-admin-service.ts";
import { createCouponsAdminService } from "./modules/coupons/coupons-admin-service.ts";
import { createReviewsAdminService } from "./modules/reviews/reviews-admin-service.ts";
import { createStaffService } from "./modules/staff/staff-service.ts";
import { createDashboardService } from "./modules/staff/dashboard-service.ts";
import { createOutboxService } from "./modules/messaging/outbox-service.ts";
import { createEmiService } from "./modules/emi/emi-service.ts";
import { createSearchService } from "./modules/search/search-service.ts";
import { createTicketsService } from "./modules/service/tickets-service.ts";
import { createUnitsService } from "./modules/service/units-service.ts";
import { createVisitsService } from "./modules/service/visits-service.ts";
import { createInstallationsService } from "./modules/service/installations-service.ts";
import { createInstallationPayments } from "./modules/orders/order-install-payment.ts";
import { createTakebackService } from "./modules/takeback/takeback-service.ts";
import { createExchangeService } from "./modules/exchange/exchange-service.ts";
import { createHolidaysService } from "./modules/service/holidays-service.ts";
import { createSlaPolicyService } from "./modules/service/sla-policy-service.ts";
import { createRequestTrackingService } from "./modules/service/request-tracking-service.ts";
import { readSlaSettings, statusSteps, ticketClocks } from "./modules/service/sla.ts";
import { createServiceFiguresService } from "./modules/service-figures/figures-service.ts";
import { demoDataLeft } from "./db/seed.ts";
import { createAccountsService } from "./modules/accounts/accounts-service.ts";
import { createCustomersService } from "./modules/customers/customers-service.ts";
import { createAccountsRightsService } from "./modules/accounts-rights/accounts-rights-service.ts";
import { type RateCounters, sharedCounters } from "./http/rate-limit.ts";
import { createInvoiceStore } from "./modules/billing/invoices.ts";
import { createRefunds } from "./modules/billing/refunds.ts";
import { parseId } from "@urjavolt/contract/ids";
import type { ReviewListQuery } from "@urjavolt/contract/reviews";
import { recentOrdersShown } from "@urjavolt/contract/orders-recent";
import { type ContentVersion, RECENT_ORDERS_SHOWN_TAG, changesContent, createContentVersion, readsContent } from "./lib/content-version.ts";

/** The channels a demo's codes cannot leave by, or none (a real shop, or every channel set up). */
function unsentCodeLog(config: Pick<Config, "mail" | "texts" | "demoCodesInLog">, log: (line: string) => void): UnsentCodeLog | undefined {
  if (!config.demoCodesInLog) return undefined;
  const channels = new Set<CodeChannel>();
  if (config.mail.smtpUrl === undefined) channels.add("email");
  if (!config.texts.sms) channels.add("sms");
  if (!config.texts.whatsapp) channels.add("whatsapp");
  return channels.size === 0 ? undefined : { channels, log };
}

/** Every service, built once per app. The API routes and the page loaders share them. */
export function createServices(
  database: DatabaseConnection,
  config: Pick<Config, "env" | "payments" | "trackingSecret" | "accountCodeSecret" | "siteUrl" | "mail" | "texts" | "demoCodesInLog" | "reservationMinutes" | "reconcileAfterSeconds">,
  content: ContentVersion = createContentVersion(database.db),
  counters: RateCounters = sharedCounters(undefined, "urjavolt-rate-limit:"),
  /** Where the demo prints the codes it cannot send (Config.demoCodesInLog): the server's log. */
  log: (line: string) => void = () => {},
) {
  const gateway = createPaymentGateway(config.payments, { db: database.db, siteUrl: config.siteUrl });
  // What the e-mails need: they are queued in the outbox by the services and sent by the mail worker.
  const mail: MailSettings = { staffEmail: config.mail.staffEmail, siteUrl: config.siteUrl, trackingSecret: config.trackingSecret };
  const invoices = createInvoiceStore(database.db, databaseFileStore);
  const unsentCodes = unsentCodeLog(config, log);
  const accounts = createAccountsService(database.db, {
    codeSecret: config.accountCodeSecret,
    trackingSecret: config.trackingSecret,
    texts: { siteUrl: config.siteUrl },
    counters,
    secureCookies: config.env === "production",
    unsentCodes,
  });
  // Refunds go through the gateway that took the money, with a credit note for an invoiced order (decision 016).
  const refunds = createRefunds(database.db, gateway, mail);
  // Installation chosen at checkout is booked with a technician in the order's own transaction (decision 057).
  // Pay on installation (decision 059): the technician's close sends the payment link or takes the cash.
  const installationPayments = createInstallationPayments(database.db, gateway, refunds, mail, { siteUrl: config.siteUrl });
  const installations = createInstallationsService(database.db, mail, refunds, installationPayments);
  const orders = createOrdersService(database.db, gateway, refunds, mail, config, installations);
  const payments = createPaymentsService(database.db, gateway, refunds, config);
  // The shop page shows the weekly counter's step, not the count: its cached HTML waits for the step
  // (decision 024). Counted at most once a second, apart from the payments that move it (decision 048).
  content.derive(RECENT_ORDERS_SHOWN_TAG, "orders-recent", async () => String(recentOrdersShown(await orders.countRecentOrders())), { atMostEveryMs: 1000 });
  const serviceTickets = createTicketsService(database.db, mail, databaseFileStore);
  // A product's reviews show its `product:<id>` tag; an id that is not one is refused by the read, never kept.
  const reviewsRead = {
    tags: (id: number | string) => [`product:${parseId(id) ?? "none"}`],
    key: (id: number | string, query?: ReviewListQuery) => JSON.stringify([parseId(id), query?.page ?? null, query?.limit ?? null]),
  };
  const catalogue = createCatalogueService(database.db, databaseFileStore, content, { siteUrl: config.siteUrl });
  // What a write changed is the database triggers' business (decision 024). The methods listed here
  // read the change log before they return, so this process's next request shows the write at once
  // (the catalogue does so itself); a write not listed shows when its notification arrives.
  const services = {
    health: createHealthService(database),
    promotions: changesContent(createPromotionsService(database.db, content.keep), content, [
      "createPromotion",
      "updatePromotion",
      "deletePromotion",
      "createSlide",
      "updateSlide",
      "deleteSlide",
    ]),
    catalogue,
    blog: changesContent(createBlogService(database.db), content, ["create", "update", "remove"]),
    stores: changesContent(createStoresService(database.db), content, ["create", "update", "remove"]),
    // A complaint opens its service ticket in the transaction that stores it (decision 026).
    // The quote and complaint forms offer the live catalogue's products (decision 047).
    enquiries: createEnquiriesService(database.db, mail, {
      complaintStored: serviceTickets.openFromComplaint,
      offeredProducts: async () => (await catalogue.listProducts()).data,
    }),
    serviceTickets,
    serviceVisits: createVisitsService(database.db, serviceTickets),
    serviceUnits: createUnitsService(database.db),
    installations,
    // The customer's side of a ticket, found by reference and mobile or opened by its signed link (decision 028).
    requestTracking: createRequestTrackingService(database.db, serviceTickets, config.trackingSecret, databaseFileStore),
    // The service manager's figures count deadlines met with the clocks the ticket pages show (decision 029).
    serviceFigures: createServiceFiguresService(database.db, {
      clocksOf: async (db, tickets, now) => {
        const settings = await readSlaSettings(db);
        const steps = await statusSteps(db, tickets.map((ticket) => ticket.id));
        return new Map(tickets.map((ticket) => [ticket.id, ticketClocks(ticket, steps.get(ticket.id) ?? [], settings, now)]));
      },
    }),
    // The take-back ledger of used batteries, for the producer's EPR returns (decision 055).
    takeback: createTakebackService(database.db),
    // What an old battery is worth in exchange at checkout, kept by admins (decision 058).
    exchange: createExchangeService(database.db),
    serviceHolidays: createHolidaysService(database.db, { holidaysChanged: (tx) => serviceTickets.refreshOpenDueTimes(tx) }),
    serviceSlaPolicy: createSlaPolicyService(database.db, { policyChanged: (tx) => serviceTickets.refreshOpenDueTimes(tx) }),
    warranty: createWarrantyService(database.db, databaseFileStore, mail),
    // A review changes its product's rating; moderation recounts it.
    // Their public reads are kept until what they show changes (decision 048): a product page's
    // reviews and the buy-now delivery check are asked on every visit and change rarely.
    reviews: readsContent(changesContent(createReviewsService(database.db, databaseFileStore), content, ["submit", "submitSent"]), content, {
      list: reviewsRead,
      find: reviewsRead,
    }),
    delivery: readsContent(changesContent(createDeliveryService(database.db), content, ["add", "remove"]), content, {
      check: { tags: () => ["delivery"], key: (pincode) => pincode },
    }),
    coupons: createCouponsService(database.db),
    // The EMI page and the product pages' "EMI from" line are computed from the plans.
    emi: changesContent(createEmiService(database.db), content, ["create", "update", "remove"]),
    // The shop's search and the synonyms staff keep for it (decision 042); a synonym changes the shop's pages.
    search: changesContent(createSearchService(database.db, content.keep), content, ["addSynonym", "removeSynonym"]),
    pincode: createPincodeService(embeddedPincodeDirectory()),
    // An order holds units (what shoppers can buy), a payment takes stock and counts towards the
    // shopper counter: both change public content. (The reconciler's worker marks its own changes.)
    orders: changesContent(orders, content, ["createOrder", "verifyPayment"]),
    // The shop counter's step as the cached pages know it: the derived tag's last reading, so a
    // render shows what its stamp says and counts nothing itself (counted before the first reading).
    recentOrders: {
      async shown(): Promise<number> {
        const known = content.valueOf(RECENT_ORDERS_SHOWN_TAG);
        return known === undefined ? recentOrdersShown(await orders.countRecentOrders()) : Number(known);
      },
    },
    payments: changesContent(payments, content, ["verifyPayment"]),
    // The gateway's events (webhooks, the test gateway, the reconciler) reach shop orders and standalone payments alike.
    gatewayEvents: changesContent(createGatewayEvents(database.db, gateway, refunds, [payments.gatewayOwner, orders.gatewayOwner], installationPayments), content, [
      "handleWebhook",
      "simulateTestPayment",
      "payTestLink",
    ]),
    installationPayments,
    // Cancelling or refunding before dispatch puts stock back.
    ordersAdmin: changesContent(createOrdersAdminService(database.db, invoices, refunds), content, ["changeStatus", "refund"]),
    tracking: createTrackingService(database.db, config.trackingSecret, invoices),
    invoices,
    refunds,
    /** The payment gateway itself (the demo's and the tests' test gateway is reached through it). */
    paymentGateway: gateway,
    paymentsAdmin: createPaymentsAdminService(database.db),
    couponsAdmin: createCouponsAdminService(database.db),
    reviewsAdmin: changesContent(createReviewsAdminService(database.db), content, ["setHidden", "remove"]),
    staff: createStaffService(database.db, mail),
    staffDashboard: createDashboardService(database.db, {
      gateway: config.payments.gateway,
      razorpayWebhook: config.payments.gateway === "razorpay" && config.payments.webhookSecret !== undefined,
      smtp: config.mail.smtpUrl !== undefined,
      siteUrl: config.siteUrl,
      demoDataLeft,
    }),
    outbox: createOutboxService(database.db),
    // One customer in the console, joined on their contact as their account is (decision 054).
    customers: createCustomersService(database.db),
    // Customers' accounts (decision 050): the codes' sends are counted with the forms' limits (Redis when set).
    accounts,
    // The customer's rights over their data (decision 053): signed in as the accounts service reads the cookie.
    accountsRights: createAccountsRightsService(database.db, {
      session: (token) => accounts.session(token),
      codeSecret: config.accountCodeSecret,
      texts: { siteUrl: config.siteUrl },
      counters,
      secureCookies: config.env === "production",
      unsentCodes,
    }),
  };
  // Page loaders get these through React Router's load context.
  return services satisfies SiteServices;
}

export type Services = ReturnType<typeof createServices>;
