import { type AdminOrderDetail, adminOrderInvoicePath } from "@urjavolt/contract/orders-admin";
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
  buyerGstin: null,
  invoice: { number: "UV/26-27/000007", url: adminOrderInvoicePath(7) },
  updatedAt: "2026-11-22T08:05:00.000Z",
  history: [
    { fromStatus: null, toStatus: "created", note: null, by: "Customer", at: "2026-11-22T08:00:00.000Z" },
    { fromStatus: "created", toStatus: "paid", note: null, by: "Payment gateway", at: "2026-11-22T08:05:00.000Z" },
  ],
  nextStatuses: ["shipped", "cancelled", "refunded"],
};

/** The value beside a term of a description list in the named section. */
function detail(section: string, term: string): HTMLElement {
  const region = screen.getByRole("region", { name: section });
  const dt = within(region)
    .getAllByRole("term")
    .find((element) => element.textContent === term);
  if (!dt?.nextElementSibling) throw new Error(`No "${term}" in ${section}`);
  return dt.nextElementSibling as HTMLElement;
}

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

  it("links the tax invoice's PDF with its number", () => {
    render(<AdminOrderDetailView initial={order} canChange={false} />);
    const invoice = detail("Status and payment", "Tax invoice");
    expect(invoice.textContent).toContain("UV/26-27/000007");
    const link = within(invoice).getByRole("link", { name: "Download tax invoice (PDF)" });
    expect(link.getAttribute("href")).toBe("/api/v1/admin/orders/7/invoice");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("says when an order has no tax invoice, and offers no download", () => {
    render(<AdminOrderDetailView initial={{ ...order, status: "created", paymentId: null, paidAt: null, receiptNumber: null, invoice: null }} canChange={false} />);
    expect(detail("Status and payment", "Tax invoice").textContent).toBe("No tax invoice");
    expect(screen.queryByRole("link", { name: /tax invoice/i })).toBeNull();
  });

  it("shows the buyer's GSTIN with the customer only when one was given", () => {
    const { unmount } = render(<AdminOrderDetailView initial={order} canChange={false} />);
    expect(within(screen.getByRole("region", { name: "Customer and delivery" })).queryByText("GSTIN")).toBeNull();
    unmount();
    render(<AdminOrderDetailView initial={{ ...order, buyerGstin: "03AAPFU0939F1Z5" }} canChange={false} />);
    expect(detail("Customer and delivery", "GSTIN").textContent).toBe("03AAPFU0939F1Z5");
  });
});
