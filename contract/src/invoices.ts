import { indiaIsoDate } from "./dates.ts";

/**
 * GST tax invoice rules (CGST Rule 46), pure so the server, the web and the tests share them.
 * Prices in the shop are tax-inclusive: the taxable value of a line is derived from the price paid
 * and the product's GST rate, and rounded so that taxable value + tax equals the price paid exactly.
 * Money here is integer paise.
 */

/** GST state codes (first two digits of a GSTIN), by state or union territory name. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

/**
 * Other names a state goes by, lower case: the pincode directory's (which fills checkout's state)
 * older and shorter spellings among them.
 */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  "andaman and nicobar": "35",
  chattisgarh: "22",
  "dadra and nagar haveli": "26",
  "daman and diu": "26",
  pondicherry: "34",
  orissa: "21",
  uttaranchal: "05",
  "new delhi": "07",
  "nct of delhi": "07",
};

const normalizeState = (state: string) => state.trim().replace(/\s+/g, " ").toLowerCase().replace(/&/g, "and");

/** The GST state code of a state name (any case and spacing, '&' for 'and'), or undefined when unknown. */
export function stateCode(state: string): string | undefined {
  const wanted = normalizeState(state);
  for (const [name, code] of Object.entries(GST_STATE_CODES)) {
    if (name.toLowerCase() === wanted) return code;
  }
  return STATE_ALIASES[wanted];
}

/** The state of a GST state code, by its current name. */
export function stateOfCode(code: string): string | undefined {
  return Object.entries(GST_STATE_CODES).find(([, value]) => value === code)?.[0];
}

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character (15th) of a GSTIN from its first 14 characters (the GSTN mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** True when the GSTIN has the right shape, a known state code and a correct check character. */
export function isValidGstin(value: string): boolean {
  const gstin = value.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(gstin)) return false;
  if (!Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2)) && gstin.slice(0, 2) !== "97") return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

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

// ---- Product tax data (HSN code and GST rate, editable in the console) ---------------------------

/** An HSN code of 4, 6 or 8 digits (Rule 46 asks for at least 4 or 6 digits by turnover). */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;
/** GST rates in force, in percent. */
export const GST_RATES = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40] as const;
/** The unit printed on every line: the shop sells each product by the piece (UQC "NOS"). */
export const INVOICE_UNIT = "NOS";
/** Delivery charges, when an order has any: SAC 9968 (courier services), taxed as the goods they carry. */
export const DELIVERY_SAC = "996812";

export const taxMessages = {
  hsnInvalid: "Enter an HSN code of 4, 6 or 8 digits",
  gstRateInvalid: `The GST rate must be one of ${GST_RATES.join(", ")} percent`,
} as const;

export function isGstRate(value: number): boolean {
  return (GST_RATES as readonly number[]).includes(value);
}

/**
 * The tax class a product of a category gets when none is given (an import, an older record):
 * lithium-ion accumulators are HSN 8507 60 00, inverters and UPS 8504 40; both 18% GST.
 * Accessories vary, so they are set product by product and default to the batteries' class.
 */
export function defaultTaxClass(category: string): { hsnCode: string; gstRatePercent: number } {
  return category === "inverter" ? { hsnCode: "85044010", gstRatePercent: 18 } : { hsnCode: "85076000", gstRatePercent: 18 };
}

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

/** Splits a tax-inclusive amount into taxable value and tax so that they add up exactly. */
export function splitInclusive(amountPaise: number, gstRatePercent: number): { taxablePaise: number; taxPaise: number } {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + gstRatePercent));
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

/** Intra-state supply (CGST + SGST) when the place of supply is the seller's state, else IGST. */
export function isIntraState(placeOfSupply: string, sellerState: string): boolean {
  const a = stateCode(placeOfSupply);
  return a !== undefined ? a === stateCode(sellerState) : placeOfSupply.trim().toLowerCase() === sellerState.trim().toLowerCase();
}

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
  const goods = invoice.lines.map((line, index) => ({ line, index })).filter(({ line }) => line.hsn !== DELIVERY_SAC);
  const delivery = invoice.lines.findIndex((line) => line.hsn === DELIVERY_SAC);
  const allGoodsBack = goods.every(({ line, index }) => (after.get(index)?.quantity ?? 0) >= line.quantity);
  if (out.length > 0 && delivery >= 0 && allGoodsBack && !asked.has(delivery)) {
    const line = invoice.lines[delivery]!;
    const before = credited.get(delivery) ?? { quantity: 0, amountPaise: 0 };
    if (before.amountPaise < line.amountPaise) out.push(creditSlice(line, delivery, before, line.quantity - before.quantity, line.amountPaise - before.amountPaise, invoice.intraState));
  }
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
