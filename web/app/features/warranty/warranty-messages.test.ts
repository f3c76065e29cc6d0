import { describe, expect, it } from "vitest";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { consentMessages } from "@urjavolt/contract/messages";
import { WarrantyCheckSchema, WarrantyRegistrationSchema, replacedMessage, warrantyMessages, warrantyStatuses } from "@urjavolt/contract/warranty";
import { formMessage } from "../../lib/form-messages";
import { makeI18n } from "../../lib/i18n";
import { everySchemaMessage } from "../../../test/schema-messages";
import { ownerCodeForm, registrationForm, statusCheckForm } from "./warranty-forms";
import { checkMessages, registeredText, registrationMessages, replacedNote, statusWord, warrantyWords } from "./warranty-messages";

const english = makeI18n({ locale: "en", messages: en });
const translated = [makeI18n({ locale: "hi", messages: hi }), makeI18n({ locale: "pa", messages: pa })];
/** What may stay in Latin letters in a Hindi or Punjabi message: the file formats as the file picker names them. */
const kept = /\b(PDF|JPEG|JPG|PNG|MB)\b/g;

const day = (daysAgo: number) => indiaIsoDate(new Date(Date.now() - daysAgo * 86_400_000));
const registration = {
  name: "Asha Rani",
  mobile: "9876543210",
  email: "asha@example.in",
  serialno: "UV-2100-9101",
  purchaseDate: day(30),
  dealer: "Sharma Electricals",
  invoiceno: "INV-778",
  pincode: "140401",
  comments: "Fitted at home",
  sms_updates: "yes",
};
/** The messages the page's server and the browser give besides the schema's: the invoice's and the serial already taken. */
const serverMessages = [warrantyMessages.invoiceRequired, warrantyMessages.invoiceType, warrantyMessages.invoiceTooLarge, warrantyMessages.duplicate, consentMessages.mobileNotIndian];

function expectSaidInEachLanguage(table: Record<string, unknown>, texts: Iterable<string>) {
  for (const i18n of translated) {
    for (const text of texts) {
      const said = formMessage(i18n, table as never, text);
      expect(said, `${i18n.locale}: ${text}`).not.toBe(text);
      expect(said.replace(kept, ""), `${i18n.locale}: ${text}`).not.toMatch(/[A-Za-z]{3}/);
    }
  }
  for (const text of texts) expect(formMessage(english, table as never, text)).toBe(text);
}

describe("the warranty forms' messages (decision 056)", () => {
  it("has a catalogue message for every message the registration's schema and the server give, each keyed by its own English", () => {
    const given = everySchemaMessage(WarrantyRegistrationSchema, registration, [day(-3), day(6 * 366), "UV 2100!", "1234567890"]);
    expect(given).toContain("Purchase date cannot be in the future");
    expect(given).toContain("Purchase date cannot be more than 5 years ago");
    expect(given.size).toBeGreaterThanOrEqual(18);
    expect([...given, ...serverMessages].filter((text) => !Object.hasOwn(registrationMessages, text))).toEqual([]);
    for (const [text, descriptor] of Object.entries(registrationMessages)) expect(descriptor.message, text).toBe(text);
    expect(registrationForm.messages).toBe(registrationMessages);
  });

  it("has one for every message of the status check and the owner's code, and the server's 'not found'", () => {
    const given = everySchemaMessage(WarrantyCheckSchema, { serialno: "UV-2100-9101" }, ["UV 2100!"]);
    expect(given.size).toBe(3);
    expect([...given, warrantyMessages.notFound, warrantyMessages.checkFallback].filter((text) => !Object.hasOwn(checkMessages, text))).toEqual([]);
    for (const [text, descriptor] of Object.entries(checkMessages)) expect(descriptor.message, text).toBe(text);
    expect(statusCheckForm.messages).toBe(checkMessages);
    expect(ownerCodeForm.messages).toBe(checkMessages);
  });

  it("says each of them in Hindi and Punjabi, and in the spec's words in English", () => {
    const given = everySchemaMessage(WarrantyRegistrationSchema, registration, [day(-3), day(6 * 366), "UV 2100!"]);
    expectSaidInEachLanguage(registrationMessages, [...given, ...serverMessages, warrantyMessages.success, warrantyMessages.fallback]);
    expectSaidInEachLanguage(checkMessages, [warrantyMessages.notFound, warrantyMessages.checkFallback, "Serial number is required"]);
    expect(formMessage(translated[0], registrationMessages, warrantyMessages.duplicate)).toBe("यह सीरियल नंबर पहले से रजिस्टर है");
    expect(formMessage(translated[1], checkMessages, warrantyMessages.notFound)).toBe("ਇਸ ਸੀਰੀਅਲ ਨੰਬਰ 'ਤੇ ਕੋਈ ਵਾਰੰਟੀ ਰਜਿਸਟਰ ਨਹੀਂ ਹੈ");
  });

  it("says the page's words kept in the contract in each language, the same English as the contract's", () => {
    for (const [text, descriptor] of Object.entries(warrantyWords)) expect(descriptor.message, text).toBe(text);
    expectSaidInEachLanguage(warrantyWords, Object.keys(warrantyWords));
  });

  it("names each status in the page's language, the contract's English on an English page", () => {
    for (const status of warrantyStatuses) expect(statusWord(english, status)).toBe(status);
    expect(warrantyStatuses.map((status) => statusWord(translated[0]!, status))).toEqual(["लंबित", "सक्रिय", "समाप्त", "अस्वीकृत", "बदली गई"]);
    expect(warrantyStatuses.map((status) => statusWord(translated[1]!, status))).toEqual(["ਜਾਂਚ ਅਧੀਨ", "ਚਾਲੂ", "ਮਿਆਦ ਖ਼ਤਮ", "ਨਾਮਨਜ਼ੂਰ", "ਬਦਲੀ ਗਈ"]);
    expect(statusWord(translated[0]!, "Unknown")).toBe("Unknown");
  });

  it("confirms a registration with its serial, in the service's English words on an English page", () => {
    const result = { message: "Warranty registered successfully! Serial number UV-2100-9101 is Pending until we verify your invoice.", serialno: "UV-2100-9101", status: "Pending" };
    expect(registeredText(english, result)).toBe(result.message);
    expect(registeredText(translated[0]!, result)).toBe("वारंटी रजिस्टर हो गई! सीरियल नंबर UV-2100-9101 की वारंटी तब तक लंबित रहेगी, जब तक हम आपके इनवॉइस की जाँच नहीं कर लेते।");
    expect(registeredText(translated[1]!, result)).toBe("ਵਾਰੰਟੀ ਰਜਿਸਟਰ ਹੋ ਗਈ! ਸੀਰੀਅਲ ਨੰਬਰ UV-2100-9101 ਦੀ ਵਾਰੰਟੀ ਤਦ ਤੱਕ ਜਾਂਚ ਅਧੀਨ ਰਹੇਗੀ, ਜਦ ਤੱਕ ਅਸੀਂ ਤੁਹਾਡੇ ਇਨਵੌਇਸ ਦੀ ਜਾਂਚ ਨਹੀਂ ਕਰ ਲੈਂਦੇ।");
  });

  it("tells of a replaced unit as the contract does in English, and in Hindi and Punjabi with the day in their words", () => {
    const details = { replaced_by: "XXXX7002", replaced_on: "2026-11-20" };
    expect(replacedNote(english, details)).toBe(replacedMessage(details));
    expect(replacedNote(translated[0]!, details)).toBe(
      "यह यूनिट 20 नवंबर 2026 को बदल दी गई; इसकी जगह वह यूनिट दी गई जिसका सीरियल नंबर 7002 पर ख़त्म होता है। इसकी वारंटी उसी यूनिट पर जारी है: उसकी स्थिति और प्रमाणपत्र के लिए वही सीरियल नंबर देखें।",
    );
    expect(replacedNote(translated[1]!, details)).toContain("20 ਨਵੰਬਰ 2026 ਨੂੰ");
  });
});
