import { msg } from "@lingui/core/macro";
import { type FormMessages, withCommonMessages } from "../../lib/form-messages";

/**
 * The request page's messages, for its four forms (the message, the photo, "fixed" and "not fixed")
 * and what they answer: the schemas' and the photo check's messages, the server's refusals (a
 * closed request, no room for another photo, a link that is not or no longer valid, the rules of
 * reopening as `ticketTransitionProblem` words them) and the thanks, each keyed by the contract's
 * English (contract/src/service.ts, service-rules.ts) as the look-up's are (track-request-messages.ts).
 */
export const ticketMessages: FormMessages = withCommonMessages({
  "Please write your message": msg`Please write your message`,
  "Your message cannot exceed 1000 characters": msg`Your message cannot exceed 1000 characters`,
  "We could not send your message. Please try again.": msg`We could not send your message. Please try again.`,
  "This request is closed. If the fault has come back, please file a new complaint.": msg`This request is closed. If the fault has come back, please file a new complaint.`,
  "Thank you. Your message has been sent to our service team.": msg`Thank you. Your message has been sent to our service team.`,
  "Choose a photo to send": msg`Choose a photo to send`,
  "The photo must be a JPEG, PNG or WebP image": msg`The photo must be a JPEG, PNG or WebP image`,
  "The photo must be 5 MB or smaller": msg`The photo must be 5 MB or smaller`,
  "The note with the photo cannot exceed 200 characters": msg`The note with the photo cannot exceed 200 characters`,
  "We could not send your photo. Please try again.": msg`We could not send your photo. Please try again.`,
  "This request already has 10 photos, the most it takes. Nothing was sent: please write anything more as a message.": msg`This request already has 10 photos, the most it takes. Nothing was sent: please write anything more as a message.`,
  "This request has 10 photos, the most it takes. Please write anything more as a message.": msg`This request has 10 photos, the most it takes. Please write anything more as a message.`,
  "Thank you. Your photo has been sent to our service team.": msg`Thank you. Your photo has been sent to our service team.`,
  "Choose whether the fault is fixed": msg`Choose whether the fault is fixed`,
  "We could not record your answer. Please try again.": msg`We could not record your answer. Please try again.`,
  "Thank you for confirming. Your request is now closed.": msg`Thank you for confirming. Your request is now closed.`,
  "We are sorry the fault is back. Your request is reopened and our service team will call you.": msg`We are sorry the fault is back. Your request is reopened and our service team will call you.`,
  "We could not find a service request with those details.": msg`We could not find a service request with those details.`,
  "This link is not valid. Please find your request with its reference and mobile number.": msg`This link is not valid. Please find your request with its reference and mobile number.`,
  "This link to your service request has expired. To open it again, enter its reference and your mobile number on the Track Your Service Request page.": msg`This link to your service request has expired. To open it again, enter its reference and your mobile number on the Track Your Service Request page.`,
  "A ticket can be reopened only within 15 days of being resolved. Open a new ticket instead.": msg`A ticket can be reopened only within 15 days of being resolved. Open a new ticket instead.`,
  "This ticket is closed. Open a new ticket if the fault has come back.": msg`This ticket is closed. Open a new ticket if the fault has come back.`,
  "This ticket is already closed.": msg`This ticket is already closed.`,
  "This ticket is already reopened.": msg`This ticket is already reopened.`,
  "Only a resolved ticket can be reopened.": msg`Only a resolved ticket can be reopened.`,
  "Only a resolved ticket can be closed.": msg`Only a resolved ticket can be closed.`,
});
