import { describe, expect, it } from "vitest";
import { signTrackingToken, trackingUrl, verifyTrackingToken } from "./tracking-token.ts";

const secret = "a-long-test-tracking-secret";

describe("tracking tokens", () => {
  it("verifies a token it signed, for that order number only", () => {
    const token = signTrackingToken("UV-2026-000123", secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyTrackingToken(token, secret)).toBe("UV-2026-000123");
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

  it("builds the absolute link to the tracking page", () => {
    const url = trackingUrl("https://www.urjavolt.in/", "UV-2026-000001", secret);
    expect(url).toBe(`https://www.urjavolt.in/track-order?token=${signTrackingToken("UV-2026-000001", secret)}`);
    expect(verifyTrackingToken(new URL(url).searchParams.get("token")!, secret)).toBe("UV-2026-000001");
  });
});
