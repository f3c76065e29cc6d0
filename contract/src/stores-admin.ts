import { z } from "zod";
import { idParams } from "./ids.ts";
import { STORE_CATEGORIES } from "./stores-rules.ts";

/** The staff console's stores (docs/architecture.md, Staff console), as the store locator lists them. */
export const STORE_NOT_FOUND_MESSAGE = "Store not found";

export const AdminStoreInputSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(120),
    category: z.enum(STORE_CATEGORIES, { error: "Choose a store kind" }),
    address: z.string().trim().min(1, "Address is required").max(300),
    city: z.string().trim().min(1, "City is required").max(80),
    state: z.string().trim().min(1, "State is required").max(80),
    pincode: z.string().trim().regex(/^[1-9][0-9]{5}$/, "Enter a 6-digit pincode"),
    phone: z.string().trim().regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, "Enter a phone number"),
    hours: z.string().trim().min(1, "Hours are required").max(120),
    services: z.array(z.string().trim().min(1).max(80)).max(20),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  })
  .refine((store) => (store.latitude === null) === (store.longitude === null), {
    path: ["longitude"],
    message: "Give both latitude and longitude, or neither",
  });
export type AdminStoreInput = z.infer<typeof AdminStoreInputSchema>;

export const StoreIdParamsSchema = idParams(STORE_NOT_FOUND_MESSAGE);
