import {
  type ComplaintRequest,
  type ContactRequest,
  type EnquiryKind,
  type EnquiryReceipt,
  type QuoteRequest,
  complaintIssueOf,
  enquiryMessages,
  formatReference,
} from "@urjavolt/contract/enquiries";
import { indiaDate } from "@urjavolt/contract/form-rules";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type NewEnquiryRow, enquiries, enquiryCounters } from "../../db/schema/enquiries.ts";

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;

/** Contact messages, quote requests and complaints: stored as typed, each with its own reference. */
export function createEnquiriesService(db: Database) {
  /** Takes the next number of this kind and year and stores the enquiry with it, in one transaction. */
  async function store(kind: EnquiryKind, fields: Omit<NewEnquiryRow, "kind" | "reference">, now: Date): Promise<string> {
    const year = Number(indiaDate(now).slice(0, 4));
    return db.transaction(async (tx) => {
      const [counter] = await tx
        .insert(enquiryCounters)
        .values({ kind, year, lastNumber: 1 })
        .onConflictDoUpdate({ target: [enquiryCounters.kind, enquiryCounters.year], set: { lastNumber: sql`${enquiryCounters.lastNumber} + 1` } })
        .returning({ lastNumber: enquiryCounters.lastNumber });
      const reference = formatReference(kind, year, counter!.lastNumber);
      await tx.insert(enquiries).values({ ...fields, kind, reference });
      return reference;
    });
  }

  const receipt = (success: string, reference: string): EnquiryReceipt => ({
    message: `${success} Your reference number is ${reference}.`,
    reference,
  });

  return {
    async submitContact(request: ContactRequest, now = new Date()): Promise<EnquiryReceipt> {
      const reference = await store("contact", request, now);
      return receipt(enquiryMessages.contact.success, reference);
    },

    async submitQuote({ products, message, ...contact }: QuoteRequest, now = new Date()): Promise<EnquiryReceipt> {
      const reference = await store("quote", { ...contact, product: products, message: message || null }, now);
      return receipt(enquiryMessages.quote.success, reference);
    },

    async submitComplaint(request: ComplaintRequest, now = new Date()): Promise<EnquiryReceipt> {
      const { issue, description } = complaintIssueOf(request);
      const reference = await store(
        "complaint",
        {
          name: request.name,
          email: request.email,
          mobile: request.mobile,
          product: request.product,
          serialNo: request.serialno || null,
          issue,
          issueDescription: description ?? null,
          pincode: request.pincode,
          message: request.message,
        },
        now,
      );
      return receipt(enquiryMessages.complaint.success, reference);
    },
  };
}
