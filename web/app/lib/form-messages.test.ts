import { describe, expect, it } from "vitest";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { CONTROL_CHARACTER_MESSAGE, INVALID_FORM_MESSAGE } from "@urjavolt/contract/form-rules";
import { commonFormMessages, formMessage, withCommonMessages } from "./form-messages";
import { makeI18n } from "./i18n";

const english = makeI18n({ locale: "en", messages: en });
const punjabi = makeI18n({ locale: "pa", messages: pa });

describe("a form's messages in the page's language (decision 056)", () => {
  it("keys each catalogue message by its own English, so the rules' words find it", () => {
    for (const [text, descriptor] of Object.entries(commonFormMessages)) expect(descriptor.message, text).toBe(text);
  });

  it("shows a known message in the page's language, and the English page the same words as the rule", () => {
    expect(formMessage(punjabi, commonFormMessages, INVALID_FORM_MESSAGE)).toBe("ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੀ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ ਸਹੀ-ਸਹੀ ਭਰੋ।");
    for (const text of Object.keys(commonFormMessages)) expect(formMessage(english, commonFormMessages, text)).toBe(text);
  });

  it("shows a message it has no entry for, or whose translation the page was not sent, in English", () => {
    expect(formMessage(punjabi, commonFormMessages, "Too many requests. Please wait a moment and try again.")).toBe("Too many requests. Please wait a moment and try again.");
    // The page's messages are its own (decision 056): one left out shows the rule's English, never an id.
    const without = makeI18n({ locale: "pa", messages: {} });
    expect(formMessage(without, commonFormMessages, CONTROL_CHARACTER_MESSAGE)).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(formMessage(undefined, commonFormMessages, CONTROL_CHARACTER_MESSAGE)).toBe(CONTROL_CHARACTER_MESSAGE);
    // An inherited name is not an entry.
    expect(formMessage(punjabi, commonFormMessages, "toString")).toBe("toString");
  });

  it("lets a form's own table add to the form layer's", () => {
    const table = withCommonMessages({ "Title is required": { id: "x", message: "Title is required" } });
    expect(Object.keys(table)).toEqual(expect.arrayContaining([INVALID_FORM_MESSAGE, "Title is required"]));
  });
});
