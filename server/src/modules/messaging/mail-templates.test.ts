import { describe, expect, it } from "vitest";
import {
  type EnquirySummaryLabel,
  customerStatusIn,
  enquiryConfirmationMail,
  orderCancelledUnpaidMail,
  orderDueOnInstallationMail,
  orderPaidMail,
  refundIssuedMail,
  staffEnquiryMail,
  staffOrderPaidMail,
  ticketStatusMail,
  warrantyDecisionMail,
  warrantyRegisteredMail,
} from "./mail-templates.ts";
import { customerNextSteps, customerStatusLabels, serviceStatuses } from "@urjavolt/contract/service-rules";
import { i18nFor } from "../../lib/i18n.ts";
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

describe("e-mails in the customer's language (decision 056)", () => {
  it("says the service statuses in the contract's English, word for word, in an English e-mail", () => {
    for (const status of serviceStatuses) {
      expect(customerStatusIn(i18nFor("en"), status)).toEqual({ label: customerStatusLabels[status], next: customerNextSteps[status] });
    }
  });

  it("confirms an enquiry sent from a Hindi page in Hindi, with what was typed as typed and staff's copy in English", () => {
    const facts = {
      kind: "complaint" as const,
      reference: "CMP-2026-000321",
      name: "Vikram Singh",
      email: "vikram@example.in",
      mobile: "9876543210",
      summary: [["Serial number", "UV1100-2026-0042"], ["PIN code", "140401"], ["Message", "इन्वर्टर बंद हो जाता है"]] as [EnquirySummaryLabel, string][],
      locale: "hi" as const,
    };
    const mail = enquiryConfirmationMail(facts);
    expect(mail.subject).toBe("हमें आपकी शिकायत मिल गई है (CMP-2026-000321) | UrjaVolt");
    expect(mail.text).toContain("प्रिय Vikram Singh,");
    expect(mail.text).toContain("आपका रेफ़रेंस नंबर CMP-2026-000321 है।");
    expect(mail.text).toContain("सीरियल नंबर: UV1100-2026-0042\nपिन कोड: 140401\nसंदेश: इन्वर्टर बंद हो जाता है");
    // The site configuration's words, translated by the web's own messages.
    expect(mail.text).toContain("सोमवार से शनिवार, सुबह 9:00 से शाम 7:00 बजे तक");
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.text).not.toMatch(/\b(Dear|Thank you|reference number|Serial number|Monday)\b/);

    const staff = staffEnquiryMail(facts, settings);
    expect(staff.subject).toBe("New complaint CMP-2026-000321 | UrjaVolt");
    expect(staff.text).toContain("Serial number: UV1100-2026-0042");
    expect(staff.html).toContain('<html lang="en-IN">');
  });

  it("tells a Punjabi complaint's progress in Punjabi, its visit's day and its link on the Punjabi page", () => {
    const mail = ticketStatusMail(
      {
        reference: "CMP-2026-000321",
        name: "Gurpreet Kaur",
        email: "gurpreet@example.in",
        product: "2100VA",
        status: "visit_scheduled",
        visit: { technician: "Ravi", from: new Date("2026-12-14T04:30:00Z"), to: new Date("2026-12-14T07:30:00Z") },
        locale: "pa",
      },
      settings,
    );
    // The status in the ticket page's own words (web/app/features/service/ticket-words.ts), the visit's day in the page's date names.
    expect(mail.subject).toBe("ਇੰਜੀਨੀਅਰ ਦਾ ਆਉਣਾ ਤੈਅ ਹੋ ਗਿਆ ਹੈ (CMP-2026-000321) | UrjaVolt");
    expect(mail.text).toContain("ਵਿਜ਼ਿਟ: ਸੋਮ, 14 ਦਸੰਬਰ, 10:00 am ਤੋਂ 1:00 pm ਤੱਕ, ਟੈਕਨੀਸ਼ੀਅਨ: Ravi");
    expect(mail.text).toContain(`ਆਪਣੀ ਬੇਨਤੀ ਵੇਖੋ: https://www.example.in/pa/track-request/${signServiceRequestToken("CMP-2026-000321", settings.trackingSecret)}`);
    expect(mail.text).toContain("https://www.example.in/pa/track-request ਖੋਲ੍ਹੋ");
    expect(mail.text).not.toMatch(/\b(Dear|update|Follow|Visit|Monday)\b/);
  });

  it("answers a warranty registered in Hindi in Hindi: the years counted as Hindi counts them and the dates in Hindi", () => {
    const registration = { name: "Asha Rani", email: "asha@example.in", serialNo: "UV1100-2026-0042", purchaseDate: "2026-11-20", dealer: "Rajpura Power House", locale: "hi" as const };
    const approved = warrantyDecisionMail(registration, { approved: true, warrantyYears: 5, expiryDate: "2031-11-20" });
    expect(approved.subject).toBe("वारंटी मंज़ूर हो गई है (UV1100-2026-0042) | UrjaVolt");
    expect(approved.text).toContain("ख़रीद की तारीख़ से 5 साल, 20 नवंबर 2031 तक।");
    expect(approved.text).toContain("ख़रीद की तारीख़: 20 नवंबर 2026");
    expect(warrantyDecisionMail({ ...registration, locale: "en" }, { approved: true, warrantyYears: 1, expiryDate: "2027-11-20" }).text).toContain(
      "Your warranty is Active: 1 year from the date of purchase, until 20 Nov 2027.",
    );
    const registered = warrantyRegisteredMail({ ...registration, locale: "pa" });
    expect(registered.subject).toBe("ਵਾਰੰਟੀ ਰਜਿਸਟ੍ਰੇਸ਼ਨ ਮਿਲ ਗਈ ਹੈ (UV1100-2026-0042) | UrjaVolt");
    expect(registered.text).toContain("ਖ਼ਰੀਦ ਦੀ ਤਾਰੀਖ਼: 20 ਨਵੰਬਰ 2026");
  });

  it("confirms an order placed on a Hindi page in Hindi, with its link and the fresh-link note on the Hindi pages, staff's copy in English", () => {
    const hindi = { ...order, locale: "hi" as const, test: true, discountPaise: 50_000 };
    const mail = orderPaidMail(hindi, settings);
    expect(mail.subject).toBe("[TEST] ऑर्डर UV-2026-000123 की पुष्टि हो गई | UrjaVolt");
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.text).toContain("प्रिय Asha Rani,");
    expect(mail.text).toContain("यह ऑफ़लाइन टेस्ट गेटवे से किया गया एक टेस्ट भुगतान था: कोई पैसा नहीं लिया गया।");
    expect(mail.text).toContain("आपका GST टैक्स इनवॉइस UV/26-27/000045 संलग्न है।");
    // The buyer's own words (name, address) and the products' names stay as they are.
    expect(mail.text).toContain("ऑर्डर नंबर: UV-2026-000123\nरसीद नंबर: RCPT-2026-000045\nभुगतान आईडी: pay_123\nLithium Inverter/UPS 1100VA x 1: ₹24,999\nछूट: - ₹500\nडिलीवरी: मुफ़्त\nकुल भुगतान: ₹24,999\nडिलीवरी का पता: 12 Mall Road, Rajpura, Punjab 140401");
    expect(mail.text).toContain(`अपना ऑर्डर ट्रैक करें और इनवॉइस डाउनलोड करें: https://www.example.in/hi/track-order?token=${signTrackingToken(order.number, settings.trackingSecret)}`);
    expect(mail.text).toContain("https://www.example.in/hi/track-order खोलें");
    expect(mail.attachments).toEqual([{ kind: "invoice", ref: order.number, filename: "Invoice-UV-26-27-000045.pdf" }]);
    expect(mail.text).not.toMatch(/\b(Dear|Thank|Order number|Total paid|Track)\b/);

    const unfulfilled = orderPaidMail({ ...hindi, test: false, invoiceNumber: null, needsRefund: true, refundPaise: 2_499_900 }, settings);
    expect(unfulfilled.subject).toBe("ऑर्डर UV-2026-000123: आपका भुगतान वापस किया जा रहा है | UrjaVolt");
    expect(unfulfilled.text).toContain("हमने ₹24,999 आपके मूल भुगतान माध्यम में वापस कर दिए हैं");
    expect(unfulfilled.text).toContain("अपना ऑर्डर देखें: https://www.example.in/hi/track-order?token=");

    const staff = staffOrderPaidMail(hindi, settings);
    expect(staff.subject).toBe("[TEST] New paid order UV-2026-000123 | UrjaVolt");
    expect(staff.text).toContain("Order number: UV-2026-000123");
    expect(staff.html).toContain('<html lang="en-IN">');
  });

  it("confirms an order to be paid on installation in Punjabi, the installation's day and the time to pay in Punjabi, the terms as accepted", () => {
    const facts = {
      number: "UV-2026-000124",
      fullName: "Gurpreet Kaur",
      email: "gurpreet@example.in",
      mobile: "9876543210",
      totalPaise: 2_499_900,
      lines: [{ name: "Lithium Inverter/UPS 1100VA", quantity: 1, linePaise: 2_499_900 }],
      address: "12 Mall Road, Rajpura, Punjab 140401",
      installation: { from: new Date("2026-12-14T04:30:00Z"), to: new Date("2026-12-14T07:30:00Z") },
      dueBy: new Date("2026-12-17T18:29:00Z"),
      terms: ["The technician sends a payment link to your mobile."],
    };
    const mail = orderDueOnInstallationMail({ ...facts, locale: "pa" }, settings);
    expect(mail.subject).toBe("ਆਰਡਰ UV-2026-000124 ਦੀ ਪੁਸ਼ਟੀ ਹੋ ਗਈ: ਭੁਗਤਾਨ ਇੰਸਟਾਲੇਸ਼ਨ ਵੇਲੇ | UrjaVolt");
    expect(mail.text).toContain("ਇੰਸਟਾਲੇਸ਼ਨ: ਸੋਮ, 14 ਦਸੰਬਰ, 10:00 am ਤੋਂ 1:00 pm ਤੱਕ");
    expect(mail.text).toContain("ਭੁਗਤਾਨ ਦੀ ਆਖ਼ਰੀ ਤਾਰੀਖ਼: 17 ਦਸੰਬਰ 2026, 11:59 pm");
    expect(mail.text).toContain("The technician sends a payment link to your mobile.");
    expect(mail.text).toContain("ਆਪਣਾ ਆਰਡਰ ਟਰੈਕ ਕਰੋ: https://www.example.in/pa/track-order?token=");
    // English keeps its wording, letter for letter.
    const english = orderDueOnInstallationMail(facts, settings);
    expect(english.subject).toBe("Order UV-2026-000124 confirmed: payment due on installation | UrjaVolt");
    expect(english.text).toContain("Installation: Mon, 14 Dec, 2026, 10:00 am to 01:00 pm");
    expect(english.text).toContain("Track your order: https://www.example.in/track-order?token=");
  });

  it("tells a Hindi order's refund in Hindi, with its credit note; staff's reason as written; a payment's refund stays English", () => {
    const facts = {
      name: "Asha Rani",
      email: "asha@example.in",
      reference: order.number,
      kind: "order" as const,
      amountPaise: 100_000,
      paymentId: "pay_123",
      reason: "Damaged in transit",
      full: false,
      stage: "done" as const,
      creditNoteNumber: "CN/26-27/000007",
      test: false,
      tracking: { link: "https://www.example.in/hi/track-order?token=x.y", siteUrl: settings.siteUrl },
      locale: "hi" as const,
    };
    const done = refundIssuedMail(facts);
    expect(done.subject).toBe("ऑर्डर UV-2026-000123 के लिए ₹1,000 का रिफ़ंड | UrjaVolt");
    expect(done.text).toContain("हमने ऑर्डर UV-2026-000123 के लिए ₹1,000 (राशि का एक हिस्सा) आपके मूल भुगतान माध्यम में वापस कर दिए हैं।");
    expect(done.text).toContain("कारण: Damaged in transit\nGST क्रेडिट नोट: CN/26-27/000007");
    expect(done.text).toContain("अपना ऑर्डर और उसका रिफ़ंड देखें: https://www.example.in/hi/track-order?token=x.y");
    expect(done.attachments).toEqual([{ kind: "credit-note", ref: "CN/26-27/000007", filename: expect.stringMatching(/CN-26-27-000007\.pdf$/) }]);
    const started = refundIssuedMail({ ...facts, stage: "started", full: true, creditNoteNumber: null, locale: "pa" });
    expect(started.subject).toBe("ਆਰਡਰ UV-2026-000123 ਲਈ ₹1,000 ਦਾ ਰਿਫੰਡ ਸ਼ੁਰੂ ਹੋਇਆ | UrjaVolt");
    expect(started.attachments ?? []).toEqual([]);
    const payment = refundIssuedMail({ ...facts, kind: "payment", reference: "RCPT-2026-000045", tracking: null, creditNoteNumber: null });
    expect(payment.subject).toBe("Refund of ₹1,000 for payment RCPT-2026-000045 | UrjaVolt");
  });

  it("tells a Hindi buyer in Hindi why their order to pay on installation was cancelled; in English, the words as before", () => {
    const unpaid = { number: "UV-2026-000125", fullName: "Asha Rani", email: "asha@example.in" };
    const hindi = orderCancelledUnpaidMail({ ...unpaid, locale: "hi" }, "time_ran_out", settings);
    expect(hindi.subject).toBe("ऑर्डर UV-2026-000125 रद्द कर दिया गया | UrjaVolt");
    expect(hindi.text).toContain("आपका ऑर्डर UV-2026-000125 रद्द कर दिया गया है: भुगतान की समय-सीमा के अंदर इंस्टॉलेशन नहीं हुआ। कोई पैसा नहीं लिया गया।");
    expect(hindi.text).toContain("अपना ऑर्डर देखें: https://www.example.in/hi/track-order?token=");
    const english = orderCancelledUnpaidMail({ ...unpaid, locale: "en" }, "customer_refused", settings);
    expect(english.subject).toBe("Order UV-2026-000125 cancelled | UrjaVolt");
    expect(english.text).toContain("Your order UV-2026-000125 has been cancelled: the customer refused the installation. Nothing was charged.");
    expect(english.text).toContain("See your order: https://www.example.in/track-order?token=");
  });
});
