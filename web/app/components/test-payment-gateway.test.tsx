import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type OpenPaymentOptions, PaymentGatewayError, openPayment } from "../lib/payment-gateway";
import { fakeApi } from "../../test/fake-api";
import { TestPaymentGateway } from "./test-payment-gateway";

afterEach(() => {
  vi.restoreAllMocks();
});

const options: OpenPaymentOptions = {
  gateway: "test",
  key: "rzp_test_offline",
  order_id: "order_test_ABC123",
  amount: 2_749_900,
  currency: "INR",
  name: "UrjaVolt",
  description: "UrjaVolt Online Shop Order UV-2026-000001",
  prefill: { name: "Ravi Kumar", email: "ravi@example.com", contact: "9876543210" },
};

function fakeTestGateway(answer: (outcome: string) => unknown, status = 200) {
  return fakeApi({ "POST test-gateway/pay": ({ body }) => ({ status, body: answer((body as { outcome: string }).outcome) }) });
}

/** Opens the test checkout and returns how it ended. */
function open() {
  let outcome: Promise<unknown> = Promise.resolve();
  act(() => {
    outcome = openPayment(options).then(
      (signature) => ({ paid: signature }),
      (error: unknown) => ({ error }),
    );
  });
  return outcome;
}

describe("the test payment gateway", () => {
  it("shows nothing until a payment opens, then a dialog with the amount and order id", () => {
    render(<TestPaymentGateway />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    void open();
    const dialog = screen.getByRole("dialog", { name: "Test payment gateway" });
    expect(within(dialog).getByText("₹27,499")).toBeInTheDocument();
    expect(within(dialog).getByText("order_test_ABC123")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Simulate success" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Simulate failure" })).toBeInTheDocument();
    act(() => {
      fireEvent(dialog, new Event("cancel", { cancelable: true }));
    });
  });

  it("resolves with the signed payment the server hands back on success", async () => {
    const user = userEvent.setup();
    const signed = { razorpay_payment_id: "pay_test_1", razorpay_order_id: options.order_id, razorpay_signature: "f".repeat(64) };
    const api = fakeTestGateway(() => signed);
    render(<TestPaymentGateway />);
    const outcome = open();
    await user.click(screen.getByRole("button", { name: "Simulate success" }));
    expect(await outcome).toEqual({ paid: signed });
    expect(api.calls).toMatchObject([{ method: "POST", path: "test-gateway/pay", body: { order_id: options.order_id, outcome: "success" } }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("rejects with the gateway's description on failure, as Razorpay's payment.failed does", async () => {
    const user = userEvent.setup();
    fakeTestGateway(() => ({ error: { code: "BAD_REQUEST_ERROR", description: "Payment failed in the test gateway", reason: "payment_failed" } }));
    render(<TestPaymentGateway />);
    const outcome = open();
    await user.click(screen.getByRole("button", { name: "Simulate failure" }));
    const { error } = (await outcome) as { error: PaymentGatewayError };
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error.kind).toBe("failed");
    expect(error.description).toBe("Payment failed in the test gateway");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("reports a refusal from the server as a failed payment with its message", async () => {
    const user = userEvent.setup();
    fakeTestGateway(() => ({ message: "This order has already been paid" }), 409);
    render(<TestPaymentGateway />);
    const outcome = open();
    await user.click(screen.getByRole("button", { name: "Simulate success" }));
    const { error } = (await outcome) as { error: PaymentGatewayError };
    expect(error.kind).toBe("failed");
    expect(error.description).toBe("This order has already been paid");
  });

  it("is dismissed by its close button and by Escape, without calling the server", async () => {
    const user = userEvent.setup();
    const api = fakeTestGateway(() => ({}));
    render(<TestPaymentGateway />);

    const first = open();
    await user.click(screen.getByRole("button", { name: "Close and cancel the payment" }));
    expect(((await first) as { error: PaymentGatewayError }).error.kind).toBe("dismissed");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const second = open();
    act(() => {
      fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    });
    expect(((await second) as { error: PaymentGatewayError }).error.kind).toBe("dismissed");
    expect(api.calls).toEqual([]);
  });

  it("moves focus into the dialog when it opens", () => {
    render(<TestPaymentGateway />);
    void open();
    const dialog = screen.getByRole("dialog", { name: "Test payment gateway" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => {
      fireEvent(dialog, new Event("cancel", { cancelable: true }));
    });
  });
});
