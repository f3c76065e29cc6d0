import { z } from "zod";

/** The one error envelope every API failure answers with (DESIGN.md decision 2). */
export const ErrorEnvelopeSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
