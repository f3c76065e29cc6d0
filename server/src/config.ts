import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { repoRoot } from "./paths.ts";
import { StartupError } from "./startup-error.ts";

/** An empty variable (common in .env files) means "not set". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"], { error: "must be development, production or test" })).default("development"),
  PORT: optional(z.coerce.number({ error: "must be a port number from 1 to 65535" }).int().min(1).max(65535, { error: "must be a port number from 1 to 65535" })).default(3000),
  HOST: optional(z.string().min(1)).default("127.0.0.1"),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a PostgreSQL URL such as postgres://user:password@host:5432/database" }),
  ),
  DATA_DIR: optional(z.string().min(1)).default("data"),
  LOG_LEVEL: optional(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { error: "must be fatal, error, warn, info, debug, trace or silent" }),
  ).default("info"),
  PROMO_ENDS_AT: optional(z.iso.datetime({ offset: true, error: "must be an ISO date-time such as 2026-10-31T23:59:59+05:30" })),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^(true|false|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, {
        error: "must be true, false, or a comma-separated list of proxy addresses or ranges (10.0.0.0/8)",
      }),
  ),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: "must be a Redis URL such as redis://127.0.0.1:6379" })),
  RAZORPAY_KEY_ID: optional(z.string().trim().regex(/^rzp_(test|live)_\w+$/, { error: "must be a Razorpay key id such as rzp_live_XXXXXXXXXXXXXX" })),
  RAZORPAY_KEY_SECRET: optional(z.string().trim().min(8, { error: "must be the key secret that Razorpay shows with the key id" })),
  RAZORPAY_WEBHOOK_SECRET: optional(z.string().trim().min(8, { error: "must be at least 8 characters" })),
  RAZORPAY_API_BASE: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://api.razorpay.com" })).default(
    "https://api.razorpay.com",
  ),
  TEST_GATEWAY_KEY_ID: optional(z.string().trim().min(1)).default("rzp_test_urjavolt"),
  TEST_GATEWAY_KEY_SECRET: optional(z.string().trim().min(8, { error: "must be at least 8 characters" })).default("urjavolt_test_secret"),
  TEST_GATEWAY_WEBHOOK_SECRET: optional(z.string().trim().min(8, { error: "must be at least 8 characters" })).default("urjavolt_test_webhook_secret"),
  ADMIN_EMAIL: optional(z.email({ error: "must be an e-mail address such as admin@example.com" })),
  ADMIN_PASSWORD: optional(z.string()),
  SITE_URL: optional(z.url({ protocol: /^https?$/, error: "must be the site's public http(s) address such as https://www.urjavolt.in" })).default(
    "http://localhost:3000",
  ),
  TRACKING_SECRET: optional(z.string().min(16, { error: "must be at least 16 characters (a long random string)" })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an SMTP URL such as smtps://user:password@smtp.example.com:465" })),
  MAIL_FROM: optional(z.string().trim().min(3)).default("UrjaVolt <no-reply@urjavolt.example>"),
  STAFF_NOTIFY_EMAIL: optional(z.email({ error: "must be an e-mail address such as orders@example.com" })).default("support@urjavolt.example"),
});

export type Config = {
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
  /** Redis, when set, holds the rate-limit counters so that every instance shares them. */
  redisUrl: string | undefined;
  /**
   * Which proxies in front of the server to believe about the client's address (Fastify's
   * `trustProxy`): the rate limits count per client, not per load balancer.
   */
  trustProxy: boolean | string[];
  /** The payment gateway: Razorpay when its key id and secret are set, else the offline test gateway. */
  payments: PaymentsConfig;
  /** The first admin, created on start when the database has no active admin (both set, or neither). */
  firstAdmin: { email: string; password: string } | undefined;
  /** The site's public address (no trailing slash), for absolute links in e-mails. */
  siteUrl: string;
  /** Signs the order-tracking links (HMAC-SHA256); `trackingSecretIsDefault` when the dev default is used. */
  trackingSecret: string;
  trackingSecretIsDefault: boolean;
  /** E-mail: sent through SMTP_URL when set; without it the outbox fills and waits (shown in the console). */
  mail: MailConfig;
};

export type MailConfig = {
  smtpUrl: string | undefined;
  /** The From header, e.g. `UrjaVolt <no-reply@urjavolt.example>`. */
  from: string;
  /** Where staff notices of new enquiries, complaints and paid orders go. */
  staffEmail: string;
};

/** Development only: a real shop sets TRACKING_SECRET (the server warns at start in production). */
export const DEFAULT_TRACKING_SECRET = "urjavolt_dev_tracking_secret";

export type PaymentsConfig = {
  gateway: "test" | "razorpay";
  /** The public key id the browser's checkout is opened with. */
  keyId: string;
  /** Signs and verifies payments (HMAC-SHA256); never leaves the server. */
  keySecret: string;
  /** Verifies webhook bodies; webhooks are refused while it is unset. */
  webhookSecret: string | undefined;
  /** Razorpay's API, e.g. a local fake in tests. */
  apiBase: string;
};

/** Parses the environment once at start-up; nothing else in the server reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new StartupError(`The configuration is not valid:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  if (Boolean(parsed.RAZORPAY_KEY_ID) !== Boolean(parsed.RAZORPAY_KEY_SECRET)) {
    throw new StartupError(
      "The configuration is not valid:\n  - RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both (Razorpay) or neither (the offline test gateway)",
    );
  }
  if (Boolean(parsed.ADMIN_EMAIL) !== Boolean(parsed.ADMIN_PASSWORD)) {
    throw new StartupError("The configuration is not valid:\n  - ADMIN_EMAIL and ADMIN_PASSWORD: set both (to create the first admin) or neither");
  }
  return {
    firstAdmin: parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD ? { email: parsed.ADMIN_EMAIL.toLowerCase(), password: parsed.ADMIN_PASSWORD } : undefined,
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: isAbsolute(parsed.DATA_DIR) ? parsed.DATA_DIR : resolve(repoRoot, parsed.DATA_DIR),
    logLevel: parsed.LOG_LEVEL,
    promoEndsAt: parsed.PROMO_ENDS_AT === undefined ? undefined : new Date(parsed.PROMO_ENDS_AT),
    redisUrl: parsed.REDIS_URL,
    siteUrl: parsed.SITE_URL.replace(/\/+$/, ""),
    trackingSecret: parsed.TRACKING_SECRET ?? DEFAULT_TRACKING_SECRET,
    trackingSecretIsDefault: parsed.TRACKING_SECRET === undefined,
    mail: { smtpUrl: parsed.SMTP_URL, from: parsed.MAIL_FROM, staffEmail: parsed.STAFF_NOTIFY_EMAIL },
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    payments:
      parsed.RAZORPAY_KEY_ID && parsed.RAZORPAY_KEY_SECRET
        ? {
            gateway: "razorpay",
            keyId: parsed.RAZORPAY_KEY_ID,
            keySecret: parsed.RAZORPAY_KEY_SECRET,
            webhookSecret: parsed.RAZORPAY_WEBHOOK_SECRET,
            apiBase: parsed.RAZORPAY_API_BASE.replace(/\/+$/, ""),
          }
        : {
            gateway: "test",
            keyId: parsed.TEST_GATEWAY_KEY_ID,
            keySecret: parsed.TEST_GATEWAY_KEY_SECRET,
            webhookSecret: parsed.RAZORPAY_WEBHOOK_SECRET ?? parsed.TEST_GATEWAY_WEBHOOK_SECRET,
            apiBase: parsed.RAZORPAY_API_BASE.replace(/\/+$/, ""),
          },
  };
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return value.split(",").map((address) => address.trim());
}
