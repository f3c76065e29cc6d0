import { z } from "zod";

/** The staff console's serviceable pincodes (docs/architecture.md, Staff console): where buy-now delivers. */
export const PINCODE_NOT_FOUND_MESSAGE = "This pincode is not in the list";
export const PINCODE_EXISTS_MESSAGE = "This pincode is already in the list";

export const AdminPincodeInputSchema = z.object({
  pincode: z.string().trim().regex(/^[1-9][0-9]{5}$/, "Enter a 6-digit pincode"),
});
export type AdminPincodeInput = z.infer<typeof AdminPincodeInputSchema>;

export const AdminPincodeSchema = z.object({ pincode: z.string(), createdAt: z.iso.datetime() });
export type AdminPincode = z.infer<typeof AdminPincodeSchema>;
export const AdminPincodeListSchema = z.object({ data: z.array(AdminPincodeSchema) });
export type AdminPincodeList = z.infer<typeof AdminPincodeListSchema>;
export const AdminPincodeParamsSchema = z.object({ pincode: z.string().regex(/^[0-9]{6}$/) });
