import { createHmac, timingSafeEqual } from "node:crypto";
import type { ConfirmationLookup } from "@urjavolt/contract/orders-confirmation";
import { trackingPagePath } from "@urjavolt/contract/orders-tracking";
import { AppError } from "../http/errors.ts";

/**
 * Signed links, keyed with TRACKING_SECRET: a token is `<payload>.<signature>`, both base64url, the
 * signature an HMAC-SHA256 of the payload under a prefix that names what the link is for, so a
 * token for one purpose never opens another. Changing the secret revokes every link.
 */
const TRACKING = "track:v1:";
const CONFIRMATION = "confirm:v1:";
const SERVICE_REQUEST = "service:v1:";

function signature(purpose: string, payload: string, secret: string): string {
  return createHmac("sha256", secret).update(purpose + payload).digest("base64url");
}

function sign(purpose: string, payload: string, secret: string): string {
  return `${Buffer.from(payload, "utf8").toString("base64url")}.${signature(purpose, payload, secret)}`;
}

/** The payload the token was signed with for `purpose`, or undefined for anything forged, altered or malformed. */
function verify(purpose: string, token: string, secret: string): string | undefined {
  if (token.length > 300) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const payload = Buffer.from(match[1]!, "base64url").toString("utf8");
  if (payload === "" || Buffer.from(payload, "utf8").toString("base64url") !== match[1]) return undefined;
  const expected = Buffer.from(signature(purpose, payload, secret), "utf8");
  const given = Buffer.from(match[2]!, "utf8");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return payload;
}

/**
 * What an order's or a service request's link names (decision 036): the order number or ticket
 * reference, and the expiry written into it, or null when the order's or request's own lifetime
 * decides (`orderLinkEnd`, `ticketLinkEnd` in contract/src/signed-links.ts). The links in e-mails
 * carry no expiry, as the links sent before expiries existed did: both end with the order or the
 * request. A link the look-up gives once that lifetime is over carries its own, a day ahead.
 */
export type LinkClaim = { id: string; expiresAt: Date | null };

function signClaim(purpose: string, id: string, secret: string, expiresAt?: Date): string {
  return sign(purpose, expiresAt ? `${Math.floor(expiresAt.getTime() / 1000)}:${id}` : id, secret);
}

/** The payload's claim: `<expiry seconds>:<id>`, or the id alone (order numbers and references never start with digits and a colon). */
function verifyClaim(purpose: string, token: string, secret: string): LinkClaim | undefined {
  const payload = verify(purpose, token, secret);
  if (payload === undefined) return undefined;
  const dated = /^(\d{1,12}):(.+)$/.exec(payload);
  return dated ? { id: dated[2]!, expiresAt: new Date(Number(dated[1]) * 1000) } : { id: payload, expiresAt: null };
}

/** Whether a link still opens: until its own expiry when it has one, else until its order's or request's end (null: no end yet). */
export function linkOpen(claim: LinkClaim, end: Date | null, now: Date): boolean {
  if (claim.expiresAt) return now.getTime() < claim.expiresAt.getTime();
  return end === null || now.getTime() < end.getTime();
}

/**
 * The order's tracking page, sent in the order's e-mails so the buyer opens it without typing the
 * order number and contact. Without `expiresAt` it opens the order for the order's lifetime (until
 * 90 days after it ended, decision 036); with it, until then.
 */
export function signTrackingToken(orderNumber: string, secret: string, expiresAt?: Date): string {
  return signClaim(TRACKING, orderNumber, secret, expiresAt);
}

/** The order number the token was signed for and its expiry, or undefined for anything forged, altered or malformed. */
export function verifyTrackingToken(token: string, secret: string): LinkClaim | undefined {
  return verifyClaim(TRACKING, token, secret);
}

/** The absolute link to the order's tracking page, e.g. for the confirmation e-mail: it lives as long as the order (decision 036). */
export function trackingUrl(baseUrl: string, orderNumber: string, secret: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${trackingPagePath(signTrackingToken(orderNumber, secret))}`;
}

/**
 * A service ticket's page (`/track-request/:token`, decision 028), given after the look-up by
 * reference and mobile and in every status e-mail. Like an order's tracking link it lives as long as
 * the request (until 90 days after it was closed, decision 036) unless `expiresAt` says otherwise,
 * and it shows no contact details.
 */
export function signServiceRequestToken(reference: string, secret: string, expiresAt?: Date): string {
  return signClaim(SERVICE_REQUEST, reference, secret, expiresAt);
}

/** The ticket reference the token was signed for and its expiry, or undefined for anything forged, altered or malformed. */
export function verifyServiceRequestToken(token: string, secret: string): LinkClaim | undefined {
  return verifyClaim(SERVICE_REQUEST, token, secret);
}

/** What a confirmation page confirms: a shop order (by its number) or a standalone payment (by its receipt number). */
export type ConfirmationKind = "order" | "payment";

/** How long the page after paying stays open (decision 023): it shows the receipt's contact details and address. */
export const CONFIRMATION_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The page after paying, handed only to the browser that paid (the verify answer), never e-mailed.
 * It shows the whole receipt (e-mail, phone, address), so it expires 30 days after payment, sooner than a tracking link (decision 036).
 */
export function signConfirmationToken(kind: ConfirmationKind, id: string, secret: string, paidAt: Date): string {
  const expires = Math.floor((paidAt.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS) / 1000);
  return sign(CONFIRMATION, `${kind}:${expires}:${id}`, secret);
}

export type ConfirmationLink = { kind: ConfirmationKind; id: string; expired: boolean };

/** What a confirmation token opens (`expired` past its 30 days), or undefined for anything forged, altered or malformed. */
export function verifyConfirmationToken(token: string, secret: string, now: Date): ConfirmationLink | undefined {
  const payload = verify(CONFIRMATION, token, secret);
  const match = payload === undefined ? null : /^(order|payment):(\d{1,12}):(.+)$/.exec(payload);
  if (!match) return undefined;
  return { kind: match[1] as ConfirmationKind, id: match[3]!, expired: Number(match[2]) * 1000 <= now.getTime() };
}

/** A confirmation page's data for its loader: a refusal (forged, unknown or expired link) becomes its reason instead of an error. */
export async function confirmationLookup<T>(open: () => Promise<T>): Promise<ConfirmationLookup<T>> {
  try {
    return { found: await open() };
  } catch (error) {
    if (error instanceof AppError && error.kind === "gone") return { refused: "expired" };
    if (error instanceof AppError && error.kind === "not_found") return { refused: "invalid" };
    throw error;
  }
}
