import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type EnquiryReceipt, enquiryMessages } from "@urjavolt/contract/enquiries";
import { type FormMessages, formMessage, withCommonMessages } from "../../lib/form-messages";

/**
 * The contact form's messages in the page's language (lib/form-messages.ts, decision 056): each
 * English message of ContactRequestSchema (contract/src/enquiries.ts), and its answers, as a
 * catalogue message with the same English. enquiry-messages.test.ts checks the table against
 * every message the schema gives.
 */
export const contactMessages: FormMessages = withCommonMessages({
  "Name is required": msg`Name is required`,
  "Name cannot exceed 50 characters": msg`Name cannot exceed 50 characters`,
  "Email is required": msg`Email is required`,
  "Please enter a valid email address": msg`Please enter a valid email address`,
  "Mobile number is required": msg`Mobile number is required`,
  "Subject is required": msg`Subject is required`,
  "Subject cannot exceed 150 characters": msg`Subject cannot exceed 150 characters`,
  "Message is required": msg`Message is required`,
  "Message cannot exceed 2000 characters": msg`Message cannot exceed 2000 characters`,
  [enquiryMessages.contact.success]: msg`Message sent successfully!`,
  [enquiryMessages.contact.fallback]: msg`An error occurred. Please try again.`,
});

/**
 * The quote form's messages in the page's language, as the contact form's: each English message of
 * QuoteRequestSchema, the server's refusal of a product it does not offer (PRODUCT_UNKNOWN, the
 * same words as the schema's too-long product) and the form's answers. enquiry-messages.test.ts
 * checks the table against every message the schema gives.
 */
export const quoteMessages: FormMessages = withCommonMessages({
  "Name is required": msg`Name is required`,
  "Name cannot exceed 50 characters": msg`Name cannot exceed 50 characters`,
  "Email is required": msg`Email is required`,
  "Invalid email": msg`Invalid email`,
  "Mobile number is required": msg`Mobile number is required`,
  "Please select a product": msg`Please select a product`,
  "Please select a product from the list": msg`Please select a product from the list`,
  "Message cannot exceed 2000 characters": msg`Message cannot exceed 2000 characters`,
  [enquiryMessages.quote.success]: msg`Your quote request has been submitted successfully. We'll contact you soon.`,
  [enquiryMessages.quote.fallback]: msg`An error occurred. Please try again.`,
});

/**
 * The complaint form's messages in the page's language, as the quote form's: each English message
 * of ComplaintFormSchema (its consent boxes' rule too, contract/src/messages.ts), the server's
 * refusal of a product it does not offer, and the form's answers. enquiry-messages.test.ts checks
 * the table against every message the schema gives.
 */
export const complaintMessages: FormMessages = withCommonMessages({
  "Name is required": msg`Name is required`,
  "Name cannot exceed 50 characters": msg`Name cannot exceed 50 characters`,
  "Email is required": msg`Email is required`,
  "Invalid email format": msg`Invalid email format`,
  "Phone number is required": msg`Phone number is required`,
  "Please select a product": msg`Please select a product`,
  "Please select a product from the list": msg`Please select a product from the list`,
  "Serial number cannot exceed 50 characters": msg`Serial number cannot exceed 50 characters`,
  "Pin code is required": msg`Pin code is required`,
  "Pin code must be 6 digits": msg`Pin code must be 6 digits`,
  "Please choose an issue": msg`Please choose an issue`,
  "Please describe the issue": msg`Please describe the issue`,
  "Issue description cannot exceed 500 characters": msg`Issue description cannot exceed 500 characters`,
  "Please describe the issue in detail": msg`Please describe the issue in detail`,
  "Message cannot exceed 2000 characters": msg`Message cannot exceed 2000 characters`,
  "For updates by SMS or WhatsApp, enter an Indian mobile number (10 digits starting with 6, 7, 8 or 9)": msg`For updates by SMS or WhatsApp, enter an Indian mobile number (10 digits starting with 6, 7, 8 or 9)`,
  "Tick the box, or leave it empty": msg`Tick the box, or leave it empty`,
  [enquiryMessages.complaint.success]: msg`Support request submitted successfully!`,
  [enquiryMessages.complaint.fallback]: msg`An error occurred. Please try again later.`,
});

/**
 * What a sent enquiry's confirmation says in the page's language: the form's success message and
 * the reference, in the words the service writes in English ("Message sent successfully! Your
 * reference number is MSG-2026-000123."). An answer without a reference shows its own message.
 */
export function receiptText(i18n: I18n, messages: FormMessages, success: string, result: EnquiryReceipt): string {
  const reference = result.reference;
  if (!reference) return formMessage(i18n, messages, result.message || success);
  return `${formMessage(i18n, messages, success)} ${i18n._(msg`Your reference number is ${reference}.`)}`;
}
