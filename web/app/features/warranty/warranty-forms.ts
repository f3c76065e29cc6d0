import { WarrantyCheckSchema, WarrantyRegistrationSchema, warrantyMessages } from "@urjavolt/contract/warranty";
import { defineForm } from "../../lib/route-form";

/** The warranty page's two forms (docs/requirements/site-and-service-forms.md §2, §4, §5), for their components and the page's action. */
export const registrationForm = defineForm({
  name: "register",
  schema: WarrantyRegistrationSchema,
  initial: { name: "", mobile: "", email: "", serialno: "", purchaseDate: "", dealer: "", invoiceno: "", pincode: "", comments: "", sms_updates: "", whatsapp_updates: "" },
  fallback: warrantyMessages.fallback,
  compact: ["mobile", "serialno"],
});

export const statusCheckForm = defineForm({
  name: "check",
  schema: WarrantyCheckSchema,
  initial: { serialno: "" },
  fallback: warrantyMessages.checkFallback,
  compact: ["serialno"],
});

/** The query that opens the status check: `/warranty?form=check`. */
export const FORM_PARAM = "form";
export const CHECK = "check";
