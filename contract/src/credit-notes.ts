import { type InvoiceDocument, type InvoiceLine, type InvoiceTotals, amountInWords } from "./invoices.ts";
import { DELIVERY_SAC, INSTALLATION_SAC } from "./gst.ts";
import { indiaIsoDate } from "./dates.ts";

/**
 * A GST credit note (CGST Rule 53) as issued for a refund of an invoiced supply: the supplier, the
 * buyer and the place of supply as the invoice has them, the invoice's number and date, and the
 * refunded lines with their tax reversed at the invoice's rates and on the invoice's side of the
 * CGST + SGST / IGST split. Each line names the invoice line it credits (`invoiceLine`, its index).
 */
export type CreditNoteDocument = Omit<InvoiceDocument, "number" | "date" | "lines"> & {
  number: string;
  date: string;
  invoice: { number: string; date: string };
  reason: string;
  lines: CreditNoteLine[];
};

/** A credited part of an invoice line; notes issued before `invoiceLine` was kept lack it. */
export type CreditNoteLine = InvoiceLine & { invoiceLine?: number };

/** A refunded part of an invoice line: the line's index on the invoice, units and the amount refunded (paise, tax-inclusive). */
export type CreditedLine = { invoiceLine: number; quantity: number; amountPaise: number };

/** What the credit notes of an invoice have given back of one of its lines so far. */
export type CreditedSoFar = { quantity: number; amountPaise: number };

/**
 * What earlier credit notes of an invoice gave back, per invoice line. A note's line names its
 * invoice line; one issued before that was kept is matched by description and HSN code (an order
 * has one line per product, and delivery has a code of its own).
 */
export function creditedSoFar(invoice: InvoiceDocument, notes: readonly Pick<CreditNoteDocument, "lines">[]): Map<number, CreditedSoFar> {
  const credited = new Map<number, CreditedSoFar>();
  for (const note of notes) {
    for (const line of note.lines) {
      const index = line.invoiceLine ?? invoice.lines.findIndex((candidate) => candidate.description === line.description && candidate.hsn === line.hsn);
      if (index < 0) continue;
      const before = credited.get(index) ?? { quantity: 0, amountPaise: 0 };
      credited.set(index, { quantity: before.quantity + line.quantity, amountPaise: before.amountPaise + line.amountPaise });
    }
  }
  return credited;
}

/**
 * An invoice line's taxable value and tax up to `amountPaise` of it, taken in proportion from what the
 * invoice charged: the whole line gives exactly the invoice's figures, so the parts given back by
 * any number of credit notes, each the difference of two such cumulative figures, add up to the
 * invoice's line to the paisa, component by component. CGST is the lower half of the tax, as on the invoice.
 */
function lineUpTo(line: InvoiceLine, amountPaise: number, intraState: boolean): Pick<InvoiceLine, "taxablePaise" | "taxPaise" | "cgstPaise" | "sgstPaise" | "igstPaise"> {
  if (amountPaise >= line.amountPaise) return line;
  const taxablePaise = line.amountPaise === 0 ? 0 : Math.round((line.taxablePaise * amountPaise) / line.amountPaise);
  const taxPaise = amountPaise - taxablePaise;
  const cgstPaise = intraState ? Math.floor(taxPaise / 2) : 0;
  return { taxablePaise, taxPaise, cgstPaise, sgstPaise: intraState ? taxPaise - cgstPaise : 0, igstPaise: intraState ? 0 : taxPaise };
}

/** The part of an invoice line between two cumulative amounts given back. */
function creditSlice(line: InvoiceLine, index: number, before: CreditedSoFar, quantity: number, amountPaise: number, intraState: boolean): CreditNoteLine {
  const from = lineUpTo(line, before.amountPaise, intraState);
  const to = lineUpTo(line, before.amountPaise + amountPaise, intraState);
  return {
    description: line.description,
    hsn: line.hsn,
    quantity,
    unit: line.unit,
    amountPaise,
    gstRatePercent: line.gstRatePercent,
    taxablePaise: to.taxablePaise - from.taxablePaise,
    taxPaise: to.taxPaise - from.taxPaise,
    cgstPaise: to.cgstPaise - from.cgstPaise,
    sgstPaise: to.sgstPaise - from.sgstPaise,
    igstPaise: to.igstPaise - from.igstPaise,
    invoiceLine: index,
  };
}

/**
 * The lines a credit note gives back for a refund, after what earlier notes gave back (`credited`).
 * Nothing is credited beyond what the invoice charged for a line, in units or in money, however the
 * refunds add up; the delivery charge is credited with the last units of goods. Empty when there is
 * nothing left to credit.
 */
export function creditNoteLines(invoice: InvoiceDocument, credited: ReadonlyMap<number, CreditedSoFar>, refunded: readonly CreditedLine[]): CreditNoteLine[] {
  const asked = new Map<number, { quantity: number; amountPaise: number }>();
  for (const line of refunded) {
    if (!invoice.lines[line.invoiceLine]) throw new RangeError(`The invoice has no line ${line.invoiceLine}`);
    const sum = asked.get(line.invoiceLine) ?? { quantity: 0, amountPaise: 0 };
    asked.set(line.invoiceLine, { quantity: sum.quantity + line.quantity, amountPaise: sum.amountPaise + line.amountPaise });
  }
  const out: CreditNoteLine[] = [];
  const after = new Map(credited);
  for (const [index, want] of [...asked].sort((a, b) => a[0] - b[0])) {
    const line = invoice.lines[index]!;
    const before = credited.get(index) ?? { quantity: 0, amountPaise: 0 };
    const quantity = Math.max(0, Math.min(want.quantity, line.quantity - before.quantity));
    const amountPaise = Math.max(0, Math.min(want.amountPaise, line.amountPaise - before.amountPaise));
    if (quantity === 0 && amountPaise === 0) continue;
    // The last unit of a line takes what is left of its money, whatever the refunds' shares came to.
    const rest = before.quantity + quantity === line.quantity ? line.amountPaise - before.amountPaise : amountPaise;
    out.push(creditSlice(line, index, before, quantity, rest, invoice.intraState));
    after.set(index, { quantity: before.quantity + quantity, amountPaise: before.amountPaise + rest });
  }
  // Delivery and installation (decision 057) go back with the last of the goods they came with.
  const services = new Set([DELIVERY_SAC, INSTALLATION_SAC]);
  const goods = invoice.lines.map((line, index) => ({ line, index })).filter(({ line }) => !services.has(line.hsn));
  const allGoodsBack = goods.every(({ line, index }) => (after.get(index)?.quantity ?? 0) >= line.quantity);
  invoice.lines.forEach((line, index) => {
    if (!services.has(line.hsn) || out.length === 0 || !allGoodsBack || asked.has(index)) return;
    const before = credited.get(index) ?? { quantity: 0, amountPaise: 0 };
    if (before.amountPaise < line.amountPaise) out.push(creditSlice(line, index, before, line.quantity - before.quantity, line.amountPaise - before.amountPaise, invoice.intraState));
  });
  return out;
}

/** The credit note giving back `lines` (from creditNoteLines) of an invoice. */
export function buildCreditNoteDocument(
  invoice: InvoiceDocument,
  input: { number: string; issuedAt: Date; reason: string; lines: CreditNoteLine[]; test?: boolean },
): CreditNoteDocument {
  if (input.lines.length === 0) throw new RangeError("A credit note gives back at least one line");
  const sum = (key: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "taxPaise" | "amountPaise") => input.lines.reduce((total, line) => total + line[key], 0);
  const totals: InvoiceTotals = {
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
    taxPaise: sum("taxPaise"),
    totalPaise: sum("amountPaise"),
  };
  return {
    number: input.number,
    date: indiaIsoDate(input.issuedAt),
    invoice: { number: invoice.number, date: invoice.date },
    orderNumber: invoice.orderNumber,
    supplier: invoice.supplier,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    intraState: invoice.intraState,
    reverseCharge: false,
    lines: input.lines,
    totals,
    amountInWords: amountInWords(totals.totalPaise),
    reason: input.reason,
    ...((input.test ?? invoice.test) && { test: true }),
  };
}
