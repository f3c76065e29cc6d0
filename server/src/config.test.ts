import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type StartupConfig, documentedDefaults, loadConfig, storedSecretNames, withStoredSecrets } from "./config.ts";
import { repoRoot } from "./paths.ts";
import { textEvents } from "@urjavolt/contract/messages";

describe("loadConfig", () => {
  it("has working defaults", () => {
    expect(loadConfig({})).toEqual({
      env: "development",
      port: 3000,
      host: "127.0.0.1",
      databaseUrl: undefined,
      dataDir: join(repoRoot, "data"),
      logLevel: "info",
      promoEndsAt: undefined,
      seedDemo: true,
      hydrateAfterPaint: true,
      firstAdmin: undefined,
      reservationMinutes: 15,
      reconcileAfterSeconds: 120,
      redisUrl: undefined,
      trustProxy: false,
      payments: {
        gateway: "test",
        keyId: "rzp_test_urjavolt",
        keySecret: "urjavolt_test_secret",
        webhookSecret: "urjavolt_test_webhook_secret",
        apiBase: "https://api.razorpay.com",
      },
      siteUrl: "http://localhost:3000",
      trackingSecret: "urjavolt_dev_tracking_secret",
      accountCodeSecret: "urjavolt_dev_account_code_secret",
      mail: { smtpUrl: undefined, from: "UrjaVolt <no-reply@urjavolt.example>", staffEmail: "support@urjavolt.example" },
      texts: { sms: undefined, whatsapp: undefined },
      demoCodesInLog: true,
      http: {
        headersTimeoutMs: 20_000,
        requestTimeoutMs: 60_000,
        keepAliveTimeoutMs: 65_000,
        shutdownGraceMs: 0,
        maxEventLoopDelayMs: 1000,
        pageRenderConcurrency: 16,
      },
      warnings: [],
    });
  });

  it("takes the HTTP timeouts and load limits in bounds, and never a header timeout past the request's", () => {
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT: "5", HTTP_REQUEST_TIMEOUT: "30", HTTP_KEEP_ALIVE_TIMEOUT: "75", SHUTDOWN_GRACE_SECONDS: "10", MAX_EVENT_LOOP_DELAY_MS: "200", PAGE_RENDER_CONCURRENCY: "4" }).http).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 75_000,
      shutdownGraceMs: 10_000,
      maxEventLoopDelayMs: 200,
      pageRenderConcurrency: 4,
    });
    // A production instance waits for the load balancer to notice it is leaving.
    expect(loadConfig({ NODE_ENV: "production" }).http.shutdownGraceMs).toBe(5_000);
    expect(loadConfig({ NODE_ENV: "production", SHUTDOWN_GRACE_SECONDS: "0" }).http.shutdownGraceMs).toBe(0);
    // Shedding on event-loop lag is on everywhere but in tests, unless a test asks for it.
    expect(loadConfig({ NODE_ENV: "production" }).http.maxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: "test" }).http.maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ NODE_ENV: "test", MAX_EVENT_LOOP_DELAY_MS: "50" }).http.maxEventLoopDelayMs).toBe(50);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT: "0" })).toThrow("HTTP_REQUEST_TIMEOUT: must be a whole number of seconds from 1 to 600");
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT: "1.5" })).toThrow("HTTP_HEADERS_TIMEOUT: must be a whole number of seconds from 1 to 120");
    expect(() => loadConfig({ PAGE_RENDER_CONCURRENCY: "none" })).toThrow("PAGE_RENDER_CONCURRENCY: must be a whole number of renders from 1 to 1000");
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "10" })).toThrow("MAX_EVENT_LOOP_DELAY_MS: must be a whole number of milliseconds from 50 to 60000");
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT: "90", HTTP_REQUEST_TIMEOUT: "60" })).toThrow("HTTP_HEADERS_TIMEOUT: must not be longer than HTTP_REQUEST_TIMEOUT");
  });

  it("takes TRUST_PROXY as on/off or a list of proxy addresses and ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7" }).trustProxy).toEqual(["10.0.0.0/8", "192.168.1.7"]);
    expect(() => loadConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY: must be true, false/);
  });

  it("takes REDIS_URL for shared rate limits, and refuses anything but a Redis URL", () => {
    expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
    expect(loadConfig({ REDIS_URL: "" }).redisUrl).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL: must be a Redis URL/);
  });

  it("takes a relative DATA_DIR from the repository root, not the working directory", () => {
    expect(loadConfig({ DATA_DIR: "var/db" }).dataDir).toBe(join(repoRoot, "var/db"));
    expect(loadConfig({ DATA_DIR: "/srv/urjavolt" }).dataDir).toBe("/srv/urjavolt");
  });

  it("reads every setting", () => {
    const config = loadConfig({
      ...realShop,
      PORT: "8080",
      HOST: "0.0.0.0",
      LOG_LEVEL: "warn",
      PROMO_ENDS_AT: "2026-10-31T23:59:59+05:30",
    });
    expect(config).toMatchObject({ env: "production", port: 8080, host: "0.0.0.0", databaseUrl: "postgres://shop:secret@db.internal:5432/shop", logLevel: "warn" });
    expect(config.promoEndsAt?.toISOString()).toBe("2026-10-31T18:29:59.000Z");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it("lists everything that is wrong, readably", () => {
    let message = "";
    try {
      loadConfig({ NODE_ENV: "staging", PORT: "eighty", DATABASE_URL: "mysql://x@y/z", PROMO_ENDS_AT: "next Diwali" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^The configuration is not valid:/);
    for (const name of ["NODE_ENV", "PORT", "DATABASE_URL", "PROMO_ENDS_AT"]) expect(message).toContain(`  - ${name}: `);
    expect(message).toContain("PostgreSQL URL");
  });

  it("uses Razorpay when its key id and secret are both set, else the test gateway", () => {
    const razorpay = loadConfig({ RAZORPAY_KEY_ID: "rzp_live_AbC123", RAZORPAY_KEY_SECRET: "s3cret-key-value", RAZORPAY_API_BASE: "http://127.0.0.1:9/" });
    expect(razorpay.payments).toEqual({ gateway: "razorpay", keyId: "rzp_live_AbC123", keySecret: "s3cret-key-value", webhookSecret: undefined, apiBase: "http://127.0.0.1:9" });
    expect(loadConfig({ TEST_GATEWAY_KEY_SECRET: "another_secret" }).payments).toMatchObject({ gateway: "test", keySecret: "another_secret" });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "rzp_live_AbC123" })).toThrow(/set both \(Razorpay\) or neither/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "pk_live_123", RAZORPAY_KEY_SECRET: "s3cret-key-value" })).toThrow(/RAZORPAY_KEY_ID: must be a Razorpay key id/);
  });

  it("chooses the gateway with PAYMENT_GATEWAY, and refuses razorpay without its keys", () => {
    const keys = { RAZORPAY_KEY_ID: "rzp_live_AbC123", RAZORPAY_KEY_SECRET: "s3cret-key-value" };
    expect(loadConfig({ ...keys, PAYMENT_GATEWAY: "test" }).payments.gateway).toBe("test");
    expect(loadConfig({ ...keys, PAYMENT_GATEWAY: "test" }).warnings).toEqual(["PAYMENT_GATEWAY=test: the Razorpay keys that are set are not used."]);
    expect(loadConfig({ ...keys, PAYMENT_GATEWAY: "razorpay" }).payments.gateway).toBe("razorpay");
    expect(() => loadConfig({ PAYMENT_GATEWAY: "razorpay" })).toThrow(/PAYMENT_GATEWAY: is razorpay, but RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: "paypal" })).toThrow(/PAYMENT_GATEWAY: must be razorpay or test/);
  });
});

/** What a real shop must set: production on PostgreSQL with everything in place. */
const realShop = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://shop:secret@db.internal:5432/shop",
  RAZORPAY_KEY_ID: "rzp_live_AbC123",
  RAZORPAY_KEY_SECRET: "live-key-secret-value",
  RAZORPAY_WEBHOOK_SECRET: "live-webhook-secret",
  SITE_URL: "https://www.urjavolt.in/",
  TRACKING_SECRET: "9f2c4e6a8b0d1f3a5c7e9b1d3f5a7c9e",
  SMTP_URL: "smtps://shop:pw@smtp.example.com:465",
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    const [heading, ...lines] = (error as Error).message.split("\n");
    expect(heading).toBe("The configuration is not valid:");
    return lines.map((line) => line.replace(/^ {2}- /, ""));
  }
  return [];
}

const without = (env: Record<string, string>, ...names: string[]) => Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

describe("loadConfig for a real shop (production on PostgreSQL)", () => {
  it("starts with Razorpay, its webhook secret, SITE_URL and TRACKING_SECRET, and no demo data", () => {
    const config = loadConfig(realShop);
    expect(config).toMatchObject({
      env: "production",
      seedDemo: false,
      siteUrl: "https://www.urjavolt.in",
      trackingSecret: realShop.TRACKING_SECRET,
      payments: { gateway: "razorpay", keyId: "rzp_live_AbC123", keySecret: "live-key-secret-value", webhookSecret: "live-webhook-secret" },
      demoCodesInLog: false,
      warnings: [],
    });
    // The sign-in codes' key may be left to the database even here: a code lives 10 minutes (decision 050).
    expect(storedSecretNames(config)).toEqual(["account_code"]);
    expect(storedSecretNames(loadConfig({ ...realShop, ACCOUNT_CODE_SECRET: "an-account-code-secret-of-my-own" }))).toEqual([]);
  });

  it("says everything that is missing in one list, each with what to set", () => {
    const problems = problemsOf({ NODE_ENV: "production", DATABASE_URL: realShop.DATABASE_URL });
    expect(problems).toEqual([
      expect.stringMatching(/^RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: not set, so payments would go through the offline test gateway, which takes no money\. Set both .*or set PAYMENT_GATEWAY=test/),
      expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET: required with Razorpay in production.*\/api\/v1\/payment\/webhook with the events payment\.captured, payment\.authorized, order\.paid, payment\.failed, refund\.processed, refund\.failed, payment_link\.paid, and set its secret here/),
      expect.stringMatching(/^TRACKING_SECRET: required in production on PostgreSQL .*set TRACKING_SECRET to a long random string, e\.g\. the output of `openssl rand -hex 32`$/),
      expect.stringMatching(/^SITE_URL: required in production on PostgreSQL: set it to the shop's public address/),
    ]);
  });

  it("lists malformed values together with the missing ones", () => {
    const problems = problemsOf({ ...without(realShop, "SITE_URL"), PORT: "eighty", SEED_DEMO: "yes" });
    expect(problems).toEqual([
      "PORT: must be a port number from 1 to 65535",
      "SEED_DEMO: must be true or false",
      expect.stringMatching(/^SITE_URL: required/),
    ]);
  });

  it("has no default gateway: without Razorpay keys it starts only with PAYMENT_GATEWAY=test, and says so loudly", () => {
    const base = without(realShop, "RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET");
    expect(problemsOf(base)).toEqual([expect.stringMatching(/^RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: not set/), expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET: required/)]);
    const test = loadConfig({ ...base, PAYMENT_GATEWAY: "test" });
    expect(test.payments).toMatchObject({ gateway: "test", keySecret: { stored: "test_gateway_key" }, webhookSecret: { stored: "test_gateway_webhook" } });
    expect(test.warnings).toEqual([expect.stringMatching(/^PAYMENT_GATEWAY=test: payments go through the offline test gateway, which takes no money/)]);
    // A real shop never prints a sign-in code, even on the test gateway (decision 054).
    expect(test.demoCodesInLog).toBe(false);
    expect(problemsOf({ ...base, PAYMENT_GATEWAY: "razorpay" })).toEqual([
      expect.stringMatching(/^PAYMENT_GATEWAY: is razorpay, but RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set/),
      expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET: required/),
    ]);
    expect(problemsOf({ ...base, RAZORPAY_KEY_ID: "rzp_live_AbC123" })).toEqual([
      "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both (Razorpay) or neither (the offline test gateway)",
      expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET: required/),
    ]);
  });

  it("refuses Razorpay without its webhook secret in production, on any database", () => {
    expect(problemsOf(without(realShop, "RAZORPAY_WEBHOOK_SECRET"))).toEqual([
      expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET: required with Razorpay in production.* add the webhook https:\/\/www\.urjavolt\.in\/api\/v1\/payment\/webhook with/),
    ]);
    const demoWithKeys = { NODE_ENV: "production", RAZORPAY_KEY_ID: realShop.RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: realShop.RAZORPAY_KEY_SECRET };
    expect(problemsOf(demoWithKeys)).toEqual([expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET: required/)]);
    // Outside production it is allowed (webhooks are then refused).
    expect(loadConfig(without({ ...realShop, NODE_ENV: "development" }, "RAZORPAY_WEBHOOK_SECRET")).payments.webhookSecret).toBeUndefined();
  });

  it("refuses any secret equal to a documented default", () => {
    for (const [name, value] of Object.entries(documentedDefaults)) {
      expect(problemsOf({ ...realShop, PAYMENT_GATEWAY: "test", [name]: value })).toEqual([
        `${name}: is a default printed in the README, so anyone can use it: set a long random string, e.g. the output of \`openssl rand -hex 32\``,
      ]);
      // The embedded demo too: no production server runs on a public secret.
      expect(problemsOf({ NODE_ENV: "production", [name]: value })).toHaveLength(1);
      // Development and tests keep them.
      expect(() => loadConfig({ [name]: value })).not.toThrow();
    }
    expect(problemsOf({ ...realShop, RAZORPAY_WEBHOOK_SECRET: documentedDefaults.TEST_GATEWAY_WEBHOOK_SECRET })).toEqual([expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET: is a default/)]);
  });

  it("loads the demo into PostgreSQL only when SEED_DEMO=true", () => {
    expect(loadConfig({ ...realShop, SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ ...realShop, SEED_DEMO: "false" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: realShop.DATABASE_URL }).seedDemo).toBe(false);
  });
});

describe("HYDRATE_AFTER_PAINT", () => {
  it("is on unless set to false, and refuses anything but true or false", () => {
    expect(loadConfig({ HYDRATE_AFTER_PAINT: "true" }).hydrateAfterPaint).toBe(true);
    expect(loadConfig({ HYDRATE_AFTER_PAINT: "false" }).hydrateAfterPaint).toBe(false);
    expect(() => loadConfig({ HYDRATE_AFTER_PAINT: "no" })).toThrow(/HYDRATE_AFTER_PAINT/);
  });
});

describe("loadConfig for the embedded demo (npm start: production on PGlite)", () => {
  const demo = { NODE_ENV: "production" };

  it("starts with no setup: test gateway, demo data, http://localhost:<PORT>, and secrets left to the database", () => {
    const config = loadConfig({ ...demo, PORT: "4100" });
    expect(config).toMatchObject({
      seedDemo: true,
      siteUrl: "http://localhost:4100",
      trackingSecret: { stored: "tracking" },
      payments: { gateway: "test", keyId: "rzp_test_urjavolt", keySecret: { stored: "test_gateway_key" }, webhookSecret: { stored: "test_gateway_webhook" } },
    });
    expect(storedSecretNames(config)).toEqual(["tracking", "test_gateway_key", "test_gateway_webhook", "account_code"]);
    expect(config.warnings).toEqual([
      expect.stringMatching(/^Payments go through the offline test gateway, which takes no money/),
      expect.stringMatching(/^SMTP_URL is not set/),
      expect.stringMatching(/^Sign-in codes that have no way to the customer \(no SMTP_URL for e-mail, no SMS gateway\) are printed in this log/),
    ]);
    expect(config.demoCodesInLog).toBe(true);
    expect(loadConfig({ ...demo, SEED_DEMO: "false" }).seedDemo).toBe(false);
    // With Razorpay's keys it takes money: it is no demo, and prints no code.
    expect(loadConfig({ ...demo, RAZORPAY_KEY_ID: "rzp_live_AbC123", RAZORPAY_KEY_SECRET: "live-key-secret-value", RAZORPAY_WEBHOOK_SECRET: "live-webhook-secret" }).demoCodesInLog).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).demoCodesInLog).toBe(false);
  });

  it("uses secrets that are set, and fills the others in from the database", () => {
    const config = loadConfig({ ...demo, TRACKING_SECRET: "a-tracking-secret-of-my-own", TEST_GATEWAY_KEY_SECRET: "key-secret-of-my-own" });
    expect(storedSecretNames(config)).toEqual(["test_gateway_webhook", "account_code"]);
    const settled = withStoredSecrets(config, { test_gateway_webhook: "from-the-database", account_code: "codes-from-the-database" });
    expect(settled.accountCodeSecret).toBe("codes-from-the-database");
    expect(settled.trackingSecret).toBe("a-tracking-secret-of-my-own");
    expect(settled.payments).toMatchObject({ keySecret: "key-secret-of-my-own", webhookSecret: "from-the-database" });
    expect(() => withStoredSecrets(config, {})).toThrow(/(test_gateway_webhook|account_code) was not loaded/);
  });

  it("keeps the documented defaults in development and tests", () => {
    for (const NODE_ENV of ["development", "test"]) {
      const config: StartupConfig = loadConfig({ NODE_ENV });
      expect(config.trackingSecret).toBe(documentedDefaults.TRACKING_SECRET);
      expect(config.payments).toMatchObject({ keySecret: documentedDefaults.TEST_GATEWAY_KEY_SECRET, webhookSecret: documentedDefaults.TEST_GATEWAY_WEBHOOK_SECRET });
      expect(storedSecretNames(config)).toEqual([]);
    }
  });
});

describe("loadConfig for SMS and WhatsApp (decision 030)", () => {
  const smsIds = textEvents.map((event, index) => `${event}=12071612345678900${10 + index}`).join(", ");
  const whatsappNames = textEvents.map((event) => `${event}=${event.replaceAll("-", "_")}_v2`).join(",");
  const sms = {
    SMS_API_URL: "https://sms.example.in/v1/send",
    SMS_API_KEY: "sms-gateway-key-123",
    SMS_SENDER_ID: "URJAVT",
    SMS_DLT_ENTITY_ID: "1201161234567890123",
    SMS_DLT_TEMPLATE_IDS: smsIds,
  };
  const whatsapp = { WHATSAPP_API_URL: "https://wa.example.in/v1/messages", WHATSAPP_API_KEY: "wa-gateway-key-456", WHATSAPP_TEMPLATE_NAMES: whatsappNames };

  it("sets a channel up with its gateway, key, DLT registration and a template for every event", () => {
    const config = loadConfig({ ...realShop, ...sms, ...whatsapp, WHATSAPP_API_KEY_HEADER: "apikey", WHATSAPP_TEMPLATE_LANGUAGE: "en_US" });
    expect(config.warnings).toEqual([]);
    expect(config.texts.sms).toEqual({
      url: "https://sms.example.in/v1/send",
      apiKey: "sms-gateway-key-123",
      apiKeyHeader: "Authorization",
      senderId: "URJAVT",
      entityId: "1201161234567890123",
      templates: Object.fromEntries(textEvents.map((event, index) => [event, `12071612345678900${10 + index}`])),
    });
    expect(config.texts.whatsapp).toMatchObject({ apiKeyHeader: "apikey", language: "en_US", templates: { "complaint-received": "complaint_received_v2", "warranty-rejected": "warranty_rejected_v2" } });
  });

  it("needs neither: without a gateway the channel's messages wait in the outbox", () => {
    expect(loadConfig(realShop).texts).toEqual({ sms: undefined, whatsapp: undefined });
  });

  it("refuses a gateway without its key, a key without its gateway, and a gateway missing templates or its DLT registration", () => {
    expect(problemsOf({ ...realShop, ...without(sms, "SMS_API_KEY", "SMS_SENDER_ID") })).toEqual([
      "SMS_API_KEY: required with SMS_API_URL: the key the SMS gateway gave you",
      expect.stringMatching(/^SMS_SENDER_ID: required with SMS_API_URL: every SMS in India goes out under a DLT-registered sender ID$/),
    ]);
    expect(problemsOf({ ...realShop, WHATSAPP_API_KEY: "wa-gateway-key-456" })).toEqual([
      "WHATSAPP_API_KEY: is set, but WHATSAPP_API_URL is not: set both (to send WhatsApp updates) or neither",
    ]);
    expect(problemsOf({ ...realShop, ...whatsapp, WHATSAPP_TEMPLATE_NAMES: "complaint-received=complaint_received_v2" })).toEqual([
      expect.stringMatching(/^WHATSAPP_TEMPLATE_NAMES: required with WHATSAPP_API_URL: the approved template name for each event, .*; missing: ticket-acknowledged, ticket-visit-scheduled, ticket-resolved, ticket-status-changed, warranty-registered, warranty-approved, warranty-rejected, account-code, payment-link$/),
    ]);
    // The same outside production: a gateway that could send nothing is a mistake anywhere.
    expect(problemsOf({ ...without(sms, "SMS_DLT_TEMPLATE_IDS") })).toEqual([expect.stringMatching(/^SMS_DLT_TEMPLATE_IDS: required with SMS_API_URL/)]);
  });

  it("refuses malformed templates, sender IDs and unknown events, naming the events there are", () => {
    expect(problemsOf({ ...sms, SMS_SENDER_ID: "UrjaVolt", SMS_DLT_TEMPLATE_IDS: `${smsIds},order-shipped=1207161234567890999` })).toEqual([
      "SMS_SENDER_ID: must be the 6-letter sender ID (header) registered on DLT, such as URJAVT",
      expect.stringMatching(/^SMS_DLT_TEMPLATE_IDS: "order-shipped" is not an event with a template; the events are complaint-received, ticket-acknowledged, /),
    ]);
    expect(problemsOf({ ...whatsapp, WHATSAPP_TEMPLATE_NAMES: whatsappNames.replace("complaint_received_v2", "Complaint Received") })).toEqual([
      "WHATSAPP_TEMPLATE_NAMES: the template of complaint-received must be an approved template name (lower-case letters, digits and _)",
    ]);
  });

  it("needs https in production, where the key travels with every message, but for this machine's own loopback", () => {
    for (const url of ["http://sms.example.in/v1/send", "http://10.0.0.5/sms", "http://127.0.0.1.example.in/sms"]) {
      expect(problemsOf({ ...realShop, ...sms, SMS_API_URL: url })).toEqual([
        "SMS_API_URL: must be an https address in production (or http to this machine itself): the API key is sent with every message",
      ]);
    }
    expect(loadConfig({ ...sms, SMS_API_URL: "http://127.0.0.1:9000/sms" }).texts.sms?.url).toBe("http://127.0.0.1:9000/sms");
    // A relay beside the site (the browser tests' stand-in gateway): the key never leaves the machine.
    for (const url of ["http://127.0.0.1:4511/sms", "http://localhost:4511/sms", "http://[::1]:4511/sms"]) {
      expect(problemsOf({ ...realShop, ...sms, SMS_API_URL: url })).toEqual([]);
    }
  });

  it("refuses a site address too long for every SMS to fit one part", () => {
    expect(problemsOf({ ...realShop, ...sms, SITE_URL: "https://customer-care.urjavolt-power-systems.co.in" })).toEqual([
      expect.stringMatching(/^SITE_URL: is too long for every SMS template to fit one SMS of 160 characters \(.*ticket-resolved.*\): use a shorter address of the site$/),
    ]);
    // Without SMS the address may be as long as it likes.
    expect(loadConfig({ ...realShop, SITE_URL: "https://customer-care.urjavolt-power-systems.co.in" }).siteUrl).toBe("https://customer-care.urjavolt-power-systems.co.in");
  });
});
