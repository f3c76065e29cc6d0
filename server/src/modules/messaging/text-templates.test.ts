import { type TextEvent, textEvents } from "@urjavolt/contract/messages";
import { serviceStatuses } from "@urjavolt/contract/service-rules";
import { describe, expect, it } from "vitest";
import {
  DLT_VARIABLE_MAX,
  type TextFacts,
  WHATSAPP_BODY_MAX,
  registrationText,
  renderText,
  smsSize,
  smsStatusWords,
  smsTemplateProblems,
  ticketTextFacts,
} from "./text-templates.ts";

const settings = { siteUrl: "https://www.urjavolt.in" };
/** A site address longer than most: the SMS templates still fit one part with it. */
const longSite = { siteUrl: "https://www.urjavolt-power.co.in" };

/** Facts for each event, every value as long as it can be (a reference of 16 characters, a serial of 50). */
function longestFacts(event: TextEvent): TextFacts {
  const ticket = {
    reference: "CMP-2026-1234567",
    name: "Gurpreet Kaur Sandhu Dhillon Grewal Brar Sidhu Gill",
    link: `${longSite.siteUrl}/track-request/${"x".repeat(64)}`,
  };
  const warranty = { name: ticket.name, serialNo: "UV-".padEnd(50, "9") };
  switch (event) {
    case "ticket-status-changed":
      return { event, status: "waiting_on_customer", ...ticket };
    case "warranty-approved":
      return { event, expiryDate: "2031-11-22", ...warranty };
    case "warranty-registered":
    case "warranty-rejected":
      return { event, ...warranty };
    case "account-code":
      return { event, code: "987654" };
    case "payment-link":
      return { event, reference: ticket.reference, name: ticket.name, amount: "₹10,00,000.00", link: ticket.link };
    default:
      return { event, ...ticket };
  }
}

/** What DLT checks: the registered text with each `{#var#}` replaced by the variable sent for it. */
const filledDlt = (registered: string, variables: string[]) => {
  let index = 0;
  return registered.replace(/\{#var#\}/g, () => variables[index++] ?? "");
};
const filledWhatsapp = (registered: string, variables: string[]) => registered.replace(/\{\{(\d+)\}\}/g, (_match, n: string) => variables[Number(n) - 1] ?? "");

describe("SMS and WhatsApp templates", () => {
  it.each(textEvents)("%s: the SMS is its DLT template filled in, in GSM-7, in one part even at its longest", (event) => {
    const sms = renderText("sms", longestFacts(event), longSite);
    const registered = registrationText("sms", event, longSite);
    expect(filledDlt(registered, sms.variables)).toBe(sms.text);
    expect(registered.match(/\{#var#\}/g)).toHaveLength(sms.variables.length);
    expect(sms.variables.every((value) => value.length <= DLT_VARIABLE_MAX && !/[\r\n]/.test(value))).toBe(true);
    expect(smsSize(sms.text)).toMatchObject({ encoding: "GSM-7", parts: 1 });
    expect(sms.text.startsWith("UrjaVolt: ")).toBe(true);
    expect(sms.event).toBe(event);
  });

  it.each(textEvents)("%s: the WhatsApp message is its approved template filled in, within 1024 characters, one line per variable", (event) => {
    const whatsapp = renderText("whatsapp", longestFacts(event), longSite);
    const registered = registrationText("whatsapp", event, longSite);
    expect(filledWhatsapp(registered, whatsapp.variables)).toBe(whatsapp.text);
    const numbers = [...registered.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(whatsapp.variables.map((_value, index) => index + 1));
    expect(whatsapp.text.length).toBeLessThanOrEqual(WHATSAPP_BODY_MAX);
    expect(whatsapp.variables.every((value) => value !== "" && !/[\r\n\t]|\s{5}/.test(value))).toBe(true);
    // Meta refuses a template that starts or ends with a variable; an authentication template's
    // words are Meta's own, and start with the code.
    if (event === "account-code") expect(registered).toBe("{{1}} is your verification code. For your security, do not share this code. This code expires in 10 minutes.");
    else expect(registered).not.toMatch(/^\{\{|\}\}$/);
  });

  it("fills in the reference, status words, serial number and date, and names the site's pages", () => {
    const ticket = { reference: "CMP-2026-000123", name: "Harjit Kaur", link: "https://www.urjavolt.in/track-request/abc.def" };
    expect(renderText("sms", { event: "complaint-received", ...ticket }, settings)).toEqual({
      event: "complaint-received",
      text: "UrjaVolt: We received your service request CMP-2026-000123. Our service team will call you. Track it at https://www.urjavolt.in/track-request",
      variables: ["CMP-2026-000123"],
      subject: "Service request received (CMP-2026-000123)",
    });
    expect(renderText("whatsapp", { event: "complaint-received", ...ticket }, settings).variables).toEqual(["Harjit Kaur", "CMP-2026-000123", ticket.link]);
    expect(renderText("sms", { event: "ticket-status-changed", status: "awaiting_parts", ...ticket }, settings).text).toBe(
      "UrjaVolt: Update on your service request CMP-2026-000123: Waiting for spare parts. Track it at https://www.urjavolt.in/track-request",
    );
    const whatsapp = renderText("whatsapp", { event: "ticket-status-changed", status: "awaiting_parts", ...ticket }, settings);
    expect(whatsapp.text).toBe(
      "Dear Harjit Kaur, an update on your UrjaVolt service request CMP-2026-000123: We are waiting for spare parts. You can follow your request at https://www.urjavolt.in/track-request/abc.def at any time.",
    );
    const approved = renderText("sms", { event: "warranty-approved", name: "Ravi", serialNo: "UV-2100-7788", expiryDate: "2031-11-22" }, settings);
    expect(approved.variables).toEqual(["UV-2100-7788", "22 Nov 2031"]);
    expect(approved.text).toBe("UrjaVolt: Warranty of serial UV-2100-7788 is active until 22 Nov 2031. Certificate: https://www.urjavolt.in/warranty");
    expect(approved.subject).toBe("Warranty approved (serial UV-2100-7788)");
    expect(renderText("sms", { event: "warranty-rejected", name: "Ravi", serialNo: "UV-1" }, settings).text).toContain("or call +91 172 400 0100");
  });

  it("keeps an SMS variable to 30 GSM-7 characters on one line, so one odd value cannot turn the SMS into Unicode or a second part", () => {
    const sms = renderText("sms", { event: "warranty-registered", name: "रवि", serialNo: "UV-\nरवि-2100-ABCDEFGHIJKLMNOPQRSTUVWXYZ" }, settings);
    expect(sms.variables).toEqual(["UV- ???-2100-ABCDEFGHIJKLMN..."]);
    expect(smsSize(sms.text)).toMatchObject({ encoding: "GSM-7", parts: 1 });
  });

  it("says which event each ticket status is told with: four have their own template, the rest the status-changed one", () => {
    const ticket = { reference: "SRV-2026-000001", name: "A", link: "L" };
    expect(Object.fromEntries(serviceStatuses.map((status) => [status, ticketTextFacts(status, ticket).event]))).toEqual({
      new: "complaint-received",
      acknowledged: "ticket-acknowledged",
      diagnosing: "ticket-status-changed",
      visit_scheduled: "ticket-visit-scheduled",
      awaiting_parts: "ticket-status-changed",
      waiting_on_customer: "ticket-status-changed",
      resolved: "ticket-resolved",
      closed: "ticket-status-changed",
      reopened: "ticket-status-changed",
    });
    expect(Object.values(smsStatusWords).every((words) => words.length <= DLT_VARIABLE_MAX)).toBe(true);
  });

  it("names the templates that would need a second SMS with a long site address", () => {
    expect(smsTemplateProblems(settings)).toEqual([]);
    expect(smsTemplateProblems(longSite)).toEqual([]);
    expect(smsTemplateProblems({ siteUrl: "https://customer-care.urjavolt-power-systems.co.in" })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^ticket-visit-scheduled \(up to 1\d\d characters\)$/), expect.stringMatching(/^ticket-resolved /)]),
    );
  });
});

describe("SMS size", () => {
  it("counts GSM-7 in septets: 160 in one part, then 153 a part; the extension characters take two", () => {
    expect(smsSize("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, parts: 1 });
    expect(smsSize("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, parts: 2 });
    expect(smsSize("a".repeat(306))).toEqual({ encoding: "GSM-7", units: 306, parts: 2 });
    expect(smsSize("a".repeat(307))).toEqual({ encoding: "GSM-7", units: 307, parts: 3 });
    expect(smsSize(`${"a".repeat(158)}€`)).toEqual({ encoding: "GSM-7", units: 160, parts: 1 });
    expect(smsSize(`${"a".repeat(159)}[`)).toEqual({ encoding: "GSM-7", units: 161, parts: 2 });
  });

  it("sends anything outside GSM-7 as UCS-2: 70 in one part, then 67 a part", () => {
    expect(smsSize("नमस्ते")).toMatchObject({ encoding: "UCS-2", parts: 1 });
    expect(smsSize(`₹${"a".repeat(69)}`)).toEqual({ encoding: "UCS-2", units: 70, parts: 1 });
    expect(smsSize(`₹${"a".repeat(70)}`)).toEqual({ encoding: "UCS-2", units: 71, parts: 2 });
    expect(smsSize(`₹${"a".repeat(134)}`)).toEqual({ encoding: "UCS-2", units: 135, parts: 3 });
  });
});
