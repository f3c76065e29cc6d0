import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { repoRoot } from "./paths.ts";

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
      trackingSecretIsDefault: true,
      mail: { smtpUrl: undefined, from: "UrjaVolt <no-reply@urjavolt.example>", staffEmail: "support@urjavolt.example" },
    });
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
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://shop:secret@db.internal:5432/shop",
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
});
