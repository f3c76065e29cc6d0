import { describe, expect, it } from "vitest";
import { site } from "./site.ts";
import { defaultTaxClass, gstinCheckCharacter, isValidGstin, splitInclusive, stateCode } from "./gst.ts";
import { allocateDiscount, amountInWords, buildInvoiceDocument, computeInvoiceTax, financialYear, formatInvoiceNumber, INVOICE_NUMBER_PATTERN, numberInWords } from "./invoices.ts";
import { CreateOrderRequestSchema } from "./orders.ts";

const battery = { description: "UrjaVolt 150Ah lithium battery", hsn: "85076000", quantity: 2, unit: "NOS", amountPaise: 2_475_000 * 2, gstRatePercent: 18 };
const inverter = { description: "UrjaVolt 1100VA inverter", hsn: "85044010", quantity: 1, unit: "NOS", amountPaise: 899_900, gstRatePercent: 18 };

describe("GSTIN", () => {
  it("accepts a GSTIN with the right check character, in any case", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin(" 27aapfu0939f1zv ")).toBe(true);
  });
  it("rejects a wrong check character, shape or state code", () => {
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1V")).toBe(false);
    expect(isValidGstin("27AAPF00939F1ZV")).toBe(false);
    const first14 = "99AAPFU0939F1Z";
    expect(isValidGstin(first14 + gstinCheckCharacter(first14))).toBe(false);
  });
});

describe("the site's GSTIN", () => {
  it("is a valid GSTIN registered in Punjab", () => {
    expect(isValidGstin(site.gstin)).toBe(true);
    expect(site.gstin.slice(0, 2)).toBe("03");
  });
});

describe("state codes", () => {
  it("knows the pincode directory's spellings", () => {
    expect(stateCode("Chattisgarh")).toBe("22");
    expect(stateCode("Pondicherry")).toBe("34");
    expect(stateCode("Andaman & Nicobar")).toBe("35");
    expect(stateCode("Dadra & Nagar Haveli")).toBe("26");
  });
  it("knows Punjab and Maharashtra, loosely spelled", () => {
    expect(stateCode("Punjab")).toBe("03");
    expect(stateCode("  maharashtra ")).toBe("27");
    expect(stateCode("Jammu & Kashmir")).toBe("01");
    expect(stateCode("Atlantis")).toBeUndefined();
  });
});

describe("invoice numbers", () => {
  it("are per financial year (April to March) and at most 16 characters", () => {
    expect(financialYear(new Date("2026-03-31T12:00:00Z"))).toBe("2025-26");
    expect(financialYear(new Date("2026-04-01T12:00:00Z"))).toBe("2026-27");
    // India's calendar: 31 March 20:00 UTC is already 1 April in India.
    expect(financialYear(new Date("2027-03-31T20:00:00Z"))).toBe("2027-28");
    expect(financialYear(new Date("2027-03-31T18:00:00Z"))).toBe("2026-27");
    const number = formatInvoiceNumber(new Date("2026-11-22T00:00:00Z"), 123);
    expect(number).toBe("UV/26-27/000123");
    expect(number.length).toBeLessThanOrEqual(16);
    expect(INVOICE_NUMBER_PATTERN.test(number)).toBe(true);
    const largest = formatInvoiceNumber(new Date("2026-11-22T00:00:00Z"), 9_999_999);
    expect(largest.length).toBeLessThanOrEqual(16);
    expect(() => formatInvoiceNumber(new Date(), 10_000_000)).toThrow(RangeError);
  });
});

describe("tax on tax-inclusive prices", () => {
  it("splits a price so taxable value plus tax equals it exactly", () => {
    expect(splitInclusive(11_800, 18)).toEqual({ taxablePaise: 10_000, taxPaise: 1_800 });
    for (const amount of [1, 99, 899_900, 2_475_000, 1_234_567, 10_000_001]) {
      for (const rate of [0, 5, 12, 18, 28]) {
        const { taxablePaise, taxPaise } = splitInclusive(amount, rate);
        expect(taxablePaise + taxPaise).toBe(amount);
        expect(Math.abs(taxPaise - (taxablePaise * rate) / 100)).toBeLessThanOrEqual(1);
      }
    }
  });
  it("uses CGST + SGST for a Punjab place of supply", () => {
    const invoice = computeInvoiceTax([battery, inverter], "Punjab", "Punjab");
    expect(invoice.intraState).toBe(true);
    for (const line of invoice.lines) {
      expect(line.igstPaise).toBe(0);
      expect(line.cgstPaise + line.sgstPaise).toBe(line.taxPaise);
      expect(Math.abs(line.cgstPaise - line.sgstPaise)).toBeLessThanOrEqual(1);
      expect(line.taxablePaise + line.taxPaise).toBe(line.amountPaise);
    }
    expect(invoice.totals.taxablePaise + invoice.totals.taxPaise).toBe(battery.amountPaise + inverter.amountPaise);
    expect(invoice.totals.totalPaise).toBe(5_849_900);
  });
  it("uses IGST for a Maharashtra place of supply", () => {
    const invoice = computeInvoiceTax([battery], "Maharashtra", "Punjab");
    expect(invoice.intraState).toBe(false);
    expect(invoice.lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, taxablePaise: 4_194_915, igstPaise: 755_085 });
    expect(invoice.totals.igstPaise + invoice.totals.taxablePaise).toBe(4_950_000);
  });
});

describe("amount in words (Indian numbering)", () => {
  it("writes rupees with crore, lakh and thousand", () => {
    expect(amountInWords(2_475_000)).toBe("Rupees Twenty-Four Thousand Seven Hundred Fifty Only");
    expect(amountInWords(12_345_678_900)).toBe("Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only");
    expect(amountInWords(100_050)).toBe("Rupees One Thousand and Fifty Paise Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(numberInWords(100_000)).toBe("One Lakh");
    expect(numberInWords(1_000_000_000)).toBe("One Hundred Crore");
    expect(numberInWords(19)).toBe("Nineteen");
  });
});

describe("buyer GSTIN at checkout", () => {
  const order = { full_name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401", product_data: [{ product_id: 1, quantity: 1 }] };
  it("is optional, upper-cased, and checked including its check character", () => {
    expect(CreateOrderRequestSchema.safeParse(order).data?.gstin).toBeNull();
    expect(CreateOrderRequestSchema.safeParse({ ...order, gstin: "  " }).data?.gstin).toBeNull();
    expect(CreateOrderRequestSchema.safeParse({ ...order, gstin: "27aapfu0939f1zv" }).data?.gstin).toBe("27AAPFU0939F1ZV");
    const wrong = CreateOrderRequestSchema.safeParse({ ...order, gstin: "27AAPFU0939F1ZW" });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe("Please enter a valid 15-character GSTIN, or leave it blank");
  });
});

describe("discounts shared over lines", () => {
  it("adds up to the discount exactly, in proportion to the lines", () => {
    expect(allocateDiscount([10_000, 20_000, 30_000], 6_000)).toEqual([1_000, 2_000, 3_000]);
    const shares = allocateDiscount([33_333, 33_333, 33_334], 10_001);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10_001);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  });
  it("leaves lines the coupon does not name untouched", () => {
    expect(allocateDiscount([89_990, 24_750], 8_900, [true, false])).toEqual([8_900, 0]);
  });
  it("gives nothing for no discount and never more than a line's amount", () => {
    expect(allocateDiscount([100, 200], 0)).toEqual([0, 0]);
    expect(allocateDiscount([1, 1, 1], 3)).toEqual([1, 1, 1]);
  });
});

describe("product tax classes", () => {
  it("puts inverters under HSN 8504 and the batteries under 8507, at 18%", () => {
    expect(defaultTaxClass("inverter")).toEqual({ hsnCode: "85044010", gstRatePercent: 18 });
    expect(defaultTaxClass("ev")).toEqual({ hsnCode: "85076000", gstRatePercent: 18 });
  });
});

describe("the invoice document", () => {
  const supplier = { name: "Panchnad Power Systems Pvt. Ltd.", address: "Plot 14, Rajpura, Punjab 140401", state: "Punjab", gstin: site.gstin };
  const buyer = { name: "Sneha Patil", address: "Flat 4, Shivaji Nagar, Pune", state: "Maharashtra", pincode: "411005", gstin: null };
  it("has the place of supply, state codes, India's date and the total in words", () => {
    const invoice = buildInvoiceDocument({ number: "UV/26-27/000001", issuedAt: new Date("2026-11-22T20:00:00Z"), orderNumber: "UV-2026-000001", supplier, buyer, lines: [battery] });
    expect(invoice.date).toBe("2026-11-23");
    expect(invoice.supplier.stateCode).toBe("03");
    expect(invoice.placeOfSupply).toEqual({ state: "Maharashtra", stateCode: "27" });
    expect(invoice.intraState).toBe(false);
    expect(invoice.totals.taxablePaise + invoice.totals.igstPaise).toBe(battery.amountPaise);
    expect(invoice.amountInWords).toBe("Rupees Forty-Nine Thousand Five Hundred Only");
  });
});
