import { type AdminOrderDetail, adminOrderInvoicePath } from "@urjavolt/contract/orders-admin";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminOrderDetailView } from "./admin-order-detail";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";

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
  installationPayment: null,
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
    render(inRouter(<AdminOrderDetailView initial={order} canChange />));
    const select = screen.getByLabelText(/New status/);
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Shipped", "Cancelled"]);
    expect(screen.getByText("−₹2,500")).toBeInTheDocument();
    expect(screen.getByText("pay_test_ABCDEFGHIJKLMN")).toBeInTheDocument();
    expect(screen.getByText(/confirmed the payment/)).toBeInTheDocument();
  });

  it("gives support staff no status controls", () => {
    render(inRouter(<AdminOrderDetailView initial={order} canChange={false} />));
    expect(screen.queryByRole("heading", { name: "Change the status" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/New status/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "History" })).toBeInTheDocument();
  });

  it("says a refund is due, with the reason", () => {
    render(inRouter(<AdminOrderDetailView initial={{ ...order, status: "cancelled", needsRefund: true, refundReason: "Customer cancelled before dispatch", nextStatuses: [] }} canChange />));
    expect(screen.getByText("Refund due.").parentElement?.textContent).toBe("Refund due. Customer cancelled before dispatch");
  });

  it("links the tax invoice's PDF with its number", () => {
    render(inRouter(<AdminOrderDetailView initial={order} canChange={false} />));
    const invoice = detail("Status and payment", "Tax invoice");
    expect(invoice).toHaveTextContent("UV/26-27/000007");
    const link = within(invoice).getByRole("link", { name: "Download tax invoice (PDF)" });
    expect(link).toHaveAttribute("href", "/api/v1/admin/orders/7/invoice");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("says when an order has no tax invoice, and offers no download", () => {
    render(inRouter(<AdminOrderDetailView initial={{ ...order, status: "created", paymentId: null, paidAt: null, receiptNumber: null, invoice: null }} canChange={false} />));
    expect(detail("Status and payment", "Tax invoice").textContent).toBe("No tax invoice");
    expect(screen.queryByRole("link", { name: /tax invoice/i })).not.toBeInTheDocument();
  });

  it("shows the buyer's GSTIN with the customer only when one was given", () => {
    const { unmount } = render(inRouter(<AdminOrderDetailView initial={order} canChange={false} />));
    expect(within(screen.getByRole("region", { name: "Customer and delivery" })).queryByText("GSTIN")).not.toBeInTheDocument();
    unmount();
    render(inRouter(<AdminOrderDetailView initial={{ ...order, buyerGstin: "03AAPFU0939F1Z5" }} canChange={false} />));
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
      render(inRouter(<AdminOrderDetailView initial={order} canChange />));
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
      render(inRouter(<AdminOrderDetailView initial={order} canChange />));
      await user.click(screen.getByRole("button", { name: "Refund through the payment gateway" }));
      expect(api.callsTo("POST admin/orders/7/refunds")).toEqual([]);
      expect(screen.getByText("Give the reason for the refund")).toBeInTheDocument();
      expect(screen.getByLabelText(/Reason/)).toHaveFocus();
    });

    it("says so above the form when chosen items have no units to refund", async () => {
      const api = answering(200, order);
      const user = userEvent.setup();
      render(inRouter(<AdminOrderDetailView initial={order} canChange />));
      await user.click(screen.getByRole("radio", { name: /Chosen items/ }));
      await user.type(screen.getByLabelText(/Reason/), "Returned");
      await user.click(screen.getByRole("button", { name: "Refund through the payment gateway" }));
      expect(api.callsTo("POST admin/orders/7/refunds")).toEqual([]);
      const refunds = screen.getByRole("region", { name: "Refunds" });
      expect(within(refunds).getByRole("alert")).toHaveTextContent("Choose at least one line to refund");
    });

    it("draws the form again after a refund, keeping the scope, and sends the new refunded amount next time", async () => {
      const after: AdminOrderDetail = {
        ...order,
        refunded: 2_250,
        refundable: 20_250,
        lines: order.lines.map((line) => (line.position === 1 ? { ...line, refundableQuantity: 1 } : line)),
        history: [...order.history, { fromStatus: "paid", toStatus: "paid", note: null, by: "Ravi Admin", at: "2026-11-23T08:00:00.000Z" }],
      };
      const api = answering(200, after);
      const user = userEvent.setup();
      render(inRouter(<AdminOrderDetailView initial={order} canChange />));
      await user.click(screen.getByRole("radio", { name: /Chosen items/ }));
      await user.type(screen.getByRole("spinbutton", { name: /Battery cable set/ }), "1");
      await user.type(screen.getByLabelText(/Reason/), "One cable arrived cut");
      await user.click(screen.getByRole("button", { name: "Refund through the payment gateway" }));
      expect(await screen.findByText("Refund of ₹2,250 sent to the payment gateway.")).toBeInTheDocument();

      expect(screen.getByRole("radio", { name: /Chosen items/ })).toBeChecked();
      expect(screen.getByRole("spinbutton", { name: /Battery cable set \(up to 1,/ })).toHaveValue(0);
      expect(screen.getByLabelText(/Reason/)).toHaveValue("");
      await user.type(screen.getByRole("spinbutton", { name: /Lithium Inverter/ }), "1");
      await user.type(screen.getByLabelText(/Reason/), "Inverter returned");
      await user.click(screen.getByRole("button", { name: "Refund through the payment gateway" }));
      const calls = api.callsTo("POST admin/orders/7/refunds");
      expect(calls).toHaveLength(2);
      expect(calls[1]!.body).toEqual({ reason: "Inverter returned", lines: [{ position: 0, quantity: 1 }], refunded: 2_250 });
    });

    it("says why the server refused a refund", async () => {
      answering(409, { status: "error", message: "Someone refunded this order while you were looking at it. Reload it to see what is left to refund." });
      const user = userEvent.setup();
      render(inRouter(<AdminOrderDetailView initial={order} canChange />));
      await user.type(screen.getByLabelText(/Reason/), "Customer returned it");
      await user.click(screen.getByRole("button", { name: "Refund through the payment gateway" }));
      expect(await screen.findByText(/Someone refunded this order while you were looking at it/)).toBeInTheDocument();
    });

    it("offers support staff no refund form, and an unpaid order no refunds at all", () => {
      const { unmount } = render(inRouter(<AdminOrderDetailView initial={order} canChange={false} />));
      expect(screen.getByRole("heading", { name: "Refunds" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Refund through/ })).not.toBeInTheDocument();
      unmount();
      render(inRouter(<AdminOrderDetailView initial={{ ...order, status: "created", paymentId: null, paidAt: null, refundable: 0 }} canChange />));
      expect(screen.queryByRole("heading", { name: "Refunds" })).not.toBeInTheDocument();
    });
  });

  describe("status", () => {
    afterEach(() => vi.restoreAllMocks());

    it("sends the chosen step with the note, then starts the form again from the next step", async () => {
      const shipped: AdminOrderDetail = {
        ...order,
        status: "shipped",
        nextStatuses: ["delivered"],
        history: [...order.history, { fromStatus: "paid", toStatus: "shipped", note: "BlueDart 123", by: "Ravi Admin", at: "2026-11-23T08:00:00.000Z" }],
      };
      const api = fakeApi({ "*": { body: shipped } });
      const user = userEvent.setup();
      render(inRouter(<AdminOrderDetailView initial={order} canChange />));
      await user.type(screen.getByLabelText(/^Note/), "BlueDart 123");
      await user.click(screen.getByRole("button", { name: "Change status" }));
      expect(await screen.findByText("Saved. Order UV-2026-000007 is now shipped.")).toBeInTheDocument();
      expect(api.callsTo("POST admin/orders/7/status")[0]!.body).toEqual({ status: "shipped", note: "BlueDart 123" });
      expect(screen.getByLabelText(/New status/)).toHaveValue("delivered");
      expect(screen.getByLabelText(/^Note/)).toHaveValue("");
    });

    it("shows the API's message on its field and focuses it", async () => {
      fakeApi({
        "GET admin/session": { body: { staff: { id: 1, email: "ravi@staff.test", name: "Ravi Admin", role: "admin" }, csrfToken: "token" } },
        "POST admin/orders/7/status": { status: 400, body: { message: "Please correct the marked fields.", errors: { note: "Note cannot exceed 1000 characters" } } },
      });
      const user = userEvent.setup();
      render(inRouter(<AdminOrderDetailView initial={order} canChange />));
      await user.type(screen.getByLabelText(/^Note/), "Too long");
      await user.click(screen.getByRole("button", { name: "Change status" }));
      expect(await screen.findByText("Note cannot exceed 1000 characters")).toBeInTheDocument();
      expect(screen.getByLabelText(/^Note/)).toHaveFocus();
      expect(screen.getByRole("region", { name: "Change the status" })).toHaveTextContent("Please correct the marked fields.");
    });
  });
});
