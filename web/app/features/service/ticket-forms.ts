import { TicketAnswerSchema, TicketMessageSchema, TicketPhotoSchema, trackRequestMessages } from "@urjavolt/contract/service";
import { defineForm } from "../../lib/route-form";
import { ticketMessages } from "./ticket-messages";

/**
 * The forms of a service request's own page (decision 028), for the page and its action: the
 * message, a photo, and the answer to a resolved request. Their messages show in the page's
 * language (decision 056); apart from the look-up's (track-request-forms.ts), so the look-up page
 * does not carry them.
 */
export const ticketMessageForm = defineForm({
  name: "message",
  schema: TicketMessageSchema,
  initial: { message: "" },
  fallback: trackRequestMessages.messageFallback,
  messages: ticketMessages,
});

/** A photo with an optional note; the photo is the form's file, checked by the page and by the server. */
export const ticketPhotoForm = defineForm({
  name: "photo",
  schema: TicketPhotoSchema,
  initial: { caption: "" },
  fallback: trackRequestMessages.photoFallback,
  messages: ticketMessages,
});

/** "Yes, it is fixed" and "No, the fault is back": one form each, its answer in a hidden field. */
export const ticketFixedForm = defineForm({
  name: "fixed",
  schema: TicketAnswerSchema,
  initial: { answer: "fixed" },
  fallback: trackRequestMessages.answerFallback,
  messages: ticketMessages,
});

export const ticketNotFixedForm = defineForm({
  name: "not-fixed",
  schema: TicketAnswerSchema,
  initial: { answer: "not_fixed" },
  fallback: trackRequestMessages.answerFallback,
  messages: ticketMessages,
});
