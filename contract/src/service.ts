import { z } from "zod";
import { VisitSchema, storedVisitOutcomes, visitStatuses } from "./service-visits.ts";
import { PHONE_PATTERN, chosenFileProblem, email, isIsoDate, mobileNumber, pincode, requiredLine, requiredText } from "./form-rules.ts";
import { ID_NOT_FOUND_ISSUE, idParam, idParams } from "./ids.ts";
import { type ComplaintIssue, type ProductChoice, complaintIssues, productChoices } from "./enquiries.ts";
import { warrantyStatuses } from "./warranty.ts";
import { serviceStatuses, ticketActorKinds, ticketEventKinds, ticketPriorities, ticketSources } from "./service-rules.ts";
import { type Holiday, HolidaySchema } from "./service-sla.ts";
import { formatIndiaDateTime, formatIndiaDayTime } from "./dates.ts";
import { paths } from "./paths.ts";
import { MessageConsentSchema } from "./messages.ts";

/**
 * The service desk's staff API (docs/architecture.md, Ticket rules; decision 026): tickets, their
 * history, the unit's warranty at a glance, and the service holidays. The lifecycle itself is in
 * service-rules.ts.
 */

/** Phone tickets take their own series, SRV-2026-000001; a complaint's ticket keeps the complaint's CMP reference. */
export const PHONE_TICKET_PREFIX = "SRV";
export function formatPhoneTicketReference(year: number, number: number): string {
  return `${PHONE_TICKET_PREFIX}-${year}-${String(number).padStart(6, "0")}`;
}

/** Where a customer finds a ticket by its reference and mobile number (decision 028). */
export const TRACK_REQUEST_PATH = paths.trackRequest;

/** The products a ticket is for: the complaint form's product choices (their lines, for the SLA policy, are in service-sla.ts). */
export const serviceProducts = productChoices.map((choice) => choice.value) as [ProductChoice, ...ProductChoice[]];
const issueValues = complaintIssues.map((issue) => issue.value) as [ComplaintIssue, ...ComplaintIssue[]];

export const TICKET_PAGE_SIZE = 25;
export const TICKET_NOTE_MAX = 2000;
export const TICKET_DESCRIPTION_MAX = 2000;

export const serviceMessages = {
  notFound: "No service ticket with this id",
  staffNotFound: "No active staff account with this id",
  holidayNotFound: "No service holiday on this date",
  holidayExists: "This date is already a service holiday",
  samePriority: "The ticket already has this priority",
  sameAssignee: "The ticket is already assigned so",
  phoneTicketOpened: "Service ticket opened",
  photoNotFound: "There is no photo here",
} as const;

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

// ---- List ------------------------------------------------------------------------------------

/** `?status=` takes a status, `open` (every status but resolved and closed: the default) or `all`. */
export const ticketListStatusFilters = ["open", "all", ...serviceStatuses] as const;
export const TicketListQuerySchema = z.object({
  status: z.preprocess(blank, z.enum(ticketListStatusFilters, { error: "Choose a known status" }).default("open")),
  q: z.preprocess(blank, z.string().trim().max(100, { error: "Search cannot exceed 100 characters" }).optional()),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
});
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;

/** One clock: due (null while paused), business minutes left (negative when overdue), and its words. */
export const SlaClockViewSchema = z.object({
  dueAt: z.string().nullable(),
  minutesLeft: z.number(),
  state: z.enum(["running", "paused", "met", "breached"]),
  warning: z.boolean(),
  /** "3 h 20 min left (business hours)", "Overdue by 1 h 5 min", "Paused", "Met". */
  text: z.string(),
});
export const TicketSlaSchema = z.object({ response: SlaClockViewSchema, resolution: SlaClockViewSchema });
export type TicketSla = z.infer<typeof TicketSlaSchema>;

const StaffRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const TicketItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  source: z.enum(ticketSources),
  status: z.enum(serviceStatuses),
  priority: z.enum(ticketPriorities),
  /** One of the desk's product choices, or what the complaint form offered from the catalogue (decision 047). */
  product: z.string(),
  serialNo: z.string().nullable(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  pincode: z.string(),
  assignedTo: StaffRefSchema.nullable(),
  openedAt: z.string(),
  updatedAt: z.string(),
  /** The response and resolution clocks as they stand now (contract/src/service-sla.ts, decision 027). */
  sla: TicketSlaSchema,
  /** When the ticket went to the Grievance Officer for a missed deadline. */
  escalatedAt: z.string().nullable(),
});
export type TicketItem = z.infer<typeof TicketItemSchema>;


export const TicketListSchema = z.object({
  items: z.array(TicketItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TicketList = z.infer<typeof TicketListSchema>;

// ---- Detail ----------------------------------------------------------------------------------

export const TicketEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(ticketEventKinds),
  fromStatus: z.enum(serviceStatuses).nullable(),
  toStatus: z.enum(serviceStatuses).nullable(),
  actor: z.enum(ticketActorKinds),
  /** The staff member, for a staff event. */
  staff: StaffRefSchema.nullable(),
  body: z.string().nullable(),
  /** The console's address of the photo a customer's message carries. */
  photo: z.string().nullable(),
});
export type TicketEvent = z.infer<typeof TicketEventSchema>;

/**
 * The unit's warranty, read from its registration by serial number. `status` is the registration's
 * as the warranty page shows it today; `inWarranty` says whether the unit was covered on the day
 * the ticket was opened (a warranty that ended after the fault was reported still covers it).
 */
export const TicketWarrantySchema = z.discriminatedUnion("registered", [
  z.object({ registered: z.literal(false), serialNo: z.string() }),
  z.object({
    registered: z.literal(true),
    serialNo: z.string(),
    status: z.enum(warrantyStatuses),
    startDate: z.string(),
    endDate: z.string(),
    inWarranty: z.boolean(),
  }),
]);
export type TicketWarranty = z.infer<typeof TicketWarrantySchema>;

export const TicketDetailSchema = TicketItemSchema.extend({
  enquiryId: z.number().int().nullable(),
  issue: z.enum(issueValues),
  issueDescription: z.string().nullable(),
  description: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  reopenUntil: z.string().nullable(),
  /** Null when the ticket has no serial number. */
  warranty: TicketWarrantySchema.nullable(),
  /**
   * Whether the repair is charged: yes when the unit was out of warranty, its registration was
   * rejected, or no registration is found (no serial, or an unregistered one). Staff can still
   * waive the charge; this is the starting point, not the verdict.
   */
  chargeable: z.boolean(),
  /** The statuses staff may move the ticket to now. */
  transitions: z.array(z.enum(serviceStatuses)),
  events: z.array(TicketEventSchema),
  /** Every visit booked for the ticket, soonest slot first (decision 031). */
  visits: z.array(VisitSchema),
  /** What the customer said about updates by SMS and WhatsApp to the ticket's mobile, per channel (decision 030). */
  consents: z.array(MessageConsentSchema),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

// ---- Changes ---------------------------------------------------------------------------------

export const TicketIdParamsSchema = idParams(serviceMessages.notFound);

const note = () => z.string().trim().max(TICKET_NOTE_MAX, { error: `Note cannot exceed ${TICKET_NOTE_MAX} characters` });

export const TicketStatusChangeSchema = z.strictObject({
  status: z.enum(serviceStatuses, { error: "Choose a status" }),
  note: note().optional(),
});
export type TicketStatusChange = z.infer<typeof TicketStatusChangeSchema>;

export const TicketNoteSchema = z.strictObject({
  body: note().min(1, { error: "Write a note" }),
});
export type TicketNote = z.infer<typeof TicketNoteSchema>;

export const TicketPriorityChangeSchema = z.strictObject({
  priority: z.enum(ticketPriorities, { error: "Choose a priority" }),
});
export type TicketPriorityChange = z.infer<typeof TicketPriorityChangeSchema>;

/** Assign to a staff account, or `null` to unassign. */
export const TicketAssignSchema = z.strictObject({
  staffId: z.union([z.number().int().min(1).max(2_147_483_647), z.null()], { error: "Choose a staff account" }),
});
export type TicketAssign = z.infer<typeof TicketAssignSchema>;

const DESCRIPTION_REQUIRED = "Please describe the issue";
/** A ticket staff open for a phone call: the complaint form's fields, the e-mail optional, and a priority. */
export const PhoneTicketSchema = z
  .strictObject({
    name: requiredLine("Name is required", 50, "Name cannot exceed 50 characters"),
    mobile: mobileNumber({ required: "Mobile number is required", invalid: "Please enter a valid mobile number (10-15 digits)" }, PHONE_PATTERN),
    email: z.preprocess(blank, email("Email is required", "Invalid email format").optional()),
    pincode: pincode(),
    product: z.enum(serviceProducts, { error: "Please select a product" }),
    serialno: z.preprocess(blank, z.string().trim().max(50, { error: "Serial number cannot exceed 50 characters" }).optional()),
    issue: z.enum(issueValues, { error: "Please choose an issue" }),
    issueDescription: z.preprocess(blank, z.string().trim().max(500, { error: "Issue description cannot exceed 500 characters" }).optional()),
    description: requiredText("Please describe the issue in detail", TICKET_DESCRIPTION_MAX, `Description cannot exceed ${TICKET_DESCRIPTION_MAX} characters`),
    priority: z.enum(ticketPriorities, { error: "Choose a priority" }).default("normal"),
  })
  .superRefine(
    (ticket, context) => {
      if (ticket.issue === "other" && !ticket.issueDescription) {
        context.addIssue({ code: "custom", path: ["issueDescription"], message: DESCRIPTION_REQUIRED });
      }
    },
    { when: (payload) => (payload.value as { issue?: unknown } | undefined)?.issue === "other" },
  );
export type PhoneTicket = z.infer<typeof PhoneTicketSchema>;
export type PhoneTicketInput = z.input<typeof PhoneTicketSchema>;

// ---- Service holidays ------------------------------------------------------------------------

/** A day the service desk is shut (an India date): the SLA clock does not run on it. */
export const ServiceHolidayInputSchema = HolidaySchema;
export type ServiceHolidayInput = Holiday;

export const ServiceHolidaySchema = z.object({ date: z.string(), name: z.string() });
export type ServiceHoliday = z.infer<typeof ServiceHolidaySchema>;
export const ServiceHolidayListSchema = z.object({ holidays: z.array(ServiceHolidaySchema) });
export type ServiceHolidayList = z.infer<typeof ServiceHolidayListSchema>;

/** `/admin/service/holidays/:date`: a date that is not one names no holiday (404, like an id that is not one). */
export const ServiceHolidayParamsSchema = z.object({
  date: z.string().transform((value, context) => {
    if (isIsoDate(value)) return value;
    context.addIssue({ code: "custom", message: serviceMessages.holidayNotFound, params: { kind: ID_NOT_FOUND_ISSUE } });
    return z.NEVER;
  }),
});

// ---- The customer's page (decision 028) -------------------------------------------------------

export const TICKET_MESSAGE_MAX = 1000;

/** A photo the customer sends on their request (the fault, the label, the display): one image of at most 5 MB. */
export const TICKET_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_PHOTO_CAPTION_MAX = 200;
export const ticketPhotoTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export const TICKET_PHOTO_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";
/** The form field that carries the photo. */
export const TICKET_PHOTO_FIELD = "photo";
/**
 * What one request keeps of the customer's photos (decision 028): at most this many, and at most
 * this many bytes in all as stored, so a public link cannot fill the database.
 */
export const TICKET_PHOTOS_MAX = 10;
export const TICKET_PHOTOS_MAX_BYTES = 25 * 1024 * 1024;

const MB = 1024 * 1024;
/** Bytes in megabytes with one decimal, rounded down: what is left is never overstated. */
export function megabytes(bytes: number): string {
  return `${(Math.floor((Math.max(0, bytes) / MB) * 10) / 10).toFixed(1).replace(/\.0$/, "")} MB`;
}

export const trackRequestMessages = {
  referenceRequired: "Reference number is required",
  referenceInvalid: "Enter the reference as in our e-mail, e.g. CMP-2026-000123",
  mobileRequired: "Mobile number is required",
  mobileInvalid: "Enter the mobile number you gave us, e.g. 9876543210",
  /** One answer for every wrong pair: it tells nobody whether the reference exists. */
  notFound: "We could not find a service request with those details.",
  linkInvalid: "This link is not valid. Please find your request with its reference and mobile number.",
  /** A link past its request's lifetime (decision 036): the look-up gives a fresh one. */
  linkExpired: "This link to your service request has expired. To open it again, enter its reference and your mobile number on the Track Your Service Request page.",
  fallback: "We could not look up your request. Please try again.",
  messageRequired: "Please write your message",
  messageTooLong: `Your message cannot exceed ${TICKET_MESSAGE_MAX} characters`,
  messageFallback: "We could not send your message. Please try again.",
  messageClosed: "This request is closed. If the fault has come back, please file a new complaint.",
  answerInvalid: "Choose whether the fault is fixed",
  answerFallback: "We could not record your answer. Please try again.",
  messageSent: "Thank you. Your message has been sent to our service team.",
  photoRequired: "Choose a photo to send",
  photoType: "The photo must be a JPEG, PNG or WebP image",
  photoTooLarge: "The photo must be 5 MB or smaller",
  photoCaptionTooLong: `The note with the photo cannot exceed ${TICKET_PHOTO_CAPTION_MAX} characters`,
  photoFallback: "We could not send your photo. Please try again.",
  photoSent: "Thank you. Your photo has been sent to our service team.",
  /** The photo form's hint: what a photo and a request take. */
  photoHint: `Of the fault, the display or the label with the serial number: a JPEG, PNG or WebP of up to ${megabytes(TICKET_PHOTO_MAX_BYTES)}. A request takes up to ${TICKET_PHOTOS_MAX} photos, ${megabytes(TICKET_PHOTOS_MAX_BYTES)} in all. We remove the location from photos.`,
  /** Refused: the request has as many photos as it takes. The note sent with the photo is not kept either. */
  photoLimit: `This request already has ${TICKET_PHOTOS_MAX} photos, the most it takes. Nothing was sent: please write anything more as a message.`,
  photosFull: `This request has ${TICKET_PHOTOS_MAX} photos, the most it takes. Please write anything more as a message.`,
  confirmed: "Thank you for confirming. Your request is now closed.",
  reopened: "We are sorry the fault is back. Your request is reopened and our service team will call you.",
} as const;

/** Refused: the photo would take the request's photos over their total (what is left is said). */
export function photoRoomMessage(bytesLeft: number): string {
  return `The photos on a request can add up to ${megabytes(TICKET_PHOTOS_MAX_BYTES)}, and this one would go over (${megabytes(bytesLeft)} left). Nothing was sent: please send a smaller photo.`;
}

/** What is left for photos on a request, for the form's hint. */
export function photoRoomText(room: { photos: number; bytes: number }): string {
  return `You can send ${room.photos} more ${room.photos === 1 ? "photo" : "photos"}, ${megabytes(room.bytes)} in all.`;
}

/** A complaint's CMP-2026-000123 or a phone ticket's SRV-2026-000001; case and spaces around it are forgiven. */
export const TICKET_REFERENCE_PATTERN = /^(CMP|SRV)-\d{4}-\d{6,}$/;

/**
 * The last 10 digits of a mobile number written any way (+91 98765 43210, 098765-43210), or null
 * when it has fewer than 10 digits or more than 15: the look-up compares numbers by these, since
 * the forms accept a leading +91 or 0 and the desk types what the caller says.
 */
export function mobileKey(value: string): string | null {
  if (!/^[\d\s()+-]*$/.test(value)) return null;
  const digits = value.replace(/\D/g, "");
  return digits.length >= 10 && digits.length <= 15 ? digits.slice(-10) : null;
}

export const TicketLookupSchema = z.object({
  reference: z
    .string({ error: trackRequestMessages.referenceRequired })
    .trim()
    .min(1, { error: trackRequestMessages.referenceRequired })
    .max(40, { error: trackRequestMessages.referenceInvalid })
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(TICKET_REFERENCE_PATTERN, { error: trackRequestMessages.referenceInvalid })),
  mobile: z
    .string({ error: trackRequestMessages.mobileRequired })
    .trim()
    .min(1, { error: trackRequestMessages.mobileRequired })
    .max(20, { error: trackRequestMessages.mobileInvalid })
    .refine((value) => mobileKey(value) !== null, { error: trackRequestMessages.mobileInvalid }),
});
export type TicketLookup = z.infer<typeof TicketLookupSchema>;

export const TicketMessageSchema = z.strictObject({
  message: requiredText(trackRequestMessages.messageRequired, TICKET_MESSAGE_MAX, trackRequestMessages.messageTooLong),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

/** The photo form's text: an optional note with the photo (the photo itself is a file, checked by its bytes). */
export const TicketPhotoSchema = z.strictObject({
  caption: z
    .string()
    .trim()
    .max(TICKET_PHOTO_CAPTION_MAX, { error: trackRequestMessages.photoCaptionTooLong })
    .optional()
    .transform((value) => value || null),
});
export type TicketPhoto = z.infer<typeof TicketPhotoSchema>;

/** What the browser can tell of a chosen photo before sending it: none chosen, the wrong type, or too large. */
export function ticketPhotoProblem(file: { name: string; type: string; size: number } | undefined | null): string | undefined {
  // An empty file input sends an empty file: none chosen.
  return chosenFileProblem(file?.size === 0 ? null : file, {
    types: ticketPhotoTypes,
    extensions: /\.(jpe?g|png|webp)$/i,
    maxBytes: TICKET_PHOTO_MAX_BYTES,
    messages: { required: trackRequestMessages.photoRequired, type: trackRequestMessages.photoType, tooLarge: trackRequestMessages.photoTooLarge },
  });
}

/** The customer's answer to a resolved ticket: fixed closes it, not fixed reopens it within the window. */
export const ticketAnswers = ["fixed", "not_fixed"] as const;
export const TicketAnswerSchema = z.strictObject({
  answer: z.enum(ticketAnswers, { error: trackRequestMessages.answerInvalid }),
});
export type TicketAnswer = z.infer<typeof TicketAnswerSchema>;

/** The signed link's path segment: base64url payload, a dot, and the signature (server/src/lib/signed-links.ts). */
export const TicketTokenParamsSchema = z.object({ token: z.string().max(300) });
/** A photo on a request, by the signed link and the message it came with; an id that is not one is the same 404. */
export const TicketPhotoParamsSchema = TicketTokenParamsSchema.extend({ eventId: idParam(serviceMessages.photoNotFound) });
/** A photo on a ticket in the console, by the ticket and the message it came with. */
export const TicketPhotoAdminParamsSchema = z.object({ id: idParam(serviceMessages.notFound), eventId: idParam(serviceMessages.photoNotFound) });

/**
 * When the desk aims to act next, from the clock that is running (decision 027): the response
 * until staff take the request up, then the resolution. `paused` while the desk waits for parts or
 * for the customer; `overdue` once the time has passed (`escalated`: it went to the Grievance
 * Officer). None once the request is resolved or closed.
 */
export const TicketTargetSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("running"), kind: z.enum(["response", "resolution"]), dueAt: z.string() }),
  z.object({ state: z.literal("overdue"), kind: z.enum(["response", "resolution"]), dueAt: z.string(), escalated: z.boolean() }),
  z.object({ state: z.literal("paused"), waitingFor: z.enum(["parts", "customer"]) }),
]);
export type TicketTarget = z.infer<typeof TicketTargetSchema>;

/** The target in the customer's words, with the time in India. */
export function ticketTargetText(target: TicketTarget): string {
  switch (target.state) {
    case "running":
      return target.kind === "response"
        ? `We aim to take up your request by ${formatIndiaDayTime(target.dueAt)}.`
        : `We aim to resolve it by ${formatIndiaDayTime(target.dueAt)}.`;
    case "overdue": {
      const aim = target.kind === "response" ? "take up your request" : "resolve it";
      const followUp = target.escalated ? " It has gone to our Grievance Officer, who will see that it is dealt with." : "";
      return `We aimed to ${aim} by ${formatIndiaDayTime(target.dueAt)} and are sorry it is taking longer.${followUp}`;
    }
    case "paused":
      return target.waitingFor === "parts"
        ? "Our target time is on hold while we wait for the spare parts."
        : "Our target time is on hold until we hear from you.";
  }
}

/** A status the request took, and whether the customer moved it (closing or reopening it). */
export const TrackedStatusStepSchema = z.object({ status: z.enum(serviceStatuses), at: z.string(), byCustomer: z.boolean() });
/**
 * A message on the request: the customer's, or the service desk's. Staff notes are never among them.
 * `photo` is the address of the photo the customer sent with it, readable with the request's link only.
 */
export const TrackedMessageSchema = z.object({ from: z.enum(["customer", "desk"]), at: z.string(), body: z.string(), photo: z.string().nullable() });
/**
 * An engineer's visit as the customer sees it (decision 031): the slot, the technician's first name,
 * and whether it is still to come, was made (with its outcome) or was called off.
 */
export const TrackedVisitSchema = z.object({
  from: z.string(),
  to: z.string(),
  technician: z.string(),
  status: z.enum(visitStatuses),
  outcome: z.enum(storedVisitOutcomes).nullable(),
});

/** A ticket as its customer sees it (decision 028): no name, mobile, e-mail, priority, assignee or staff notes. */
export const TrackedTicketSchema = z.object({
  /** The signed token that opens this page again. */
  token: z.string(),
  reference: z.string(),
  product: z.string(),
  status: z.enum(serviceStatuses),
  openedAt: z.string(),
  target: TicketTargetSchema.nullable(),
  /** Set while the ticket is resolved: until when the customer may reopen it. */
  reopenUntil: z.string().nullable(),
  /** What the customer may do now. */
  canMessage: z.boolean(),
  canConfirm: z.boolean(),
  canReopen: z.boolean(),
  history: z.array(TrackedStatusStepSchema),
  messages: z.array(TrackedMessageSchema),
  /** What is left for the customer's photos on this request (TICKET_PHOTOS_MAX, TICKET_PHOTOS_MAX_BYTES). */
  photoRoom: z.object({ photos: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  visits: z.array(TrackedVisitSchema),
});
export type TrackedTicket = z.infer<typeof TrackedTicketSchema>;

/** For a resolved request still in its window: until when it may be reopened, to the minute (15 × 24 h from the resolution). */
export function reopenWindowText(reopenUntil: string): string {
  return `You can reopen this request until ${formatIndiaDateTime(reopenUntil)}.`;
}
