import { describe, expect, it } from "vitest";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { ComplaintFormSchema, ContactRequestSchema, PRODUCT_UNKNOWN, QuoteRequestSchema, enquiryMessages } from "@urjavolt/contract/enquiries";
import { consentMessages } from "@urjavolt/contract/messages";
import { formMessage } from "../../lib/form-messages";
import { makeI18n } from "../../lib/i18n";
import { everySchemaMessage } from "../../../test/schema-messages";
import { complaintForm, contactForm, quoteForm } from "./enquiry-forms";
import { complaintMessages, contactMessages, quoteMessages, receiptText } from "./enquiry-messages";

describe("the contact form's messages (decision 056)", () => {
  const valid = { name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", subject: "Dealership", message: "Hello" };

  it("has a catalogue message for every message its schema gives, each keyed by its own English", () => {
    const given = everySchemaMessage(ContactRequestSchema, valid);
    expect(given.size).toBeGreaterThanOrEqual(10);
    expect([...given].filter((text) => !Object.hasOwn(contactMessages, text))).toEqual([]);
    for (const [text, descriptor] of Object.entries(contactMessages)) expect(descriptor.message, text).toBe(text);
    expect(contactForm.messages).toBe(contactMessages);
  });

  it("says each of them in Hindi and Punjabi, and in the spec's words in English", () => {
    const given = everySchemaMessage(ContactRequestSchema, valid);
    const english = makeI18n({ locale: "en", messages: en });
    for (const [locale, messages] of [["hi", hi], ["pa", pa]] as const) {
      const i18n = makeI18n({ locale, messages });
      for (const text of given) {
        const said = formMessage(i18n, contactMessages, text);
        expect(said, `${locale}: ${text}`).not.toBe(text);
        expect(said, `${locale}: ${text}`).not.toMatch(/[A-Za-z]{3}/);
      }
    }
    for (const text of given) expect(formMessage(english, contactMessages, text)).toBe(text);
    expect(formMessage(makeI18n({ locale: "pa", messages: pa }), contactMessages, "Name is required")).toBe("ਨਾਮ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ");
  });

  it("confirms a sent message with its reference, in the service's English words on an English page", () => {
    const result = { message: "Message sent successfully! Your reference number is MSG-2026-000123.", reference: "MSG-2026-000123" };
    const say = (locale: "en" | "hi" | "pa", messages: typeof en) => receiptText(makeI18n({ locale, messages }), contactMessages, enquiryMessages.contact.success, result);
    expect(say("en", en)).toBe(result.message);
    expect(say("hi", hi)).toBe("आपका संदेश भेज दिया गया है! आपका रेफ़रेंस नंबर MSG-2026-000123 है।");
    expect(say("pa", pa)).toBe("ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ! ਤੁਹਾਡਾ ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ MSG-2026-000123 ਹੈ।");
    // An answer without a reference shows its own message.
    expect(receiptText(makeI18n({ locale: "pa", messages: pa }), contactMessages, enquiryMessages.contact.success, { message: "Message sent successfully!", reference: "" })).toBe(
      "ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ!",
    );
  });
});

describe("the quote form's messages (decision 056)", () => {
  const valid = { name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", products: "2100VA", message: "Two inverters for a clinic" };

  it("has a catalogue message for every message its schema and the server's product check give, each keyed by its own English", () => {
    const given = everySchemaMessage(QuoteRequestSchema, valid);
    expect(given.size).toBeGreaterThanOrEqual(10);
    expect([...given, PRODUCT_UNKNOWN].filter((text) => !Object.hasOwn(quoteMessages, text))).toEqual([]);
    for (const [text, descriptor] of Object.entries(quoteMessages)) expect(descriptor.message, text).toBe(text);
    expect(quoteForm.messages).toBe(quoteMessages);
  });

  it("says each of them in Hindi and Punjabi, and in the spec's words in English", () => {
    const given = everySchemaMessage(QuoteRequestSchema, valid);
    const english = makeI18n({ locale: "en", messages: en });
    for (const [locale, messages] of [["hi", hi], ["pa", pa]] as const) {
      const i18n = makeI18n({ locale, messages });
      for (const text of [...given, enquiryMessages.quote.success]) {
        const said = formMessage(i18n, quoteMessages, text);
        expect(said, `${locale}: ${text}`).not.toBe(text);
        expect(said, `${locale}: ${text}`).not.toMatch(/[A-Za-z]{3}/);
      }
    }
    for (const text of given) expect(formMessage(english, quoteMessages, text)).toBe(text);
    expect(formMessage(makeI18n({ locale: "hi", messages: hi }), quoteMessages, "Invalid email")).toBe("ईमेल सही नहीं है");
  });

  it("confirms a sent request with its reference, in the service's English words on an English page", () => {
    const result = { message: "Your quote request has been submitted successfully. We'll contact you soon. Your reference number is QTE-2026-000042.", reference: "QTE-2026-000042" };
    const say = (locale: "en" | "hi" | "pa", messages: typeof en) => receiptText(makeI18n({ locale, messages }), quoteMessages, enquiryMessages.quote.success, result);
    expect(say("en", en)).toBe(result.message);
    expect(say("hi", hi)).toBe("आपका कोटेशन का अनुरोध भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे। आपका रेफ़रेंस नंबर QTE-2026-000042 है।");
    expect(say("pa", pa)).toBe("ਤੁਹਾਡੀ ਕੋਟੇਸ਼ਨ ਲਈ ਬੇਨਤੀ ਭੇਜ ਦਿੱਤੀ ਗਈ ਹੈ। ਅਸੀਂ ਜਲਦੀ ਹੀ ਤੁਹਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰਾਂਗੇ। ਤੁਹਾਡਾ ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ QTE-2026-000042 ਹੈ।");
  });
});

describe("the complaint form's messages (decision 056)", () => {
  const valid = {
    name: "Harjit Kaur",
    email: "harjit@example.in",
    mobile: "9876543210",
    product: "2100VA",
    serialno: "UV2100A12345",
    pincode: "140401",
    service_issue: "other",
    other_issue_description: "Beeps at night",
    message: "Since Monday.",
    sms_updates: "yes",
    whatsapp_updates: "yes",
  };
  // The boxes' own rule (an Indian mobile for a ticked box) is in the table too, though the form's mobile rule already asks for one.
  const given = () => new Set([...everySchemaMessage(ComplaintFormSchema, valid), consentMessages.mobileNotIndian]);
  // Names that stay as they are written in any language.
  const kept = /SMS|WhatsApp/g;

  it("has a catalogue message for every message its schema, its boxes' rule and the server's product check give, each keyed by its own English", () => {
    expect(given().size).toBeGreaterThanOrEqual(18);
    expect([...given(), PRODUCT_UNKNOWN].filter((text) => !Object.hasOwn(complaintMessages, text))).toEqual([]);
    for (const [text, descriptor] of Object.entries(complaintMessages)) expect(descriptor.message, text).toBe(text);
    expect(complaintForm.messages).toBe(complaintMessages);
  });

  it("says each of them in Hindi and Punjabi, and in the spec's words in English", () => {
    const english = makeI18n({ locale: "en", messages: en });
    for (const [locale, messages] of [["hi", hi], ["pa", pa]] as const) {
      const i18n = makeI18n({ locale, messages });
      for (const text of [...given(), PRODUCT_UNKNOWN, enquiryMessages.complaint.success, enquiryMessages.complaint.fallback]) {
        const said = formMessage(i18n, complaintMessages, text);
        expect(said, `${locale}: ${text}`).not.toBe(text);
        expect(said.replace(kept, ""), `${locale}: ${text}`).not.toMatch(/[A-Za-z]{3}/);
      }
    }
    for (const text of given()) expect(formMessage(english, complaintMessages, text)).toBe(text);
    expect(formMessage(makeI18n({ locale: "hi", messages: hi }), complaintMessages, "Pin code must be 6 digits")).toBe("पिन कोड 6 अंकों का होना चाहिए");
  });

  it("confirms a filed complaint with its reference, in the service's English words on an English page", () => {
    const result = { message: "Support request submitted successfully! Your reference number is CMP-2026-000042.", reference: "CMP-2026-000042" };
    const say = (locale: "en" | "hi" | "pa", messages: typeof en) => receiptText(makeI18n({ locale, messages }), complaintMessages, enquiryMessages.complaint.success, result);
    expect(say("en", en)).toBe(result.message);
    expect(say("hi", hi)).toBe("आपका सहायता अनुरोध भेज दिया गया है! आपका रेफ़रेंस नंबर CMP-2026-000042 है।");
    expect(say("pa", pa)).toBe("ਤੁਹਾਡੀ ਸਹਾਇਤਾ ਬੇਨਤੀ ਭੇਜ ਦਿੱਤੀ ਗਈ ਹੈ! ਤੁਹਾਡਾ ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ CMP-2026-000042 ਹੈ।");
  });
});
