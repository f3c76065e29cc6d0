import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { formatRupees } from "@urjavolt/contract/money";
import { site } from "@urjavolt/contract/site";
import { PDF_GREEN, PDF_INK, PDF_LOGO_SRC, PDF_MUTED, PDF_NAVY, drawBrandBand, loadPdfLogo } from "./pdf-brand";
import { printedAddress } from "./site-url";

/**
 * Payment receipts as PDF (docs/requirements/online-shop.md §2 receipts, §8 PDF generation failure, §9 A4 portrait;
 * docs/architecture.md, decision 7), for the shop's checkout and the standalone payment page. jsPDF is imported
 * only when the button is pressed, so no page pays for it before.
 */

export const RECEIPT_PDF_FAILED = "Failed to generate receipt. Please try again.";

export type ReceiptPdfLine = { product_name: string; quantity: number; price: number };

/** What a receipt shows; the shop's adds its order number, address, lines and coupon. */
export type ReceiptPdfData = {
  receipt_id: string;
  payment_id: string;
  /** The gateway's order id. */
  order_id: string;
  /** Our order number (shop orders). */
  custom_order_id?: string;
  /** Rupees paid. */
  amount: number;
  purpose: string;
  name: string;
  email: string;
  phone: string;
  address?: string;
  city?: string;
  state?: string;
  pincode?: string;
  /** ISO date-time of the payment. */
  date: string;
  coupon_code?: string;
  /** Rupees. */
  discount?: number;
  /** Rupees of an old battery's exchange value (decision 058), confirmed at pickup. */
  exchange?: number;
  /** Rupees. */
  subtotal?: number;
  product_data?: readonly ReceiptPdfLine[];
  /** A notice for the customer (a refund that is due). */
  notice?: string;
  /** Taken by the offline test gateway: no money moved, and the receipt says so (decision 015). */
  test?: boolean;
};

/** What a test receipt says, on screen and on its PDF. */
export const TEST_RECEIPT_NOTE = "TEST PAYMENT: made through the shop's test payment gateway. No money was taken; this is not a receipt for a real payment.";

/** The PDF's standard fonts have no rupee sign: amounts there read "Rs. 1,23,456". */
export function pdfRupees(rupees: number): string {
  return formatRupees(rupees).replace("₹", "Rs. ");
}

export function receiptFileName(receiptId: string): string {
  return `Receipt-${receiptId.replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`;
}

const NAVY = PDF_NAVY;
const INK = PDF_INK;
const MUTED = PDF_MUTED;
const GREEN = PDF_GREEN;
const AMBER: [number, number, number] = [146, 64, 14];
const BORDER: [number, number, number] = [226, 232, 240];
const SURFACE: [number, number, number] = [248, 250, 252];

/** The receipt's label and value rows, in the order the dialogs show them. */
export function receiptRows(receipt: ReceiptPdfData): [string, string][] {
  const rows: [string, string][] = [["Receipt number", receipt.receipt_id]];
  if (receipt.custom_order_id) rows.push(["Order number", receipt.custom_order_id]);
  rows.push(["Payment id", receipt.payment_id], ["Gateway order id", receipt.order_id], ["Date", formatIndiaDateTime(receipt.date)], ["Purpose", receipt.purpose]);
  return rows;
}

/** The customer's rows: name, contacts and (for shop orders) the delivery address. */
export function customerRows(receipt: ReceiptPdfData): [string, string][] {
  const rows: [string, string][] = [
    ["Name", receipt.name],
    ["Email", receipt.email],
    ["Phone", receipt.phone],
  ];
  if (receipt.address) rows.push(["Address", receipt.address]);
  if (receipt.city) rows.push(["City", receipt.city]);
  if (receipt.state) rows.push(["State", receipt.state]);
  if (receipt.pincode) rows.push(["Pincode", receipt.pincode]);
  return rows;
}

/**
 * Builds the receipt (A4 portrait) and hands it to the browser as a download named by the receipt id.
 * Throws when jsPDF cannot be loaded or the document cannot be built; the caller shows the spec's alert.
 */
/** `siteUrl`: the site's public address (SITE_URL), printed at the foot. */
export async function downloadReceiptPdf(receipt: ReceiptPdfData, siteUrl: string, logoSrc = PDF_LOGO_SRC): Promise<void> {
  const [{ jsPDF }, logo] = await Promise.all([import("jspdf"), loadPdfLogo(logoSrc)]);
  const doc = new jsPDF({ orientation: "portrait", unit: "mm", format: "a4" });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const margin = 16;
  const right = width - margin;

  // Header band: logo (or the brand as text), the company, its address and GSTIN.
  drawBrandBand(doc, logo, { bandHeight: 40, x: margin, y: 7, logoWidth: 48, fallbackFontSize: 22 });
  doc.setFont("helvetica", "normal");
  doc.setFontSize(9);
  doc.text(site.parentCompany.name, margin, 27);
  doc.text(`${site.addresses.corporate.lines.join(", ")}  |  GSTIN: ${site.gstin}`, margin, 32);
  doc.text(`${site.supportEmail}  |  ${site.phones[0].display}`, margin, 37);
  doc.setFont("helvetica", "bold");
  doc.setFontSize(16);
  doc.text("Payment Receipt", right, 17, { align: "right" });
  doc.setFont("helvetica", "normal");
  doc.setFontSize(10);
  doc.text(receipt.receipt_id, right, 24, { align: "right" });

  let y = 52;
  if (receipt.test) {
    // Across the top in red: a test receipt can never pass for a real one.
    doc.setFillColor(254, 226, 226);
    doc.rect(margin, 44, width - 2 * margin, 10, "F");
    doc.setTextColor(185, 28, 28);
    doc.setFont("helvetica", "bold");
    doc.setFontSize(9);
    doc.text(doc.splitTextToSize(TEST_RECEIPT_NOTE, width - 2 * margin - 6) as string[], margin + 3, 48);
    doc.setTextColor(...INK);
    y = 62;
  }
  const ensureRoom = (needed: number) => {
    if (y + needed > height - 24) {
      doc.addPage();
      y = 20;
    }
  };

  // Two columns: the payment on the left, the customer on the right.
  const columnWidth = (width - 2 * margin - 8) / 2;
  const block = (title: string, rows: [string, string][], x: number, top: number): number => {
    let rowY = top;
    doc.setTextColor(...NAVY);
    doc.setFont("helvetica", "bold");
    doc.setFontSize(11);
    doc.text(title, x, rowY);
    rowY += 6;
    doc.setFontSize(9.5);
    for (const [label, value] of rows) {
      doc.setFont("helvetica", "bold");
      doc.setTextColor(...MUTED);
      doc.text(label, x, rowY);
      doc.setFont("helvetica", "normal");
      doc.setTextColor(...INK);
      const lines = doc.splitTextToSize(value, columnWidth - 32) as string[];
      doc.text(lines, x + 32, rowY);
      rowY += Math.max(1, lines.length) * 4.6 + 1.6;
    }
    return rowY;
  };
  const leftEnd = block("Payment", receiptRows(receipt), margin, y);
  const rightEnd = block("Customer", customerRows(receipt), margin + columnWidth + 8, y);
  y = Math.max(leftEnd, rightEnd) + 4;

  // The order lines, when there are any.
  const lines = receipt.product_data ?? [];
  if (lines.length > 0) {
    ensureRoom(20);
    const columns = { item: margin + 2, quantity: right - 62, price: right - 34, total: right - 2 };
    doc.setFillColor(...SURFACE);
    doc.setDrawColor(...BORDER);
    doc.rect(margin, y, width - 2 * margin, 8, "FD");
    doc.setTextColor(...MUTED);
    doc.setFont("helvetica", "bold");
    doc.setFontSize(9.5);
    doc.text("Item", columns.item, y + 5.5);
    doc.text("Qty", columns.quantity, y + 5.5, { align: "right" });
    doc.text("Unit price", columns.price, y + 5.5, { align: "right" });
    doc.text("Amount", columns.total, y + 5.5, { align: "right" });
    y += 8;
    doc.setFont("helvetica", "normal");
    doc.setTextColor(...INK);
    for (const line of lines) {
      const name = doc.splitTextToSize(line.product_name, columns.quantity - columns.item - 14) as string[];
      const rowHeight = name.length * 4.6 + 3.4;
      ensureRoom(rowHeight);
      doc.text(name, columns.item, y + 5);
      doc.text(String(line.quantity), columns.quantity, y + 5, { align: "right" });
      doc.text(pdfRupees(line.price), columns.price, y + 5, { align: "right" });
      doc.text(pdfRupees(line.price * line.quantity), columns.total, y + 5, { align: "right" });
      y += rowHeight;
      doc.setDrawColor(...BORDER);
      doc.line(margin, y, right, y);
    }
    y += 4;
  }

  // Totals, right-aligned.
  ensureRoom(34);
  const totals: [string, string][] = [];
  if (receipt.subtotal !== undefined) totals.push(["Subtotal", pdfRupees(receipt.subtotal)]);
  if (receipt.discount !== undefined && receipt.discount > 0) {
    const code = receipt.coupon_code ? ` (${receipt.coupon_code})` : "";
    totals.push([`Discount${code}`, `- ${pdfRupees(receipt.discount)}`]);
  }
  if (receipt.exchange !== undefined && receipt.exchange > 0) totals.push(["Old battery exchange, confirmed at pickup", `- ${pdfRupees(receipt.exchange)}`]);
  if (receipt.subtotal !== undefined) totals.push(["Shipping", "Free"]);
  doc.setFontSize(10);
  for (const [label, value] of totals) {
    doc.setFont("helvetica", "normal");
    doc.setTextColor(...MUTED);
    doc.text(label, right - 50, y + 5, { align: "right" });
    doc.setTextColor(...INK);
    doc.text(value, right - 2, y + 5, { align: "right" });
    y += 6;
  }
  y += 2;
  doc.setFillColor(236, 253, 245);
  doc.rect(right - 92, y, 92, 11, "F");
  doc.setFont("helvetica", "bold");
  doc.setFontSize(12);
  doc.setTextColor(...GREEN);
  doc.text("Amount paid", right - 88, y + 7.5);
  doc.text(pdfRupees(receipt.amount), right - 2, y + 7.5, { align: "right" });
  y += 18;

  if (receipt.notice) {
    const notice = doc.splitTextToSize(receipt.notice, width - 2 * margin - 8) as string[];
    ensureRoom(notice.length * 5 + 8);
    doc.setFillColor(254, 243, 199);
    doc.rect(margin, y, width - 2 * margin, notice.length * 5 + 6, "F");
    doc.setFont("helvetica", "bold");
    doc.setFontSize(10);
    doc.setTextColor(...AMBER);
    doc.text(notice, margin + 4, y + 6);
    y += notice.length * 5 + 10;
  }

  ensureRoom(12);
  doc.setFont("helvetica", "normal");
  doc.setFontSize(9.5);
  doc.setTextColor(...MUTED);
  doc.text("Prices include all taxes. This is a computer-generated receipt and needs no signature.", margin, y);

  // Footer on every page.
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setDrawColor(...BORDER);
    doc.line(margin, height - 16, right, height - 16);
    doc.setFontSize(8.5);
    doc.setTextColor(...MUTED);
    doc.text(`${site.brand} is a brand of ${site.parentCompany.name}  |  ${printedAddress(siteUrl)}`, margin, height - 10);
    doc.text(`Page ${page} of ${pages}`, right, height - 10, { align: "right" });
  }

  doc.save(receiptFileName(receipt.receipt_id));
}
