import { z } from "zod";
import { INVALID_PINCODE_MESSAGE } from "./cart.ts";
import { PINCODE_PATTERN } from "./form-rules.ts";

/**
 * Pincode lookup (docs/requirements/online-shop.md §4 Pincode (checkout), §5 pincode lookup messages, §7 postal
 * pincode lookup; docs/architecture.md, decision 9). `GET /api/v1/pincode/:pincode` answers from an embedded
 * copy of India's public pincode directory, in the public postal API's shape: a one-element array
 * whose `Status` says whether the pincode is known. A well-formed pincode answers 200 either way
 * ("No records found" with `Status: "Error"`, as the public API does); anything but six digits
 * answers 400 with the error envelope.
 */

export const pincodeMessages = {
  invalid: INVALID_PINCODE_MESSAGE,
  /** §5: the checkout's text when the lookup finds nothing. */
  unknown: "Invalid pincode",
  /** §5: the checkout's text when the lookup itself fails. */
  failed: "Failed to fetch city. Please try another pincode.",
  notFound: "No records found",
} as const;

/** What the public API writes for a field it has no value for. */
export const NOT_AVAILABLE = "NA";

export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}

export const PincodeParamsSchema = z.object({ pincode: z.string() });

export const PostOfficeSchema = z.object({
  Name: z.string(),
  /** The taluk or tehsil; "NA" when the directory has none. */
  Block: z.string(),
  /** The same as `Block`, under the name docs/requirements/online-shop.md §3 reads. */
  Taluk: z.string(),
  District: z.string(),
  Division: z.string(),
  Region: z.string(),
  Circle: z.string(),
  State: z.string(),
  Country: z.string(),
  Pincode: z.string(),
});
export type PostOffice = z.infer<typeof PostOfficeSchema>;

export const PincodeResultSchema = z.object({
  /** "Number of pincode(s) found:3" or "No records found". */
  Message: z.string(),
  Status: z.enum(["Success", "Error"]),
  PostOffice: z.array(PostOfficeSchema).nullable(),
});
export type PincodeResult = z.infer<typeof PincodeResultSchema>;

export const PincodeLookupSchema = z.array(PincodeResultSchema).length(1);
export type PincodeLookup = z.infer<typeof PincodeLookupSchema>;

export function pincodeFoundMessage(count: number): string {
  return `Number of pincode(s) found:${count}`;
}

const present = (value: string | null | undefined): value is string => Boolean(value && value.trim() && value.trim() !== NOT_AVAILABLE);

/** Spec §5: the checkout's city is the post office's taluk (block), else its district. */
export function cityFromPostOffice(postOffice: Partial<Pick<PostOffice, "Taluk" | "Block">> & Pick<PostOffice, "District">): string {
  if (present(postOffice.Taluk)) return postOffice.Taluk.trim();
  if (present(postOffice.Block)) return postOffice.Block.trim();
  return postOffice.District.trim();
}

/** The city and state a lookup gives (from its first post office), or null when it found nothing. */
export function placeFromLookup(lookup: PincodeLookup | readonly PincodeResult[]): { city: string; state: string } | null {
  const first = lookup[0];
  const office = first?.Status === "Success" ? first.PostOffice?.[0] : undefined;
  return office ? { city: cityFromPostOffice(office), state: office.State } : null;
}
