import {
  type StoredWarrantyStatus,
  type WarrantyDetails,
  type WarrantyLookup,
  type WarrantyRegistered,
  type WarrantyRegistration,
  invoiceTypes,
  normaliseSerial,
  warrantyExpiry,
  warrantyMessages,
  warrantyStatus,
} from "@urjavolt/contract/warranty";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "../../db/client.ts";
import { type WarrantyRow, warrantyRegistrations } from "../../db/schema/warranty.ts";
import { AppError } from "../../http/errors.ts";
import type { FileStore } from "../../lib/file-store.ts";

export type InvoiceUpload = { filename: string; data: Buffer };

export type WarrantyService = ReturnType<typeof createWarrantyService>;

export function createWarrantyService(db: Database, files: FileStore) {
  return {
    /**
     * Registers a serial once, Pending until staff check the invoice. The invoice is judged by its
     * bytes, and it is stored in the same transaction as the registration: both or neither.
     */
    async register(registration: WarrantyRegistration, invoice: InvoiceUpload): Promise<WarrantyRegistered> {
      const detected = await fileTypeFromBuffer(invoice.data);
      if (!detected || !(invoiceTypes as readonly string[]).includes(detected.mime)) {
        throw new AppError("unsupported_type", warrantyMessages.invoiceType, { errors: { invoice: warrantyMessages.invoiceType } });
      }
      const serialNo = normaliseSerial(registration.serialno);
      try {
        await db.transaction(async (tx) => {
          const [existing] = await tx.select({ id: warrantyRegistrations.id }).from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serialNo));
          if (existing) throw duplicate();
          const invoiceFileId = await files.save(tx, {
            purpose: "warranty-invoice",
            contentType: detected.mime,
            originalName: invoice.filename,
            data: invoice.data,
          });
          await tx.insert(warrantyRegistrations).values({
            serialNo,
            name: registration.name,
            mobile: registration.mobile,
            purchaseDate: registration.purchaseDate,
            dealer: registration.dealer,
            invoiceNo: registration.invoiceno,
            pincode: registration.pincode,
            comments: registration.comments || null,
            invoiceFileId,
            status: "pending",
          });
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

    async lookup(serial: string, now: Date = new Date()): Promise<WarrantyLookup> {
      const [row] = await db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, normaliseSerial(serial)));
      if (!row) throw new AppError("not_found", warrantyMessages.notFound);
      return { status: "success", message: "Warranty found", data: toDetails(row, now) };
    },
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

/** The spec's lookup fields; the mobile number shows only its last four digits to whoever holds the serial. */
function toDetails(row: WarrantyRow, now: Date): WarrantyDetails {
  const expiry = warrantyExpiry(row.purchaseDate, row.warrantyYears);
  const status = warrantyStatus(row.status as StoredWarrantyStatus, expiry, now);
  return {
    serialno: row.serialNo,
    name: row.name,
    mobile: `XXXXXX${row.mobile.slice(-4)}`,
    status,
    invoice: row.invoiceFileId === null ? "Unknown" : "Received",
    purchase_date: row.purchaseDate,
    expiry_date: expiry,
    dealer: row.dealer,
    invoiceno: row.invoiceNo,
    pincode: row.pincode,
    ...(status === "Rejected" && row.rejectionReason ? { rejection_reason: row.rejectionReason } : {}),
  };
}
