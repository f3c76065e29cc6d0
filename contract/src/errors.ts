import { z } from "zod";

/** The one error envelope every API failure answers with (docs/architecture.md, decision 2). */
export const ErrorEnvelopeSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /**
   * When an order asks for more units than a buyer can have (decision 015), how many each product
   * still has, by product id, so the cart can be adjusted before the buyer pays.
   */
  available: z.record(z.string(), z.number().int().nonnegative()).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
