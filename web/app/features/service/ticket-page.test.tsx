import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { TICKET_PHOTOS_MAX, TICKET_PHOTOS_MAX_BYTES, type TrackedTicket, trackRequestMessages } from "@urjavolt/contract/service";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormReply } from "../../lib/form-reply";
import { makeI18n } from "../../lib/i18n";
import { TicketPage } from "./ticket-page";
import { InEnglish } from "../../../test/i18n";

const PATH = "/track-request/Q01QLTIwMjYtMDAwMTIz.sig";

const ticket: TrackedTicket = {
  token: "Q01QLTIwMjYtMDAwMTIz.sig",
  reference: "CMP-2026-000123",
  product: "2100VA",
  status: "diagnosing",
  openedAt: "2026-12-10T04:30:00.000Z",
  // 7:00 pm on Monday 14 Dec in India.
  target: { state: "running", kind: "resolution", dueAt: "2026-12-14T13:30:00.000Z" },
  reopenUntil: null,
  canMessage: true,
  canConfirm: false,
  canReopen: false,
  history: [
    { status: "new", at: "2026-12-10T04:30:00.000Z", byCustomer: false },
    { status: "acknowledged", at: "2026-12-10T06:00:00.000Z", byCustomer: false },
    { status: "diagnosing", at: "2026-12-11T05:00:00.000Z", byCustomer: false },
  ],
  messages: [{ from: "customer", at: "2026-12-11T06:00:00.000Z", body: "Please call after 5 pm.", photo: null }],
  photoRoom: { photos: TICKET_PHOTOS_MAX, bytes: TICKET_PHOTOS_MAX_BYTES },
  visits: [],
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Answer = (body: FormData) => Promise<FormReply<TrackedTicket>>;

/** The page on its own path, whose action answers as `answer` says. */
function renderPage(shown: TrackedTicket, answer: Answer = async (body) => ({ form: String(body.get("_form")), status: "done", result: shown, values: {} })) {
  const action = vi.fn(answer);
  const Stub = createRoutesStub([{ path: "/track-request/:token", Component: () => <TicketPage ticket={shown} action={PATH} />, action: async ({ request }) => action(await request.formData()) }]);
  render(<Stub initialEntries={[PATH]} />, { wrapper: InEnglish });
  return action;
}

describe("TicketPage", () => {
  it("lists the engineer's visits with their slot in India time, the technician's first name and how each went", () => {
    renderPage({
      ...ticket,
      status: "visit_scheduled",
      visits: [
        { from: "2026-12-12T05:30:00.000Z", to: "2026-12-12T07:30:00.000Z", technician: "Ravi", status: "cancelled", outcome: null },
        { from: "2026-12-14T09:30:00.000Z", to: "2026-12-14T11:30:00.000Z", technician: "Suresh", status: "booked", outcome: null },
      ],
    });
    const card = screen.getByRole("region", { name: "Request CMP-2026-000123" });
    expect(within(card).getByRole("heading", { name: "Engineer visits" })).toBeInTheDocument();
    expect(card).toHaveTextContent("Sat, 12 Dec, 11:00 am to 1:00 pm, by Ravi: called off");
    expect(card).toHaveTextContent("Mon, 14 Dec, 3:00 pm to 5:00 pm, by Suresh: booked");
  });

  it("shows the status and next step in the customer's words, the target time in India, the history and the messages", () => {
    renderPage(ticket);
    const card = screen.getByRole("region", { name: "Request CMP-2026-000123" });
    expect(card).toHaveTextContent("Status: Our engineer is finding the cause");
    expect(card).toHaveTextContent("2100VA Inverter, filed on 10 Dec 2026, 10:00 am.");
    expect(card).toHaveTextContent("Our engineer is checking the fault. We will tell you what is needed to fix it.");
    expect(card).toHaveTextContent("We aim to resolve it by Mon, 14 Dec, 7:00 pm.");
    expect(within(card).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "We have received your request 10 Dec 2026, 10:00 am",
      "Our service team has taken up your request 10 Dec 2026, 11:30 am",
      "Our engineer is finding the cause 11 Dec 2026, 10:30 am",
    ]);
    // Not resolved: no question about the fix.
    expect(screen.queryByRole("button", { name: "Yes, it is fixed" })).toBeNull();
    const messages = screen.getByRole("region", { name: "Messages" });
    expect(messages).toHaveTextContent("You, 11 Dec 2026, 11:30 am");
    expect(messages).toHaveTextContent("Please call after 5 pm.");
  });

  it("says plainly when the target time is on hold, and shows none once resolved", () => {
    renderPage({ ...ticket, status: "awaiting_parts", target: { state: "paused", waitingFor: "parts" } });
    expect(screen.getByText("Our target time is on hold while we wait for the spare parts.")).toBeInTheDocument();
    cleanup();
    renderPage({ ...ticket, status: "resolved", target: null, canConfirm: true, canReopen: true, reopenUntil: "2026-12-27T05:00:00.000Z" });
    expect(screen.queryByText(/We aim to/)).toBeNull();
    expect(screen.getByText("You can reopen this request until 27 Dec 2026, 10:30 am.")).toBeInTheDocument();
  });

  it("checks the message before sending it, then sends it and clears the box", async () => {
    const action = renderPage(ticket);
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(trackRequestMessages.messageRequired)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Your message/), { target: { value: "The fault came back last night." } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent(trackRequestMessages.messageSent);
    expect(action).toHaveBeenCalledTimes(1);
    const sent = action.mock.calls[0]![0];
    expect([sent.get("_form"), sent.get("message")]).toEqual(["message", "The fault came back last night."]);
    await waitFor(() => expect(screen.getByLabelText(/Your message/)).toHaveValue(""));
  });

  it("asks whether a resolved fault is fixed, and sends the answer the customer picks", async () => {
    const action = renderPage({ ...ticket, status: "resolved", target: null, canConfirm: true, canReopen: true, reopenUntil: "2026-12-27T05:00:00.000Z" });
    fireEvent.click(screen.getByRole("button", { name: "No, the fault is back" }));
    expect(await screen.findByRole("status")).toHaveTextContent(trackRequestMessages.reopened);
    const sent = action.mock.calls[0]![0];
    expect([sent.get("_form"), sent.get("answer")]).toEqual(["not-fixed", "not_fixed"]);
  });

  it("after the reopening window, offers only the confirmation and points to a new complaint; a refusal shows its words", async () => {
    const refusal = "A ticket can be reopened only within 15 days of being resolved. Open a new ticket instead.";
    renderPage({ ...ticket, status: "resolved", target: null, canConfirm: true, canReopen: false, reopenUntil: "2026-11-27T05:00:00.000Z" }, async (body) => ({
      form: String(body.get("_form")),
      status: "refused",
      message: refusal,
      errors: {},
      values: {},
    }));
    expect(screen.queryByRole("button", { name: "No, the fault is back" })).toBeNull();
    expect(screen.getByText(/The 15 days to reopen this request have passed/)).toHaveTextContent("please file a new complaint");
    expect(screen.getByRole("link", { name: "file a new complaint" })).toHaveAttribute("href", "/technical-support");
    fireEvent.click(screen.getByRole("button", { name: "Yes, it is fixed" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
  });

  it("checks the chosen photo before it is sent, and shows the photos the customer sent", async () => {
    const withPhoto = { ...ticket, messages: [...ticket.messages, { from: "customer" as const, at: "2026-12-11T07:00:00.000Z", body: "The display", photo: "/api/v1/track-request/t/photos/9" }] };
    const action = renderPage(withPhoto);
    const messages = screen.getByRole("region", { name: "Messages" });
    expect(within(messages).getByRole("img", { name: "What you sent on 11 Dec 2026, 12:30 pm" })).toHaveAttribute("src", "/api/v1/track-request/t/photos/9");

    fireEvent.click(screen.getByRole("button", { name: "Send Photo" }));
    expect(await screen.findByText(trackRequestMessages.photoRequired)).toBeInTheDocument();
    const input = screen.getByLabelText(/^Photo/) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["%PDF"], "invoice.pdf", { type: "application/pdf" })] } });
    expect(await screen.findByText(trackRequestMessages.photoType)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "display.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [jpeg] } });
    await waitFor(() => expect(screen.queryByText(trackRequestMessages.photoType)).toBeNull());
    // Sending it is the browser tests' part (e2e/tests/track-request.spec.ts, with and without
    // scripts): jsdom's File does not pass through Node's own FormData parser on every Node version.
  });

  it("says on the photo form what a photo and a request take, and how much is left once photos were sent", () => {
    renderPage(ticket);
    const input = screen.getByLabelText(/^Photo/);
    expect(input).toHaveAccessibleDescription(trackRequestMessages.photoHint);
    expect(trackRequestMessages.photoHint).toContain("up to 5 MB");
    expect(trackRequestMessages.photoHint).toContain("up to 10 photos, 25 MB in all");
    cleanup();

    renderPage({ ...ticket, photoRoom: { photos: 7, bytes: 18.35 * 1024 * 1024 } });
    expect(screen.getByLabelText(/^Photo/)).toHaveAccessibleDescription(`${trackRequestMessages.photoHint} You can send 7 more photos, 18.3 MB in all.`);
  });

  it("takes no more photos once the request has as many as it keeps, and still takes messages", () => {
    renderPage({ ...ticket, photoRoom: { photos: 0, bytes: 3 * 1024 * 1024 } });
    expect(screen.queryByLabelText(/^Photo/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Send Photo" })).toBeNull();
    expect(screen.getByRole("note")).toHaveTextContent(trackRequestMessages.photosFull);
    expect(screen.getByLabelText(/Your message/)).toBeInTheDocument();
  });

  it("takes no more messages once the request is closed", () => {
    renderPage({ ...ticket, status: "closed", target: null, canMessage: false, history: [...ticket.history, { status: "closed", at: "2026-12-12T05:00:00.000Z", byCustomer: true }] });
    expect(screen.queryByLabelText(/Your message/)).toBeNull();
    expect(screen.queryByLabelText(/^Photo/)).toBeNull();
    expect(within(screen.getByRole("region", { name: "Request CMP-2026-000123" })).getAllByRole("listitem").at(-1)).toHaveTextContent("Your request is closed 12 Dec 2026, 10:30 am (by you)");
    expect(screen.getByRole("link", { name: "file a new complaint" })).toBeInTheDocument();
  });
});

describe("TicketPage in Punjabi (decision 056)", () => {
  const PA_PATH = `/pa${PATH}`;
  const punjabi = makeI18n({ locale: "pa", messages: pa });

  /** The page on its Punjabi path, whose action answers as `answer` says. */
  function renderInPunjabi(shown: TrackedTicket, answer: Answer = async (body) => ({ form: String(body.get("_form")), status: "done", result: shown, values: {} })) {
    const action = vi.fn(answer);
    const Stub = createRoutesStub([
      { path: "/:lang?/track-request/:token", Component: () => <TicketPage ticket={shown} action={PA_PATH} />, action: async ({ request }) => action(await request.formData()) },
    ]);
    render(
      <I18nProvider i18n={punjabi}>
        <Stub initialEntries={[PA_PATH]} />
      </I18nProvider>,
    );
    return action;
  }

  it("says where the request stands, what happens next, its history and messages in Punjabi, with Punjabi dates", () => {
    renderInPunjabi({
      ...ticket,
      product: "other",
      status: "visit_scheduled",
      visits: [{ from: "2026-12-14T09:30:00.000Z", to: "2026-12-14T11:30:00.000Z", technician: "Suresh", status: "booked", outcome: null }],
    });
    const card = screen.getByRole("region", { name: "ਬੇਨਤੀ CMP-2026-000123" });
    expect(card).toHaveTextContent("ਸਥਿਤੀ: ਇੰਜੀਨੀਅਰ ਦਾ ਆਉਣਾ ਤੈਅ ਹੋ ਗਿਆ ਹੈ");
    expect(card).toHaveTextContent("ਹੋਰ / ਪੱਕਾ ਨਹੀਂ ਪਤਾ, 10 ਦਸੰਬਰ 2026, 10:00 am ਨੂੰ ਦਰਜ ਕੀਤੀ ਗਈ।");
    expect(within(card).getByRole("heading", { name: "ਅੱਗੇ ਕੀ ਹੋਵੇਗਾ" })).toBeInTheDocument();
    expect(card).toHaveTextContent("ਤੈਅ ਸਮੇਂ 'ਤੇ ਇੱਕ ਇੰਜੀਨੀਅਰ ਤੁਹਾਡੇ ਕੋਲ ਆਵੇਗਾ। ਕਿਰਪਾ ਕਰਕੇ ਯੂਨਿਟ, ਉਸਦਾ ਸੀਰੀਅਲ ਨੰਬਰ ਅਤੇ ਆਪਣਾ ਬਿੱਲ ਕੋਲ ਰੱਖੋ।");
    expect(card).toHaveTextContent("ਅਸੀਂ ਇਸਨੂੰ ਸੋਮ, 14 ਦਸੰਬਰ, 7:00 pm ਤੱਕ ਹੱਲ ਕਰਨ ਦੀ ਕੋਸ਼ਿਸ਼ ਕਰਾਂਗੇ।");
    expect(card).toHaveTextContent("ਸੋਮ, 14 ਦਸੰਬਰ, 3:00 pm ਤੋਂ 5:00 pm ਤੱਕ, Suresh ਵੱਲੋਂ: ਤੈਅ ਹੈ");
    const history = [...card.querySelectorAll("ol > li")].map((item) => item.textContent);
    expect(history).toEqual(["ਸਾਨੂੰ ਤੁਹਾਡੀ ਬੇਨਤੀ ਮਿਲ ਗਈ ਹੈ 10 ਦਸੰਬਰ 2026, 10:00 am", "ਸਾਡੀ ਸਰਵਿਸ ਟੀਮ ਨੇ ਤੁਹਾਡੀ ਬੇਨਤੀ 'ਤੇ ਕੰਮ ਸ਼ੁਰੂ ਕਰ ਦਿੱਤਾ ਹੈ 10 ਦਸੰਬਰ 2026, 11:30 am", "ਸਾਡਾ ਇੰਜੀਨੀਅਰ ਕਾਰਨ ਪਤਾ ਕਰ ਰਿਹਾ ਹੈ 11 ਦਸੰਬਰ 2026, 10:30 am"]);
    const messages = screen.getByRole("region", { name: "ਸੁਨੇਹੇ" });
    // What the customer wrote stays as written.
    expect(messages).toHaveTextContent("ਤੁਸੀਂ, 11 ਦਸੰਬਰ 2026, 11:30 am");
    expect(messages).toHaveTextContent("Please call after 5 pm.");
    expect(screen.getByRole("form", { name: "ਸਾਡੀ ਸਰਵਿਸ ਟੀਮ ਨੂੰ ਲਿਖੋ" })).toHaveAttribute("action", `${PA_PATH}#messages`);
    expect(screen.getByLabelText(/^ਫ਼ੋਟੋ/)).toHaveAccessibleDescription(/^ਖ਼ਰਾਬੀ, ਡਿਸਪਲੇ ਜਾਂ ਸੀਰੀਅਲ ਨੰਬਰ ਵਾਲੇ ਲੇਬਲ ਦੀ ਫ਼ੋਟੋ: JPEG, PNG ਜਾਂ WebP, ਵੱਧ ਤੋਂ ਵੱਧ 5 MB।/);
  });

  it("checks and sends a message with Punjabi words, and a photo that is not one is refused in Punjabi", async () => {
    const action = renderInPunjabi(ticket);
    fireEvent.click(screen.getByRole("button", { name: "ਸੁਨੇਹਾ ਭੇਜੋ" }));
    expect(await screen.findByText("ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਸੁਨੇਹਾ ਲਿਖੋ")).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^ਤੁਹਾਡਾ ਸੁਨੇਹਾ/), { target: { value: "ਖ਼ਰਾਬੀ ਫਿਰ ਆ ਗਈ।" } });
    fireEvent.click(screen.getByRole("button", { name: "ਸੁਨੇਹਾ ਭੇਜੋ" }));
    expect(await screen.findByRole("status")).toHaveTextContent("ਧੰਨਵਾਦ। ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਸਾਡੀ ਸਰਵਿਸ ਟੀਮ ਨੂੰ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ।");
    fireEvent.change(screen.getByLabelText(/^ਫ਼ੋਟੋ/), { target: { files: [new File(["%PDF"], "invoice.pdf", { type: "application/pdf" })] } });
    expect(await screen.findByText("ਫ਼ੋਟੋ JPEG, PNG ਜਾਂ WebP ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ")).toBeInTheDocument();
  });

  it("asks whether a resolved fault is fixed in Punjabi, until when it may be reopened, and thanks in Punjabi", async () => {
    renderInPunjabi({ ...ticket, status: "resolved", target: null, canConfirm: true, canReopen: true, reopenUntil: "2026-12-27T05:00:00.000Z" });
    const group = screen.getByRole("group", { name: "ਕੀ ਖ਼ਰਾਬੀ ਠੀਕ ਹੋ ਗਈ?" });
    expect(group).toHaveTextContent("ਤੁਸੀਂ ਇਹ ਬੇਨਤੀ 27 ਦਸੰਬਰ 2026, 10:30 am ਤੱਕ ਦੁਬਾਰਾ ਖੋਲ੍ਹ ਸਕਦੇ ਹੋ।");
    expect(within(group).getByRole("form", { name: "ਖ਼ਰਾਬੀ ਫਿਰ ਆ ਗਈ ਹੈ" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "ਹਾਂ, ਠੀਕ ਹੋ ਗਈ ਹੈ" }));
    expect(await screen.findByRole("status")).toHaveTextContent("ਪੁਸ਼ਟੀ ਕਰਨ ਲਈ ਧੰਨਵਾਦ। ਤੁਹਾਡੀ ਬੇਨਤੀ ਹੁਣ ਬੰਦ ਹੋ ਗਈ ਹੈ।");
  });

  it("points a closed request to a new complaint on the Punjabi page", () => {
    renderInPunjabi({ ...ticket, status: "closed", target: null, canMessage: false });
    expect(screen.getByRole("link", { name: "ਨਵੀਂ ਸ਼ਿਕਾਇਤ ਦਰਜ ਕਰੋ" })).toHaveAttribute("href", "/pa/technical-support");
    expect(screen.getByText(/ਜੇ ਖ਼ਰਾਬੀ ਫਿਰ ਆ ਗਈ ਹੈ/)).toHaveTextContent("ਜੇ ਖ਼ਰਾਬੀ ਫਿਰ ਆ ਗਈ ਹੈ, ਤਾਂ ਕਿਰਪਾ ਕਰਕੇ ਨਵੀਂ ਸ਼ਿਕਾਇਤ ਦਰਜ ਕਰੋ।");
  });
});
