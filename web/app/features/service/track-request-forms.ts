import { cleanMobile } from "@urjavolt/contract/form-rules";
import { TicketAnswerSchema, TicketLookupSchema, TicketMessageSchema, TicketPhotoSchema, trackRequestMessages } from "@urjavolt/contract/service";
import { defineForm } from "../../lib/route-form";

/**
 * The forms of the customer's service request pages (decision 028), for the pages and their
 * actions: the look-up on /track-request, and the message and the answer to a resolved request on
 * the request's own page.
 */
export const trackRequestForm = defineForm({
  name: "track-request",
  schema: TicketLookupSchema,
  initial: { reference: "", mobile: "" },
  fallback: trackRequestMessages.fallback,
  clean: { mobile: cleanMobile },
});

export const ticketMessageForm = defineForm({
  name: "message",
  schema: TicketMessageSchema,
  initial: { message: "" },
  fallback: trackRequestMessages.messageFallback,
});

/** A photo with an optional note; the photo is the form's file, checked by the page and by the server. */
export const ticketPhotoForm = defineForm({
  name: "photo",
  schema: TicketPhotoSchema,
  initial: { caption: "" },
  fallback: trackRequestMessages.photoFallback,
});

/** "Yes, it is fixed" and "No, the fault is back": one form each, its answer in a hidden field. */
export const ticketFixedForm = defineForm({
  name: "fixed",
  schema: TicketAnswerSchema,
  initial: { answer: "fixed" },
  fallback: trackRequestMessages.answerFallback,
});

export const ticketNotFixedForm = defineForm({
  name: "not-fixed",
  schema: TicketAnswerSchema,
  initial: { answer: "not_fixed" },
  fallback: trackRequestMessages.answerFallback,
});
