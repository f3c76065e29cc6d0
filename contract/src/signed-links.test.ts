import { describe, expect, it } from "vitest";
import { FRESH_LINK_HOURS, LINK_DAYS_AFTER_END, OPEN_ORDER_LINK_DAYS, freshLinkExpiry, orderLinkEnd, ticketLinkEnd } from "./signed-links.ts";

const placed = new Date("2026-01-10T05:00:00.000Z");
const days = (from: Date, count: number) => new Date(from.getTime() + count * 86_400_000);

describe("how long a customer's link stays open", () => {
  it("keeps an order's link 90 days after the order ended, whatever ended it", () => {
    const delivered = days(placed, 6);
    for (const status of ["delivered", "cancelled", "refunded", "expired"]) {
      expect(orderLinkEnd({ status, createdAt: placed, endedAt: delivered })).toEqual(days(delivered, LINK_DAYS_AFTER_END));
    }
    // An end nobody recorded counts from the placing: never later than it could be.
    expect(orderLinkEnd({ status: "expired", createdAt: placed, endedAt: null })).toEqual(days(placed, 90));
  });

  it("keeps an order under way open for a year from its placing, not for ever", () => {
    for (const status of ["created", "paid", "shipped"]) {
      expect(orderLinkEnd({ status, createdAt: placed, endedAt: null })).toEqual(days(placed, OPEN_ORDER_LINK_DAYS));
    }
  });

  it("keeps a service request's link while the desk works on it, then 90 days after it was closed or resolved", () => {
    const resolved = days(placed, 3);
    const closed = days(placed, 5);
    for (const status of ["new", "acknowledged", "diagnosing", "visit_scheduled", "awaiting_parts", "waiting_on_customer", "reopened"]) {
      expect(ticketLinkEnd({ status, resolvedAt: null, closedAt: null })).toBeNull();
    }
    expect(ticketLinkEnd({ status: "resolved", resolvedAt: resolved, closedAt: null })).toEqual(days(resolved, 90));
    expect(ticketLinkEnd({ status: "closed", resolvedAt: resolved, closedAt: closed })).toEqual(days(closed, 90));
  });

  it("gives a looked-up link a day", () => {
    expect(freshLinkExpiry(placed)).toEqual(new Date(placed.getTime() + FRESH_LINK_HOURS * 3_600_000));
    expect(FRESH_LINK_HOURS).toBe(24);
  });
});
