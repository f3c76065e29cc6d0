import { afterEach, describe, expect, it, vi } from "vitest";
import { type OpenPaymentOptions, PaymentGatewayError, RAZORPAY_CHECKOUT_URL, openPayment } from "./payment-gateway";

const options: OpenPaymentOptions = {
  gateway: "razorpay",
  key: "rzp_live_key",
  order_id: "order_LIVE1",
  amount: 2_749_900,
  currency: "INR",
  name: "UrjaVolt",
  description: "UrjaVolt Online Shop Order UV-2026-000001",
  prefill: { name: "Ravi Kumar", email: "ravi@example.com", contact: "9876543210" },
  notes: { custom_order_id: "UV-2026-000001" },
};

type FailedResponse = { error?: { code?: string; description?: string; reason?: string } };
type Handlers = { failed?: (response: FailedResponse) => void };

/** Stands in for checkout.js's global Razorpay: records the options and what the page did with the widget. */
function fakeRazorpay() {
  const made: { options: Record<string, unknown>; handlers: Handlers; opened: boolean; closed: boolean }[] = [];
  window.Razorpay = class {
    private readonly entry: (typeof made)[number];
    constructor(widgetOptions: Record<string, unknown>) {
      this.entry = { options: widgetOptions, handlers: {}, opened: false, closed: false };
      made.push(this.entry);
    }
    open() {
      this.entry.opened = true;
    }
    close() {
      this.entry.closed = true;
    }
    on(_event: "payment.failed", handler: (response: FailedResponse) => void) {
      this.entry.handlers.failed = handler;
    }
  };
  return made;
}

afterEach(() => {
  delete window.Razorpay;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
});

describe("openPayment with Razorpay", () => {
  it("opens the widget with the spec's options and resolves with the three signed fields", async () => {
    const made = fakeRazorpay();
    const outcome = openPayment(options);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    const widget = made[0]!;
    expect(widget.opened).toBe(true);
    expect(widget.options).toMatchObject({
      key: "rzp_live_key",
      amount: 2_749_900,
      currency: "INR",
      order_id: "order_LIVE1",
      name: "UrjaVolt",
      prefill: options.prefill,
      notes: options.notes,
      modal: { confirm_close: true },
    });
    (widget.options.handler as (response: unknown) => void)({ razorpay_payment_id: "pay_1", razorpay_order_id: "order_LIVE1", razorpay_signature: "sig", extra: 1 });
    await expect(outcome).resolves.toEqual({ razorpay_payment_id: "pay_1", razorpay_order_id: "order_LIVE1", razorpay_signature: "sig" });
  });

  it("rejects with the description on payment.failed and closes the widget", async () => {
    const made = fakeRazorpay();
    const outcome = openPayment(options).catch((error: unknown) => error);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    made[0]!.handlers.failed?.({ error: { code: "BAD_REQUEST_ERROR", description: "Your card was declined", reason: "payment_failed" } });
    const error = (await outcome) as PaymentGatewayError;
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error.kind).toBe("failed");
    expect(error.description).toBe("Your card was declined");
    expect(made[0]!.closed).toBe(true);
  });

  it("rejects as dismissed when the customer closes the widget", async () => {
    const made = fakeRazorpay();
    const outcome = openPayment(options).catch((error: unknown) => error);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    ((made[0]!.options.modal as { ondismiss: () => void }).ondismiss)();
    expect(((await outcome) as PaymentGatewayError).kind).toBe("dismissed");
  });

  it("loads checkout.js on demand, and fails the payment when it cannot be loaded", async () => {
    const outcome = openPayment(options).catch((error: unknown) => error);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event("error"));
    const error = (await outcome) as PaymentGatewayError;
    expect(error.kind).toBe("failed");
    expect(error.description).toMatch(/could not be opened/);
  });
});
