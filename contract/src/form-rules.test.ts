import { describe, expect, it } from "vitest";
import { ComplaintFormSchema, ComplaintRequestSchema, ContactRequestSchema, QuoteRequestSchema, toComplaintRequest, complaintIssueOf } from "./enquiries.ts";
import { CONTROL_CHARACTER_MESSAGE, addYears, cleanMobile, isMobileNumber, cleanPincode, cleanPincodeInput, fieldErrors, hasControlCharacter } from "./form-rules.ts";
import { normalizeContact } from "./orders-tracking.ts";
import { indiaIsoDate } from "./dates.ts";
import { ShippingDetailsSchema } from "./orders.ts";
import { PayerInfoSchema } from "./payments.ts";
import { ReviewSubmissionSchema } from "./reviews.ts";
import { WarrantyRegistrationSchema, hasCertificate, invoiceProblem, purchaseDateProblem, warrantyExpiry, warrantyStatus, warrantyStatuses } from "./warranty.ts";

describe("warranty rules", () => {
  const now = new Date("2026-11-22T20:00:00Z"); // 23 Nov 2026, 01:30 in India

  it("takes today as India's today", () => {
    expect(indiaIsoDate(now)).toBe("2026-11-23");
    expect(purchaseDateProblem("2026-11-23", now)).toBeUndefined();
    expect(purchaseDateProblem("2026-11-24", now)).toBe("Purchase date cannot be in the future");
    expect(purchaseDateProblem("2021-11-23", now)).toBeUndefined();
    expect(purchaseDateProblem("2021-11-22", now)).toBe("Purchase date cannot be more than 5 years ago");
  });

  it("expires five years after purchase by default, 29 February falling back to 28", () => {
    expect(warrantyExpiry("2024-02-29")).toBe("2029-02-28");
    expect(warrantyExpiry("2025-06-01", 2)).toBe("2027-06-01");
    expect(addYears("2026-01-31", -1)).toBe("2025-01-31");
  });

  it("is Pending, then Active until its expiry day, then Expired; or Rejected", () => {
    expect(warrantyStatus("pending", "2020-01-01", now)).toBe("Pending");
    expect(warrantyStatus("rejected", "2099-01-01", now)).toBe("Rejected");
    expect(warrantyStatus("active", "2026-11-23", now)).toBe("Active");
    expect(warrantyStatus("active", "2026-11-22", now)).toBe("Expired");
  });

  it("has a certificate only while Active", () => {
    expect(warrantyStatuses.filter(hasCertificate)).toEqual(["Active"]);
  });

  it("reports a date problem alongside every other field's", () => {
    const parsed = WarrantyRegistrationSchema.safeParse({ purchaseDate: addYears(indiaIsoDate(), 1) });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toMatchObject({ name: "Name is required", purchaseDate: "Purchase date cannot be in the future" });
  });

  it("judges a chosen invoice by its type or name, and its size", () => {
    expect(invoiceProblem(undefined)).toBe("Invoice file is required");
    expect(invoiceProblem({ name: "a.exe", type: "application/x-msdownload", size: 10 })).toBe("Invoice must be a PDF, JPEG, or PNG file");
    expect(invoiceProblem({ name: "scan.JPG", type: "", size: 10 })).toBeUndefined();
    expect(invoiceProblem({ name: "a.pdf", type: "application/pdf", size: 5 * 1024 * 1024 + 1 })).toBe("Invoice must be 5 MB or smaller");
  });
});

describe("complaint rules", () => {
  it("asks for the description of an 'other' issue alongside every other field's message", () => {
    const parsed = ComplaintFormSchema.safeParse({ service_issue: "other" });
    expect(fieldErrors(parsed.error!)).toMatchObject({ name: "Name is required", other_issue_description: "Please describe the issue" });
  });

  it("sends the description in place of service_issue for 'other', and files it back as 'other'", () => {
    const form = {
      name: "A B",
      email: "a@b.in",
      mobile: "9876543210",
      product: "2100VA" as const,
      pincode: "140401",
      message: "Beeps",
      service_issue: "other" as const,
      other_issue_description: "App will not pair",
    };
    const request = toComplaintRequest(form);
    expect(request.service_issue).toBe("App will not pair");
    expect(complaintIssueOf(request)).toEqual({ issue: "other", description: "App will not pair" });
    expect(complaintIssueOf(toComplaintRequest({ ...form, service_issue: "delivery_issue" }))).toEqual({ issue: "delivery_issue", description: undefined });
  });
});

describe("text every field may hold", () => {
  it("refuses C0 control characters and DEL, but not tab, line feed or carriage return", () => {
    for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      expect(hasControlCharacter(`Asha${String.fromCharCode(code)}Rao`), code.toString(16)).toBe(true);
    }
    for (const text of ["Asha Rao", "line one\nline two\r\n\tthree", "आशा राव", "😀", "\u0080\u200b"]) expect(hasControlCharacter(text)).toBe(false);
    expect(CONTROL_CHARACTER_MESSAGE).toMatch(/control characters/);
  });

  it("keeps names, cities and titles to one line, and addresses and reviews as written", () => {
    const shipping = { full_name: "Asha\nRao", email: "asha@example.in", mobile: "9876543210", address: "House 12\nSector 43B", city: "Chandi\rgarh", state: "Punjab\n", pincode: "160043" };
    const errors = fieldErrors(ShippingDetailsSchema.safeParse(shipping).error!);
    // "Punjab\n" is trimmed to one line; the address keeps its line break.
    expect(errors).toEqual({ full_name: "Please keep this to one line", city: "Please keep this to one line" });
    expect(fieldErrors(PayerInfoSchema.safeParse({ name: "A\nB", email: "a@b.in", phone: "9876543210" }).error!)).toEqual({ name: "Please keep this to one line" });
    const review = { review_stars: 5, review_title: "Great\nreally", review_content: "Good.\nVery good.", name: "Anita\nS", email: "a@b.in" };
    expect(fieldErrors(ReviewSubmissionSchema.safeParse(review).error!)).toEqual({ review_title: "Please keep this to one line", name: "Please keep this to one line" });
  });
});

describe("numbers as people type and paste them", () => {
  const pasted = ["9876543210", "+91 98765 43210", "098765-43210", "+91-98765-43210", "(+91) 98765 43210", "91 98765 43210", "0091 98765 43210", "98765 43210", " 98765\u00a043210 "];

  it("takes spaces, dashes and a +91 or 0 away from a mobile number, leaving its ten digits", () => {
    for (const written of pasted) expect(cleanMobile(written), written).toBe("9876543210");
    expect(cleanMobile("98140 55667")).toBe("9814055667");
    // Nothing is taken from a number that is not ten digits behind the prefix, so its rule can say what is wrong.
    expect(cleanMobile("+44 20 7946 0958")).toBe("+442079460958");
    expect(cleanMobile("9123456789")).toBe("9123456789");
    expect(cleanMobile("98765")).toBe("98765");
    expect(cleanMobile("98765abc43")).toBe("98765abc43");
  });

  it("takes spaces and dashes out of a pincode; as typed, a pincode field keeps six digits", () => {
    expect(cleanPincode("140 401")).toBe("140401");
    expect(cleanPincode("140-401")).toBe("140401");
    expect(cleanPincode("14O401")).toBe("14O401");
    expect(cleanPincodeInput("140 401")).toBe("140401");
    expect(cleanPincodeInput("PIN 140401, Rajpura")).toBe("140401");
  });

  const contact = { name: "Asha Rani", email: "asha@example.in", subject: "Dealership", message: "Hello" };
  const quote = { name: "Asha Rani", email: "asha@example.in", products: "2100VA" };
  const complaint = { name: "Asha Rani", email: "asha@example.in", product: "2100VA", service_issue: "product_issue", message: "Beeps", pincode: "140401" };
  const warranty = { name: "Asha Rani", serialno: "UV-1", purchaseDate: indiaIsoDate(), dealer: "Singh Traders", invoiceno: "INV-1", pincode: "140401" };
  const shipping = { full_name: "Asha Rani", email: "asha@example.in", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };
  const payer = { name: "Asha Rani", email: "asha@example.in" };
  const forms = [
    ["contact", (mobile: string) => ContactRequestSchema.safeParse({ ...contact, mobile })],
    ["quote", (mobile: string) => QuoteRequestSchema.safeParse({ ...quote, mobile })],
    ["complaint form", (mobile: string) => ComplaintFormSchema.safeParse({ ...complaint, mobile })],
    ["complaint", (mobile: string) => ComplaintRequestSchema.safeParse({ ...complaint, mobile })],
    ["warranty", (mobile: string) => WarrantyRegistrationSchema.safeParse({ ...warranty, mobile })],
    ["checkout", (mobile: string) => ShippingDetailsSchema.safeParse({ ...shipping, mobile })],
  ] as const;

  it("is one rule for the mobile of every form, which keeps the ten digits", () => {
    for (const [form, parse] of forms) {
      for (const written of pasted) {
        const parsed = parse(written);
        expect(parsed.success, `${form}: ${written}`).toBe(true);
        expect((parsed.data as { mobile: string }).mobile, `${form}: ${written}`).toBe("9876543210");
      }
      expect((parse("98140 55667").data as { mobile: string }).mobile, form).toBe("9814055667");
    }
    for (const written of pasted) expect(PayerInfoSchema.parse({ ...payer, phone: written }).phone, written).toBe("9876543210");
    // With a box for updates ticked, the number is still judged as an Indian mobile once cleaned.
    expect(ComplaintFormSchema.parse({ ...complaint, mobile: "+91 98765 43210", sms_updates: "yes" }).mobile).toBe("9876543210");
    expect(WarrantyRegistrationSchema.parse({ ...warranty, mobile: "098765-43210", whatsapp_updates: "yes" }).mobile).toBe("9876543210");
  });

  it("keeps each form's own words for a number that is not one", () => {
    expect(fieldErrors(ContactRequestSchema.safeParse({ ...contact, mobile: "98765 4321" }).error!)).toEqual({ mobile: "Please enter a valid 10-digit mobile number" });
    expect(fieldErrors(ComplaintFormSchema.safeParse({ ...complaint, mobile: "" }).error!)).toEqual({ mobile: "Phone number is required" });
    expect(fieldErrors(WarrantyRegistrationSchema.safeParse({ ...warranty, mobile: "+44 20 7946 0958" }).error!)).toEqual({ mobile: "Mobile number must be 10 digits" });
    expect(fieldErrors(ShippingDetailsSchema.safeParse({ ...shipping, mobile: "98765" }).error!)).toEqual({ mobile: "Please enter a valid 10-digit mobile number" });
    expect(fieldErrors(PayerInfoSchema.safeParse({ ...payer, phone: "+91 98765" }).error!)).toEqual({ phone: "Please enter a valid 10-digit phone number" });
    // One rule for every public form (decision 047): a number from abroad is no longer taken by the contact form either.
    expect(fieldErrors(ContactRequestSchema.safeParse({ ...contact, mobile: "+44 20 7946 0958" }).error!)).toEqual({ mobile: "Please enter a valid 10-digit mobile number" });
  });

  // The one mobile rule (decision 047): what people write, and the ten digits every form stores (null: refused).
  const mobileTable: [string, string | null][] = [
    ["98140 55667", "9814055667"],
    ["+91 98140-55667", "9814055667"],
    ["098140 55667", "9814055667"],
    ["9814055667", "9814055667"],
    ["+919814055667", "9814055667"],
    ["98140-55667", "9814055667"],
    ["6000000000", "6000000000"],
    ["7012345678", "7012345678"],
    ["12345 67890", null],
    ["5814055667", null],
    ["0000000000", null],
    ["+91 58140 55667", null],
    ["98140 5566", null],
    ["98140 556677", null],
    ["+44 20 7946 0958", null],
    ["9814O55667", null],
    ["", null],
  ];

  it("takes a mobile as the table says, on every form alike", () => {
    for (const [written, stored] of mobileTable) {
      expect(isMobileNumber(written), written).toBe(stored !== null);
      for (const [form, parse] of forms) {
        const parsed = parse(written);
        expect(parsed.success, `${form}: "${written}"`).toBe(stored !== null);
        if (stored !== null) expect((parsed.data as { mobile: string }).mobile, `${form}: "${written}"`).toBe(stored);
      }
      const payment = PayerInfoSchema.safeParse({ ...payer, phone: written });
      expect(payment.success, `payment: "${written}"`).toBe(stored !== null);
      if (stored !== null) expect(payment.data?.phone).toBe(stored);
    }
  });

  it("takes a pasted pincode on every form that asks for one", () => {
    expect(ComplaintRequestSchema.parse({ ...complaint, mobile: "9876543210", pincode: "140 401" }).pincode).toBe("140401");
    expect(WarrantyRegistrationSchema.parse({ ...warranty, mobile: "9876543210", pincode: "140-401" }).pincode).toBe("140401");
    expect(ShippingDetailsSchema.parse({ ...shipping, mobile: "9876543210", pincode: " 140 401 " }).pincode).toBe("140401");
    expect(fieldErrors(ComplaintRequestSchema.safeParse({ ...complaint, mobile: "9876543210", pincode: "140 40" }).error!)).toEqual({ pincode: "Pin code must be 6 digits" });
    expect(fieldErrors(ShippingDetailsSchema.safeParse({ ...shipping, mobile: "9876543210", pincode: "1404 011" }).error!)).toEqual({ pincode: "Valid 6-digit pincode is required" });
  });

  it("finds an order by a mobile written any of these ways", () => {
    for (const written of pasted) expect(normalizeContact(written), written).toEqual({ kind: "mobile", value: "9876543210" });
  });
});
