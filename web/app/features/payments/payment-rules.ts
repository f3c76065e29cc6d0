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
  const order: PayerField[] = ["name", "email", "phone"];
  const issues = parsed.error.issues
    .map((issue) => ({ field: issue.path[0] as PayerField, message: issue.message }))
    .sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  const first = issues[0];
  return first ? { message: first.message, fields: [first.field] } : null;
}
