import { WarrantyCheckSchema, WarrantyRegistrationSchema, warrantyMessages } from "@urjavolt/contract/warranty";
import { cleanMobile, cleanPincodeInput } from "@urjavolt/contract/form-rules";
import { defineForm } from "../../lib/route-form";
import { checkMessages, registrationMessages } from "./warranty-messages";

/** Spec §5: the serial number's spaces are dropped while typing. */
const dropSpaces = (value: string) => value.replace(/\s+/g, "");

/**
 * The warranty page's two forms (docs/requirements/site-and-service-forms.md §2, §4, §5), for their
 * components and the page's action; their messages show in the page's language (warranty-messages.ts, decision 056).
 */
export const registrationForm = defineForm({
  name: "register",
  schema: WarrantyRegistrationSchema,
  initial: { name: "", mobile: "", email: "", serialno: "", purchaseDate: "", dealer: "", invoiceno: "", pincode: "", comments: "", sms_updates: "", whatsapp_updates: "" },
  fallback: warrantyMessages.fallback,
  clean: { mobile: cleanMobile, serialno: dropSpaces, pincode: cleanPincodeInput },
  messages: registrationMessages,
});

export const statusCheckForm = defineForm({
  name: "check",
  schema: WarrantyCheckSchema,
  initial: { serialno: "" },
  fallback: warrantyMessages.checkFallback,
  clean: { serialno: dropSpaces },
  messages: checkMessages,
});

/**
 * The check's "Send a code to the registered mobile" (decision 052): the serial the popup showed,
 * posted back so the code goes to the mobile it was registered with, whoever asks.
 */
export const ownerCodeForm = defineForm({
  name: "owner-code",
  schema: WarrantyCheckSchema,
  initial: { serialno: "" },
  fallback: warrantyMessages.checkFallback,
  clean: { serialno: dropSpaces },
  messages: checkMessages,
});

/** The query that opens the status check: `/warranty?form=check`. */
export const FORM_PARAM = "form";
export const CHECK = "check";
