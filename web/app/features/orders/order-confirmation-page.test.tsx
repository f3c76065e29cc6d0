import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { formatRupees } from "@urjavolt/contract/money";
import { checkoutMessages } from "@urjavolt/contract/orders";
import type { OrderConfirmation } from "@urjavolt/contract/orders-confirmation";
import { OrderConfirmationPage } from "./order-confirmation-page";

const receipt = {
  receipt_id: "RCPT-2026-000007",
  payment_id: "pay_test_P1",
  custom_order_id: "UV-2026-000042",
  order_id: "order_test_XYZ",
  amount: 103_998.5,
  installation: 0,
  purpose: "UrjaVolt Online Shop Order",
  coupon_code: "N/A",
  discount: 0,
  subtotal: 103_998.5,
  name: "Asha Rani",
  email: "asha@example.in",
  phone: "9876543210",
  address: "12 Mall Road",
  city: "New Delhi",
  state: "Delhi",
  pincode: "110001",
  date: "2026-11-25T15:30:00.000Z",
  product_data: [
    { product_name: "Lithium Inverter/UPS 1100VA", quantity: 2, price: 24_999 },
    { product_name: "Lithium Battery 48V 100Ah", quantity: 1, price: 54_000.5 },
  ],
  refund_due: false,
  test: false,
};

const order = {
  token: "TR4CK.sig",
  number: "UV-2026-000042",
  status: "paid" as const,
  fullName: "Asha Rani",
  city: "New Delhi",
  state: "Delhi",
  pincode: "110001",
  lines: [],
  subtotal: 103_998.5,
  discount: 0,
  shipping: 0,
  total: 103_998.5,
  couponCode: null,
  couponDescription: null,
  receiptNumber: "RCPT-2026-000007",
  needsRefund: false,
  createdAt: "2026-11-25T15:29:00.000Z",
  paidAt: "2026-11-25T15:30:00.000Z",
  history: [],
  invoiceNumber: "UV/26-27/000042",
  invoiceUrl: "/api/v1/track-order/TR4CK.sig/invoice",
  test: false,
  refunded: 0,
  refunds: [],
  installation: null,
  installationPayment: null,
};

const confirmation: OrderConfirmation = {
  order,
  receipt,
  delivery: { region: "major-city", dispatchBy: "2026-11-27", from: "2026-12-02", to: "2026-12-05" },
};

function renderPage(value: OrderConfirmation) {
  const Stub = createRoutesStub([{ path: "/order-confirmation/:token", Component: () => <OrderConfirmationPage confirmation={value} siteUrl="https://www.urjavolt.in" /> }]);
  return render(<Stub initialEntries={["/order-confirmation/C0NFIRM.sig"]} />);
}

describe("the page after paying for an order", () => {
  it("thanks the buyer with the order number and total, and offers the receipt, the tax invoice and the tracking page", () => {
    renderPage(confirmation);
    expect(screen.getByRole("heading", { level: 1, name: "Thank you! Your order is confirmed" })).toBeInTheDocument();
    expect(document.body).toHaveTextContent(`Order UV-2026-000042: ${formatRupees(103_998.5)} paid on 25 Nov 2026, 9:00 pm`);
    expect(document.body).toHaveTextContent("We have sent the receipt and your tax invoice to asha@example.in");
    expect(screen.getByRole("button", { name: "Download PDF Receipt" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download Tax Invoice (PDF)" })).toHaveAttribute("href", "/api/v1/track-order/TR4CK.sig/invoice");
    expect(screen.getByRole("link", { name: "Track this order" })).toHaveAttribute("href", "/track-order?token=TR4CK.sig");
  });

  it("says when it leaves the warehouse and arrives, by the pincode's region, then asks for the warranty", () => {
    renderPage(confirmation);
    const steps = within(screen.getByRole("region", { name: "What happens next" })).getAllByRole("listitem");
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent("Dispatch by Fri, 27 Nov");
    expect(steps[1]).toHaveTextContent("Delivery expected Wed, 2 Dec to Sat, 5 Dec");
    expect(steps[1]).toHaveTextContent("Pincode 110001 is in major cities, where delivery usually takes 4-7 business days after dispatch");
    expect(steps[2]).toHaveTextContent("Register your warranty");
    expect(steps[2]).toHaveTextContent("this order's tax invoice (UV/26-27/000042)");
    expect(within(steps[2]!).getByRole("link", { name: "register its warranty" })).toHaveAttribute("href", "/warranty");
    // The receipt itself, with its lines.
    const receiptSection = screen.getByRole("region", { name: "Your receipt" });
    expect(receiptSection).toHaveTextContent("RCPT-2026-000007");
    expect(receiptSection).toHaveTextContent("Lithium Battery 48V 100Ah");
  });

  it("shows the order's status instead of an estimate once it has left", () => {
    renderPage({ ...confirmation, order: { ...order, status: "shipped" }, delivery: null });
    const steps = within(screen.getByRole("region", { name: "What happens next" })).getAllByRole("listitem");
    expect(steps[0]).toHaveTextContent("Status: Shipped");
    expect(screen.queryByText(/Dispatch by/)).not.toBeInTheDocument();
  });

  it("says a payment it could not fulfil is being refunded, with no next steps and no invoice", () => {
    renderPage({ order: { ...order, needsRefund: true, invoiceNumber: null, invoiceUrl: null }, receipt: { ...receipt, refund_due: true }, delivery: null });
    expect(screen.getByRole("heading", { level: 1, name: "Order UV-2026-000042: your payment is being refunded" })).toBeInTheDocument();
    expect(screen.getAllByRole("note")[0]).toHaveTextContent(checkoutMessages.refundNotice(formatRupees(receipt.amount)));
    expect(screen.queryByRole("region", { name: "What happens next" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download Tax Invoice (PDF)" })).not.toBeInTheDocument();
  });
});
