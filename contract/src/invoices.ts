import { indiaIsoDate } from "./dates.ts";
import { isIntraState, splitInclusive, stateCode } from "./gst.ts";

/**
 * GST tax invoice rules (CGST Rule 46), pure so the server, the web and the tests share them; credit
 * notes are in credit-notes.ts, states, GSTINs and rates in gst.ts.
 * Prices in the shop are tax-inclusive: the taxable value of a line is derived from the price paid
 * and the product's GST rate, and rounded so that taxable value + tax equals the price paid exactly.
 * Money here is integer paise.
 */

/** An invoice number: at most 16 characters, letters, digits, '-' and '/' (Rule 46(b)). */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

/** The Indian financial year (April to March, India's calendar) of an instant, as "2026-27". */
export function financialYear(date: Date): string {
  const [calendarYear, month] = indiaIsoDate(date).split("-").map(Number) as [number, number];
  const year = month >= 4 ? calendarYear : calendarYear - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/**
 * "UV/26-27/000123": unique within the financial year, 16 characters or fewer. What the offline test
 * gateway took is numbered apart, "TEST/26-27/000001", so it never takes a real invoice number
 * (a test document is not a tax invoice, so Rule 46's length does not bind it).
 */
export function formatInvoiceNumber(date: Date, sequence: number, test = false): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9_999_999) throw new RangeError("invoice sequence out of range");
  return `${test ? "TEST" : "UV"}/${financialYear(date).slice(2)}/${String(sequence).padStart(6, "0")}`;
}

/** "CN/26-27/000123": credit notes have a series of their own per financial year (Rule 53); "TEST-CN/..." for test payments. */
export function formatCreditNoteNumber(date: Date, sequence: number, test = false): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 9_999_999) throw new RangeError("credit note sequence out of range");
  return `${test ? "TEST-CN" : "CN"}/${financialYear(date).slice(2)}/${String(sequence).padStart(6, "0")}`;
}

/** The file name an invoice downloads as: "Invoice-UV-26-27-000123.pdf". */
export const invoiceFilename = (number: string) => `Invoice-${number.replace(/\//g, "-")}.pdf`;
/** The file name a credit note downloads as: "Credit-note-CN-26-27-000001.pdf". */
export const creditNoteFilename = (number: string) => `Credit-note-${number.replace(/\//g, "-")}.pdf`;

/**
 * Shares a discount out over amounts in proportion to them (largest remainder, so the shares add
 * up to the discount exactly and no share exceeds its amount). `eligible[i] === false` keeps an
 * amount out of the share, for a coupon that names some products only.
 */
export function allocateDiscount(amounts: readonly number[], discount: number, eligible?: readonly boolean[]): number[] {
  const base = amounts.map((amount, index) => (eligible?.[index] === false ? 0 : amount));
  const total = base.reduce((sum, amount) => sum + amount, 0);
  if (discount <= 0 || total <= 0) return amounts.map(() => 0);
  const capped = Math.min(discount, total);
  const exact = base.map((amount) => (amount * capped) / total);
  const shares = exact.map(Math.floor);
  let left = capped - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    if (shares[index]! < base[index]!) {
      shares[index]! += 1;
      left -= 1;
    }
  }
  return shares;
}

// ---- The invoice ---------------------------------------------------------------------------------

export type InvoiceLineInput = { description: string; hsn: string; quantity: number; unit: string; amountPaise: number; gstRatePercent: number };
export type InvoiceLine = InvoiceLineInput & { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; taxPaise: number };
export type InvoiceTotals = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; taxPaise: number; totalPaise: number };

/** Tax per line and totals; each line's taxable value plus its tax equals the amount paid for it. */
export function computeInvoiceTax(lines: InvoiceLineInput[], placeOfSupply: string, sellerState: string): { intraState: boolean; lines: InvoiceLine[]; totals: InvoiceTotals } {
  return splitTax(lines, isIntraState(placeOfSupply, sellerState));
}

/** Tax per line and totals for a supply already known to be intra-state (CGST + SGST) or not (IGST). */
function splitTax(lines: InvoiceLineInput[], intraState: boolean): { intraState: boolean; lines: InvoiceLine[]; totals: InvoiceTotals } {
  const out = lines.map((line): InvoiceLine => {
    const { taxablePaise, taxPaise } = splitInclusive(line.amountPaise, line.gstRatePercent);
    const cgstPaise = intraState ? Math.floor(taxPaise / 2) : 0;
    const sgstPaise = intraState ? taxPaise - cgstPaise : 0;
    return { ...line, taxablePaise, taxPaise, cgstPaise, sgstPaise, igstPaise: intraState ? 0 : taxPaise };
  });
  const sum = (key: keyof InvoiceTotals & keyof InvoiceLine) => out.reduce((total, line) => total + (line[key] as number), 0);
  return {
    intraState,
    lines: out,
    totals: { taxablePaise: sum("taxablePaise"), cgstPaise: sum("cgstPaise"), sgstPaise: sum("sgstPaise"), igstPaise: sum("igstPaise"), taxPaise: sum("taxPaise"), totalPaise: out.reduce((t, l) => t + l.amountPaise, 0) },
  };
}

const ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in words with Indian grouping (crore, lakh, thousand). */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError("numberInWords takes a non-negative integer");
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** "Rupees Twenty-Four Thousand Seven Hundred Fifty Only", with "and N Paise" when there are paise. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}

export type InvoiceParty = { name: string; address: string; state: string; stateCode: string | null; gstin: string | null };

/**
 * A tax invoice as issued: everything Rule 46 asks to print, computed once at issue and stored as
 * it is, so a later change to a product, a rate or the site's address never alters an invoice.
 */
export type InvoiceDocument = {
  number: string;
  /** India's calendar date of issue, YYYY-MM-DD. */
  date: string;
  orderNumber: string;
  supplier: InvoiceParty;
  buyer: InvoiceParty & { pincode: string };
  placeOfSupply: { state: string; stateCode: string | null };
  intraState: boolean;
  reverseCharge: false;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  amountInWords: string;
  /** True for what the offline test gateway took: no money changed hands and it is not a tax invoice. */
  test?: boolean;
};

/** The invoice for a supply, its tax split by the place of supply (the buyer's state, where the goods go). */
export function buildInvoiceDocument(input: {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  supplier: Omit<InvoiceParty, "stateCode">;
  buyer: Omit<InvoiceParty, "stateCode"> & { pincode: string };
  lines: InvoiceLineInput[];
  test?: boolean;
}): InvoiceDocument {
  const tax = computeInvoiceTax(input.lines, input.buyer.state, input.supplier.state);
  const buyerCode = stateCode(input.buyer.state) ?? null;
  return {
    number: input.number,
    date: indiaIsoDate(input.issuedAt),
    orderNumber: input.orderNumber,
    supplier: { ...input.supplier, stateCode: stateCode(input.supplier.state) ?? null },
    buyer: { ...input.buyer, stateCode: buyerCode },
    placeOfSupply: { state: input.buyer.state, stateCode: buyerCode },
    intraState: tax.intraState,
    reverseCharge: false,
    lines: tax.lines,
    totals: tax.totals,
    amountInWords: amountInWords(tax.totals.totalPaise),
    ...(input.test && { test: true }),
  };
}
