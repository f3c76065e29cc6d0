import { describe, expect, it } from "vitest";
import { orderPaidMail, refundIssuedMail, ticketStatusMail } from "./mail-templates.ts";
import { signServiceRequestToken, signTrackingToken } from "../../lib/signed-links.ts";

const settings = { staffEmail: "desk@urjavolt.test", siteUrl: "https://www.example.in/", trackingSecret: "mail-test-secret-0123456789" };

const order = {
  number: "UV-2026-000123",
  fullName: "Asha Rani",
  email: "asha@example.in",
  mobile: "9876543210",
  receiptNumber: "RCPT-2026-000045",
  paymentId: "pay_123",
  totalPaise: 2_499_900,
  lines: [{ name: "Lithium Inverter/UPS 1100VA", quantity: 1, linePaise: 2_499_900 }],
  shippingPaise: 0,
  discountPaise: 0,
  address: "12 Mall Road, Rajpura, Punjab 140401",
  needsRefund: false,
  invoiceNumber: "UV/26-27/000045",
  test: false,
};

describe("the links in customers' e-mails (decision 036)", () => {
  it("says how long the order's link works and how to get a fresh one by number and contact", () => {
    const mail = orderPaidMail(order, settings);
    const note =
      "This link works until 90 days after your order is delivered, cancelled or refunded. After that, open https://www.example.in/track-order and enter your order number UV-2026-000123 and the e-mail or mobile number you used at checkout: the page shows your order and gives you a fresh link.";
    expect(mail.text).toContain(`Track your order and download the invoice: https://www.example.in/track-order?token=${signTrackingToken(order.number, settings.trackingSecret)}\n\n${note}`);
    expect(mail.html).toContain(`<p>${note}</p>`);

    const refund = refundIssuedMail({
      name: order.fullName,
      email: order.email,
      reference: order.number,
      kind: "order",
      amountPaise: 100_000,
      paymentId: "pay_123",
      reason: "Damaged in transit",
      full: false,
      stage: "done",
      creditNoteNumber: null,
      test: false,
      tracking: { link: "https://www.example.in/track-order?token=x.y", siteUrl: settings.siteUrl },
    });
    expect(refund.text).toContain(note);
  });

  it("says how long a service request's link works and how to get a fresh one by reference and mobile", () => {
    const mail = ticketStatusMail({ reference: "CMP-2026-000123", name: "Ravi Kumar", email: "ravi@example.in", product: "2100VA", status: "resolved" }, settings);
    expect(mail.text).toContain(`Follow your request: https://www.example.in/track-request/${signServiceRequestToken("CMP-2026-000123", settings.trackingSecret)}`);
    expect(mail.text).toContain(
      "This link works until 90 days after your request is closed. After that, open https://www.example.in/track-request and enter the reference CMP-2026-000123 and your mobile number for a fresh link.",
    );
  });
});
