import { describe, expect, it } from "vitest";
import { type OrderStatus, nextOrderStatuses, orderStatuses, orderTransitionProblem } from "./orders-admin.ts";

describe("the order lifecycle staff follow", () => {
  it("allows only paid → shipped → delivered and cancelling before shipping (refunds go through the gateway)", () => {
    const allowed: string[] = [];
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        for (const wasPaid of [false, true]) {
          // A created order was never paid; a cancelled one may or may not have been; the others were.
          if (from === "created" ? wasPaid : from !== "cancelled" && !wasPaid) continue;
          if (orderTransitionProblem(from, to, wasPaid) === null) allowed.push(`${from}${from === "cancelled" ? (wasPaid ? "(paid)" : "(unpaid)") : ""} → ${to}`);
        }
      }
    }
    expect(allowed.sort()).toEqual(
      [
        "created → cancelled",
        "paid → shipped",
        "paid → cancelled",
        "shipped → delivered",
      ].sort(),
    );
  });

  it("offers exactly the allowed steps", () => {
    for (const from of orderStatuses) {
      for (const wasPaid of [false, true]) {
        const offered = nextOrderStatuses(from);
        for (const to of orderStatuses) expect(orderTransitionProblem(from, to, wasPaid) === null, `${from} → ${to}`).toBe(offered.includes(to));
      }
    }
  });

  it("says why a step is refused", () => {
    const cases: [OrderStatus, OrderStatus, boolean, string][] = [
      ["shipped", "shipped", true, "This order is already shipped."],
      ["created", "shipped", false, "An order cannot be shipped before it is paid."],
      ["delivered", "shipped", true, "A delivered order cannot be shipped."],
      ["paid", "delivered", true, "Only a shipped order can be marked delivered."],
      ["shipped", "cancelled", true, "Only an order that has not been shipped can be cancelled; refund it instead."],
      ["created", "refunded", false, "This order was never paid, so there is nothing to refund."],
      ["cancelled", "refunded", false, "This order was never paid, so there is nothing to refund."],
      ["delivered", "refunded", true, "Use Refund on the order: the money goes back through the payment gateway, and the order is marked refunded when all of it has."],
      ["created", "expired", false, "An order expires by itself a day after it was placed unpaid."],
      ["shipped", "paid", true, "An order becomes paid only through a verified payment."],
    ];
    for (const [from, to, wasPaid, message] of cases) expect(orderTransitionProblem(from, to, wasPaid)).toBe(message);
  });
});
