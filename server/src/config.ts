import { isAbsolute, resolve } from "node:path";
import type { z } from "zod";
import { type Env, EnvSchema } from "./config-schema.ts";
import { type TextEvent, textEvents } from "@urjavolt/contract/messages";
import { smsTemplateProblems } from "./modules/messaging/text-templates.ts";
import { repoRoot } from "./paths.ts";
import { StartupError } from "./startup-error.ts";
import { RAZORPAY_WEBHOOK_EVENTS_TEXT } from "./modules/billing/gateway/webhook-events.ts";

/**
 * The secrets the server makes for itself when none is set, once per database, kept in the
 * `server_secrets` table (`server/src/db/server-secrets.ts`): a production demo never runs on a
 * secret printed in the README.
 */
export const serverSecretNames = ["tracking", "test_gateway_key", "test_gateway_webhook", "account_code"] as const;
export type ServerSecretName = (typeof serverSecretNames)[number];
/** A secret that was not set: taken from the database once it is open (see `withStoredSecrets`). */
export type StoredSecret = { readonly stored: ServerSecretName };

/**
 * The documented defaults (docs/configuration.md, .env.example): fine for development and tests, public to anyone,
 * so a production server refuses to run with any secret set to one of them.
 */
export const documentedDefaults = {
  TRACKING_SECRET: "urjavolt_dev_tracking_secret",
  TEST_GATEWAY_KEY_SECRET: "urjavolt_test_secret",
  TEST_GATEWAY_WEBHOOK_SECRET: "urjavolt_test_webhook_secret",
  ACCOUNT_CODE_SECRET: "urjavolt_dev_account_code_secret",
} as const;

/** Development and tests only: a production server refuses it (see documentedDefaults). */
export const DEFAULT_TRACKING_SECRET = documentedDefaults.TRACKING_SECRET;

/** The settings the server runs with. `Secret` is `string` once the stored secrets are filled in. */
export type Config<Secret = string> = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** PostgreSQL through node-postgres when set; otherwise PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute path; a relative DATA_DIR is taken from the repository root, not the working directory. */
  dataDir: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Overrides the end of the seeded festival offers. */
  promoEndsAt: Date | undefined;
  /** Decision 015: how long create-order holds the units for the buyer, and when the reconciler first asks the gateway. */
  reservationMinutes: number;
  reconcileAfterSeconds: number;
  /** Load the demo data into an empty database (SEED_DEMO; by default on PGlite only). */
  seedDemo: boolean;
  /** Pages start their scripts just after the first paint (decision 012; HYDRATE_AFTER_PAINT, on unless "false"). */
  hydrateAfterPaint: boolean;
  /** Redis, when set, holds the rate-limit counters so that every instance shares them. */
  redisUrl: string | undefined;
  /**
   * Which proxies in front of the server to believe about the client's address (Fastify's
   * `trustProxy`): the rate limits count per client, not per load balancer.
   */
  trustProxy: boolean | string[];
  /** The payment gateway (PAYMENT_GATEWAY, or Razorpay when its keys are set). */
  payments: PaymentsConfig<Secret>;
  /** The first admin, created on start when the database has no active admin (both set, or neither). */
  firstAdmin: { email: string; password: string } | undefined;
  /**
   * The site's public address (no trailing slash): the one source of absolute links in e-mails,
   * the sitemap, robots.txt, canonical and Open Graph URLs and JSON-LD.
   */
  siteUrl: string;
  /** Signs the order-tracking links (HMAC-SHA256). */
  trackingSecret: Secret;
  /** Keys the hashes of customers' sign-in codes (HMAC-SHA256, decision 050). */
  accountCodeSecret: Secret;
  /** E-mail: sent through SMTP_URL when set; without it the outbox fills and waits (shown in the console). */
  mail: MailConfig;
  /** SMS and WhatsApp gateways (decision 030); a channel without one keeps its messages in the outbox. */
  texts: TextsConfig;
  /**
   * The `npm start` demo (production on PGlite) and development, both on the test gateway, print a
   * sign-in code to the log when its channel has nowhere to send it (no SMTP_URL for e-mail, no
   * gateway for SMS or WhatsApp), so that My account can be tried there. A real shop never does
   * (decision 054): its codes reach the customer only.
   */
  demoCodesInLog: boolean;
  /** Node's HTTP server limits and load shedding (decision 025), in milliseconds. */
  http: HttpConfig;
  /** Settings that work but must not go live unnoticed, for the start-up log. */
  warnings: string[];
};

/**
 * How long a client may take (decision 025): `headersTimeout` to send its request's headers,
 * `requestTimeout` to send the whole request, body included; an idle keep-alive connection is
 * closed after `keepAliveTimeout` (longer than nginx's upstream keepalive_timeout of 60 s, so nginx
 * closes first and never reuses a connection the server is closing). Under load the server sheds
 * work with a 503 and Retry-After once the event loop lags more than `maxEventLoopDelayMs`, or when
 * `pageRenderConcurrency` pages are already being rendered. On SIGTERM it answers not-ready for
 * `shutdownGraceMs` before it stops taking connections, so the load balancer moves away first.
 */
export type HttpConfig = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  shutdownGraceMs: number;
  /** 0: no shedding on event-loop lag (tests only). */
  maxEventLoopDelayMs: number;
  pageRenderConcurrency: number;
};

/** What loadConfig returns: secrets that were not set are still to be read from the database. */
export type StartupConfig = Config<string | StoredSecret>;

export type MailConfig = {
  smtpUrl: string | undefined;
  /** The From header, e.g. `UrjaVolt <no-reply@urjavolt.example>`. */
  from: string;
  /** Where staff notices of new enquiries, complaints and paid orders go. */
  staffEmail: string;
};

/** How the server reaches one text channel's gateway (server/src/modules/messaging/text-providers.ts). */
export type TextGatewayConfig = {
  url: string;
  apiKey: string;
  /** `Authorization` carries `Bearer <key>`; any other header carries the key as it is. */
  apiKeyHeader: string;
  /** Each event's registered template: the DLT content template ID (SMS) or the approved template name (WhatsApp). */
  templates: Record<TextEvent, string>;
};

export type TextsConfig = {
  sms: (TextGatewayConfig & { senderId: string; entityId: string }) | undefined;
  whatsapp: (TextGatewayConfig & { language: string }) | undefined;
};

export type PaymentsConfig<Secret = string> = {
  gateway: "test" | "razorpay";
  /** The public key id the browser's checkout is opened with. */
  keyId: string;
  /** Signs and verifies payments (HMAC-SHA256); never leaves the server. */
  keySecret: Secret;
  /** Verifies webhook bodies; webhooks are refused while it is unset. */
  webhookSecret: Secret | undefined;
  /** Razorpay's API, e.g. a local fake in tests. */
  apiBase: string;
};

const OPENSSL_HINT = "a long random string, e.g. the output of `openssl rand -hex 32`";

/**
 * Parses the environment once at start-up; nothing else in the server reads process.env. Every
 * problem is gathered into one list (a StartupError), so an operator fixes them in one go.
 *
 * Production on PostgreSQL is a real shop and fails closed (docs/architecture.md, Going live): it needs the
 * Razorpay keys and webhook secret (or PAYMENT_GATEWAY=test said out loud), SITE_URL and
 * TRACKING_SECRET. Production on the embedded PGlite is the `npm start` demo and must start with no
 * setup, so it keeps the test gateway and generates its secrets instead. No production server runs
 * with a secret equal to a documented default.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): StartupConfig {
  const problems: string[] = [];
  const parsed: Partial<Env> = {};
  const invalidFields = new Set<string>();
  // Field by field, so the rules below still run on the fields that are valid: one list of everything.
  for (const [name, schema] of Object.entries(EnvSchema.shape)) {
    const result = (schema as z.ZodType).safeParse(env[name]);
    if (result.success) {
      (parsed as Record<string, unknown>)[name] = result.data;
    } else {
      invalidFields.add(name);
      problems.push(`${name}: ${result.error.issues[0]?.message ?? "is not valid"}`);
    }
  }
  const invalid = (name: keyof Env) => invalidFields.has(name);
  const value = <K extends keyof Env>(name: K) => parsed[name] as Env[K];

  const production = value("NODE_ENV") === "production";
  const databaseUrl = value("DATABASE_URL");
  // A real shop: production on PostgreSQL (an invalid DATABASE_URL counts as one, to say everything).
  const realShop = production && (databaseUrl !== undefined || invalid("DATABASE_URL"));
  const warnings: string[] = [];

  if (Boolean(value("RAZORPAY_KEY_ID")) !== Boolean(value("RAZORPAY_KEY_SECRET")) && !invalid("RAZORPAY_KEY_ID") && !invalid("RAZORPAY_KEY_SECRET")) {
    problems.push("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both (Razorpay) or neither (the offline test gateway)");
  }
  if (Boolean(value("ADMIN_EMAIL")) !== Boolean(value("ADMIN_PASSWORD")) && !invalid("ADMIN_EMAIL")) {
    problems.push("ADMIN_EMAIL and ADMIN_PASSWORD: set both (to create the first admin) or neither");
  }

  // Payments.
  const razorpayKeys = value("RAZORPAY_KEY_ID") && value("RAZORPAY_KEY_SECRET") ? { id: value("RAZORPAY_KEY_ID")!, secret: value("RAZORPAY_KEY_SECRET")! } : undefined;
  const chosen = value("PAYMENT_GATEWAY");
  let gateway: "razorpay" | "test" = chosen ?? (razorpayKeys ? "razorpay" : "test");
  if (chosen === "razorpay" && !razorpayKeys) {
    problems.push("PAYMENT_GATEWAY: is razorpay, but RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set: set both to your Razorpay API keys");
  } else if (chosen === undefined && !razorpayKeys && realShop) {
    // Half a key pair is already reported above; either way Razorpay is what a real shop must set up.
    const halfSet = Boolean(value("RAZORPAY_KEY_ID") || value("RAZORPAY_KEY_SECRET") || invalid("RAZORPAY_KEY_ID") || invalid("RAZORPAY_KEY_SECRET"));
    if (!halfSet) problems.push(
      "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: not set, so payments would go through the offline test gateway, which takes no money. " +
        "Set both to your Razorpay API keys (Razorpay dashboard, Account & Settings, API Keys), " +
        "or set PAYMENT_GATEWAY=test to run without taking money on purpose (never for a real shop)",
    );
    gateway = "razorpay";
  }
  if (gateway === "razorpay" && production && !value("RAZORPAY_WEBHOOK_SECRET") && !invalid("RAZORPAY_WEBHOOK_SECRET")) {
    problems.push(
      "RAZORPAY_WEBHOOK_SECRET: required with Razorpay in production: without the webhook, a payment whose buyer closed the browser before coming back is never recorded. " +
        `On Razorpay's dashboard add the webhook ${(value("SITE_URL") ?? "<SITE_URL>").replace(/\/+$/, "")}/api/v1/payment/webhook with the events ${RAZORPAY_WEBHOOK_EVENTS_TEXT}, and set its secret here`,
    );
  }
  if (gateway === "test" && production) {
    warnings.push(
      `${chosen === "test" ? "PAYMENT_GATEWAY=test: payments" : "Payments"} go through the offline test gateway, which takes no money: anyone can "pay" with it. ` +
        "A real shop sets RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.",
    );
  }
  if (chosen === "test" && razorpayKeys) warnings.push("PAYMENT_GATEWAY=test: the Razorpay keys that are set are not used.");

  // Secrets: documented defaults only outside production; unset in production, generated and kept in the database.
  if (production) {
    const publicValues = new Set<string>(Object.values(documentedDefaults));
    for (const name of ["TRACKING_SECRET", "TEST_GATEWAY_KEY_SECRET", "TEST_GATEWAY_WEBHOOK_SECRET", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "ACCOUNT_CODE_SECRET"] as const) {
      const secret = value(name);
      if (secret !== undefined && publicValues.has(secret)) {
        problems.push(`${name}: is a default printed in the README, so anyone can use it: set ${OPENSSL_HINT}`);
      }
    }
  }
  const secret = (name: keyof typeof documentedDefaults, stored: ServerSecretName): string | StoredSecret =>
    (value(name) as string | undefined) ?? (production ? { stored } : documentedDefaults[name]);
  if (production && value("TRACKING_SECRET") === undefined && realShop && !invalid("TRACKING_SECRET")) {
    problems.push(`TRACKING_SECRET: required in production on PostgreSQL (it signs the order-tracking links in e-mails): set TRACKING_SECRET to ${OPENSSL_HINT}`);
  }

  // The public address.
  if (value("SITE_URL") === undefined && realShop && !invalid("SITE_URL")) {
    problems.push("SITE_URL: required in production on PostgreSQL: set it to the shop's public address, e.g. https://www.example.in (links in e-mails, the sitemap, link previews)");
  }

  // SMS and WhatsApp (decision 030): a gateway needs its key and a registered template for every
  // event, or nothing could be sent; in production its address is https, since the key travels with
  // every message. Neither is required: without one, that channel's messages wait in the outbox,
  // which the console shows.
  const texts = textGateways(value, invalid, production, problems);
  const longSms = texts.sms && !invalid("SITE_URL") ? smsTemplateProblems({ siteUrl: siteUrlOf(value("SITE_URL"), value("PORT")) }) : [];
  if (longSms.length > 0) {
    problems.push(`SITE_URL: is too long for every SMS template to fit one SMS of 160 characters (${longSms.join(", ")}): use a shorter address of the site`);
  }

  if (!invalid("HTTP_HEADERS_TIMEOUT") && !invalid("HTTP_REQUEST_TIMEOUT") && value("HTTP_HEADERS_TIMEOUT") > value("HTTP_REQUEST_TIMEOUT")) {
    problems.push("HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT (the headers are part of the request)");
  }

  if (problems.length > 0) {
    throw new StartupError(`The configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }

  const apiBase = value("RAZORPAY_API_BASE").replace(/\/+$/, "");
  const port = value("PORT");
  if (production && value("SMTP_URL") === undefined) {
    warnings.push("SMTP_URL is not set: e-mails are kept in the outbox (staff console, Outbox) and sent once it is set.");
  }
  const demoCodesInLog = !realShop && gateway === "test" && value("NODE_ENV") !== "test";
  if (demoCodesInLog && production && (value("SMTP_URL") === undefined || !texts.config.sms)) {
    warnings.push(
      "Sign-in codes that have no way to the customer (no SMTP_URL for e-mail, no SMS gateway) are printed in this log, so that My account can be tried on the demo. " +
        "A real shop, on PostgreSQL with Razorpay, never prints them.",
    );
  }
  return {
    firstAdmin: parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD ? { email: parsed.ADMIN_EMAIL.toLowerCase(), password: parsed.ADMIN_PASSWORD } : undefined,
    env: value("NODE_ENV"),
    port,
    host: value("HOST"),
    databaseUrl,
    dataDir: isAbsolute(value("DATA_DIR")) ? value("DATA_DIR") : resolve(repoRoot, value("DATA_DIR")),
    logLevel: value("LOG_LEVEL"),
    promoEndsAt: parsed.PROMO_ENDS_AT === undefined ? undefined : new Date(parsed.PROMO_ENDS_AT),
    reservationMinutes: value("RESERVATION_MINUTES"),
    reconcileAfterSeconds: value("PAYMENT_RECONCILE_AFTER"),
    seedDemo: value("SEED_DEMO") === undefined ? databaseUrl === undefined : value("SEED_DEMO") === "true",
    hydrateAfterPaint: value("HYDRATE_AFTER_PAINT") !== "false",
    redisUrl: value("REDIS_URL"),
    siteUrl: siteUrlOf(value("SITE_URL"), port),
    trackingSecret: secret("TRACKING_SECRET", "tracking"),
    // A code lives 10 minutes, so a secret generated once and kept in the database (shared by every
    // instance) serves a real shop as well as one that is set; only the public default is refused.
    accountCodeSecret: secret("ACCOUNT_CODE_SECRET", "account_code"),
    mail: { smtpUrl: value("SMTP_URL"), from: value("MAIL_FROM"), staffEmail: value("STAFF_NOTIFY_EMAIL") },
    texts: texts.config,
    demoCodesInLog,
    trustProxy: parseTrustProxy(value("TRUST_PROXY")),
    payments:
      gateway === "razorpay" && razorpayKeys
        ? { gateway: "razorpay", keyId: razorpayKeys.id, keySecret: razorpayKeys.secret, webhookSecret: value("RAZORPAY_WEBHOOK_SECRET"), apiBase }
        : {
            gateway: "test",
            keyId: value("TEST_GATEWAY_KEY_ID"),
            keySecret: secret("TEST_GATEWAY_KEY_SECRET", "test_gateway_key"),
            webhookSecret: value("RAZORPAY_WEBHOOK_SECRET") ?? secret("TEST_GATEWAY_WEBHOOK_SECRET", "test_gateway_webhook"),
            apiBase,
          },
    http: {
      headersTimeoutMs: value("HTTP_HEADERS_TIMEOUT") * 1000,
      requestTimeoutMs: value("HTTP_REQUEST_TIMEOUT") * 1000,
      keepAliveTimeoutMs: value("HTTP_KEEP_ALIVE_TIMEOUT") * 1000,
      // A production instance sits behind a load balancer that needs a moment to see it is leaving;
      // elsewhere (npm run dev, Ctrl-C) it stops at once.
      shutdownGraceMs: (value("SHUTDOWN_GRACE_SECONDS") ?? (production ? 5 : 0)) * 1000,
      // Off in tests unless a test sets it: a test file's own work (PGlite in the same process on a
      // busy machine) may hold the loop, and other tests' requests must not be shed for it.
      maxEventLoopDelayMs: value("MAX_EVENT_LOOP_DELAY_MS") ?? (value("NODE_ENV") === "test" ? 0 : 1000),
      pageRenderConcurrency: value("PAGE_RENDER_CONCURRENCY"),
    },
    warnings,
  };
}

/** The secrets of a start-up config that are to be generated and kept in the database. */
export function storedSecretNames(config: StartupConfig): ServerSecretName[] {
  const names = [config.trackingSecret, config.payments.keySecret, config.payments.webhookSecret, config.accountCodeSecret]
    .filter((secret): secret is StoredSecret => typeof secret === "object")
    .map((secret) => secret.stored);
  return [...new Set(names)];
}

/** The config with its stored secrets filled in from the database's values. */
export function withStoredSecrets(config: StartupConfig, stored: Partial<Record<ServerSecretName, string>>): Config {
  const fill = (secret: string | StoredSecret): string => {
    if (typeof secret === "string") return secret;
    const found = stored[secret.stored];
    if (!found) throw new Error(`The server secret ${secret.stored} was not loaded from the database`);
    return found;
  };
  const { payments } = config;
  return {
    ...config,
    trackingSecret: fill(config.trackingSecret),
    accountCodeSecret: fill(config.accountCodeSecret),
    payments: { ...payments, keySecret: fill(payments.keySecret), webhookSecret: payments.webhookSecret === undefined ? undefined : fill(payments.webhookSecret) },
  };
}

/**
 * The SMS and WhatsApp gateways, each set up only when its address is set (decision 030). Adds to
 * `problems` whatever a configured gateway lacks: its key, and for every event a registered
 * template (for SMS also the sender ID and the DLT entity ID); a key without an address; an
 * address that is not https in production.
 */
function textGateways(
  value: <K extends keyof Env>(name: K) => Env[K],
  invalid: (name: keyof Env) => boolean,
  production: boolean,
  problems: string[],
): { config: TextsConfig; sms: boolean; whatsapp: boolean } {
  const gateway = (channel: "SMS" | "WHATSAPP", label: string, what: string) => {
    const url = value(`${channel}_API_URL`);
    const key = value(`${channel}_API_KEY`);
    const templatesName = channel === "SMS" ? "SMS_DLT_TEMPLATE_IDS" : "WHATSAPP_TEMPLATE_NAMES";
    const templates = value(templatesName);
    if (url === undefined) {
      if (key !== undefined && !invalid(`${channel}_API_URL`)) problems.push(`${channel}_API_KEY: is set, but ${channel}_API_URL is not: set both (to send ${label} updates) or neither`);
      return undefined;
    }
    if (key === undefined && !invalid(`${channel}_API_KEY`)) problems.push(`${channel}_API_KEY: required with ${channel}_API_URL: the key the ${label} gateway gave you`);
    if (production && !url.startsWith("https://") && !isLoopbackHttp(url)) {
      problems.push(`${channel}_API_URL: must be an https address in production (or http to this machine itself): the API key is sent with every message`);
    }
    const missing = textEvents.filter((event) => templates?.[event] === undefined);
    if (!invalid(templatesName) && missing.length > 0) {
      problems.push(`${templatesName}: required with ${channel}_API_URL: ${what} for each event, as event=id pairs separated by commas; missing: ${missing.join(", ")}`);
    }
    if (key === undefined || missing.length > 0) return undefined;
    return { url, apiKey: key, apiKeyHeader: value(`${channel}_API_KEY_HEADER`), templates: templates as Record<TextEvent, string> };
  };

  const smsGateway = gateway("SMS", "SMS", "the DLT content template ID");
  let sms: TextsConfig["sms"];
  if (value("SMS_API_URL") !== undefined) {
    for (const name of ["SMS_SENDER_ID", "SMS_DLT_ENTITY_ID"] as const) {
      if (value(name) === undefined && !invalid(name)) problems.push(`${name}: required with SMS_API_URL: every SMS in India goes out under a DLT-registered ${name === "SMS_SENDER_ID" ? "sender ID" : "principal entity"}`);
    }
    const senderId = value("SMS_SENDER_ID");
    const entityId = value("SMS_DLT_ENTITY_ID");
    if (smsGateway && senderId && entityId) sms = { ...smsGateway, senderId, entityId };
  }
  const whatsappGateway = gateway("WHATSAPP", "WhatsApp", "the approved template name");
  const whatsapp = whatsappGateway ? { ...whatsappGateway, language: value("WHATSAPP_TEMPLATE_LANGUAGE") } : undefined;
  return { config: { sms, whatsapp }, sms: sms !== undefined, whatsapp: whatsapp !== undefined };
}

/**
 * An http address on this machine's loopback (127.0.0.1, ::1, localhost): the key never crosses a
 * network, as with a relay the shop runs beside the site, or the browser tests' stand-in gateway.
 */
function isLoopbackHttp(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "http:" && ["127.0.0.1", "[::1]", "localhost"].includes(hostname);
  } catch {
    return false;
  }
}

function siteUrlOf(siteUrl: string | undefined, port: number): string {
  return (siteUrl ?? `http://localhost:${port}`).replace(/\/+$/, "");
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return value.split(",").map((address) => address.trim());
}
