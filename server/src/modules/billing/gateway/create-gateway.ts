import type { PaymentsConfig } from "../../../config.ts";
import { type GatewayEvent, GatewayInputError, type GatewayOptions, type PaymentGateway } from "./gateway.ts";
import { razorpayApi, readRazorpayEvent } from "./razorpay.ts";
import { hmacHex, paymentSignature, signatureMatches } from "./signature.ts";
import { testGatewayApi } from "./test-gateway.ts";

/**
 * The gateway the configuration names: Razorpay when its keys are set, else the offline test
 * gateway. Both verify payments and webhooks (in Razorpay's shape) with the same HMAC-SHA256 code,
 * so a test payment goes through exactly the checks a real one does.
 */
export function createPaymentGateway(config: PaymentsConfig, options: GatewayOptions = {}): PaymentGateway {
  const verifyPayment = (gatewayOrderId: string, paymentId: string, signature: string) =>
    signatureMatches(paymentSignature(config.keySecret, gatewayOrderId, paymentId), signature);
  const parseWebhook = (rawBody: Buffer, signature: string | undefined): GatewayEvent => {
    if (config.webhookSecret === undefined || !signatureMatches(hmacHex(config.webhookSecret, rawBody), signature)) {
      throw new GatewayInputError("Invalid webhook signature");
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new GatewayInputError("The webhook body is not valid JSON");
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new GatewayInputError("The webhook body is not an event");
    return readRazorpayEvent(body as Record<string, unknown>);
  };
  const common = { keyId: config.keyId, verifyPayment, parseWebhook, webhooksEnabled: config.webhookSecret !== undefined };
  if (config.gateway === "test") {
    if (!options.db) throw new Error("The test gateway keeps its payments in the database: pass it");
    return { ...common, kind: "test", ...testGatewayApi(options.db, config.keySecret, options.siteUrl ?? "http://localhost") };
  }
  return { ...common, kind: "razorpay", ...razorpayApi(config, options) };
}
