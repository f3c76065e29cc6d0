import { indiaIsoDate } from "@urjavolt/contract/dates";
import {
  INVOICE_MAX_BYTES,
  type StoredWarrantyStatus,
  WARRANTY_PAGE_SIZE,
  type WarrantyAdminDetail,
  type WarrantyAdminItem,
  type WarrantyAdminList,
  type WarrantyAdminQuery,
  type WarrantyDetails,
  type WarrantyEvent,
  type WarrantyLookup,
  type WarrantyRegistered,
  type WarrantyRegistration,
  normaliseSerial,
  warrantyAdminMessages,
  warrantyExpiry,
  warrantyMessages,
  warrantyProductUnknown,
  invoiceTypes,
  publicWarranty,
  replacedMessage,
  warrantyDetails,
  warrantyStatus,
} from "@urjavolt/contract/warranty";
import { type SQL, and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema/catalogue.ts";
import { storedFiles } from "../../db/schema/files.ts";
import { staffUsers } from "../../db/schema/staff.ts";
import { type WarrantyRow, warrantyEvents, warrantyRegistrations } from "../../db/schema/warranty.ts";
import { AppError } from "../../http/errors.ts";
import { type MultipartForm, type Upload, judgeUpload } from "../../http/multipart.ts";
import { likePattern } from "../../lib/admin-query.ts";
import type { FileStore } from "../../lib/file-store.ts";
import { type WarrantyMailFacts, warrantyDecisionMail, warrantyRegisteredMail } from "../messaging/mail-templates.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import { enqueueTexts, recordConsents } from "../messaging/text-messages.ts";
import type { TextSettings } from "../messaging/text-templates.ts";
import { consentedChannels } from "@urjavolt/contract/messages";
import { renderWarrantyCertificate } from "./warranty-certificate.ts";

import { type Locale, isLocale } from "@urjavolt/contract/locale";
/** The invoice a registration carries: one PDF, JPEG or PNG of at most 5 MB, judged by its bytes. */
export const invoiceUpload: MultipartForm["file"] = {
  field: "invoice",
  maxBytes: INVOICE_MAX_BYTES,
  types: invoiceTypes,
  messages: { type: warrantyMessages.invoiceType, tooLarge: warrantyMessages.invoiceTooLarge },
};

/** Who is acting in the console (set by requireStaff). */
export type ActingStaff = { id: number };
export type InvoiceFile = { contentType: string; originalName: string; data: Buffer };

export type WarrantyService = ReturnType<typeof createWarrantyService>;

/** `texts`: what the SMS and WhatsApp updates of a registration need (decision 030). */
export function createWarrantyService(db: Database, files: FileStore, texts: TextSettings) {
  const service = {
    /**
     * Registers a serial once, Pending until staff check the invoice. The invoice's type was found
     * in its bytes by the upload's reader; it is stored in the same transaction as the
     * registration: both or neither.
     */
    async register(registration: WarrantyRegistration, invoice: Upload, locale: Locale = "en"): Promise<WarrantyRegistered> {
      const serialNo = normaliseSerial(registration.serialno);
      try {
        await db.transaction(async (tx) => {
          const [existing] = await tx.select({ id: warrantyRegistrations.id }).from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serialNo));
          if (existing) throw duplicate();
          const invoiceFileId = await files.save(tx, {
            purpose: "warranty-invoice",
            contentType: invoice.contentType,
            originalName: invoice.filename,
            data: invoice.data,
          });
          await tx.insert(warrantyRegistrations).values({
            serialNo,
            name: registration.name,
            mobile: registration.mobile,
            email: registration.email ?? null,
            purchaseDate: registration.purchaseDate,
            dealer: registration.dealer,
            invoiceNo: registration.invoiceno,
            pincode: registration.pincode,
            comments: registration.comments || null,
            invoiceFileId,
            status: "pending",
            locale,
          });
          if (registration.email) {
            await enqueueMail(tx, warrantyRegisteredMail({ name: registration.name, email: registration.email, serialNo, purchaseDate: registration.purchaseDate, dealer: registration.dealer, locale }));
          }
          // The boxes ticked for SMS and WhatsApp updates, recorded with the form and the serial (decision 030).
          await recordConsents(tx, { mobile: registration.mobile, channels: consentedChannels(registration), source: "warranty-form", reference: serialNo, locale });
          await enqueueTexts(tx, registration.mobile, { event: "warranty-registered", name: registration.name, serialNo }, texts);
        });
      } catch (error) {
        // Two registrations of one serial at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      return {
        message: `${warrantyMessages.success} Serial number ${serialNo} is Pending until we verify your invoice.`,
        serialno: serialNo,
        status: "Pending",
      };
    },

    /** A registration posted from the warranty page: the invoice is judged as the JSON API's upload is. */
    /** `locale`: the page's language (decision 056), which its e-mails and certificate follow. */
    async registerSent(registration: WarrantyRegistration, invoice: { filename: string; data: Uint8Array }, locale: Locale = "en"): Promise<WarrantyRegistered> {
      return service.register(registration, await judgeUpload(invoice, invoiceUpload), locale);
    },

    async lookup(serial: string, now: Date = new Date()): Promise<WarrantyLookup> {
      const [found] = await db
        .select({ row: warrantyRegistrations, product: { name: products.name, model: products.model } })
        .from(warrantyRegistrations)
        .leftJoin(products, eq(products.id, warrantyRegistrations.productId))
        .where(eq(warrantyRegistrations.serialNo, normaliseSerial(serial)));
      if (!found) throw new AppError("not_found", warrantyMessages.notFound);
      // Whoever holds the serial learns the status and the dates; the owner's details are the owner's (decision 052).
      const data = publicWarranty(warrantyDetails(found.row, found.product, now));
      return { status: "success", message: data.status === "Replaced" ? replacedMessage(data) : "Warranty found", data };
    },

    /** The owner's certificate in the registration's language (decision 052, 056): warranty-certificate.ts. */
    async certificate(details: WarrantyDetails, locale: Locale, siteUrl: string): Promise<Uint8Array<ArrayBuffer>> {
      return new Uint8Array(await renderWarrantyCertificate(details, locale, siteUrl));
    },

    // ---- Staff console -------------------------------------------------------------------------

    /** A page of registrations, newest first, filtered by shown status and a search over serial, mobile and name. */
    async list(query: WarrantyAdminQuery, now: Date = new Date()): Promise<WarrantyAdminList> {
      const where = adminWhere(query, now);
      const [total] = await db.select({ value: count() }).from(warrantyRegistrations).where(where);
      const rows = await db
        .select()
        .from(warrantyRegistrations)
        .where(where)
        .orderBy(desc(warrantyRegistrations.createdAt), desc(warrantyRegistrations.id))
        .limit(WARRANTY_PAGE_SIZE)
        .offset((query.page - 1) * WARRANTY_PAGE_SIZE);
      return { items: rows.map((row) => toAdminItem(row, now)), total: total?.value ?? 0, page: query.page, pageSize: WARRANTY_PAGE_SIZE };
    },

    async get(id: number, now: Date = new Date()): Promise<WarrantyAdminDetail> {
      const [row] = await db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.id, id));
      if (!row) throw new AppError("not_found", warrantyAdminMessages.notFound);
      const [invoice] =
        row.invoiceFileId === null
          ? []
          : await db
              .select({ contentType: storedFiles.contentType, originalName: storedFiles.originalName, size: storedFiles.size })
              .from(storedFiles)
              .where(eq(storedFiles.id, row.invoiceFileId));
      const events = await db
        .select({ id: warrantyEvents.id, at: warrantyEvents.createdAt, staffName: staffUsers.name, staffEmail: staffUsers.email, action: warrantyEvents.action, note: warrantyEvents.note })
        .from(warrantyEvents)
        .innerJoin(staffUsers, eq(staffUsers.id, warrantyEvents.staffId))
        .where(eq(warrantyEvents.warrantyId, id))
        .orderBy(asc(warrantyEvents.createdAt), asc(warrantyEvents.id));
      const [product] = row.productId === null ? [] : await db.select({ id: products.id, name: products.name, model: products.model }).from(products).where(eq(products.id, row.productId));
      return {
        ...toAdminItem(row, now),
        product: product ?? null,
        invoiceno: row.invoiceNo,
        pincode: row.pincode,
        comments: row.comments,
        rejectionReason: row.rejectionReason,
        warrantyYears: row.warrantyYears,
        replacedBy: row.replacedBy,
        replacedAt: row.replacedAt?.toISOString() ?? null,
        invoice: invoice ?? null,
        events: events.map((event) => ({ ...event, at: event.at.toISOString(), action: event.action as WarrantyEvent["action"] })),
      };
    },

    /** The uploaded invoice, for staff only. */
    async invoice(id: number): Promise<InvoiceFile> {
      const [row] = await db.select({ fileId: warrantyRegistrations.invoiceFileId }).from(warrantyRegistrations).where(eq(warrantyRegistrations.id, id));
      if (!row) throw new AppError("not_found", warrantyAdminMessages.notFound);
      const file = row.fileId === null ? undefined : await files.read(db, row.fileId);
      if (!file) throw new AppError("not_found", warrantyAdminMessages.noInvoice);
      return { contentType: file.contentType, originalName: file.originalName, data: file.data };
    },

    /** Active from now until the purchase date plus `warrantyYears`; a rejection's reason is cleared. */
    async approve(id: number, warrantyYears: number, staff: ActingStaff, productId?: number): Promise<WarrantyAdminDetail> {
      await db.transaction(async (tx) => {
        const row = await lockRegistration(tx, id);
        refuseReplaced(row);
        if (row.status === "active") throw new AppError("conflict", warrantyAdminMessages.alreadyActive);
        if (productId !== undefined) {
          const [known] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
          if (!known) throw new AppError("invalid", warrantyProductUnknown, { errors: { productId: warrantyProductUnknown } });
        }
        const now = new Date();
        await tx
          .update(warrantyRegistrations)
          .set({ status: "active", warrantyYears, rejectionReason: null, updatedAt: now, ...(productId !== undefined && { productId }) })
          .where(eq(warrantyRegistrations.id, id));
        const expiry = warrantyExpiry(row.purchaseDate, warrantyYears);
        await tx.insert(warrantyEvents).values({ warrantyId: id, staffId: staff.id, action: "approved", note: `Warranty period ${warrantyYears} years, expires ${expiry}`, createdAt: now });
        if (row.email) await enqueueMail(tx, warrantyDecisionMail(mailFacts({ ...row, email: row.email }), { approved: true, warrantyYears, expiryDate: expiry }));
        await enqueueTexts(tx, row.mobile, { event: "warranty-approved", name: row.name, serialNo: row.serialNo, expiryDate: expiry }, texts);
      });
      return this.get(id);
    },

    /** Rejected with a reason the customer sees in the status check. */
    async reject(id: number, reason: string, staff: ActingStaff): Promise<WarrantyAdminDetail> {
      await db.transaction(async (tx) => {
        const row = await lockRegistration(tx, id);
        refuseReplaced(row);
        if (row.status === "rejected") throw new AppError("conflict", warrantyAdminMessages.alreadyRejected);
        const now = new Date();
        await tx.update(warrantyRegistrations).set({ status: "rejected", rejectionReason: reason, updatedAt: now }).where(eq(warrantyRegistrations.id, id));
        await tx.insert(warrantyEvents).values({ warrantyId: id, staffId: staff.id, action: "rejected", note: reason, createdAt: now });
        if (row.email) await enqueueMail(tx, warrantyDecisionMail(mailFacts({ ...row, email: row.email }), { approved: false, reason }));
        await enqueueTexts(tx, row.mobile, { event: "warranty-rejected", name: row.name, serialNo: row.serialNo }, texts);
      });
      return this.get(id);
    },
  };
  return service;
}

function mailFacts(row: WarrantyRow & { email: string }): WarrantyMailFacts {
  return { name: row.name, email: row.email, serialNo: row.serialNo, purchaseDate: row.purchaseDate, dealer: row.dealer, locale: isLocale(row.locale) ? row.locale : "en" };
}

/** A unit taken back on a visit has its warranty on the unit given for it: no decision moves it back (decision 037). */
function refuseReplaced(row: WarrantyRow): void {
  if (row.status === "replaced") throw new AppError("conflict", warrantyMessages.replacedDecision(row.replacedBy ?? "another unit"));
}

async function lockRegistration(tx: Database, id: number): Promise<WarrantyRow> {
  const [row] = await tx.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.id, id)).for("update");
  if (!row) throw new AppError("not_found", warrantyAdminMessages.notFound);
  return row;
}

/** The expiry date in SQL, as warrantyExpiry computes it (29 February falls back to 28 February). */
const expirySql = sql`(${warrantyRegistrations.purchaseDate} + make_interval(years => ${warrantyRegistrations.warrantyYears}))::date`;

function adminWhere(query: WarrantyAdminQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const today = indiaIsoDate(now);
  if (query.status === "pending") conditions.push(eq(warrantyRegistrations.status, "pending"));
  if (query.status === "rejected") conditions.push(eq(warrantyRegistrations.status, "rejected"));
  if (query.status === "replaced") conditions.push(eq(warrantyRegistrations.status, "replaced"));
  if (query.status === "active") conditions.push(and(eq(warrantyRegistrations.status, "active"), sql`${expirySql} >= ${today}::date`));
  if (query.status === "expired") conditions.push(and(eq(warrantyRegistrations.status, "active"), sql`${expirySql} < ${today}::date`));
  if (query.q) {
    conditions.push(
      or(
        ilike(warrantyRegistrations.serialNo, likePattern(normaliseSerial(query.q))),
        ilike(warrantyRegistrations.mobile, likePattern(query.q.replace(/\s+/g, ""))),
        ilike(warrantyRegistrations.name, likePattern(query.q)),
      ),
    );
  }
  return and(...conditions);
}

function toAdminItem(row: WarrantyRow, now: Date): WarrantyAdminItem {
  const expiryDate = warrantyExpiry(row.purchaseDate, row.warrantyYears);
  return {
    id: row.id,
    serialno: row.serialNo,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    status: warrantyStatus(row.status as StoredWarrantyStatus, expiryDate, now),
    purchaseDate: row.purchaseDate,
    expiryDate,
    dealer: row.dealer,
    createdAt: row.createdAt.toISOString(),
  };
}

function duplicate() {
  return new AppError("conflict", warrantyMessages.duplicate, { errors: { serialno: warrantyMessages.duplicate } });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === "23505") return true;
  }
  return false;
}

