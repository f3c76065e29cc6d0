import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { TrackedOrder } from "@urjavolt/contract/orders-tracking";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormReply } from "../../lib/form-reply";
import { TrackOrderPage } from "./track-order-page";

const order: TrackedOrder = {
  token: "VVYtMjAyNi0wMDAwMDE.sig",
  number: "UV-2026-000001",
  status: "shipped",
  fullName: "Gurpreet Kaur",
  city: "Rajpura",
  state: "Punjab",
  pincode: "140401",
  lines: [{ productName: "Lithium Inverter/UPS 3500VA", unitPrice: 34_999, quantity: 2, lineTotal: 69_998 }],
  subtotal: 69_998,
  discount: 6_999.8,
  shipping: 0,
  total: 62_998.2,
  couponCode: "SAVE10",
  couponDescription: "10% off",
  receiptNumber: "RCPT-2026-000001",
  needsRefund: false,
  createdAt: "2026-11-22T10:00:00.000Z",
  paidAt: "2026-11-22T10:01:00.000Z",
  history: [
    { status: "created", at: "2026-11-22T10:00:00.000Z" },
    { status: "paid", at: "2026-11-22T10:01:00.000Z" },
    { status: "shipped", at: "2026-11-23T05:00:00.000Z" },
  ],
  invoiceNumber: "UV/26-27/000001",
  invoiceUrl: "/api/v1/track-order/VVYtMjAyNi0wMDAwMDE.sig/invoice",
  test: false,
  refunded: 0,
  refunds: [],
  installation: null,
  installationPayment: null,
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The page on /track-order, whose action answers the lookup as `answer` says. */
function renderPage(props: { initialOrder: TrackedOrder | null; refused: "invalid" | "expired" | null }, answer = vi.fn(async (_body: FormData): Promise<FormReply<TrackedOrder>> => ({ form: "track", status: "done", result: order, values: {} }))) {
  const Stub = createRoutesStub([{ path: "/track-order", Component: () => <TrackOrderPage {...props} />, action: async ({ request }) => answer(await request.formData()) }]);
  render(<Stub initialEntries={["/track-order"]} />);
  return answer;
}

describe("TrackOrderPage", () => {
  it("shows the order a link opened: lines, coupon, totals, history and the invoice link", () => {
    renderPage({ initialOrder: order, refused: null });
    const card = screen.getByRole("region", { name: "Order UV-2026-000001" });
    expect(card).toHaveTextContent("Status: Shipped");
    expect(card).toHaveTextContent("Lithium Inverter/UPS 3500VA");
    expect(card).toHaveTextContent("Coupon SAVE10 (10% off)");
    expect(card).toHaveTextContent("-₹6,999.80");
    expect(card).toHaveTextContent("₹62,998.20");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent?.split(" ")[0])).toEqual(["Awaiting", "Paid", "Shipped"]);
    expect(card).toHaveTextContent("GST tax invoice UV/26-27/000001");
    expect(screen.getByRole("link", { name: "Download Tax Invoice (PDF)" })).toHaveAttribute("href", order.invoiceUrl);
    // The linked order comes before the lookup form.
    expect(card.compareDocumentPosition(screen.getByRole("form", { name: "Find your order" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("offers no invoice for an order that has none", () => {
    renderPage({ initialOrder: { ...order, status: "created", paidAt: null, invoiceNumber: null, invoiceUrl: null, history: order.history.slice(0, 1) }, refused: null });
    expect(screen.queryByRole("link", { name: "Download Tax Invoice (PDF)" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Order UV-2026-000001" })).toHaveTextContent("Status: Awaiting payment");
  });

  it("says a bad link is not valid, and shows the server's neutral answer for a wrong pair", async () => {
    const answer = renderPage(
      { initialOrder: null, refused: "invalid" },
      vi.fn(async () => ({ form: "track", status: "refused" as const, message: "We could not find an order with those details.", errors: {}, values: {} })),
    );
    expect(screen.getByRole("alert").textContent).toMatch(/This tracking link is not valid/);

    fireEvent.change(screen.getByLabelText(/Order number/), { target: { value: "uv-2026-000001" } });
    fireEvent.change(screen.getByLabelText(/E-mail or mobile/), { target: { value: "98765 01234" } });
    fireEvent.click(screen.getByRole("button", { name: "Track Order" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("We could not find an order with those details."));
    // Posted as typed (the action's schema upper-cases the number); the fields stay for another try.
    expect(Object.fromEntries(answer.mock.calls[0]![0])).toEqual({ order_number: "uv-2026-000001", contact: "98765 01234" });
    expect(screen.getByLabelText(/Order number/)).toHaveValue("uv-2026-000001");
  });

  it("says an expired link has ended and how to get a fresh one, with the form to do it", () => {
    renderPage({ initialOrder: null, refused: "expired" });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "This tracking link has expired. For a fresh one, enter your order number and the e-mail or mobile number you used at checkout on the Track Your Order page.",
    );
    expect(screen.queryByRole("region", { name: /^Order / })).toBeNull();
    expect(screen.getByRole("form", { name: "Find your order" })).toBeInTheDocument();
  });

  it("checks the fields before asking the server", () => {
    const answer = renderPage({ initialOrder: null, refused: null });
    fireEvent.change(screen.getByLabelText(/E-mail or mobile/), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Track Order" }));
    expect(screen.getByText("Order number is required")).toBeInTheDocument();
    expect(screen.getByText("Enter the e-mail address or 10-digit mobile number you used at checkout")).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
    // A refusal about the fields shows beside them, not as the lookup's answer.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the order the lookup found, keeps the fields and takes focus to it", async () => {
    renderPage({ initialOrder: null, refused: null });
    fireEvent.change(screen.getByLabelText(/Order number/), { target: { value: "UV-2026-000001" } });
    fireEvent.change(screen.getByLabelText(/E-mail or mobile/), { target: { value: "9876501234" } });
    fireEvent.click(screen.getByRole("button", { name: "Track Order" }));
    const card = await screen.findByRole("region", { name: "Order UV-2026-000001" });
    await waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByLabelText(/Order number/)).toHaveValue("UV-2026-000001");
  });

  it("lists the refunds with their credit notes, and marks a test order", () => {
    const url = "/api/v1/track-order/VVYtMjAyNi0wMDAwMDE.sig/credit-notes/CN%2F26-27%2F000001";
    renderPage({
      initialOrder: { ...order, test: true, refunded: 1_000, refunds: [{ amount: 1_000, status: "pending", at: "2026-11-23T10:00:00+05:30", creditNote: { number: "CN/26-27/000001", url } }] },
      refused: null,
    });
    expect(screen.getByRole("heading", { name: "Refunds" })).toBeInTheDocument();
    expect(screen.getByText(/Refund initiated: it reaches your payment method in 5-7 business days/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download credit note CN/26-27/000001 (PDF)" })).toHaveAttribute("href", url);
    expect(screen.getByText(/TEST ORDER/)).toBeInTheDocument();
  });
});
