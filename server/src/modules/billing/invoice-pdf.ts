import type { CreditNoteDocument } from "@urjavolt/contract/credit-notes";
import type { InvoiceDocument, InvoiceLine } from "@urjavolt/contract/invoices";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { site } from "@urjavolt/contract/site";
import { createPdfDocument } from "../../lib/pdf-document.ts";

/**
 * The GST tax invoice (CGST Rule 46) as an A4 PDF, drawn from the invoice exactly as it was issued:
 * the supplier with its GSTIN and state code, the invoice number and date, the buyer with address,
 * state and code (and GSTIN when given), the place of supply, one table row per line with HSN code,
 * quantity, unit, taxable value and tax (CGST + SGST within the seller's state, IGST otherwise),
 * the totals in figures and in words. DejaVu Sans is embedded because PDF's own fonts lack "₹".
 *
 * A GST credit note (CGST Rule 53; decision 016) is drawn the same way, headed as one and naming
 * the invoice it reduces. A document of the offline test gateway says on its face that it is a test.
 */

const colour = { ink: "#0f172a", muted: "#475569", navy: "#0b2545", onNavy: "#cbd5e1", border: "#cbd5e1", band: "#f1f5f9", white: "#ffffff" };
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 40;

const figures = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Paise as rupees with two decimals and Indian grouping: 2097458 → "20,974.58". */
export const amount = (paise: number) => figures.format(paise / 100);
const rate = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(2).replace(/0$/, "")}%`;
const withCode = (state: string, code: string | null) => (code ? `${state} (state code ${code})` : state);

type Column = { title: string; width: number; align: "left" | "right"; cell: (line: InvoiceLine, index: number) => string };

function columns(intraState: boolean): Column[] {
  const common: Column[] = [
    { title: "#", width: 18, align: "left", cell: (_, index) => String(index + 1) },
    { title: "Description", width: 0, align: "left", cell: (line) => line.description },
    { title: "HSN/SAC", width: 50, align: "left", cell: (line) => line.hsn },
    { title: "Qty", width: 26, align: "right", cell: (line) => String(line.quantity) },
    { title: "Unit", width: 28, align: "left", cell: (line) => line.unit },
    { title: "Taxable value", width: 66, align: "right", cell: (line) => amount(line.taxablePaise) },
  ];
  const tax: Column[] = intraState
    ? [
        { title: "CGST", width: 62, align: "right", cell: (line) => `${rate(line.gstRatePercent / 2)}\n${amount(line.cgstPaise)}` },
        { title: "SGST", width: 62, align: "right", cell: (line) => `${rate(line.gstRatePercent / 2)}\n${amount(line.sgstPaise)}` },
      ]
    : [{ title: "IGST", width: 70, align: "right", cell: (line) => `${rate(line.gstRatePercent)}\n${amount(line.igstPaise)}` }];
  const all = [...common, ...tax, { title: "Total", width: 70, align: "right" as const, cell: (line: InvoiceLine) => amount(line.amountPaise) }];
  const fixed = all.reduce((sum, column) => sum + column.width, 0);
  all[1]!.width = WIDTH - fixed;
  return all;
}

export function renderInvoicePdf(invoice: InvoiceDocument | CreditNoteDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const credit = "invoice" in invoice ? invoice : null;
  const noun = credit ? "Credit note" : "Tax invoice";
  const { doc, done } = createPdfDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: "en-IN",
    displayTitle: true,
    info: {
      Title: `${invoice.test ? "TEST " : ""}${noun} ${invoice.number}`,
      Author: invoice.supplier.name,
      Subject: `${noun} for order ${invoice.orderNumber}`,
      CreationDate: new Date(`${invoice.date}T00:00:00Z`),
    },
  });

  // Brand band.
  doc.rect(0, 0, A4.width, 64).fill(colour.navy);
  doc.fillColor(colour.white).font("Bold").fontSize(18).text(site.brand, MARGIN, 20, { lineBreak: false });
  doc.fillColor(colour.onNavy).font("Body").fontSize(8).text(site.tagline, MARGIN, 42, { lineBreak: false });
  doc.fillColor(colour.white).font("Bold").fontSize(16).text(noun.toUpperCase(), MARGIN, 24, { width: WIDTH, align: "right" });
  if (invoice.test) {
    // Never mistaken for a real tax document: what the test gateway took moved no money.
    doc.rect(0, 64, A4.width, 18).fill("#fef3c7");
    doc.fillColor("#b45309").font("Bold").fontSize(8.5).text(`TEST: no money was taken. This is not a tax document.`, MARGIN, 69, { width: WIDTH, align: "center" });
  }

  // Supplier (left) and the invoice's particulars (right).
  const top = invoice.test ? 94 : 82;
  const half = WIDTH / 2 - 8;
  doc.fillColor(colour.ink).font("Bold").fontSize(10).text(invoice.supplier.name, MARGIN, top, { width: half });
  doc.font("Body").fontSize(8.5).fillColor(colour.muted).text(invoice.supplier.address, { width: half });
  doc.fillColor(colour.ink).text(`GSTIN: ${invoice.supplier.gstin ?? ""}`, { width: half });
  doc.text(`State: ${withCode(invoice.supplier.state, invoice.supplier.stateCode)}`, { width: half });
  doc.fillColor(colour.muted).text(`${site.supportEmail} | ${site.phones[0]?.display ?? ""}`, { width: half });
  const leftBottom = doc.y;

  const right = MARGIN + WIDTH / 2 + 8;
  const facts: [string, string][] = credit
    ? [
        ["Credit note number", credit.number],
        ["Credit note date", formatIsoDate(credit.date)],
        ["Against invoice", credit.invoice.number],
        ["Invoice date", formatIsoDate(credit.invoice.date)],
        ["Order number", credit.orderNumber],
        ["Place of supply", withCode(credit.placeOfSupply.state, credit.placeOfSupply.stateCode)],
        ["Reason", credit.reason],
      ]
    : [
        ["Invoice number", invoice.number],
        ["Invoice date", formatIsoDate(invoice.date)],
        ["Order number", invoice.orderNumber],
        ["Place of supply", withCode(invoice.placeOfSupply.state, invoice.placeOfSupply.stateCode)],
        ["Reverse charge", "No"],
      ];
  let y = top;
  for (const [label, value] of facts) {
    doc.font("Body").fontSize(8.5).fillColor(colour.muted).text(label, right, y, { width: 90 });
    doc.font("Bold").fillColor(colour.ink).text(value, right + 92, y, { width: half - 92 });
    y = doc.y + 3;
  }

  // Buyer.
  y = Math.max(leftBottom, y) + 12;
  doc.rect(MARGIN, y, WIDTH, 0.5).fill(colour.border);
  y += 8;
  doc.font("Bold").fontSize(8.5).fillColor(colour.muted).text("BILL TO / SHIP TO", MARGIN, y);
  doc.font("Bold").fontSize(10).fillColor(colour.ink).text(invoice.buyer.name, MARGIN, doc.y + 2, { width: WIDTH });
  doc.font("Body").fontSize(8.5).text(`${invoice.buyer.address} ${invoice.buyer.pincode}`, { width: WIDTH });
  doc.text(`State: ${withCode(invoice.buyer.state, invoice.buyer.stateCode)}`, { width: WIDTH });
  if (invoice.buyer.gstin) doc.text(`Buyer GSTIN: ${invoice.buyer.gstin}`, { width: WIDTH });
  y = doc.y + 14;

  // Lines.
  const table = columns(invoice.intraState);
  const padding = 4;
  const drawHeader = () => {
    doc.rect(MARGIN, y, WIDTH, 20).fill(colour.band);
    let x = MARGIN;
    doc.font("Bold").fontSize(7.5).fillColor(colour.ink);
    for (const column of table) {
      doc.text(column.title, x + padding, y + 6, { width: column.width - 2 * padding, align: column.align, lineBreak: false });
      x += column.width;
    }
    y += 20;
  };
  drawHeader();
  doc.font("Body").fontSize(8);
  invoice.lines.forEach((line, index) => {
    const cells = table.map((column) => column.cell(line, index));
    const height = Math.max(...table.map((column, i) => doc.heightOfString(cells[i]!, { width: column.width - 2 * padding }))) + 2 * padding;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = MARGIN;
      drawHeader();
      doc.font("Body").fontSize(8);
    }
    let x = MARGIN;
    doc.fillColor(colour.ink);
    table.forEach((column, i) => {
      doc.text(cells[i]!, x + padding, y + padding, { width: column.width - 2 * padding, align: column.align });
      x += column.width;
    });
    y += height;
    doc.rect(MARGIN, y, WIDTH, 0.5).fill(colour.border);
  });

  // Totals.
  const totals: [string, string][] = [
    ["Taxable value", amount(invoice.totals.taxablePaise)],
    ...(invoice.intraState
      ? ([
          ["CGST", amount(invoice.totals.cgstPaise)],
          ["SGST", amount(invoice.totals.sgstPaise)],
        ] as [string, string][])
      : ([["IGST", amount(invoice.totals.igstPaise)]] as [string, string][])),
    [credit ? "Credit note total (₹)" : "Invoice total (₹)", amount(invoice.totals.totalPaise)],
  ];
  if (y + 24 + totals.length * 14 + 90 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  const labelX = MARGIN + WIDTH - 250;
  totals.forEach(([label, value], index) => {
    const last = index === totals.length - 1;
    doc.font(last ? "Bold" : "Body").fontSize(last ? 10 : 8.5).fillColor(colour.ink);
    doc.text(label, labelX, y, { width: 150 });
    doc.text(value, labelX + 150, y, { width: 100, align: "right" });
    y = doc.y + 4;
  });
  y += 6;
  doc.font("Body").fontSize(8.5).fillColor(colour.muted).text("Amount in words", MARGIN, y);
  doc.font("Bold").fillColor(colour.ink).text(invoice.amountInWords, MARGIN, doc.y + 1, { width: WIDTH });

  y = doc.y + 18;
  doc.font("Body").fontSize(8).fillColor(colour.muted);
  doc.text(
    credit
      ? `Issued for a refund: the taxable value and the tax of invoice ${credit.invoice.number} are reduced by the amounts above, at the invoice's rates. This is a computer-generated credit note.`
      : "Prices include GST; the taxable value is the price paid less the tax in it. Tax is not payable on reverse charge. This is a computer-generated invoice.",
    MARGIN,
    y,
    { width: WIDTH * 0.6 },
  );
  doc.font("Bold").fillColor(colour.ink).text(`For ${invoice.supplier.name}`, MARGIN + WIDTH * 0.62, y, { width: WIDTH * 0.38, align: "right" });
  doc.font("Body").fillColor(colour.muted).text("Authorised signatory", MARGIN + WIDTH * 0.62, doc.y + 18, { width: WIDTH * 0.38, align: "right" });

  doc.end();
  return done;
}
