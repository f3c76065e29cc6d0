import { describe, expect, it } from "vitest";
import { messages as en } from "@urjavolt/i18n/compiled/en";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { type TicketTarget, TICKET_PHOTOS_MAX, TICKET_PHOTOS_MAX_BYTES, photoRoomText, reopenWindowText, ticketTargetText, trackRequestMessages } from "@urjavolt/contract/service";
import { productChoiceLabel } from "@urjavolt/contract/enquiries";
import { customerNextSteps, customerStatusLabels, serviceStatuses } from "@urjavolt/contract/service-rules";
import { type StoredVisitOutcome, visitOutcomeLabels, visitSlotText } from "@urjavolt/contract/service-visits";
import { dateNames } from "../../lib/date-names";
import { makeI18n } from "../../lib/i18n";
import { messageHintText, nextStepText, photoHintText, productText, reopenText, statusText, targetText, visitSlot, visitStateText } from "./ticket-words";

const english = makeI18n({ locale: "en", messages: en });
const hindi = makeI18n({ locale: "hi", messages: hi });
const punjabi = makeI18n({ locale: "pa", messages: pa });

// 7:00 pm on Monday 14 Dec in India.
const dueAt = "2026-12-14T13:30:00.000Z";
const targets: TicketTarget[] = [
  { state: "running", kind: "response", dueAt },
  { state: "running", kind: "resolution", dueAt },
  { state: "overdue", kind: "response", dueAt, escalated: false },
  { state: "overdue", kind: "resolution", dueAt, escalated: true },
  { state: "paused", waitingFor: "parts" },
  { state: "paused", waitingFor: "customer" },
];
const visit = (status: "booked" | "done" | "cancelled", outcome: StoredVisitOutcome | null = null) => ({
  from: "2026-12-14T09:30:00.000Z",
  to: "2026-12-14T11:30:00.000Z",
  technician: "Suresh",
  status,
  outcome,
});
const visits = [visit("booked"), visit("cancelled"), visit("done"), ...(Object.keys(visitOutcomeLabels) as StoredVisitOutcome[]).map((outcome) => visit("done", outcome))];

describe("a service request's words on an English page", () => {
  it("are the contract's, letter for letter: what the e-mails say too", () => {
    for (const status of serviceStatuses) {
      expect(statusText(english, status)).toBe(customerStatusLabels[status]);
      expect(nextStepText(english, status)).toBe(customerNextSteps[status]);
    }
    for (const target of targets) expect(targetText(english, dateNames(english), target)).toBe(ticketTargetText(target));
    expect(reopenText(english, dateNames(english), "2026-12-27T05:00:00.000Z")).toBe(reopenWindowText("2026-12-27T05:00:00.000Z"));
    expect(photoHintText(english, { photos: TICKET_PHOTOS_MAX, bytes: TICKET_PHOTOS_MAX_BYTES })).toBe(trackRequestMessages.photoHint);
    for (const photos of [1, 7]) {
      const room = { photos, bytes: 18.35 * 1024 * 1024 };
      expect(photoHintText(english, room)).toBe(`${trackRequestMessages.photoHint} ${photoRoomText(room)}`);
    }
    expect(messageHintText(english)).toBe("Up to 1000 characters. We will reply by phone or e-mail.");
    for (const product of ["2100VA", "other", "Golf Cart Battery 72V"]) expect(productText(english, product)).toBe(productChoiceLabel(product));
    expect(visitSlot(english, dateNames(english), visits[0]!)).toBe(visitSlotText(visits[0]!.from, visits[0]!.to));
    expect(visits.map((one) => visitStateText(english, one))).toEqual([
      "booked",
      "called off",
      "made",
      ...Object.values(visitOutcomeLabels).map((label) => `made (${label.toLowerCase()})`),
    ]);
  });

  it("fall back to the contract's English where the page was not sent a message, never an id", () => {
    const bare = makeI18n({ locale: "hi", messages: {} });
    expect(statusText(bare, "new")).toBe(customerStatusLabels.new);
    expect(targetText(bare, dateNames(bare), targets[3]!)).toBe(ticketTargetText(targets[3]!));
    expect(visitStateText(bare, visit("done", "repaired"))).toBe("made (repaired)");
  });
});

describe("a service request's words in Hindi and Punjabi (decision 056)", () => {
  it("say every status and its next step in the page's language", () => {
    for (const i18n of [hindi, punjabi]) {
      for (const status of serviceStatuses) {
        for (const said of [statusText(i18n, status), nextStepText(i18n, status)]) expect(said, `${i18n.locale}: ${status}`).not.toMatch(/[A-Za-z]{3}/);
      }
    }
    expect(statusText(hindi, "new")).toBe("हमें आपका अनुरोध मिल गया है");
    expect(statusText(punjabi, "diagnosing")).toBe("ਸਾਡਾ ਇੰਜੀਨੀਅਰ ਕਾਰਨ ਪਤਾ ਕਰ ਰਿਹਾ ਹੈ");
    expect(productText(hindi, "other")).toBe("अन्य / पक्का नहीं पता");
    expect(productText(hindi, "2100VA")).toBe("2100VA Inverter");
  });

  it("write the target time, the reopening window and the visits with the language's dates", () => {
    expect(targetText(hindi, dateNames(hindi), targets[1]!)).toBe("हम इसे सोम, 14 दिसंबर, 7:00 pm तक हल करने की कोशिश करेंगे।");
    expect(targetText(punjabi, dateNames(punjabi), targets[3]!)).toBe(
      "ਸਾਡੀ ਕੋਸ਼ਿਸ਼ ਇਸਨੂੰ ਸੋਮ, 14 ਦਸੰਬਰ, 7:00 pm ਤੱਕ ਹੱਲ ਕਰਨ ਦੀ ਸੀ; ਇਸ ਵਿੱਚ ਦੇਰ ਹੋ ਰਹੀ ਹੈ, ਇਸ ਲਈ ਸਾਨੂੰ ਅਫ਼ਸੋਸ ਹੈ। ਇਹ ਸਾਡੇ ਸ਼ਿਕਾਇਤ ਅਧਿਕਾਰੀ ਕੋਲ ਭੇਜ ਦਿੱਤੀ ਗਈ ਹੈ, ਜੋ ਇਸਦਾ ਹੱਲ ਯਕੀਨੀ ਬਣਾਉਣਗੇ।",
    );
    expect(reopenText(hindi, dateNames(hindi), "2026-12-27T05:00:00.000Z")).toBe("आप यह अनुरोध 27 दिसंबर 2026, 10:30 am तक दोबारा खोल सकते हैं।");
    expect(visitSlot(punjabi, dateNames(punjabi), visits[0]!)).toBe("ਸੋਮ, 14 ਦਸੰਬਰ, 3:00 pm ਤੋਂ 5:00 pm ਤੱਕ");
    expect(visitStateText(hindi, visit("done", "part_replaced"))).toBe("हो गई (पुर्ज़ा बदला गया)");
    for (const i18n of [hindi, punjabi]) {
      for (const target of targets) expect(targetText(i18n, dateNames(i18n), target)).not.toMatch(/[A-Za-z]{3}/);
      for (const one of visits) expect(visitStateText(i18n, one)).not.toMatch(/[A-Za-z]{3}/);
    }
  });

  it("say what a photo and a request take, the sizes and formats as they are written", () => {
    expect(photoHintText(punjabi, { photos: 1, bytes: 3 * 1024 * 1024 })).toBe(
      "ਖ਼ਰਾਬੀ, ਡਿਸਪਲੇ ਜਾਂ ਸੀਰੀਅਲ ਨੰਬਰ ਵਾਲੇ ਲੇਬਲ ਦੀ ਫ਼ੋਟੋ: JPEG, PNG ਜਾਂ WebP, ਵੱਧ ਤੋਂ ਵੱਧ 5 MB। ਇੱਕ ਬੇਨਤੀ ਵਿੱਚ 10 ਫ਼ੋਟੋਆਂ ਤੱਕ ਭੇਜੀਆਂ ਜਾ ਸਕਦੀਆਂ ਹਨ, ਕੁੱਲ 25 MB ਤੱਕ। ਅਸੀਂ ਫ਼ੋਟੋਆਂ ਵਿੱਚੋਂ ਲੋਕੇਸ਼ਨ ਦੀ ਜਾਣਕਾਰੀ ਹਟਾ ਦਿੰਦੇ ਹਾਂ। ਤੁਸੀਂ 1 ਹੋਰ ਫ਼ੋਟੋ ਭੇਜ ਸਕਦੇ ਹੋ, ਕੁੱਲ 3 MB ਤੱਕ।",
    );
    expect(photoHintText(hindi, { photos: 7, bytes: 18.35 * 1024 * 1024 })).toMatch(/ आप 7 और फ़ोटो भेज सकते हैं, कुल 18\.3 MB तक।$/);
    expect(messageHintText(hindi)).toBe("ज़्यादा से ज़्यादा 1000 अक्षर। हम फ़ोन या ईमेल से जवाब देंगे।");
  });
});
