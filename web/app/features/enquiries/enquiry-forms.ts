import { ComplaintFormSchema, ContactRequestSchema, QuoteRequestSchema, enquiryMessages } from "@urjavolt/contract/enquiries";
import { cleanMobile, cleanPincodeInput } from "@urjavolt/contract/form-rules";
import { defineForm } from "../../lib/route-form";
import { complaintMessages, contactMessages, quoteMessages } from "./enquiry-messages";

/** The three service forms (docs/requirements/site-and-service-forms.md §2–§5), for their components and route actions. */
export const contactForm = defineForm({
  name: "contact",
  schema: ContactRequestSchema,
  initial: { name: "", email: "", mobile: "", subject: "", message: "" },
  fallback: enquiryMessages.contact.fallback,
  clean: { mobile: cleanMobile },
  messages: contactMessages,
});

export const quoteForm = defineForm({
  name: "quote",
  schema: QuoteRequestSchema,
  initial: { name: "", email: "", mobile: "", products: "", message: "" },
  fallback: enquiryMessages.quote.fallback,
  clean: { mobile: cleanMobile },
  messages: quoteMessages,
});

export const complaintForm = defineForm({
  name: "complaint",
  schema: ComplaintFormSchema,
  initial: {
    name: "",
    email: "",
    mobile: "",
    product: "",
    serialno: "",
    service_issue: "",
    other_issue_description: "",
    pincode: "",
    message: "",
    sms_updates: "",
    whatsapp_updates: "",
  },
  fallback: enquiryMessages.complaint.fallback,
  clean: { mobile: cleanMobile, pincode: cleanPincodeInput },
  messages: complaintMessages,
});
