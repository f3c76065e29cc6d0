import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { consentMessages } from "@urjavolt/contract/messages";
import { type PublicWarranty, type WarrantyRegistered, type WarrantyStatus, replacedMessage, replacementEnding, warrantyMessages } from "@urjavolt/contract/warranty";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { dateNames } from "../../lib/date-names";
import { type FormMessages, formMessage, withCommonMessages } from "../../lib/form-messages";

/**
 * The registration form's messages in the page's language (lib/form-messages.ts, decision 056):
 * each English message of WarrantyRegistrationSchema (contract/src/warranty.ts), the invoice's
 * rules the browser and the server check, the server's refusal of a serial already registered, and
 * the form's answers. warranty-messages.test.ts checks the table against every message the schema gives.
 */
export const registrationMessages: FormMessages = withCommonMessages({
  "Name is required": msg`Name is required`,
  "Name must be 2-50 characters, letters and spaces only": msg`Name must be 2-50 characters, letters and spaces only`,
  "Mobile number is required": msg`Mobile number is required`,
  "Mobile number must be 10 digits": msg`Mobile number must be 10 digits`,
  "Please enter a valid email address": msg`Please enter a valid email address`,
  "Serial number is required": msg`Serial number is required`,
  "Serial number cannot exceed 50 characters": msg`Serial number cannot exceed 50 characters`,
  "Serial number can contain only letters, digits and - _ . /": msg`Serial number can contain only letters, digits and - _ . /`,
  "Purchase date is required": msg`Purchase date is required`,
  "Purchase date cannot be in the future": msg`Purchase date cannot be in the future`,
  "Purchase date cannot be more than 5 years ago": msg`Purchase date cannot be more than 5 years ago`,
  "Dealer name is required": msg`Dealer name is required`,
  "Dealer name must be 2-100 characters": msg`Dealer name must be 2-100 characters`,
  "Invoice number is required": msg`Invoice number is required`,
  "Invoice number must be 2-100 characters": msg`Invoice number must be 2-100 characters`,
  "Pin code is required": msg`Pin code is required`,
  "Pin code must be 6 digits": msg`Pin code must be 6 digits`,
  "Comments cannot exceed 500 characters": msg`Comments cannot exceed 500 characters`,
  [consentMessages.invalid]: msg`Tick the box, or leave it empty`,
  [consentMessages.mobileNotIndian]: msg`For updates by SMS or WhatsApp, enter an Indian mobile number (10 digits starting with 6, 7, 8 or 9)`,
  [warrantyMessages.invoiceRequired]: msg`Invoice file is required`,
  [warrantyMessages.invoiceType]: msg`Invoice must be a PDF, JPEG, or PNG file`,
  [warrantyMessages.invoiceTooLarge]: msg`Invoice must be 5 MB or smaller`,
  [warrantyMessages.duplicate]: msg`This serial number is already registered`,
  [warrantyMessages.success]: msg`Warranty registered successfully!`,
  [warrantyMessages.fallback]: msg`An error occurred. Please try again.`,
});

/**
 * The status check's messages, and the owner's request for a code (the same serial rule): the
 * serial's rules, the server's "not found" and the check's answers when all else fails.
 */
export const checkMessages: FormMessages = withCommonMessages({
  "Serial number is required": msg`Serial number is required`,
  "Serial number cannot exceed 50 characters": msg`Serial number cannot exceed 50 characters`,
  "Serial number can contain only letters, digits and - _ . /": msg`Serial number can contain only letters, digits and - _ . /`,
  [warrantyMessages.notFound]: msg`No warranty is registered for this serial number`,
  [warrantyMessages.checkFallback]: msg`Error checking warranty status. Please try again.`,
  [warrantyMessages.checkFailed]: msg`Failed to check warranty status`,
});

/**
 * The page's words that live in contract/src/warranty.ts beside the rules (the server and the JSON
 * API use them in English), keyed by that English, as the forms' tables are.
 */
export const warrantyWords: FormMessages = {
  [warrantyMessages.invoiceHint]: msg`One PDF, JPG or PNG, up to 5 MB. We remove the location from a photo of it.`,
  [warrantyMessages.ownerOnly]: msg`The owner's details and the warranty certificate are for the registered owner. Sign in with a code sent to the mobile number this unit was registered with.`,
  [warrantyMessages.ownerCode]: msg`Send a code to the registered mobile`,
  [warrantyMessages.pending]: msg`We are verifying your invoice. This usually takes up to 2 working days from registration: please check again then. Your certificate can be downloaded once the warranty is active.`,
  [warrantyMessages.extendedCare]: msg`Extended care can keep your unit covered.`,
};

/** The statuses by name: the contract and the JSON API keep the English, the page shows its own language's word. */
export const statusWords: Record<WarrantyStatus, MessageDescriptor> = {
  Pending: msg({ message: "Pending", context: "warranty status" }),
  Active: msg({ message: "Active", context: "warranty status" }),
  Rejected: msg({ message: "Rejected", context: "warranty status" }),
  Expired: msg({ message: "Expired", context: "warranty status" }),
  Replaced: msg({ message: "Replaced", context: "warranty status" }),
};

/** A status in the page's language; one the table does not know as it is. */
export function statusWord(i18n: I18n, status: string): string {
  return Object.hasOwn(statusWords, status) ? i18n._(statusWords[status as WarrantyStatus]) : status;
}

/**
 * What a registration's answer says in the page's language: the success and the serial, Pending
 * until the invoice is checked, in the words the service writes in English ("Warranty registered
 * successfully! Serial number UV-1 is Pending until we verify your invoice."). Any other answer
 * shows its own message through the table.
 */
export function registeredText(i18n: I18n, result: WarrantyRegistered): string {
  const serial = result.serialno;
  if (!serial || result.status !== "Pending") return formMessage(i18n, registrationMessages, result.message || warrantyMessages.success);
  return `${formMessage(i18n, registrationMessages, warrantyMessages.success)} ${i18n._(msg`Serial number ${serial} is Pending until we verify your invoice.`)}`;
}

/**
 * The check's note on a unit taken back and replaced (decision 037), in the page's language: the
 * day and the new unit's last four characters, as contract/src/warranty.ts `replacedMessage` says
 * it in English. A replaced unit always has both; without them the English stands.
 */
export function replacedNote(i18n: I18n, details: Pick<PublicWarranty, "replaced_by" | "replaced_on">): string {
  const ending = replacementEnding(details.replaced_by);
  if (!ending || !details.replaced_on) return replacedMessage(details);
  const day = formatIsoDate(details.replaced_on, dateNames(i18n));
  return i18n._(
    msg`This unit was replaced on ${day} by the unit whose serial number ends in ${ending}. Its warranty continues on that unit: check that serial number for its status and certificate.`,
  );
}
