import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { type DateNames, formatIndiaDateTime, formatIndiaDayTime, formatIndiaTime } from "@urjavolt/contract/dates";
import { OTHER_PRODUCT, productChoiceLabel } from "@urjavolt/contract/enquiries";
import {
  type TicketTarget,
  type TrackedTicket,
  TICKET_MESSAGE_MAX,
  TICKET_PHOTO_MAX_BYTES,
  TICKET_PHOTOS_MAX,
  TICKET_PHOTOS_MAX_BYTES,
  megabytes,
  photoRoomText,
  reopenWindowText,
  ticketTargetText,
  trackRequestMessages,
} from "@urjavolt/contract/service";
import { type ServiceStatus, customerNextSteps, customerStatusLabels } from "@urjavolt/contract/service-rules";
import { type StoredVisitOutcome, visitOutcomeLabels, visitSlotText } from "@urjavolt/contract/service-visits";

/**
 * A service request's page in the page's language (decision 056): the statuses and next steps in
 * the customer's words, the target time, the reopening window, the photos' hint and the visits.
 * The contract keeps these words in English (contract/src/service.ts, service-rules.ts), for the
 * e-mails and texts too; here each has a catalogue message whose English is the same text, and
 * the dates are written with the page's names (lib/date-names.ts). ticket-words.test.ts checks
 * that an English page reads exactly the contract's words.
 */

/** Whether the page was sent `descriptor`'s translation. */
const sent = (i18n: I18n, descriptor: MessageDescriptor) => Object.hasOwn(i18n.messages, descriptor.id);

/** `descriptor` in the page's language when the page was sent its translation; else `english`, never a message id. */
function say(i18n: I18n, descriptor: MessageDescriptor, english: () => string): string {
  return sent(i18n, descriptor) ? i18n._(descriptor) : english();
}

/** The product the request is for: a product keeps its name, "Other / not sure" is said in the page's language (as the forms' list says it). */
export function productText(i18n: I18n, product: string): string {
  const label = productChoiceLabel(product);
  return product === OTHER_PRODUCT.value ? say(i18n, msg`Other / not sure`, () => label) : label;
}

/** What the customer reads about each status (`customerStatusLabels`), by the status. */
export const statusWords: Record<ServiceStatus, MessageDescriptor> = {
  new: msg`We have received your request`,
  acknowledged: msg`Our service team has taken up your request`,
  diagnosing: msg`Our engineer is finding the cause`,
  visit_scheduled: msg`An engineer's visit is scheduled`,
  awaiting_parts: msg`We are waiting for spare parts`,
  waiting_on_customer: msg`We need something from you`,
  resolved: msg`Your issue is resolved`,
  closed: msg`Your request is closed`,
  reopened: msg`Your request is reopened`,
};

/** What happens next (`customerNextSteps`), by the status. */
export const nextStepWords: Record<ServiceStatus, MessageDescriptor> = {
  new: msg`Our service team will call you to confirm the details of the fault.`,
  acknowledged: msg`An engineer will look into the fault and call you about it.`,
  diagnosing: msg`Our engineer is checking the fault. We will tell you what is needed to fix it.`,
  visit_scheduled: msg`An engineer will visit you as arranged. Please keep the unit, its serial number and your invoice at hand.`,
  awaiting_parts: msg`We have ordered the spare parts. We will arrange the repair as soon as they arrive.`,
  waiting_on_customer: msg`Please reply to our last message or call us, so that we can go on with the repair.`,
  resolved: msg`If the fault comes back within 15 days, you can reopen this request with the same reference.`,
  closed: msg`Nothing more is needed from you. Thank you for your patience.`,
  reopened: msg`Our service team will call you again about the fault.`,
};

export function statusText(i18n: I18n, status: ServiceStatus): string {
  return say(i18n, statusWords[status], () => customerStatusLabels[status]);
}

export function nextStepText(i18n: I18n, status: ServiceStatus): string {
  return say(i18n, nextStepWords[status], () => customerNextSteps[status]);
}

/** When the desk aims to act (`ticketTargetText`), the time in India written with the page's names. */
export function targetText(i18n: I18n, names: DateNames | undefined, target: TicketTarget): string {
  const english = () => ticketTargetText(target);
  switch (target.state) {
    case "running": {
      const when = formatIndiaDayTime(target.dueAt, names);
      return say(i18n, target.kind === "response" ? msg`We aim to take up your request by ${when}.` : msg`We aim to resolve it by ${when}.`, english);
    }
    case "overdue": {
      const when = formatIndiaDayTime(target.dueAt, names);
      const sorry =
        target.kind === "response"
          ? msg`We aimed to take up your request by ${when} and are sorry it is taking longer.`
          : msg`We aimed to resolve it by ${when} and are sorry it is taking longer.`;
      const escalated = msg`It has gone to our Grievance Officer, who will see that it is dealt with.`;
      if (!sent(i18n, sorry) || (target.escalated && !sent(i18n, escalated))) return english();
      return target.escalated ? `${i18n._(sorry)} ${i18n._(escalated)}` : i18n._(sorry);
    }
    case "paused":
      return say(i18n, target.waitingFor === "parts" ? msg`Our target time is on hold while we wait for the spare parts.` : msg`Our target time is on hold until we hear from you.`, english);
  }
}

/** Until when a resolved request may be reopened (`reopenWindowText`). */
export function reopenText(i18n: I18n, names: DateNames | undefined, reopenUntil: string): string {
  const until = formatIndiaDateTime(reopenUntil, names);
  return say(i18n, msg`You can reopen this request until ${until}.`, () => reopenWindowText(reopenUntil));
}

const photoSize = megabytes(TICKET_PHOTO_MAX_BYTES);
const photosMax = TICKET_PHOTOS_MAX;
const photosSize = megabytes(TICKET_PHOTOS_MAX_BYTES);

/** The photo form's hint (`trackRequestMessages.photoHint`, then `photoRoomText` once photos were sent). */
export function photoHintText(i18n: I18n, room: TrackedTicket["photoRoom"]): string {
  const hint = say(
    i18n,
    msg`Of the fault, the display or the label with the serial number: a JPEG, PNG or WebP of up to ${photoSize}. A request takes up to ${photosMax} photos, ${photosSize} in all. We remove the location from photos.`,
    () => trackRequestMessages.photoHint,
  );
  if (room.photos >= TICKET_PHOTOS_MAX) return hint;
  const left = megabytes(room.bytes);
  const count = room.photos;
  const more = say(i18n, msg`${plural(count, { one: `You can send # more photo, ${left} in all.`, other: `You can send # more photos, ${left} in all.` })}`, () => photoRoomText(room));
  return `${hint} ${more}`;
}

/** The message box's hint. */
export function messageHintText(i18n: I18n): string {
  const max = TICKET_MESSAGE_MAX;
  return say(i18n, msg`Up to ${max} characters. We will reply by phone or e-mail.`, () => `Up to ${TICKET_MESSAGE_MAX} characters. We will reply by phone or e-mail.`);
}

/** How a visit went, lower case after the slot (`visitOutcomeLabels`). */
const outcomeWords: Record<StoredVisitOutcome, MessageDescriptor> = {
  installed: msg`installed`,
  repaired: msg`repaired`,
  part_replaced: msg`part replaced`,
  unit_replaced: msg`unit replaced`,
  no_fault_found: msg`no fault found`,
};

/** A visit's state in the customer's words: booked, called off, made (and how it went). */
export function visitStateText(i18n: I18n, visit: TrackedTicket["visits"][number]): string {
  if (visit.status === "booked") return say(i18n, msg`booked`, () => "booked");
  if (visit.status === "cancelled") return say(i18n, msg`called off`, () => "called off");
  if (!visit.outcome) return say(i18n, msg`made`, () => "made");
  const english = visitOutcomeLabels[visit.outcome].toLowerCase();
  const outcome = say(i18n, outcomeWords[visit.outcome], () => english);
  return say(i18n, msg`made (${outcome})`, () => `made (${english})`);
}

/** A visit's slot in India time (`visitSlotText`): "Mon, 14 Dec, 3:00 pm to 5:00 pm". */
export function visitSlot(i18n: I18n, names: DateNames | undefined, visit: { from: string; to: string }): string {
  const from = formatIndiaDayTime(visit.from, names);
  const until = formatIndiaTime(visit.to);
  return say(i18n, msg`${from} to ${until}`, () => visitSlotText(visit.from, visit.to));
}
