import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { site } from "@urjavolt/contract/site";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from "fastify";
import {
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseConnection } from "./db/client.ts";
import { apiNotFoundHandler, errorHandler } from "./http/errors.ts";
import { registerInputGuard } from "./http/input-guard.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { httpServerOptions, registerLoadShedding } from "./http/load.ts";
import { registerSite } from "./http/site.ts";
import { requestLogger } from "./http/request-log.ts";
import { createLogger } from "./logger.ts";
import { healthRoutes } from "./modules/health/health-routes.ts";
import { promotionsRoutes } from "./modules/promotions/promotions-routes.ts";
import { catalogueRoutes } from "./modules/catalogue/catalogue-routes.ts";
import { cataloguePdfRoutes } from "./modules/catalogue/catalogue-pdf-routes.ts";
import { blogRoutes } from "./modules/blog/blog-routes.ts";
import { storesRoutes } from "./modules/stores/stores-routes.ts";
import { registerRateLimit } from "./http/rate-limit.ts";
import { isAdminPath, registerStaffAuth } from "./http/staff-auth.ts";
import { staffRoutes } from "./modules/staff/staff-routes.ts";
import { enquiriesRoutes } from "./modules/enquiries/enquiries-routes.ts";
import { warrantyRoutes } from "./modules/warranty/warranty-routes.ts";
import { enquiriesAdminRoutes } from "./modules/enquiries/enquiries-admin-routes.ts";
import { warrantyAdminRoutes } from "./modules/warranty/warranty-admin-routes.ts";
import { seoRoutes } from "./modules/seo/seo-routes.ts";
import { reviewsRoutes } from "./modules/reviews/reviews-routes.ts";
import { deliveryRoutes } from "./modules/delivery/delivery-routes.ts";
import { couponsRoutes } from "./modules/coupons/coupons-routes.ts";
import { pincodeRoutes } from "./modules/pincode/pincode-routes.ts";
import { ordersRoutes } from "./modules/orders/orders-routes.ts";
import { trackingRoutes } from "./modules/orders/tracking-routes.ts";
import { billingRoutes } from "./modules/billing/billing-routes.ts";
import { paymentsRoutes } from "./modules/payments/payments-routes.ts";
import { ordersAdminRoutes } from "./modules/orders/orders-admin-routes.ts";
import { paymentsAdminRoutes } from "./modules/payments/payments-admin-routes.ts";
import { couponsAdminRoutes } from "./modules/coupons/coupons-admin-routes.ts";
import { emiRoutes } from "./modules/emi/emi-routes.ts";
import { languagesRoutes } from "./modules/languages/languages-routes.ts";
import { emiAdminRoutes } from "./modules/emi/emi-admin-routes.ts";
import { searchAdminRoutes } from "./modules/search/search-admin-routes.ts";
import { searchRoutes } from "./modules/search/search-routes.ts";
import { serviceAdminRoutes } from "./modules/service/service-admin-routes.ts";
import { serviceRoutes } from "./modules/service/service-routes.ts";
import { serviceFiguresAdminRoutes } from "./modules/service-figures/figures-admin-routes.ts";
import { reviewsAdminRoutes } from "./modules/reviews/reviews-admin-routes.ts";
import { catalogueAdminRoutes } from "./modules/catalogue/catalogue-admin-routes.ts";
import { promotionsAdminRoutes } from "./modules/promotions/promotions-admin-routes.ts";
import { blogAdminRoutes } from "./modules/blog/blog-admin-routes.ts";
import { storesAdminRoutes } from "./modules/stores/stores-admin-routes.ts";
import { deliveryAdminRoutes } from "./modules/delivery/delivery-admin-routes.ts";
import { outboxAdminRoutes } from "./modules/messaging/outbox-admin-routes.ts";
import { takebackAdminRoutes } from "./modules/takeback/takeback-admin-routes.ts";
import { exchangeRoutes } from "./modules/exchange/exchange-routes.ts";
import { accountsRoutes } from "./modules/accounts/accounts-routes.ts";
import { customersAdminRoutes } from "./modules/customers/customers-admin-routes.ts";
import { accountsRightsRoutes } from "./modules/accounts-rights/accounts-rights-routes.ts";
import { type MailWorker, createMailWorker, smtpTransport } from "./modules/messaging/mail-worker.ts";
import { invoiceAttachments } from "./modules/billing/invoices.ts";
import { textProviders } from "./modules/messaging/text-providers.ts";
import { CONTENT_CHANNEL, createContentVersion } from "./lib/content-version.ts";
import { type Reconciler, createReconciler } from "./modules/billing/reconciler.ts";
import { type Periodic, periodic } from "./lib/periodic.ts";
import { type Services, createServices } from "./services.ts";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseConnection;
    services: Services;
    config: Config;
    /** Sends the outbox (e-mail when SMTP_URL is set, SMS and WhatsApp when their gateways are), from ready until close. */
    mailWorker: MailWorker;
    /** Releases expired holds, settles what the gateway took and sends refunds (decision 015), from ready until close. */
    reconciler: Reconciler;
    /** Sends overdue service tickets to the Grievance Officer (decision 027), each minute from ready until close. */
    serviceEscalation: Periodic<[now?: Date], number>;
    /** Ends erasures' holds whose time is up (decision 053). */
    rightsRelease: Periodic<[now?: Date], number>;
  }
}

/** The request id: nginx's `X-Request-Id` when it looks like one (letters, digits, `.:_-`, up to 128), else a new UUID. */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
}

export type BuildAppOptions = {
  config: Config;
  database: DatabaseConnection;
  /** main.ts passes the logger it started with; otherwise one is made from the config. */
  logger?: FastifyBaseLogger;
  /** Serve the pages (static files and React Router). Off for API-only tests that need no web build. */
  site?: boolean;
  /** Sees every route as it is added, documented or not (the OpenAPI fuzz test lists them so). */
  onRoute?: (route: RouteOptions) => void;
};

/** The whole server, not yet listening: outside plugins, then ours, then the API, then the site. */
export async function buildApp({ config, database, logger, site: serveSite = true, onRoute }: BuildAppOptions): Promise<FastifyInstance> {
  const development = config.env === "development";
  // Every request's line names a signed link's route, never its token (decision 036).
  const loggerInstance: FastifyBaseLogger = requestLogger(logger ?? createLogger(config));
  const app = Fastify({
    loggerInstance,
    trustProxy: config.trustProxy,
    // A proxy's request id is kept (when it looks like one) so log lines can be matched across hops.
    genReqId: requestIdOf,
    // Header, body and keep-alive timeouts (decision 025): a slow client cannot hold a connection.
    ...httpServerOptions(config.http),
    // A request that reaches us on a kept-alive connection as we close is answered, not refused
    // with a 503 the load balancer would not retry for a POST (decision 025); its answer closes the connection.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook("onRoute", onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // Outside plugins. Shedding load comes first, so an overloaded instance does no other work.
  await registerLoadShedding(app, config.http);
  registerSecurityHeaders(app, { development });
  await app.register(compress, { encodings: ["br", "gzip"] });
  await registerRateLimit(app, config);
  await app.register(swagger, {
    openapi: {
      info: { title: `${site.brand} API`, description: `The JSON API of the ${site.brand} website and shop.`, version: "1.0.0" },
    },
    // The staff API (/api/v1/admin/*, sign-in included) is the console's business, not a public
    // contract: it is left out of the document, while its routes keep their schemas for validation.
    transform: (route) => (isAdminPath(route.url) ? { schema: { hide: true }, url: route.url } : jsonSchemaTransform(route)),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // Swagger UI injects <style> elements without our nonce: its pages alone allow inline styles.
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  // Our own.
  app.decorate("config", config);
  app.decorate("database", database);
  // What the public pages show, per tag, as the database's triggers log its changes (decision 024):
  // this instance hears of every instance's commits at once; the catalogue and the page cache follow.
  const content = createContentVersion(database.db, {
    listen: (handlers) => database.listen(CONTENT_CHANNEL, handlers),
    onError: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook("onReady", async () => content.start());
  app.addHook("onClose", async () => content.stop());
  app.decorate("services", createServices(database, config, content, app.rateCounters, (line) => app.log.warn(line)));
  // The mail worker sends what the services queued in the outbox: e-mails without SMTP_URL, and SMS
  // or WhatsApp messages without their gateway (decision 030), wait there.
  app.decorate(
    "mailWorker",
    createMailWorker({
      db: database.db,
      transport: config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined,
      texts: textProviders(config.texts),
      from: config.mail.from,
      attachments: invoiceAttachments(app.services.invoices),
      onError: (message, error) => app.log.warn({ err: error }, message),
    }),
  );
  app.addHook("onReady", async () => app.mailWorker.start());
  app.addHook("onClose", async () => app.mailWorker.stop());
  app.decorate(
    "reconciler",
    createReconciler({
      pass: async (now, stopping) => {
        const released = await app.services.orders.releaseExpiredHolds(now);
        const asked = await app.services.gatewayEvents.reconcile(now, undefined, stopping);
        // Orders paid on installation: links paid without a webhook, and time to pay run out (decision 059).
        const installed = stopping() ? { changed: 0 } : await app.services.installationPayments.reconcile(now);
        return released > 0 || asked > 0 || installed.changed > 0;
      },
      onChange: () => void content.catchUp(),
      onError: (message, error) => app.log.warn({ err: error }, message),
    }),
  );
  // Tests drive the reconciler themselves (`app.reconciler.runOnce(now)`), with the clock they choose.
  if (config.env !== "test") {
    app.addHook("onReady", async () => app.reconciler.start());
    app.addHook("onClose", async () => app.reconciler.stop());
  }
  // Every instance looks each minute; marking the ticket's row decides which one sends (decision 027).
  app.decorate(
    "serviceEscalation",
    periodic((now: Date = new Date()) => app.services.serviceTickets.escalateOverdue(now), {
      intervalMs: 60_000,
      failure: "An escalation pass over the service tickets failed; the next one tries again",
      onError: (message, error) => app.log.warn({ err: error }, message),
    }),
  );
  if (config.env !== "test") {
    app.addHook("onReady", async () => app.serviceEscalation.start());
    app.addHook("onClose", async () => app.serviceEscalation.stop());
  }
  // What an erasure kept (an invoice's eight years, a warranty, an open repair) loses the customer's
  // part once its hold ends (decision 053): looked at every six hours, on every instance (the pass is idempotent).
  app.decorate(
    "rightsRelease",
    periodic((now: Date = new Date()) => app.services.accountsRights.releaseKept(now), {
      intervalMs: 6 * 60 * 60_000,
      failure: "A pass over the records erasures kept failed; the next one tries again",
      onError: (message, error) => app.log.warn({ err: error }, message),
    }),
  );
  if (config.env !== "test") {
    app.addHook("onReady", async () => app.rightsRelease.start());
    app.addHook("onClose", async () => app.rightsRelease.stop());
  }
  // Every /api/v1/admin/ request needs a staff session (and a CSRF token to change anything).
  registerStaffAuth(app);

  // The API.
  await app.register(api, { prefix: "/api/v1" });
  for (const url of ["/api", "/api/*"]) app.all(url, { schema: { hide: true } }, apiNotFoundHandler);

  // Crawler files, before the site so React Router does not answer them.
  await app.register(seoRoutes);

  // Catalogue PDFs, built by the server from the live products, before the site.
  await app.register(cataloguePdfRoutes);

  // The site: static files, then every other path is a page.
  if (serveSite) {
    await registerSite(app, {
      development,
      services: app.services,
      content,
      siteUrl: config.siteUrl,
      hydrateAfterPaint: config.hydrateAfterPaint,
      renderConcurrency: config.http.pageRenderConcurrency,
    });
  }

  return app;
}

const api: FastifyPluginAsyncZod = async (app) => {
  // No text of any API request may hold a control character (NUL and the like): refused with a 400
  // before any route's schema, service or query sees it.
  registerInputGuard(app);
  await app.register(healthRoutes);
  await app.register(promotionsRoutes);
  await app.register(catalogueRoutes);
  await app.register(blogRoutes);
  await app.register(storesRoutes);
  await app.register(enquiriesRoutes);
  await app.register(warrantyRoutes);
  await app.register(enquiriesAdminRoutes);
  await app.register(warrantyAdminRoutes);
  await app.register(serviceAdminRoutes);
  await app.register(serviceRoutes);
  await app.register(serviceFiguresAdminRoutes);
  await app.register(reviewsRoutes);
  await app.register(deliveryRoutes);
  await app.register(couponsRoutes);
  await app.register(emiRoutes);
  await app.register(languagesRoutes);
  await app.register(searchRoutes);
  await app.register(pincodeRoutes);
  await app.register(ordersRoutes);
  await app.register(trackingRoutes);
  await app.register(paymentsRoutes);
  await app.register(billingRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(paymentsAdminRoutes);
  await app.register(couponsAdminRoutes);
  await app.register(reviewsAdminRoutes);
  await app.register(staffRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(promotionsAdminRoutes);
  await app.register(blogAdminRoutes);
  await app.register(storesAdminRoutes);
  await app.register(deliveryAdminRoutes);
  await app.register(emiAdminRoutes);
  await app.register(searchAdminRoutes);
  await app.register(outboxAdminRoutes);
  await app.register(takebackAdminRoutes);
  await app.register(exchangeRoutes);
  await app.register(accountsRoutes);
  await app.register(customersAdminRoutes);
  await app.register(accountsRightsRoutes);
  // Unknown API paths answer JSON, whatever the method, instead of falling through to the pages.
  for (const url of ["/", "/*"]) app.all(url, { schema: { hide: true } }, apiNotFoundHandler);
  app.setNotFoundHandler(apiNotFoundHandler);
};
