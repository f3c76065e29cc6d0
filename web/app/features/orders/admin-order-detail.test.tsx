import type { AdminOrderDetail } from "@urjavolt/contract/orders-admin";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminOrderDetailView } from "./admin-order-detail";

const order: AdminOrderDetail = {
  id: 7,
  number: "UV-2026-000007",
  status: "paid",
  fullName: "Asha Rani",
  email: "asha@example.in",
  mobile: "9876543210",
  total: 22_500,
  itemCount: 1,
  couponCode: "SAVE10",
  needsRefund: false,
  createdAt: "2026-11-22T08:00:00.000Z",
  paidAt: "2026-11-22T08:05:00.000Z",
  address: "12 Mall Road",
  city: "Rajpura",
  state: "Punjab",
  pincode: "140401",
  lines: [{ productId: 1, productName: "Lithium Inverter/UPS 1100VA", unitPrice: 25_000, quantity: 1, lineTotal: 25_000 }],
  subtotal: 25_000,
  discount: 2_500,
  shipping: 0,
  couponDescription: "10% off everything",
  gateway: "test",
  gatewayOrderId: "order_test_ABCDEFGHIJKLMN",
  paymentId: "pay_test_ABCDEFGHIJKLMN",
  receiptNumber: "RCPT-2026-000007",
  refundReason: null,
  updatedAt: "2026-11-22T08:05:00.000Z",
  history: [
    { fromStatus: null, toStatus: "created", note: null, by: "Customer", at: "2026-11-22T08:00:00.000Z" },
    { fromStatus: "created", toStatus: "paid", note: null, by: "Payment gateway", at: "2026-11-22T08:05:00.000Z" },
  ],
  nextStatuses: ["shipped", "cancelled", "refunded"],
};

describe("AdminOrderDetailView", () => {
  it("offers an admin only the lifecycle's next steps", () => {
    render(<AdminOrderDetailView initial={order} canChange />);
    const select = screen.getByLabelText(/New status/);
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Shipped", "Cancelled", "Refunded"]);
    expect(screen.getByText("−₹2,500")).toBeTruthy();
    expect(screen.getByText("pay_test_ABCDEFGHIJKLMN")).toBeTruthy();
    expect(screen.getByText(/confirmed the payment/)).toBeTruthy();
  });

  it("gives support staff no status controls", () => {
    render(<AdminOrderDetailView initial={order} canChange={false} />);
    expect(screen.queryByRole("heading", { name: "Change the status" })).toBeNull();
    expect(screen.queryByLabelText(/New status/)).toBeNull();
    expect(screen.getByRole("heading", { name: "History" })).toBeTruthy();
  });

  it("says a refund is due, with the reason", () => {
    render(<AdminOrderDetailView initial={{ ...order, status: "cancelled", needsRefund: true, refundReason: "Customer cancelled before dispatch", nextStatuses: ["refunded"] }} canChange />);
    expect(screen.getByText("Refund due.").parentElement?.textContent).toBe("Refund due. Customer cancelled before dispatch");
  });
});
