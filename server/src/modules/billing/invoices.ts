import { DELIVERY_SAC, INSTALLATION_GST_PERCENT, INSTALLATION_SAC, INVOICE_UNIT, stateOfCode } from "@urjavolt/contract/gst";
import { type InvoiceLineInput, allocateDiscount, buildInvoiceDocument, financialYear, formatCreditNoteNumber, formatInvoiceNumber, creditNoteFilename, invoiceFilename } from "@urjavolt/contract/invoices";
import { type CreditedLine, buildCreditNoteDocument, creditNoteLines, creditedSoFar } from "@urjavolt/contract/credit-notes";
import { site } from "@urjavolt/contract/site";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { Database } from "../../db/client.ts";
import { type CreditNoteRow, type InvoiceRow, creditNotes, invoices } from "../../db/schema/invoices.ts";
import type { OrderItemRow, OrderRow, RefundRow } from "../../db/schema/orders.ts";
import { orders } from "../../db/schema/orders.ts";
import { nextNumber } from "../../lib/counters.ts";
import { numberCounters } from "../../db/schema/counters.ts";
import { outbox } from "../../db/schema/outbox.ts";
import type { FileStore } from "../../lib/file-store.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import type { AttachmentResolvers } from "../messaging/outbox.ts";

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
    // An old battery's exchange value (decision 058) lowers the battery line's taxable value as the coupon does.
    amountPaise: gross[index]! - shares[index]! - item.exchangePaise,
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
  // Installation by our technician (decision 057), a service of its own: SAC 998736 at 18%, free or not.
  if (order.installation) {
    lines.push({
      description: "Installation",
      hsn: INSTALLATION_SAC,
      quantity: 1,
      unit: "OTH",
      amountPaise: order.installationPaise,
      gstRatePercent: INSTALLATION_GST_PERCENT,
    });
  }
  return lines;
}

/**
 * What the messages about an invoice say in place of its number until the invoice takes one: the
 * number is the last thing a payment takes (see issueInvoice), after its e-mails are queued.
 */
export const INVOICE_NUMBER_MARK = "[[invoice-number]]";

/**
 * Issues the order's tax invoice inside the paid transition's transaction (pass it as `tx`), so an
 * order is paid and invoiced together or not at all, and a rolled-back payment gives its number back.
 * One statement takes the next number of the series (gapless per financial year, decision 011),
 * stores the invoice with it and writes it into the queued messages `mailIds` in place of
 * INVOICE_NUMBER_MARK (the file name of an attachment takes it with dashes): the counter, which every
 * payment needs, is locked one round trip before the commit and no longer (decision 048).
 */
export async function issueInvoice(tx: Database, order: OrderRow, items: OrderItemRow[], now: Date, mailIds: readonly number[] = []): Promise<InvoiceRow> {
  const year = financialYear(now);
  // What the test gateway took is numbered in a series of its own, never with a real invoice number.
  const test = order.gateway === "test";
  const series = test ? "invoice-test" : "invoice";
  // "UV/26-27/" of "UV/26-27/000001": the series' prefix; the number is padded to six digits as formatInvoiceNumber does.
  const prefix = formatInvoiceNumber(now, 1, test).slice(0, -6);
  const draft = buildInvoiceDocument({
    number: INVOICE_NUMBER_MARK,
    issuedAt: now,
    orderNumber: order.number,
    supplier: supplierParty(),
    buyer: { name: order.fullName, address: `${order.address}, ${order.city}`, state: order.state, pincode: order.pincode, gstin: order.buyerGstin },
    lines: invoiceLines(order, items),
    test,
  });
  const mails = mailIds.length === 0 ? sql`false` : sql`${outbox.id} in (${sql.join(mailIds.map((id) => sql`${id}`), sql`, `)})`;
  const result = (await tx.execute(sql`
    with counter as (
      insert into ${numberCounters} (series, period, last_number) values (${series}, ${year}, 1)
      on conflict (series, period) do update set last_number = ${numberCounters.lastNumber} + 1
      returning last_number
    ), numbered as (
      select ${prefix} || lpad(last_number::text, greatest(6, length(last_number::text)), '0') as number from counter
    ), mails as (
      update ${outbox} set
        subject = replace(${outbox.subject}, ${INVOICE_NUMBER_MARK}, numbered.number),
        text_body = replace(${outbox.text}, ${INVOICE_NUMBER_MARK}, numbered.number),
        html_body = replace(${outbox.html}, ${INVOICE_NUMBER_MARK}, numbered.number),
        attachments = replace(${outbox.attachments}::text, ${INVOICE_NUMBER_MARK}, replace(numbered.number, '/', '-'))::jsonb
      from numbered where ${mails}
      returning ${outbox.id}
    )
    insert into ${invoices} (order_id, number, financial_year, issued_at, document, test)
    select ${order.id}, numbered.number, ${year}, ${now}, replace(${JSON.stringify(draft)}, ${INVOICE_NUMBER_MARK}, numbered.number)::jsonb, ${test} from numbered
    returning id, number`)) as unknown as { rows: { id: number; number: string }[] };
  const { id, number } = result.rows[0]!;
  return { id, orderId: order.id, number, financialYear: year, issuedAt: now, document: { ...draft, number }, pdfFileId: null, test };
}

/**
 * Issues the credit note of a refund the gateway has processed (decision 038), inside the transaction
 * that records it, numbered in its own series per financial year. The refund's lines name the
 * order's lines by position, which are the invoice's lines in order; what earlier notes gave back is
 * counted first, so a note never credits a unit or a paisa twice and the notes of an invoice add up
 * to it exactly. Null when nothing is left to credit. The invoice row is locked, so two notes of one
 * invoice are never computed from the same earlier notes.
 */
export async function issueCreditNote(tx: Database, order: OrderRow, invoice: InvoiceRow, refund: RefundRow, now: Date): Promise<CreditNoteRow | null> {
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id)).for("update");
  const earlier = await tx.select({ document: creditNotes.document }).from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
  const refunded: CreditedLine[] = refund.lines.map((line) => ({ invoiceLine: line.position, quantity: line.quantity, amountPaise: line.amountPaise }));
  const lines = creditNoteLines(invoice.document, creditedSoFar(invoice.document, earlier.map((row) => row.document)), refunded);
  if (lines.length === 0) return null;
  const year = financialYear(now);
  const test = invoice.test;
  const number = formatCreditNoteNumber(now, await nextNumber(tx, test ? "credit-note-test" : "credit-note", year), test);
  const document = buildCreditNoteDocument(invoice.document, { number, issuedAt: now, reason: refund.reason, lines, test });
  const [row] = await tx
    .insert(creditNotes)
    .values({ orderId: order.id, refundId: refund.id, invoiceId: invoice.id, number, financialYear: year, issuedAt: now, document, test })
    .returning();
  return row!;
}

/** The outbox's `invoice` (ref: the order number) and `credit-note` (ref: its number) attachments, drawn and stored on first need. */
export function invoiceAttachments(store: InvoiceStore): AttachmentResolvers {
  return {
    invoice: async (orderNumber) => {
      const invoice = await store.byOrderNumber(orderNumber);
      if (!invoice) throw new Error(`Order ${orderNumber} has no tax invoice`);
      return { content: (await store.pdfOf(invoice)).content, contentType: "application/pdf" };
    },
    "credit-note": async (number) => {
      const note = await store.creditNote(number);
      if (!note) throw new Error(`There is no credit note ${number}`);
      return { content: (await store.creditNotePdf(note)).content, contentType: "application/pdf" };
    },
  };
}

export type InvoicePdf = { number: string; filename: string; content: Buffer };


/** An invoice or credit note as a download: personal data, so never kept by a shared cache. */
export function sendInvoice(reply: FastifyReply, pdf: InvoicePdf) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `attachment; filename="${pdf.filename}"`)
    .header("cache-control", "private, no-store")
    .send(pdf.content);
}

export type InvoiceStore = ReturnType<typeof createInvoiceStore>;

type StoredDocument = typeof invoices | typeof creditNotes;

/**
 * Stored invoices and credit notes and their PDFs. A PDF is drawn from the stored document the first
 * time anyone needs it (an e-mail, the buyer, staff), kept, and served as kept from then on: the row
 * is locked while it is stored, so two first requests at once still store one file.
 */
export function createInvoiceStore(db: Database, files: FileStore) {
  async function pdfIn(table: StoredDocument, row: InvoiceRow | CreditNoteRow, filename: string, purpose: string): Promise<InvoicePdf> {
    if (row.pdfFileId !== null) {
      const file = await files.read(db, row.pdfFileId);
      if (file) return { number: row.number, filename, content: file.data };
    }
    // Drawn outside the transaction (it takes tens of milliseconds); the lock only decides who stores it.
    const content = await renderInvoicePdf(row.document);
    return db.transaction(async (tx) => {
      const [locked] = await tx.select({ pdfFileId: table.pdfFileId }).from(table).where(eq(table.id, row.id)).for("update");
      if (locked!.pdfFileId !== null) {
        const stored = await files.read(tx, locked!.pdfFileId);
        if (stored) return { number: row.number, filename, content: stored.data };
      }
      const fileId = await files.save(tx, { purpose, contentType: "application/pdf", originalName: filename, data: content });
      await tx.update(table).set({ pdfFileId: fileId }).where(eq(table.id, row.id));
      return { number: row.number, filename, content };
    });
  }

  const pdfOf = (invoice: InvoiceRow) => pdfIn(invoices, invoice, invoiceFilename(invoice.number), "tax-invoice");
  const creditNotePdf = (note: CreditNoteRow) => pdfIn(creditNotes, note, creditNoteFilename(note.number), "credit-note");

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
    /** An order's credit notes, oldest first. */
    async creditNotesOf(orderId: number): Promise<CreditNoteRow[]> {
      return db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(asc(creditNotes.id));
    },
    async creditNote(number: string, orderId?: number): Promise<CreditNoteRow | undefined> {
      const [row] = await db
        .select()
        .from(creditNotes)
        .where(orderId === undefined ? eq(creditNotes.number, number) : and(eq(creditNotes.number, number), eq(creditNotes.orderId, orderId)));
      return row;
    },
    creditNotePdf,
  };
}
