import { fieldErrors } from "@urjavolt/contract/form-rules";
import { PayerInfoSchema, paymentMessages } from "@urjavolt/contract/payments";

export const emptyPayer = { name: "", email: "", phone: "" };
export type PayerValues = typeof emptyPayer;
export type PayerField = keyof PayerValues;

/**
 * Step 1's check (docs/requirements/online-shop.md §5 Online payment), one message at a time as the spec words them: every
 * field filled ("Please fill in all fields", naming the empty ones), then the e-mail, then the
 * phone. Returns null when the payer may go on to step 2.
 */
export function checkPayer(values: PayerValues): { message: string; fields: PayerField[] } | null {
  const empty = (Object.keys(values) as PayerField[]).filter((name) => values[name].trim() === "");
  if (empty.length > 0) return { message: paymentMessages.fillAll, fields: empty };
  const parsed = PayerInfoSchema.safeParse(values);
  if (parsed.success) return null;
  const errors = fieldErrors(parsed.error);
  const field = (["name", "email", "phone"] as const).find((name) => errors[name] !== undefined);
  return field ? { message: errors[field]!, fields: [field] } : null;
}
