import {
  DELIVERY_SAC,
  INVOICE_UNIT,
  type InvoiceLineInput,
  allocateDiscount,
  buildInvoiceDocument,
  financialYear,
  formatInvoiceNumber,
  stateOfCode,
} from "@urjavolt/contract/invoices";
import { site } from "@urjavolt/contract/site";
import { eq, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Database } from "../db/client.ts";
import { type InvoiceRow, invoiceCounters, invoices } from "../db/schema/invoices.ts";
import type { OrderItemRow, OrderRow } from "../db/schema/orders.ts";
import { orders } from "../db/schema/orders.ts";
import type { FileStore } from "./file-store.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import type { AttachmentResolvers } from "./outbox.ts";

/** The seller as the invoice names it: the site configuration's company, works address and GSTIN. */
export function supplierParty() {
  return {
    name: site.parentCompany.name,
    address: site.addresses.unit1.lines.join(", "),
    state: stateOfCode(site.gstin.slice(0, 2)) ?? "Punjab",
    gstin: site.gstin,
  };
}

/**
 * What each line of a paid order cost the buyer: its price less its share of the coupon. Lines
 * keep their share from pricing; an order placed before shares were kept has its discount shared
 * out here in proportion to its lines. Delivery, when charged, is a line of its own, taxed at the
 * highest rate of the goods it carries (a composite supply follows its principal supply).
 */
export function invoiceLines(order: OrderRow, items: OrderItemRow[]): InvoiceLineInput[] {
  const gross = items.map((item) => item.unitPricePaise * item.quantity);
  const kept = items.reduce((sum, item) => sum + item.discountPaise, 0);
  const shares = kept === order.discountPaise ? items.map((item) => item.discountPaise) : allocateDiscount(gross, order.discountPaise);
  const lines: InvoiceLineInput[] = items.map((item, index) => ({
    description: item.productName,
    hsn: item.hsnCode,
    quantity: item.quantity,
    unit: INVOICE_UNIT,
    amountPaise: gross[index]! - shares[index]!,
    gstRatePercent: item.gstRatePercent,
  }));
  if (order.shippingPaise > 0) {
    lines.push({
      description: "Delivery charges",
      hsn: DELIVERY_SAC,
      quantity: 1,
      unit: "OTH",
      amountPaise: order.shippingPaise,
      gstRatePercent: Math.max(...items.map((item) => item.gstRatePercent)),
    });
  }
  return lines;
}

/**
 * Issues the order's tax invoice inside the paid transition's transaction (pass it as `tx`), so an
 * order is paid and invoiced together or not at all, and a rolled-back payment gives its number back.
 */
export async function issueInvoice(tx: Database, order: OrderRow, items: OrderItemRow[], now: Date): Promise<InvoiceRow> {
  const year = financialYear(now);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const number = formatInvoiceNumber(now, counter!.lastNumber);
  const document = buildInvoiceDocument({
    number,
    issuedAt: now,
    orderNumber: order.number,
    supplier: supplierParty(),
    buyer: { name: order.fullName, address: `${order.address}, ${order.city}`, state: order.state, pincode: order.pincode, gstin: order.buyerGstin },
    lines: invoiceLines(order, items),
  });
  const [row] = await tx.insert(invoices).values({ orderId: order.id, number, financialYear: year, issuedAt: now, document }).returning();
  return row!;
}

/** The outbox's `invoice` attachments (ref: the order number), drawn and stored on first need. */
export function invoiceAttachments(store: InvoiceStore): AttachmentResolvers {
  return {
    invoice: async (orderNumber) => {
      const invoice = await store.byOrderNumber(orderNumber);
      if (!invoice) throw new Error(`Order ${orderNumber} has no tax invoice`);
      return { content: (await store.pdfOf(invoice)).content, contentType: "application/pdf" };
    },
  };
}

export type InvoicePdf = { number: string; filename: string; content: Buffer };

/** The file name an invoice downloads as: "Invoice-UV-26-27-000123.pdf". */
export const invoiceFilename = (number: string) => `Invoice-${number.replace(/\//g, "-")}.pdf`;

/** An invoice as a download: personal data, so never kept by a shared cache. */
export function sendInvoice(reply: FastifyReply, pdf: InvoicePdf) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${pdf.filename}"`)
    .header("cache-control", "private, no-store")
    .send(pdf.content);
}

export type InvoiceStore = ReturnType<typeof createInvoiceStore>;

/**
 * Stored invoices and their PDFs. The PDF is drawn from the stored document the first time anyone
 * needs it (the order e-mail, the buyer, staff), kept, and served as kept from then on: the row is
 * locked while it is drawn, so two first requests at once still store one file.
 */
export function createInvoiceStore(db: Database, files: FileStore) {
  async function pdfOf(invoice: InvoiceRow): Promise<InvoicePdf> {
    const filename = invoiceFilename(invoice.number);
    if (invoice.pdfFileId !== null) {
      const file = await files.read(db, invoice.pdfFileId);
      if (file) return { number: invoice.number, filename, content: file.data };
    }
    // Drawn outside the transaction (it takes tens of milliseconds); the lock only decides who stores it.
    const content = await renderInvoicePdf(invoice.document);
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id)).for("update");
      if (locked!.pdfFileId !== null) {
        const stored = await files.read(tx, locked!.pdfFileId);
        if (stored) return { number: invoice.number, filename, content: stored.data };
      }
      const fileId = await files.save(tx, { purpose: "tax-invoice", contentType: "application/pdf", originalName: filename, data: content });
      await tx.update(invoices).set({ pdfFileId: fileId }).where(eq(invoices.id, invoice.id));
      return { number: invoice.number, filename, content };
    });
  }

  async function ofOrder(orderId: number): Promise<InvoiceRow | undefined> {
    const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row;
  }

  return {
    ofOrder,
    /** The invoice document and number of an order, or undefined when it has none. */
    async byOrderNumber(orderNumber: string): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select({ invoice: invoices })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(orders.number, orderNumber));
      return row?.invoice;
    },
    /** The PDF of an order's invoice, or null when the order has none. */
    async pdfOfOrder(orderId: number): Promise<InvoicePdf | null> {
      const invoice = await ofOrder(orderId);
      return invoice ? pdfOf(invoice) : null;
    },
    pdfOf,
  };
}

