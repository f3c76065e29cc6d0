import { createHmac, timingSafeEqual } from "node:crypto";
import { trackingPagePath } from "@urjavolt/contract/orders-tracking";

/**
 * Signed links to an order's tracking page, sent in the order's e-mails so the buyer opens it
 * without typing the order number and contact. The token is `<order number>.<signature>`, both
 * base64url, the signature an HMAC-SHA256 of the order number with TRACKING_SECRET. It does not
 * expire: the link in an old e-mail should still open the order (like its invoice), and it shows
 * no more than the order number plus contact already do. Changing the secret revokes every link.
 */
const PREFIX = "track:v1:";

function signature(orderNumber: string, secret: string): string {
  return createHmac("sha256", secret).update(PREFIX + orderNumber).digest("base64url");
}

export function signTrackingToken(orderNumber: string, secret: string): string {
  return `${Buffer.from(orderNumber, "utf8").toString("base64url")}.${signature(orderNumber, secret)}`;
}

/** The order number the token was signed for, or undefined for anything forged, altered or malformed. */
export function verifyTrackingToken(token: string, secret: string): string | undefined {
  if (token.length > 300) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const orderNumber = Buffer.from(match[1]!, "base64url").toString("utf8");
  if (orderNumber === "" || Buffer.from(orderNumber, "utf8").toString("base64url") !== match[1]) return undefined;
  const expected = Buffer.from(signature(orderNumber, secret), "utf8");
  const given = Buffer.from(match[2]!, "utf8");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return orderNumber;
}

/** The absolute link to the order's tracking page, e.g. for the confirmation e-mail. */
export function trackingUrl(baseUrl: string, orderNumber: string, secret: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${trackingPagePath(signTrackingToken(orderNumber, secret))}`;
}
