import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OnlinePaymentPage } from "./online-payment-page";
import { checkPayer } from "./payment-rules";
import { type ApiRoutes, fakeApi } from "../../../test/fake-api";

afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = { status?: number; body: unknown };

const created = { status: "success", message: "Order created successfully", order_id: "order_test_S1", amount: 1_250_050, currency: "INR", key: "rzp_test_offline", gateway: "test" };
const signed = { razorpay_payment_id: "pay_test_S1", razorpay_order_id: "order_test_S1", razorpay_signature: "b".repeat(64) };
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
};
const paymentRoutes: ApiRoutes = {
  "payment/create-order": () => ({ status: 201, body: created }),
  "test-gateway/pay": ({ body }) =>
    (body as { outcome: string }).outcome === "success"
      ? { body: signed }
      : { body: { error: { code: "BAD_REQUEST_ERROR", description: "Payment failed in the test gateway", reason: "payment_failed" } } },
  "payment/verify": () => ({ body: { status: "success", message: "Payment verified successfully", receipt, confirmation_token: "C0NFIRM.sig" } }),
};

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/online-payment", Component: () => <OnlinePaymentPage siteUrl="https://www.urjavolt.in" /> },
    { path: "/payment-confirmation/:token", Component: () => <p>Confirmation page {useLocation().pathname.split("/").pop()}</p> },
  ]);
  return render(<Stub initialEntries={["/online-payment"]} />);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const continueButton = () => screen.getByRole("button", { name: "Continue to Payment" });

async function fillInfo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Full name/), "Asha Verma");
  await user.type(field(/^Email/), "asha@example.com");
  await user.type(field(/Phone number/), "9812345678");
  await user.click(continueButton());
}

describe("payer rules", () => {
  it("names the empty fields first, then the e-mail, then the phone", () => {
    expect(checkPayer({ name: "", email: " ", phone: "9812345678" })).toEqual({ message: "Please fill in all fields", fields: ["name", "email"] });
    expect(checkPayer({ name: "Asha", email: "asha@", phone: "98" })).toEqual({ message: "Please enter a valid email", fields: ["email"] });
    expect(checkPayer({ name: "Asha", email: "asha@example.com", phone: "98123" })).toEqual({ message: "Please enter a valid 10-digit phone number", fields: ["phone"] });
    expect(checkPayer({ name: "Asha", email: "asha@example.com", phone: "9812345678" })).toBeNull();
  });
});

describe("the standalone payment page", () => {
  it("step 1 shows the spec's messages tied to the fields, and an edit clears them", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole("heading", { level: 2, name: "Your Information" })).toBeInTheDocument();
    await user.click(continueButton());
    const message = screen.getByRole("alert");
    expect(message.textContent).toBe("Please fill in all fields");
    expect(field(/Full name/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/Full name/).getAttribute("aria-describedby")).toContain(message.id);
    expect(document.activeElement).toBe(field(/Full name/));

    await user.type(field(/Full name/), "Asha Verma");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.type(field(/^Email/), "asha@example");
    await user.type(field(/Phone number/), "98123");
    await user.click(continueButton());
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid email");
    expect(document.activeElement).toBe(field(/^Email/));
    await user.type(field(/^Email/), ".com");
    await user.click(continueButton());
    expect(screen.getByRole("alert").textContent).toBe("Please enter a valid 10-digit phone number");
    await user.type(field(/Phone number/), "45678");
    await user.click(continueButton());
    expect(screen.getByRole("heading", { level: 2, name: "Payment Details" })).toBeInTheDocument();
  });

  it("takes a phone number pasted with +91, spaces or dashes as its ten digits", async () => {
    const user = userEvent.setup();
    renderPage();
    for (const written of ["+91 98123 45678", "098123-45678"]) {
      await user.clear(field(/Phone number/));
      await user.click(field(/Phone number/));
      await user.paste(written);
      expect(field(/Phone number/).value, written).toBe("9812345678");
    }
    await user.type(field(/Full name/), "Asha Verma");
    await user.type(field(/^Email/), "asha@example.com");
    await user.click(continueButton());
    expect(screen.getByText("asha@example.com, 9812345678", { exact: false })).toBeInTheDocument();
  });

  it("keeps what was typed before the page hydrated, and goes on when Continue was pressed meanwhile", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { beforeHydrationScript, hydrationStarts } = await import("../../lib/before-hydration");
    const page = () =>
      createElement(createRoutesStub([{ path: "/online-payment", Component: () => <OnlinePaymentPage siteUrl="https://www.urjavolt.in" /> }]), {
        initialEntries: ["/online-payment"],
      });
    // The page's early-input script, as the root puts it first in the head.
    new Function(beforeHydrationScript)();
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    document.body.append(container);
    try {
      field(/Full name/).value = "Asha Verma";
      field(/^Email/).value = "asha@example.com";
      field(/Phone number/).value = "+91 98123 45678";
      fireEvent.click(continueButton());
      hydrationStarts();
      await act(async () => {
        hydrateRoot(container, page());
      });
      expect(await screen.findByRole("heading", { level: 2, name: "Payment Details" })).toBeInTheDocument();
      expect(screen.getByText("asha@example.com, 9812345678", { exact: false })).toBeInTheDocument();
    } finally {
      container.remove();
      // The page stays marked as hydrating: the early-input script holds nothing more in this file's tests.
    }
  });

  it("step 2 moves focus to its heading, keeps Pay disabled while the amount is empty, checks it, and Back returns", async () => {
    const user = userEvent.setup();
    renderPage();
    await fillInfo(user);
    const heading = screen.getByRole("heading", { level: 2, name: "Payment Details" });
    expect(document.activeElement).toBe(heading);
    expect((screen.getByLabelText("Purpose") as HTMLSelectElement).value).toBe("UrjaVolt Battery Purchase");
    const pay = () => screen.getByRole("button", { name: /^Pay/ }) as HTMLButtonElement;
    expect(pay()).toBeDisabled();
    await user.type(field(/Amount/), "0");
    expect(pay()).toBeEnabled();
    await user.click(pay());
    expect(screen.getByText("Please enter a valid amount")).toBeInTheDocument();
    expect(field(/Amount/)).toHaveAttribute("aria-invalid", "true");
    await user.clear(field(/Amount/));
    await user.type(field(/Amount/), "12500.5");
    expect(pay().textContent).toBe("Pay ₹12,500.50");

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Your Information" }));
    expect(field(/Full name/).value).toBe("Asha Verma");
  });

  it("pays, shows the receipt, and 'Make Another Payment' starts over", async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi(paymentRoutes);
    renderPage();
    await fillInfo(user);
    await user.type(field(/Amount/), "12500.5");
    await user.click(screen.getByRole("button", { name: "Pay ₹12,500.50" }));
    const gateway = await screen.findByRole("dialog", { name: "Test payment gateway" });
    expect(within(gateway).getByText("₹12,500.50")).toBeInTheDocument();
    await user.click(within(gateway).getByRole("button", { name: "Simulate success" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment Successful" });
    expect(calls.map((call) => call.path)).toEqual(["payment/create-order", "test-gateway/pay", "payment/verify"]);
    expect(calls[0]!.body).toEqual({ name: "Asha Verma", email: "asha@example.com", phone: "9812345678", amount: 12_500.5, purpose: "UrjaVolt Battery Purchase" });
    for (const text of ["RCPT-2026-000009", "pay_test_S1", "order_test_S1", "₹12,500.50", "UrjaVolt Battery Purchase", "Asha Verma", "asha@example.com", "9812345678", "22 Nov 2026, 10:30 am"]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(within(dialog).getByRole("button", { name: "Download PDF Receipt" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Make Another Payment" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Your Information" })).toBeInTheDocument();
    expect(field(/Full name/).value).toBe("");
  });

  it("shows the server's message inline when the payment cannot start, else 'Failed to initiate payment'", async () => {
    const user = userEvent.setup();
    let answer: Answer = { status: 400, body: { message: "The amount cannot exceed ₹10,00,000 in one payment" } };
    fakeApi({ "payment/create-order": () => answer });
    renderPage();
    await fillInfo(user);
    await user.type(field(/Amount/), "5000");
    await user.click(screen.getByRole("button", { name: "Pay ₹5,000" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The amount cannot exceed ₹10,00,000 in one payment");
    answer = { status: 500, body: {} };
    await user.click(screen.getByRole("button", { name: "Pay ₹5,000" }));
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Failed to initiate payment"));
  });

  it("says 'Payment failed: …' inline when the gateway fails, and lets the payer try again", async () => {
    const user = userEvent.setup();
    fakeApi(paymentRoutes);
    renderPage();
    await fillInfo(user);
    await user.type(field(/Amount/), "5000");
    await user.click(screen.getByRole("button", { name: "Pay ₹5,000" }));
    await user.click(await screen.findByRole("button", { name: "Simulate failure" }));
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Payment failed: Payment failed in the test gateway"));
    expect(screen.getByRole("button", { name: "Pay ₹5,000" })).toBeEnabled();
  });

  it("closing the receipt goes on to the page after paying", async () => {
    const user = userEvent.setup();
    fakeApi(paymentRoutes);
    renderPage();
    await fillInfo(user);
    await user.type(field(/Amount/), "12500.5");
    await user.click(screen.getByRole("button", { name: "Pay ₹12,500.50" }));
    await user.click(await screen.findByRole("button", { name: "Simulate success" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment Successful" });
    act(() => {
      fireEvent(dialog, new Event("cancel", { cancelable: true }));
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText("Confirmation page C0NFIRM.sig")).toBeInTheDocument();
  });
});
