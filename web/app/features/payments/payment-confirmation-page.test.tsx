import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PaymentConfirmationPage } from "./payment-confirmation-page";

const receipt = {
  receipt_id: "RCPT-2026-000009",
  payment_id: "pay_test_S1",
  order_id: "order_test_S1",
  amount: 12_500.5,
  purpose: "UrjaVolt Battery Purchase",
  name: "Asha Verma",
  email: "asha@example.com",
  phone: "9812345678",
  date: "2026-11-22T05:00:00.000Z",
  test: true,
};

describe("the page after a standalone payment", () => {
  it("thanks the payer with the receipt number and amount, the download, what next, and the receipt", () => {
    const Stub = createRoutesStub([{ path: "/payment-confirmation/:token", Component: () => <PaymentConfirmationPage confirmation={{ receipt }} siteUrl="https://www.urjavolt.in" /> }]);
    render(<Stub initialEntries={["/payment-confirmation/C.s"]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Thank you! Your payment is received" })).toBeInTheDocument();
    expect(document.body).toHaveTextContent("Receipt RCPT-2026-000009: ₹12,500.50 paid on 22 Nov 2026, 10:30 am. We have sent the receipt to asha@example.com");
    expect(screen.getByRole("button", { name: "Download PDF Receipt" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Make Another Payment" })).toHaveAttribute("href", "/online-payment");
    const steps = within(screen.getByRole("region", { name: "What happens next" })).getAllByRole("listitem");
    expect(steps[0]).toHaveTextContent("Quote RCPT-2026-000009");
    // A test payment says so on the receipt.
    expect(within(screen.getByRole("region", { name: "Your receipt" })).getByRole("note")).toHaveTextContent("TEST PAYMENT");
  });
});
