import { describe, expect, it } from "vitest";
import { site } from "./site.ts";
import {
  type CreditNoteDocument,
  type CreditedLine,
  DELIVERY_SAC,
  type InvoiceDocument,
  allocateDiscount,
  amountInWords,
  buildCreditNoteDocument,
  buildInvoiceDocument,
  creditNoteLines,
  creditedSoFar, computeInvoiceTax, defaultTaxClass, financialYear, formatInvoiceNumber, gstinCheckCharacter, INVOICE_NUMBER_PATTERN, isValidGstin, numberInWords, splitInclusive, stateCode } from "./invoices.ts";
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

describe("credit notes against an invoice", () => {
  const supplier = { name: "UrjaVolt Energy Pvt Ltd", address: "Rajpura", state: "Punjab", gstin: site.gstin };
  const invoiceFor = (lines: Parameters<typeof buildInvoiceDocument>[0]["lines"], state = "Punjab") =>
    buildInvoiceDocument({ number: "UV/26-27/000001", issuedAt: new Date("2026-11-20T06:00:00Z"), orderNumber: "ORD-1", supplier, buyer: { name: "Asha", address: "Rajpura", state, pincode: "140401", gstin: null }, lines });
  const keys = ["amountPaise", "taxablePaise", "taxPaise", "cgstPaise", "sgstPaise", "igstPaise"] as const;
  /** Issues one note per refund in turn, each after the notes before it, as the server does. */
  function issue(invoice: InvoiceDocument, refunds: CreditedLine[][]): CreditNoteDocument[] {
    const notes: CreditNoteDocument[] = [];
    for (const [n, refunded] of refunds.entries()) {
      const lines = creditNoteLines(invoice, creditedSoFar(invoice, notes), refunded);
      if (lines.length > 0) notes.push(buildCreditNoteDocument(invoice, { number: `CN/26-27/00000${n + 1}`, issuedAt: new Date("2026-11-25T06:00:00Z"), reason: "Returned", lines }));
    }
    return notes;
  }
  const summed = (notes: CreditNoteDocument[]) => Object.fromEntries(keys.map((key) => [key, notes.reduce((sum, note) => sum + note.lines.reduce((s, line) => s + line[key], 0), 0)]));
  const ofInvoice = (invoice: InvoiceDocument) => Object.fromEntries(keys.map((key) => [key, invoice.lines.reduce((sum, line) => sum + line[key], 0)]));
  /** What refunding `units` more of a line gives back after `before` (server/src/modules/orders/order-money.ts's rule). */
  const share = (amount: number, quantity: number, before: number, units: number) => Math.round((amount * (before + units)) / quantity) - Math.round((amount * before) / quantity);

  it("reverses to the paisa, CGST and SGST each, three one-unit refunds of a 3 × ₹333.33 line in Punjab", () => {
    const invoice = invoiceFor([{ description: "Battery", hsn: "85076000", quantity: 3, unit: "NOS", amountPaise: 99_999, gstRatePercent: 18 }]);
    expect(invoice.lines[0]).toMatchObject({ taxablePaise: 84_745, cgstPaise: 7_627, sgstPaise: 7_627 });
    const notes = issue(invoice, [0, 1, 2].map((before) => [{ invoiceLine: 0, quantity: 1, amountPaise: share(99_999, 3, before, 1) }]));
    expect(notes).toHaveLength(3);
    expect(summed(notes)).toEqual(ofInvoice(invoice));
    for (const note of notes) {
      const [line] = note.lines;
      expect(line!.taxablePaise + line!.taxPaise).toBe(line!.amountPaise);
      expect(line!.cgstPaise + line!.sgstPaise).toBe(line!.taxPaise);
      expect(Math.abs(line!.cgstPaise - line!.sgstPaise)).toBeLessThanOrEqual(1);
      expect(note.totals.totalPaise).toBe(line!.amountPaise);
    }
  });

  it("keeps a note's parts on the invoice's side of the split: IGST outside Punjab", () => {
    const invoice = invoiceFor([{ description: "Battery", hsn: "85076000", quantity: 3, unit: "NOS", amountPaise: 99_999, gstRatePercent: 18 }], "Maharashtra");
    const notes = issue(invoice, [[{ invoiceLine: 0, quantity: 2, amountPaise: share(99_999, 3, 0, 2) }], [{ invoiceLine: 0, quantity: 1, amountPaise: share(99_999, 3, 2, 1) }]]);
    expect(summed(notes)).toEqual(ofInvoice(invoice));
    expect(notes.every((note) => note.totals.cgstPaise === 0 && note.totals.sgstPaise === 0)).toBe(true);
  });

  it("never credits more than the invoice charged for a line, in units or money", () => {
    const invoice = invoiceFor([{ description: "Battery", hsn: "85076000", quantity: 2, unit: "NOS", amountPaise: 50_001, gstRatePercent: 18 }]);
    const notes = issue(invoice, [
      [{ invoiceLine: 0, quantity: 1, amountPaise: 25_001 }],
      // A refund whose share came out a paisa high (its units counted once more after a failed refund).
      [{ invoiceLine: 0, quantity: 1, amountPaise: 25_001 }],
      [{ invoiceLine: 0, quantity: 1, amountPaise: 25_000 }],
    ]);
    expect(notes).toHaveLength(2);
    expect(summed(notes)).toEqual(ofInvoice(invoice));
    expect(creditNoteLines(invoice, creditedSoFar(invoice, notes), [{ invoiceLine: 0, quantity: 1, amountPaise: 1 }])).toEqual([]);
    expect(() => creditNoteLines(invoice, new Map(), [{ invoiceLine: 3, quantity: 1, amountPaise: 1 }])).toThrow(RangeError);
  });

  it("credits the delivery charge with the last units of goods", () => {
    const invoice = invoiceFor([
      { description: "Battery", hsn: "85076000", quantity: 2, unit: "NOS", amountPaise: 40_000, gstRatePercent: 18 },
      { description: "Inverter", hsn: "85044010", quantity: 1, unit: "NOS", amountPaise: 30_000, gstRatePercent: 18 },
      { description: "Delivery charges", hsn: DELIVERY_SAC, quantity: 1, unit: "OTH", amountPaise: 9_900, gstRatePercent: 18 },
    ]);
    const first = issue(invoice, [[{ invoiceLine: 0, quantity: 2, amountPaise: 40_000 }]]);
    expect(first[0]!.lines.map((line) => line.invoiceLine)).toEqual([0]);
    const last = creditNoteLines(invoice, creditedSoFar(invoice, first), [{ invoiceLine: 1, quantity: 1, amountPaise: 30_000 }]);
    expect(last.map((line) => [line.invoiceLine, line.amountPaise])).toEqual([
      [1, 30_000],
      [2, 9_900],
    ]);
    expect(last[1]).toMatchObject({ taxablePaise: invoice.lines[2]!.taxablePaise, cgstPaise: invoice.lines[2]!.cgstPaise, sgstPaise: invoice.lines[2]!.sgstPaise });
  });

  it("counts notes issued before they named their invoice line by the line's description and code", () => {
    const invoice = invoiceFor([{ description: "Battery", hsn: "85076000", quantity: 3, unit: "NOS", amountPaise: 99_999, gstRatePercent: 18 }]);
    const [note] = issue(invoice, [[{ invoiceLine: 0, quantity: 1, amountPaise: 33_333 }]]);
    const legacy = { lines: note!.lines.map(({ invoiceLine: _dropped, ...line }) => line) };
    expect(creditedSoFar(invoice, [legacy]).get(0)).toEqual({ quantity: 1, amountPaise: 33_333 });
  });

  it("sums to the invoice, component by component, for any series of partial refunds of any lines", () => {
    let seed = 20_261_127;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const rates = [5, 12, 18, 28];
    for (let round = 0; round < 300; round++) {
      const lines = Array.from({ length: 1 + random(3) }, (_, i) => {
        const quantity = 1 + random(7);
        return { description: `Product ${i}`, hsn: "85076000", quantity, unit: "NOS", amountPaise: quantity * (1 + random(5_000_000)) - random(quantity * 100), gstRatePercent: rates[random(4)]! };
      });
      const invoice = invoiceFor(lines, random(2) === 0 ? "Punjab" : "Kerala");
      const left = lines.map((line) => line.quantity);
      const refunds: CreditedLine[][] = [];
      while (left.some((units) => units > 0)) {
        const refund: CreditedLine[] = [];
        for (const [index, line] of lines.entries()) {
          if (left[index] === 0 || random(2) === 0) continue;
          const units = 1 + random(left[index]!);
          const before = line.quantity - left[index]!;
          refund.push({ invoiceLine: index, quantity: units, amountPaise: share(line.amountPaise, line.quantity, before, units) });
          left[index]! -= units;
        }
        if (refund.length > 0) refunds.push(refund);
      }
      const notes = issue(invoice, refunds);
      expect(summed(notes)).toEqual(ofInvoice(invoice));
      for (const line of notes.flatMap((note) => note.lines)) {
        expect(line.taxablePaise + line.taxPaise).toBe(line.amountPaise);
        expect(Math.min(line.taxablePaise, line.cgstPaise, line.sgstPaise, line.igstPaise)).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
