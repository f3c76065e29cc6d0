import { CodeSchema, EmailSignInSchema, MobileSignInSchema, accountMessages, cleanCode } from "@urjavolt/contract/accounts";
import { cleanMobile } from "@urjavolt/contract/form-rules";
import { defineForm } from "../../lib/route-form";

/** The forms of signing in (decision 050), for the pages and their actions. */
export const mobileSignInForm = defineForm({
  name: "mobile",
  schema: MobileSignInSchema,
  initial: { mobile: "", channel: "sms" },
  fallback: accountMessages.fallback,
  clean: { mobile: cleanMobile },
});

export const emailSignInForm = defineForm({
  name: "email",
  schema: EmailSignInSchema,
  initial: { email: "" },
  fallback: accountMessages.fallback,
});

export const codeForm = defineForm({
  name: "code",
  schema: CodeSchema,
  initial: { code: "" },
  fallback: accountMessages.fallback,
  clean: { code: cleanCode },
});
