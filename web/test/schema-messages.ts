import type { z } from "zod";
import { fieldErrors } from "@urjavolt/contract/form-rules";

/**
 * Every message `schema` gives when one of `fields` of the `valid` values is left out, blank, too
 * long, on two lines or not what the field wants: what a form's table of messages in the page's
 * language (web/app/lib/form-messages.ts, decision 056) must hold. Add `tries` for a field whose
 * rule needs a value of its own to fail (a date, a serial).
 */
export function everySchemaMessage(schema: z.ZodType, valid: Record<string, string>, tries: readonly (string | undefined)[] = []): Set<string> {
  const found = new Set<string>();
  const values = [undefined, "", "   ", "x".repeat(5000), "two\nlines", "not valid", "12345", ...tries];
  for (const field of Object.keys(valid)) {
    for (const value of values) {
      const parsed = schema.safeParse({ ...valid, [field]: value });
      if (!parsed.success) for (const message of Object.values(fieldErrors(parsed.error))) found.add(message);
    }
  }
  return found;
}
