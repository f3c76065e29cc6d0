import { msg } from "@lingui/core/macro";
import { type FormMessages, withCommonMessages } from "../../lib/form-messages";

/**
 * The service request look-up's messages in the page's language (decision 056, "Forms' messages"):
 * the contract keeps them in English (contract/src/service.ts), as the JSON API gives them; each
 * has its catalogue message here, whose English is the same text (track-request-messages.test.ts).
 */

/**
 * The look-up's messages (lib/form-messages.ts): TicketLookupSchema's, the one answer for a
 * reference and mobile that do not match, and the form's fallback.
 */
export const trackRequestFormMessages: FormMessages = withCommonMessages({
  "Reference number is required": msg`Reference number is required`,
  "Enter the reference as in our e-mail, e.g. CMP-2026-000123": msg`Enter the reference as in our e-mail, e.g. CMP-2026-000123`,
  "Mobile number is required": msg`Mobile number is required`,
  "Enter the mobile number you gave us, e.g. 9876543210": msg`Enter the mobile number you gave us, e.g. 9876543210`,
  "We could not find a service request with those details.": msg`We could not find a service request with those details.`,
  "We could not look up your request. Please try again.": msg`We could not look up your request. Please try again.`,
});
