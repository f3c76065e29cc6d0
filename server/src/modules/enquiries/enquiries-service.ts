import {
  type ComplaintRequest,
  type ContactRequest,
  type EnquiryDetail,
  type EnquiryKind,
  type EnquiryReceipt,
  type EnquiryStatus,
  type EnquiryStatusChange,
  INBOX_EXPORT_MAX,
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxItem,
  type InboxList,
  type InboxQuery,
  type QuoteRequest,
  complaintIssueLabel,
  complaintIssueOf,
  enquiryAdminMessages,
  enquiryKindLabels,
  enquiryMessages,
  enquiryStatusLabels,
  formatReference,
  productChoiceLabel,
  type CatalogueProductRef,
  PRODUCT_UNKNOWN,
  isOfferedProduct,
} from "@urjavolt/contract/enquiries";
import { indiaDayEnd, indiaDayStart, indiaIsoDate, indiaSpreadsheetDateTime } from "@urjavolt/contract/dates";
import { type SQL, and, asc, count, desc, eq, gte, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type EnquiryRow, type NewEnquiryRow, enquiries, enquiryEvents } from "../../db/schema/enquiries.ts";
import { staffUsers } from "../../db/schema/staff.ts";
import { AppError } from "../../http/errors.ts";
import { toCsv } from "../../lib/csv.ts";
import { type EnquiryMailFacts, type EnquirySummaryLabel, type MailSettings, enquiryConfirmationMail, staffEnquiryMail } from "../messaging/mail-templates.ts";
import { nextLooseNumber } from "../../lib/counters.ts";
import { enqueueMail } from "../messaging/outbox.ts";
import { staffSearch } from "../../lib/admin-query.ts";
import { recordConsents } from "../messaging/text-messages.ts";
import { type TextChannel, consentedChannels } from "@urjavolt/contract/messages";
import { INVALID_FORM_MESSAGE } from "@urjavolt/contract/form-rules";
import { paths } from "@urjavolt/contract/paths";
import { signServiceRequestToken } from "../../lib/signed-links.ts";
import type { Locale } from "@urjavolt/contract/locale";

/** How a form reached us: the language of the page it was sent from (decision 056), and when. */
export type SentFrom = { locale?: Locale; now?: Date };

/** Who is acting in the console (set by requireStaff). */
export type ActingStaff = { id: number };

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;

export type EnquiryHooks = {
  /**
   * Runs inside the transaction that stores a complaint: the service desk opens its ticket there, so
   * a complaint never exists without its ticket (decision 026).
   */
  complaintStored?: (tx: Database, complaint: EnquiryRow) => Promise<{ responseDueAt: Date | null } | void>;
  /**
   * The live catalogue, for the products the quote and complaint forms offer (decision 047): a
   * product the form never offered is refused with its field's message.
   */
  offeredProducts?: () => Promise<readonly CatalogueProductRef[]>;
};

/** Contact messages, quote requests and complaints: stored as typed, each with its own reference. */
export function createEnquiriesService(db: Database, mail: MailSettings, hooks: EnquiryHooks = {}) {
  /**
   * Takes the next number of this kind and year and stores the enquiry with it, in one transaction
   * with the customer's confirmation and the staff notice (the outbox).
   */
  async function store(
    kind: EnquiryKind,
    fields: Omit<NewEnquiryRow, "kind" | "reference">,
    now: Date,
    consents: readonly TextChannel[] = [],
  ): Promise<{ reference: string; responseDueAt: Date | null }> {
    const year = Number(indiaIsoDate(now).slice(0, 4));
    return db.transaction(async (tx) => {
      // From a sequence, not a locked counter (decision 048): a reference need not be gapless, and
      // a counter row held to the commit lined up every form sent at once behind each other.
      const reference = formatReference(kind, year, await nextLooseNumber(tx, `enquiry-${kind}`, String(year)));
      const [row] = await tx.insert(enquiries).values({ ...fields, kind, reference }).returning();
      // The boxes ticked for SMS and WhatsApp updates, recorded with the form and the reference
      // before the ticket opens, so its first update can go to them (decision 030).
      await recordConsents(tx, { mobile: fields.mobile, channels: consents, source: "complaint-form", reference, at: now, locale: fields.locale as Locale | undefined });
      const ticket = kind === "complaint" ? await hooks.complaintStored?.(tx, row!) : undefined;
      const listed: [EnquirySummaryLabel, string | null | undefined][] = [
        ["Subject", fields.subject],
        ["Product", fields.product],
        ["Serial number", fields.serialNo],
        ["Issue", fields.issueDescription ? `${fields.issue ?? ""}: ${fields.issueDescription}` : fields.issue],
        ["PIN code", fields.pincode],
        ["Message", fields.message],
      ];
      const summary = listed.filter((row): row is [EnquirySummaryLabel, string] => typeof row[1] === "string" && row[1] !== "");
      const facts: EnquiryMailFacts = { kind, reference, name: fields.name, email: fields.email, mobile: fields.mobile, summary, locale: row!.locale as Locale };
      await enqueueMail(tx, enquiryConfirmationMail(facts), staffEnquiryMail(facts, mail));
      return { reference, responseDueAt: ticket?.responseDueAt ?? null };
    });
  }

  /** Refuses a product the quote and complaint forms do not offer (decision 047). */
  async function checkProduct(field: "products" | "product", value: string): Promise<void> {
    if (!hooks.offeredProducts) return;
    if (isOfferedProduct(value, await hooks.offeredProducts())) return;
    throw new AppError("invalid", INVALID_FORM_MESSAGE, { errors: { [field]: PRODUCT_UNKNOWN } });
  }

  const receipt = (success: string, reference: string): EnquiryReceipt => ({
    message: `${success} Your reference number is ${reference}.`,
    reference,
  });

  return {
    async submitContact(request: ContactRequest, { locale = "en", now = new Date() }: SentFrom = {}): Promise<EnquiryReceipt> {
      const { reference } = await store("contact", { ...request, locale }, now);
      return receipt(enquiryMessages.contact.success, reference);
    },

    async submitQuote({ products, message, ...contact }: QuoteRequest, { locale = "en", now = new Date() }: SentFrom = {}): Promise<EnquiryReceipt> {
      await checkProduct("products", products);
      const { reference } = await store("quote", { ...contact, product: products, message: message || null, locale }, now);
      return receipt(enquiryMessages.quote.success, reference);
    },

    /**
     * A complaint, with its service ticket. The answer also gives the ticket's signed page (the link
     * its e-mails carry, decision 028) and when its response is due by its SLA, so the customer can
     * follow the request and knows when we will call (decision 047).
     */
    async submitComplaint(request: ComplaintRequest, { locale = "en", now = new Date() }: SentFrom = {}): Promise<EnquiryReceipt> {
      await checkProduct("product", request.product);
      const { issue, description } = complaintIssueOf(request);
      const { reference, responseDueAt } = await store(
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
          locale,
        },
        now,
        consentedChannels(request),
      );
      return {
        ...receipt(enquiryMessages.complaint.success, reference),
        trackPath: paths.trackRequestTicket(signServiceRequestToken(reference, mail.trackingSecret)),
        ...(responseDueAt ? { callBy: responseDueAt.toISOString() } : {}),
      };
    },

    // ---- Staff console -------------------------------------------------------------------------

    /** A page of the inbox, newest first, with the filters applied. */
    async list(query: InboxQuery): Promise<InboxList> {
      const where = inboxWhere(query);
      const [total] = await db.select({ value: count() }).from(enquiries).where(where);
      const rows = await db
        .select()
        .from(enquiries)
        .where(where)
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(INBOX_PAGE_SIZE)
        .offset((query.page - 1) * INBOX_PAGE_SIZE);
      return { items: rows.map(toInboxItem), total: total?.value ?? 0, page: query.page, pageSize: INBOX_PAGE_SIZE };
    },

    /** The filtered inbox as CSV (at most INBOX_EXPORT_MAX rows, newest first). */
    async exportCsv(filter: InboxFilter): Promise<string> {
      const rows = await db
        .select()
        .from(enquiries)
        .where(inboxWhere(filter))
        .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
        .limit(INBOX_EXPORT_MAX);
      return toCsv(
        ["Reference", "Type", "Status", "Received (IST)", "Last changed (IST)", "Name", "E-mail", "Mobile", "Subject", "Product", "Serial number", "Issue", "Pin code", "Message"],
        rows.map((row) => [
          row.reference,
          enquiryKindLabels[row.kind as EnquiryKind],
          enquiryStatusLabels[row.status as EnquiryStatus],
          indiaSpreadsheetDateTime(row.createdAt),
          indiaSpreadsheetDateTime(row.updatedAt),
          row.name,
          row.email,
          row.mobile,
          row.subject,
          productChoiceLabel(row.product),
          row.serialNo,
          complaintIssueLabel(row.issue, row.issueDescription),
          row.pincode,
          row.message,
        ]),
      );
    },

    async get(id: number): Promise<EnquiryDetail> {
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
      if (!row) throw new AppError("not_found", enquiryAdminMessages.notFound);
      return toDetail(row, await eventsOf(db, id));
    },

    /** Moves an enquiry to a status (or keeps it) with an internal note, and records who did it. */
    async changeStatus(id: number, change: EnquiryStatusChange, staff: ActingStaff): Promise<EnquiryDetail> {
      const note = change.note || null;
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id)).for("update");
        if (!row) throw new AppError("not_found", enquiryAdminMessages.notFound);
        if (row.status === change.status && !note) {
          throw new AppError("invalid", enquiryAdminMessages.nothingToChange, { errors: { status: enquiryAdminMessages.nothingToChange } });
        }
        const now = new Date();
        await tx.update(enquiries).set({ status: change.status, updatedAt: now }).where(eq(enquiries.id, id));
        await tx.insert(enquiryEvents).values({ enquiryId: id, staffId: staff.id, fromStatus: row.status, toStatus: change.status, note, createdAt: now });
      });
      return this.get(id);
    },
  };
}


function inboxWhere(filter: InboxFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.type) conditions.push(eq(enquiries.kind, filter.type));
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));
  // From and To are whole India days, both included.
  if (filter.from) conditions.push(gte(enquiries.createdAt, indiaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(enquiries.createdAt, indiaDayEnd(filter.to)));
  conditions.push(staffSearch(filter.q, [enquiries.reference, enquiries.name, enquiries.email, enquiries.mobile, enquiries.subject, enquiries.serialNo, enquiries.message], { phones: [enquiries.mobile] }));
  return and(...conditions);
}

function summaryOf(row: EnquiryRow): string {
  if (row.kind === "contact") return row.subject ?? "";
  if (row.kind === "quote") return productChoiceLabel(row.product);
  return [complaintIssueLabel(row.issue, row.issueDescription), productChoiceLabel(row.product)].filter(Boolean).join(" · ");
}

function toInboxItem(row: EnquiryRow): InboxItem {
  return {
    id: row.id,
    kind: row.kind as EnquiryKind,
    reference: row.reference,
    status: row.status as EnquiryStatus,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    summary: summaryOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDetail(row: EnquiryRow, events: EnquiryDetail["events"]): EnquiryDetail {
  return {
    ...toInboxItem(row),
    subject: row.subject,
    product: row.product,
    serialNo: row.serialNo,
    issue: row.issue,
    issueDescription: row.issueDescription,
    pincode: row.pincode,
    message: row.message,
    events,
  };
}

async function eventsOf(db: Database, enquiryId: number): Promise<EnquiryDetail["events"]> {
  const rows = await db
    .select({
      id: enquiryEvents.id,
      at: enquiryEvents.createdAt,
      staffName: staffUsers.name,
      staffEmail: staffUsers.email,
      fromStatus: enquiryEvents.fromStatus,
      toStatus: enquiryEvents.toStatus,
      note: enquiryEvents.note,
    })
    .from(enquiryEvents)
    .innerJoin(staffUsers, eq(staffUsers.id, enquiryEvents.staffId))
    .where(eq(enquiryEvents.enquiryId, enquiryId))
    .orderBy(asc(enquiryEvents.createdAt), asc(enquiryEvents.id));
  return rows.map((event) => ({
    ...event,
    at: event.at.toISOString(),
    fromStatus: event.fromStatus as EnquiryStatus,
    toStatus: event.toStatus as EnquiryStatus,
  }));
}

