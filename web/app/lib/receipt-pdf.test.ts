import { describe, expect, it } from "vitest";
import { customerRows, pdfRupees, receiptFileName, receiptRows } from "./receipt-pdf";

describe("receipt helpers", () => {
  it("writes rupees the PDF's fonts can print", () => {
    expect(pdfRupees(123_456)).toBe("Rs. 1,23,456");
    expect(pdfRupees(12_500.5)).toBe("Rs. 12,500.50");
  });

  it("names the file by the receipt id", () => {
    expect(receiptFileName("RCPT-2026-000007")).toBe("Receipt-RCPT-2026-000007.pdf");
    expect(receiptFileName("a/b c")).toBe("Receipt-a_b_c.pdf");
  });

  it("lists the shop's order number and address only when the receipt has them", () => {
    const base = { receipt_id: "R", payment_id: "P", order_id: "O", amount: 1, purpose: "X", name: "N", email: "E", phone: "9", date: "2026-11-22T09:30:00.000Z" };
    expect(receiptRows(base).map(([label]) => label)).toEqual(["Receipt number", "Payment id", "Gateway order id", "Date", "Purpose"]);
    expect(customerRows(base).map(([label]) => label)).toEqual(["Name", "Email", "Phone"]);
    const shop = { ...base, custom_order_id: "UV-2026-000001", address: "A", city: "C", state: "S", pincode: "140401" };
    expect(receiptRows(shop).map(([label]) => label)).toContain("Order number");
    expect(customerRows(shop).map(([label]) => label)).toEqual(["Name", "Email", "Phone", "Address", "City", "State", "Pincode"]);
  });
});
