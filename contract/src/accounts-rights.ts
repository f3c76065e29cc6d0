import { z } from "zod";
import { ACCOUNT_CODE_LENGTH, accountMessages, cleanCode } from "./accounts.ts";
import { EMAIL_MAX, EMAIL_PATTERN, ONE_LINE_MESSAGE, mobileNumber, oneLine } from "./form-rules.ts";
import { ShippingDetailsSchema } from "./orders.ts";

/**
 * A customer's rights over what the shop holds about them (decision 053, DPDP Act 2023 sections
 * 11 to 13): their details and saved addresses, a copy of everything held, correcting it, a new
 * mobile number proven by a code to each number, and erasure of all the law does not make us keep.
 * Every request is written to a log the grievance officer reads in the console.
 */

/** The cookie that names a change of mobile in progress (HttpOnly, SameSite=Lax, 10 minutes). */
export const MOBILE_CHANGE_COOKIE = "uv_mobile_change";

/** At most this many saved delivery addresses per account. */
export const ADDRESSES_MAX = 10;

export const rightsMessages = {
  nameTooLong: "Name cannot exceed 100 characters",
  emailInvalid: "Please enter a valid email address, or leave it blank",
  addressesFull: `You can keep at most ${ADDRESSES_MAX} addresses. Delete one to add another.`,
  addressNotFound: "That address is not in your account.",
  detailsSaved: "Your details are saved.",
  addressSaved: "The address is saved.",
  addressDeleted: "The address is deleted.",
  sameMobile: "That is already your mobile number.",
  mobileTaken: "This number belongs to another account. Sign in with it, or ask us to erase that account first.",
  codesSent: "We sent a 6-digit code to each number. Enter both codes below; they work for 10 minutes.",
  noChange: "Start again: ask for the codes first.",
  changeEnded: "These codes have expired or have been used. Ask for new codes.",
  tooManyWrong: "Too many wrong codes. Ask for new codes.",
  wrongCurrentCode: "The code for your current number is not right.",
  wrongNewCode: "The code for your new number is not right.",
  mobileChanged: "Your mobile number is changed. Other devices were signed out.",
  mobileOnly: "Only an account signed in with a mobile number can change it.",
  confirmErasure: "Type ERASE to confirm.",
  erased: "Your account is erased.",
} as const;

/** Why the account keeps each detail (DPDP Act section 5: the purpose, said where it is asked). */
export const detailsPurposes = {
  name: "Your name: to greet you and to fill in the name on our forms for you. It does not change past orders or invoices.",
  email:
    "An e-mail address: to fill in our forms for you. It is not checked with a code, so it finds none of your records and signs you in nowhere; only your verified number (or sign-in e-mail) does.",
  addresses: `Delivery addresses: to fill in checkout for you, up to ${ADDRESSES_MAX}. Delete any at any time.`,
  invoices:
    "A name or address on a past order or its tax invoice is not changed here: an invoice is a tax record, kept as it was issued. Write to our Grievance Officer if one is wrong.",
} as const;

const optionalLine = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine(oneLine, { error: ONE_LINE_MESSAGE })
    .optional()
    .transform((value) => (value ? value : null));

export const ProfileInputSchema = z.object({
  name: optionalLine(100, rightsMessages.nameTooLong),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, { error: rightsMessages.emailInvalid })
    .refine((value) => value === "" || EMAIL_PATTERN.test(value), { error: rightsMessages.emailInvalid })
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
});
export type ProfileInput = z.infer<typeof ProfileInputSchema>;

/** A delivery address, checked as checkout checks its own (name, address, city, state, pincode and phone). */
export const AddressInputSchema = ShippingDetailsSchema.pick({ full_name: true, mobile: true, address: true, city: true, state: true, pincode: true });
export type AddressInput = z.infer<typeof AddressInputSchema>;
/** The page's address form: a new address, or the one `id` names corrected. */
export const AddressFormSchema = AddressInputSchema.extend({ id: z.coerce.number().int().positive().max(2_147_483_647).optional() });

export const SavedAddressSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  mobile: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const AccountDetailsSchema = z.object({
  /** The verified contact the account is (decision 050). */
  mobile: z.string().nullable(),
  signInEmail: z.string().nullable(),
  /** Numbers the account had before, each verified in its time: records made under one before the change still show. */
  formerMobiles: z.array(z.object({ mobile: z.string(), until: z.iso.datetime({ offset: true }) })),
  name: z.string().nullable(),
  email: z.string().nullable(),
  addresses: z.array(SavedAddressSchema),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

// ---- Changing the mobile number -------------------------------------------------------------------

export const MobileChangeStartSchema = z.object({
  mobile: mobileNumber({ required: accountMessages.mobileRequired, invalid: accountMessages.mobileInvalid }),
});
export type MobileChangeStart = z.infer<typeof MobileChangeStartSchema>;

const code = z
  .string({ error: accountMessages.codeRequired })
  .transform(cleanCode)
  .pipe(z.string().min(1, { error: accountMessages.codeRequired }).regex(new RegExp(`^\\d{${ACCOUNT_CODE_LENGTH}}$`), { error: accountMessages.codeInvalid }));

/** Both codes at once: one proves the number the account has, the other the number it moves to. */
export const MobileChangeCodesSchema = z.object({ currentCode: code, newCode: code });
export type MobileChangeCodes = z.infer<typeof MobileChangeCodesSchema>;

export const MobileChangeSentSchema = z.object({
  message: z.string(),
  currentSentTo: z.string(),
  newSentTo: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type MobileChangeSent = z.infer<typeof MobileChangeSentSchema>;

// ---- Erasure -----------------------------------------------------------------------------------

export const ErasureConfirmSchema = z.object({
  confirm: z
    .string({ error: rightsMessages.confirmErasure })
    .trim()
    .refine((value) => value.toUpperCase() === "ERASE", { error: rightsMessages.confirmErasure }),
});
export type ErasureConfirm = z.infer<typeof ErasureConfirmSchema>;

/** One thing erasure removes or makes anonymous at once. */
export const ErasedItemSchema = z.object({ what: z.string(), detail: z.string() });
/** One record the law (or an open repair) makes us keep: which, why, and until when (null: until the request is closed). */
export const KeptItemSchema = z.object({
  what: z.string(),
  reference: z.string(),
  reason: z.string(),
  until: z.string().nullable(),
  /** When the record's hold ended and the customer's part of it was removed (the log's copy only). */
  releasedAt: z.iso.datetime({ offset: true }).optional(),
});
export type KeptItem = z.infer<typeof KeptItemSchema>;

export const ErasurePlanSchema = z.object({
  erased: z.array(ErasedItemSchema),
  kept: z.array(KeptItemSchema),
});
export type ErasurePlan = z.infer<typeof ErasurePlanSchema>;

/** The reasons records are kept, in the privacy policy's words (its "How long we keep it"). */
export const keptReasons = {
  invoice:
    "A paid order and its tax invoice are tax records: the GST law and the Companies Act make us keep them for eight years from the end of the financial year they belong to. The invoice keeps the buyer's name and address as it was issued.",
  warranty: "A warranty registration is kept with your name and number until the warranty ends, so we can honour a claim on the product.",
  awaitingPayment: "A checkout awaiting payment keeps its details until it is paid (then it is an order kept as above) or its payment window closes.",
  openTicket: "An open service request keeps your contact details until it is closed, so the engineer can reach you.",
} as const;

/** Eight years from the end of the financial year (31 March) of the invoice or payment, as an ISO date. */
export function invoiceKeptUntil(financialYearLabel: string): string {
  const startYear = Number(financialYearLabel.slice(0, 4));
  return `${startYear + 1 + 8}-03-31`;
}

// ---- The log the grievance officer reads ---------------------------------------------------------

export const rightsRequestKinds = ["export", "correction", "mobile-change", "erasure"] as const;
export type RightsRequestKind = (typeof rightsRequestKinds)[number];
export const rightsRequestKindLabels: Record<RightsRequestKind, string> = {
  export: "Copy of data",
  correction: "Correction",
  "mobile-change": "Change of mobile",
  erasure: "Erasure",
};

export const RightsRequestSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(rightsRequestKinds),
  customerId: z.number().int(),
  /** The contact partly hidden ("+91 XXXXXX3210"), never in full. */
  contact: z.string(),
  detail: z.string(),
  outcome: z.string(),
  /** For an erasure: the records kept, by reference, each with its reason and end date. */
  kept: z.array(KeptItemSchema).nullable(),
});
export type RightsRequest = z.infer<typeof RightsRequestSchema>;

export const RightsRequestListSchema = z.object({ data: z.array(RightsRequestSchema) });
export type RightsRequestList = z.infer<typeof RightsRequestListSchema>;
