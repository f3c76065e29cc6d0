import { cleanMobile } from "@urjavolt/contract/form-rules";
import { TicketLookupSchema, trackRequestMessages } from "@urjavolt/contract/service";
import { defineForm } from "../../lib/route-form";
import { trackRequestFormMessages } from "./track-request-messages";

/**
 * The look-up of the customer's service request on /track-request (decision 028), for the page and
 * its action; the request's own page has its forms in ticket-forms.ts. Its messages show in the
 * page's language (decision 056).
 */
export const trackRequestForm = defineForm({
  name: "track-request",
  schema: TicketLookupSchema,
  initial: { reference: "", mobile: "" },
  fallback: trackRequestMessages.fallback,
  clean: { mobile: cleanMobile },
  messages: trackRequestFormMessages,
});
