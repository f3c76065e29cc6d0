import { describe, expect, it } from "vitest";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { TicketAnswerSchema, TicketLookupSchema, TicketMessageSchema, TicketPhotoSchema, photoRoomMessage, ticketPhotoProblem, trackRequestMessages } from "@urjavolt/contract/service";
import { REOPEN_DAYS } from "@urjavolt/contract/service-rules";
import { type FormMessages, formMessage } from "../../lib/form-messages";
import { makeI18n } from "../../lib/i18n";
import { everySchemaMessage } from "../../../test/schema-messages";
import { ticketFixedForm, ticketMessageForm, ticketNotFixedForm, ticketPhotoForm } from "./ticket-forms";
import { ticketMessages } from "./ticket-messages";
import { trackRequestForm } from "./track-request-forms";
import { trackRequestFormMessages } from "./track-request-messages";

/** Every English message of `table` in Hindi and Punjabi: not the English, and no English word but the photo formats' names and the reference's prefix. */
function expectTranslated(table: FormMessages, texts: Iterable<string>) {
  for (const [locale, messages] of [["hi", hi], ["pa", pa]] as const) {
    const i18n = makeI18n({ locale, messages });
    for (const text of texts) {
      const said = formMessage(i18n, table, text);
      expect(said, `${locale}: ${text}`).not.toBe(text);
      expect(said.replace(/JPEG|PNG|WebP|CMP/g, ""), `${locale}: ${text}`).not.toMatch(/[A-Za-z]{3}/);
    }
  }
  const english = makeI18n({ locale: "en", messages: en });
  for (const text of texts) expect(formMessage(english, table, text)).toBe(text);
}

describe("the service request look-up's messages (decision 056)", () => {
  const given = () => everySchemaMessage(TicketLookupSchema, { reference: "CMP-2026-000123", mobile: "9876543210" });

  it("has a catalogue message for every message its schema and the server give, each keyed by its own English", () => {
    expect(given().size).toBe(4);
    const server = [trackRequestMessages.notFound, trackRequestMessages.fallback];
    expect([...given(), ...server].filter((text) => !Object.hasOwn(trackRequestFormMessages, text))).toEqual([]);
    for (const [text, descriptor] of Object.entries(trackRequestFormMessages)) expect(descriptor.message, text).toBe(text);
    expect(trackRequestForm.messages).toBe(trackRequestFormMessages);
  });

  it("says each of them in Hindi and Punjabi, and in the contract's words in English", () => {
    expectTranslated(trackRequestFormMessages, [...given(), trackRequestMessages.notFound, trackRequestMessages.fallback]);
  });
});

describe("the service request page's messages (decision 056)", () => {
  /** What the page's four forms can be told: their schemas, the photo check, the server's refusals, the thanks. */
  const given = () => {
    const photo = (name: string, type: string, size: number) => ticketPhotoProblem({ name, type, size });
    return new Set([
      ...everySchemaMessage(TicketMessageSchema, { message: "The fault is back" }),
      ...everySchemaMessage(TicketPhotoSchema, { caption: "The display" }),
      ...everySchemaMessage(TicketAnswerSchema, { answer: "fixed" }),
      ticketPhotoProblem(undefined)!,
      photo("invoice.pdf", "application/pdf", 100)!,
      photo("display.jpg", "image/jpeg", 6 * 1024 * 1024)!,
      trackRequestMessages.messageFallback,
      trackRequestMessages.photoFallback,
      trackRequestMessages.answerFallback,
      trackRequestMessages.messageClosed,
      trackRequestMessages.photoLimit,
      trackRequestMessages.photosFull,
      trackRequestMessages.notFound,
      trackRequestMessages.linkInvalid,
      trackRequestMessages.linkExpired,
      trackRequestMessages.messageSent,
      trackRequestMessages.photoSent,
      trackRequestMessages.confirmed,
      trackRequestMessages.reopened,
      `A ticket can be reopened only within ${REOPEN_DAYS} days of being resolved. Open a new ticket instead.`,
    ]);
  };

  it("has a catalogue message for each, keyed by its own English, for all four forms", () => {
    expect(given().size).toBeGreaterThanOrEqual(20);
    expect([...given()].filter((text) => !Object.hasOwn(ticketMessages, text))).toEqual([]);
    for (const [text, descriptor] of Object.entries(ticketMessages)) expect(descriptor.message, text).toBe(text);
    for (const form of [ticketMessageForm, ticketPhotoForm, ticketFixedForm, ticketNotFixedForm]) expect(form.messages).toBe(ticketMessages);
  });

  it("says each of them in Hindi and Punjabi, and in the contract's words in English", () => {
    expectTranslated(ticketMessages, given());
    expect(formMessage(makeI18n({ locale: "pa", messages: pa }), ticketMessages, trackRequestMessages.messageRequired)).toBe("ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਸੁਨੇਹਾ ਲਿਖੋ");
  });

  it("leaves in English the refusal of a photo that would go over what is left, its size being inside it", () => {
    const refusal = photoRoomMessage(2 * 1024 * 1024);
    expect(formMessage(makeI18n({ locale: "hi", messages: hi }), ticketMessages, refusal)).toBe(refusal);
  });
});
