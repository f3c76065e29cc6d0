import { type AdminOrderDetail, adminOrderInvoicePath } from "@urjavolt/contract/orders-admin";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminOrderDetailView } from "./admin-order-detail";
import { fakeApi } from "../../../test/fake-api";

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
  refunded: 0,
  test: true,
  lines: [
    { position: 0, productId: 1, productName: "Lithium Inverter/UPS 1100VA", unitPrice: 20_000, quantity: 1, lineTotal: 20_000, paid: 18_000, refundableQuantity: 1 },
    { position: 1, productId: 2, productName: "Battery cable set", unitPrice: 2_500, quantity: 2, lineTotal: 5_000, paid: 4_500, refundableQuantity: 2 },
  ],
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
  refundable: 22_500,
  refunds: [],
  reservedUntil: null,
  nextStatuses: ["shipped", "cancelled"],
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
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Shipped", "Cancelled"]);
    expect(screen.getByText("−₹2,500")).toBeInTheDocument();
    expect(screen.getByText("pay_test_ABCDEFGHIJKLMN")).toBeInTheDocument();
    expect(screen.getByText(/confirmed the payment/)).toBeInTheDocument();
  });

  it("gives support staff no status controls", () => {
    render(<AdminOrderDetailView initial={order} canChange={false} />);
    expect(screen.queryByRole("heading", { name: "Change the status" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/New status/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "History" })).toBeInTheDocument();
  });

  it("says a refund is due, with the reason", () => {
    render(<AdminOrderDetailView initial={{ ...order, status: "cancelled", needsRefund: true, refundReason: "Customer cancelled before dispatch", nextStatuses: [] }} canChange />);
    expect(screen.getByText("Refund due.").parentElement?.textContent).toBe("Refund due. Customer cancelled before dispatch");
  });

  it("links the tax invoice's PDF with its number", () => {
    render(<AdminOrderDetailView initial={order} canChange={false} />);
    const invoice = detail("Status and payment", "Tax invoice");
    expect(invoice).toHaveTextContent("UV/26-27/000007");
    const link = within(invoice).getByRole("link", { name: "Download tax invoice (PDF)" });
    expect(link).toHaveAttribute("href", "/api/v1/admin/orders/7/invoice");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("says when an order has no tax invoice, and offers no download", () => {
    render(<AdminOrderDetailView initial={{ ...order, status: "created", paymentId: null, paidAt: null, receiptNumber: null, invoice: null }} canChange={false} />);
    expect(detail("Status and payment", "Tax invoice").textContent).toBe("No tax invoice");
    expect(screen.queryByRole("link", { name: /tax invoice/i })).not.toBeInTheDocument();
  });

  it("shows the buyer's GSTIN with the customer only when one was given", () => {
    const { unmount } = render(<AdminOrderDetailView initial={order} canChange={false} />);
    expect(within(screen.getByRole("region", { name: "Customer and delivery" })).queryByText("GSTIN")).not.toBeInTheDocument();
    unmount();
    render(<AdminOrderDetailView initial={{ ...order, buyerGstin: "03AAPFU0939F1Z5" }} canChange={false} />);
    expect(detail("Customer and delivery", "GSTIN").textContent).toBe("03AAPFU0939F1Z5");
  });

  describe("refunds", () => {
    afterEach(() => vi.restoreAllMocks());

    /** Every call of the console's API answers this. */
    const answering = (status: number, body: unknown) => fakeApi({ "*": { status, body } });

    it("refunds chosen units with the refunded amount it was drawn with, and shows the refund with its credit note", async () => {
      const after: AdminOrderDetail = {
        ...order,
        refunded: 2_250,
        refundable: 20_250,
        lines: order.lines.map((line) => (line.position === 1 ? { ...line, refundableQuantity: 1 } : line)),
        refunds: [
          {
            id: 3,
            amount: 2_250,
            status: "processed",
            reason: "One cable arrived cut",
            kind: "staff",
            paymentId: "pay_test_ABCDEFGHIJKLMN",
            gatewayRefundId: "rfnd_test_1",
            failureReason: null,
            lines: [{ position: 1, productName: "Battery cable set", quantity: 1, amount: 2_250 }],
            by: "Ravi Admin",
            at: "2026-11-23T08:00:00.000Z",
            creditNote: { number: "TEST-CN/26-27/000001", url: "/api/v1/admin/orders/7/credit-notes/TEST-CN%2F26-27%2F000001" },
          },
        ],
      };
      const api = answering(200, after);
      const user = userEvent.setup();
      render(<AdminOrderDetailView initial={order} canChange />);
      await user.click(screen.getByRole("radio", { name: /Chosen items/ }));
      await user.clear(screen.getByRole("spinbutton", { name: /Battery cable set/ }));
      await user.type(screen.getByRole("spinbutton", { name: /Battery cable set/ }), "1");
      await user.type(screen.getByLabelText(/Reason/), "One cable arrived cut");
      await user.click(screen.getByRole("button", { name: "Refund through the payment gateway" }));

      const calls = api.callsTo("POST admin/orders/7/refunds");
      expect(calls).toHaveLength(1);
      expect(calls[0]!.body).toEqual({ reason: "One cable arrived cut", lines: [{ position: 1, quantity: 1 }], refunded: 0 });
      expect(await screen.findByText("Refund of ₹2,250 sent to the payment gateway.")).toBeInTheDocument();
      const credit = screen.getByRole("link", { name: "Download credit note TEST-CN/26-27/000001 (PDF)" });
      expect(credit).toHaveAttribute("href", "/api/v1/admin/orders/7/credit-notes/TEST-CN%2F26-27%2F000001");
      expect(screen.getByText(/Refunded so far: ₹2,250 of ₹22,500/)).toBeInTheDocument();
    });

    it("asks for a reason before sending anything", async () => {
      const api = answering(200, order);
      const user = userEvent.setup();
      render(<AdminOrderDetailView initial={order} canChange />);
      await user.click(screen.getByRole("button", { name: "Refund through the payment gateway" }));
      expect(api.callsTo("POST admin/orders/7/refunds")).toEqual([]);
      expect(screen.getByText("Give the reason for the refund")).toBeInTheDocument();
    });

    it("says why the server refused a refund", async () => {
      answering(409, { status: "error", message: "Someone refunded this order while you were looking at it. Reload it to see what is left to refund." });
      const user = userEvent.setup();
      render(<AdminOrderDetailView initial={order} canChange />);
      await user.type(screen.getByLabelText(/Reason/), "Customer returned it");
      await user.click(screen.getByRole("button", { name: "Refund through the payment gateway" }));
      expect(await screen.findByText(/Someone refunded this order while you were looking at it/)).toBeInTheDocument();
    });

    it("offers support staff no refund form, and an unpaid order no refunds at all", () => {
      const { unmount } = render(<AdminOrderDetailView initial={order} canChange={false} />);
      expect(screen.getByRole("heading", { name: "Refunds" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Refund through/ })).not.toBeInTheDocument();
      unmount();
      render(<AdminOrderDetailView initial={{ ...order, status: "created", paymentId: null, paidAt: null, refundable: 0 }} canChange />);
      expect(screen.queryByRole("heading", { name: "Refunds" })).not.toBeInTheDocument();
    });
  });
});
