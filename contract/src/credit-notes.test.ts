import { describe, expect, it } from "vitest";
import { type CreditNoteDocument, type CreditedLine, buildCreditNoteDocument, creditNoteLines, creditedSoFar } from "./credit-notes.ts";
import { DELIVERY_SAC } from "./gst.ts";
import { type InvoiceDocument, buildInvoiceDocument } from "./invoices.ts";
import { site } from "./site.ts";

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
