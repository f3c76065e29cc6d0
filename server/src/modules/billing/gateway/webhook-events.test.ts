import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { loadConfig } from "../../../config.ts";
import { repoRoot } from "../../../paths.ts";
import { StartupError } from "../../../startup-error.ts";
import { createPaymentGateway } from "./create-gateway.ts";
import { RAZORPAY_WEBHOOK_EVENTS } from "./webhook-events.ts";
import { hmacHex } from "./signature.ts";

/**
 * One list of the Razorpay webhook's events: the gateway reads exactly these, and the start-up
 * message, the go-live walk-through (docs/operations.md), the configuration reference and
 * .env.example tell the operator to subscribe the webhook to exactly these.
 */
const operations = readFileSync(join(repoRoot, "docs/operations.md"), "utf8");
const configuration = readFileSync(join(repoRoot, "docs/configuration.md"), "utf8");
const envExample = readFileSync(join(repoRoot, ".env.example"), "utf8");

/** The event names a text mentions (`payment.captured`, `refund.failed`, ...), sorted. */
const eventsIn = (text: string) => [...text.matchAll(/\b(?:payment_link|payment|order|refund)\.[a-z_]+\b/g)].map(([name]) => name).sort();
const listed = [...RAZORPAY_WEBHOOK_EVENTS].sort();

describe("the Razorpay webhook's events", () => {
  it("are named once, without repeats", () => {
    expect(new Set(RAZORPAY_WEBHOOK_EVENTS).size).toBe(RAZORPAY_WEBHOOK_EVENTS.length);
    expect(RAZORPAY_WEBHOOK_EVENTS.length).toBeGreaterThan(0);
  });

  it("are exactly those the go-live walk-through subscribes the webhook to", () => {
    const section = operations.split(/^### /m).find((part) => part.startsWith("6. Razorpay's webhook"));
    expect(section, "the walk-through in docs/operations.md has a step for Razorpay's webhook").toBeDefined();
    const line = section!.split("\n").find((text) => text.startsWith("- Active events:"));
    expect(line, "the step lists the active events").toBeDefined();
    expect(eventsIn(line!)).toEqual(listed);
  });

  it("are exactly those the configuration reference and .env.example name for RAZORPAY_WEBHOOK_SECRET", () => {
    const section = configuration.split(/^### /m).find((part) => part.startsWith("`RAZORPAY_WEBHOOK_SECRET`"));
    expect(section, "docs/configuration.md describes RAZORPAY_WEBHOOK_SECRET").toBeDefined();
    expect(eventsIn(section!)).toEqual(listed);
    const comment = envExample.split(/\n\s*\n/).find((block) => /^RAZORPAY_WEBHOOK_SECRET=/m.test(block) || /^# RAZORPAY_WEBHOOK_SECRET=/m.test(block));
    expect(comment, ".env.example explains RAZORPAY_WEBHOOK_SECRET").toBeDefined();
    expect(eventsIn(comment!)).toEqual(listed);
  });

  it("are exactly those the start-up message asks for when a real shop has no webhook secret", () => {
    let problems: string[] = [];
    try {
      loadConfig({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://shop@db.internal:5432/shop",
        SITE_URL: "https://shop.example.in",
        TRACKING_SECRET: "9f2c4e6a8b0d1f3a5c7e9b1d3f5a7c9e",
        RAZORPAY_KEY_ID: "rzp_live_AbC123",
        RAZORPAY_KEY_SECRET: "live-key-secret-value",
      });
    } catch (error) {
      if (!(error instanceof StartupError)) throw error;
      problems = error.message.split("\n").slice(1).map((line) => line.replace(/^ {2}- /, ""));
    }
    const webhook = problems.find((problem) => problem.startsWith("RAZORPAY_WEBHOOK_SECRET:"));
    expect(webhook, problems.join("\n")).toBeDefined();
    expect(webhook).toContain("https://shop.example.in/api/v1/payment/webhook");
    expect(eventsIn(webhook!)).toEqual(listed);
  });

  it("are each read by the gateway as what they mean, and any other event is left alone", () => {
    const gateway = createPaymentGateway({ gateway: "razorpay", keyId: "rzp_test_x", keySecret: "secret_value", webhookSecret: "hook_secret", apiBase: "http://127.0.0.1:9" });
    const payment = { entity: { id: "pay_W1", order_id: "order_W1", amount: 10_000, error_code: "BAD_REQUEST_ERROR", error_description: "Declined", error_reason: "payment_failed" } };
    const refund = { entity: { id: "rfnd_W1", payment_id: "pay_W1", amount: 10_000, status: "processed", receipt: "CN-1" } };
    const parse = (event: string) => {
      const raw = Buffer.from(JSON.stringify({ event, payload: { payment, refund, payment_link: { entity: { id: "plink_W1", reference_id: "UV-2026-000001" } } } }));
      return gateway.parseWebhook(raw, hmacHex("hook_secret", raw));
    };
    for (const event of RAZORPAY_WEBHOOK_EVENTS) {
      const parsed = parse(event);
      expect(parsed.name).toBe(event);
      expect(parsed.kind, event).not.toBe("other");
    }
    for (const event of ["refund.created", "payment.dispute.created", "subscription.charged", "order.notification.delivered"]) {
      expect(parse(event).kind, event).toBe("other");
    }
  });
});
