import { accountMessages, cleanCode } from "@urjavolt/contract/accounts";
import { AddressFormSchema, ErasureConfirmSchema, MobileChangeCodesSchema, MobileChangeStartSchema, ProfileInputSchema } from "@urjavolt/contract/accounts-rights";
import { cleanMobile, cleanPincodeInput } from "@urjavolt/contract/form-rules";
import { defineForm } from "../../lib/route-form";

/** The forms of a customer's rights (decision 053), for the pages and their actions. */
const fallback = "We could not save this just now. Please try again.";

export const profileForm = defineForm({ name: "profile", schema: ProfileInputSchema, initial: { name: "", email: "" }, fallback });

export const addressForm = defineForm({
  name: "address",
  schema: AddressFormSchema,
  initial: { id: "", full_name: "", mobile: "", address: "", city: "", state: "", pincode: "" },
  fallback,
  clean: { mobile: cleanMobile, pincode: cleanPincodeInput },
});

export const mobileStartForm = defineForm({ name: "mobile", schema: MobileChangeStartSchema, initial: { mobile: "" }, fallback: accountMessages.fallback, clean: { mobile: cleanMobile } });

export const mobileCodesForm = defineForm({
  name: "codes",
  schema: MobileChangeCodesSchema,
  initial: { currentCode: "", newCode: "" },
  fallback: accountMessages.fallback,
  clean: { currentCode: cleanCode, newCode: cleanCode },
});

export const erasureForm = defineForm({ name: "erase", schema: ErasureConfirmSchema, initial: { confirm: "" }, fallback: "We could not erase your account just now. Please try again." });
