import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 in lower-case hex, as Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** Razorpay's payment signature: HMAC-SHA256 of `${order_id}|${payment_id}` with the key secret. */
export function paymentSignature(secret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${gatewayOrderId}|${paymentId}`);
}

/** Compares a received hex signature with the expected one in constant time (lengths checked first). */
export function signatureMatches(expectedHex: string, received: string | undefined): boolean {
  if (typeof received !== "string" || !/^[0-9a-f]+$/i.test(received)) return false;
  const expected = Buffer.from(expectedHex, "hex");
  const actual = Buffer.from(received.toLowerCase(), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
