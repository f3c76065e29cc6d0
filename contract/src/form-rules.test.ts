import { describe, expect, it } from "vitest";
import { ComplaintFormSchema, toComplaintRequest, complaintIssueOf } from "./enquiries.ts";
import { CONTROL_CHARACTER_MESSAGE, addYears, fieldErrors, hasControlCharacter } from "./form-rules.ts";
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
