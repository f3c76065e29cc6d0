import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  linkOpen,
  CONFIRMATION_LINK_DAYS,
  signConfirmationToken,
  signServiceRequestToken,
  signTrackingToken,
  trackingUrl,
  verifyConfirmationToken,
  verifyServiceRequestToken,
  verifyTrackingToken,
} from "./signed-links.ts";

const secret = "a-long-test-tracking-secret";

describe("tracking tokens", () => {
  it("verifies a token it signed, for that order number only", () => {
    const token = signTrackingToken("UV-2026-000123", secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyTrackingToken(token, secret)).toEqual({ id: "UV-2026-000123", expiresAt: null });
    expect(signTrackingToken("UV-2026-000124", secret)).not.toBe(token);
  });

  it("refuses another secret, an altered number or signature, and junk", () => {
    const token = signTrackingToken("UV-2026-000123", secret);
    const [number, signature] = token.split(".") as [string, string];
    expect(verifyTrackingToken(token, "another-secret-entirely")).toBeUndefined();
    const forgedNumber = Buffer.from("UV-2026-000124").toString("base64url");
    expect(verifyTrackingToken(`${forgedNumber}.${signature}`, secret)).toBeUndefined();
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    expect(verifyTrackingToken(`${number}.${flipped}`, secret)).toBeUndefined();
    for (const junk of ["", ".", "abc", `${number}.`, `.${signature}`, `${number}.${signature}x`, `${number}=.${signature}`, "x".repeat(400)]) {
      expect(verifyTrackingToken(junk, secret)).toBeUndefined();
    }
  });

  it("reads a link sent before links had expiries as one that lives as long as its order", () => {
    // The token the e-mails carried: the order number alone, signed under the tracking purpose.
    const signature = createHmac("sha256", secret).update("track:v1:UV-2026-000123").digest("base64url");
    const old = `${Buffer.from("UV-2026-000123").toString("base64url")}.${signature}`;
    expect(old).toBe(signTrackingToken("UV-2026-000123", secret));
    const claim = verifyTrackingToken(old, secret)!;
    expect(claim).toEqual({ id: "UV-2026-000123", expiresAt: null });
    const end = new Date("2026-06-01T00:00:00Z");
    expect(linkOpen(claim, end, new Date("2026-05-31T23:59:59Z"))).toBe(true);
    expect(linkOpen(claim, end, end)).toBe(false);
    expect(linkOpen(claim, null, new Date("2099-01-01T00:00:00Z"))).toBe(true);
  });

  it("carries an expiry when given one, which opens the link until then whatever the order's end, and cannot be moved", () => {
    const expiresAt = new Date("2026-06-02T10:00:00Z");
    const token = signTrackingToken("UV-2026-000123", secret, expiresAt);
    const claim = verifyTrackingToken(token, secret)!;
    expect(claim).toEqual({ id: "UV-2026-000123", expiresAt });
    const longEnded = new Date("2026-01-01T00:00:00Z");
    expect(linkOpen(claim, longEnded, new Date("2026-06-02T09:59:59Z"))).toBe(true);
    expect(linkOpen(claim, null, expiresAt)).toBe(false);
    const [, signature] = token.split(".") as [string, string];
    for (const payload of [`99999999999:UV-2026-000123`, "UV-2026-000123"]) {
      expect(verifyTrackingToken(`${Buffer.from(payload).toString("base64url")}.${signature}`, secret)).toBeUndefined();
    }
    expect(verifyServiceRequestToken(signServiceRequestToken("CMP-2026-000123", secret, expiresAt), secret)).toEqual({ id: "CMP-2026-000123", expiresAt });
  });

  it("keeps a service request's link apart from an order's: one never opens the other", () => {
    const token = signServiceRequestToken("CMP-2026-000123", secret);
    expect(verifyServiceRequestToken(token, secret)).toEqual({ id: "CMP-2026-000123", expiresAt: null });
    expect(verifyTrackingToken(token, secret)).toBeUndefined();
    expect(verifyServiceRequestToken(signTrackingToken("CMP-2026-000123", secret), secret)).toBeUndefined();
    expect(verifyServiceRequestToken(token, "another-secret-entirely")).toBeUndefined();
  });

  it("builds the absolute link to the tracking page", () => {
    const url = trackingUrl("https://www.urjavolt.in/", "UV-2026-000001", secret);
    expect(url).toBe(`https://www.urjavolt.in/track-order?token=${signTrackingToken("UV-2026-000001", secret)}`);
    expect(verifyTrackingToken(new URL(url).searchParams.get("token")!, secret)).toEqual({ id: "UV-2026-000001", expiresAt: null });
  });
});

describe("confirmation tokens", () => {
  const paidAt = new Date("2026-11-25T15:30:00.000Z");
  const later = (days: number) => new Date(paidAt.getTime() + days * 24 * 60 * 60_000);

  it("opens the order or payment it was signed for until its days are up", () => {
    const order = signConfirmationToken("order", "UV-2026-000123", secret, paidAt);
    expect(verifyConfirmationToken(order, secret, later(1))).toEqual({ kind: "order", id: "UV-2026-000123", expired: false });
    expect(verifyConfirmationToken(order, secret, later(CONFIRMATION_LINK_DAYS - 0.01))?.expired).toBe(false);
    expect(verifyConfirmationToken(order, secret, later(CONFIRMATION_LINK_DAYS))?.expired).toBe(true);
    const payment = signConfirmationToken("payment", "RCPT-2026-000009", secret, paidAt);
    expect(verifyConfirmationToken(payment, secret, paidAt)).toEqual({ kind: "payment", id: "RCPT-2026-000009", expired: false });
  });

  it("never takes a tracking token for a confirmation, or the other way round", () => {
    const tracking = signTrackingToken("UV-2026-000123", secret);
    expect(verifyConfirmationToken(tracking, secret, paidAt)).toBeUndefined();
    const confirmation = signConfirmationToken("order", "UV-2026-000123", secret, paidAt);
    expect(verifyTrackingToken(confirmation, secret)).toBeUndefined();
  });

  it("refuses another secret, a longer life written into the payload, and junk", () => {
    const token = signConfirmationToken("order", "UV-2026-000123", secret, paidAt);
    const [, signature] = token.split(".") as [string, string];
    expect(verifyConfirmationToken(token, "another-secret-entirely", paidAt)).toBeUndefined();
    const extended = Buffer.from("order:99999999999:UV-2026-000123").toString("base64url");
    expect(verifyConfirmationToken(`${extended}.${signature}`, secret, paidAt)).toBeUndefined();
    for (const junk of ["", "abc", "x".repeat(400)]) expect(verifyConfirmationToken(junk, secret, paidAt)).toBeUndefined();
  });
});
