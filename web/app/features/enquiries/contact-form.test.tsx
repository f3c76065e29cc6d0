import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { CONTROL_CHARACTER_MESSAGE, INVALID_FORM_MESSAGE } from "@urjavolt/contract/form-rules";
import type { FormReply } from "../../lib/form-reply";
import { makeI18n } from "../../lib/i18n";
import { InEnglish } from "../../../test/i18n";
import { ContactForm } from "./contact-form";

const punjabi = makeI18n({ locale: "pa", messages: pa });

/** The contact form on its page at `path`, its action answering with `reply`. */
function renderAt(path: string, reply: (body: FormData) => FormReply<unknown>, inPunjabi: boolean) {
  const action = vi.fn(async ({ request }: { request: Request }) => reply(await request.formData()));
  const Stub = createRoutesStub([{ path: "/:lang?/contact-us", Component: ContactForm, action }]);
  const page = <Stub initialEntries={[path]} />;
  render(inPunjabi ? <I18nProvider i18n={punjabi}>{page}</I18nProvider> : page, inPunjabi ? {} : { wrapper: InEnglish });
  return action;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, labels: { name: string; mobile: string; email: string; subject: string; message: string }) {
  await user.type(within(form).getByLabelText(labels.name), "Asha Rani");
  await user.type(within(form).getByLabelText(labels.mobile), "9876543210");
  await user.type(within(form).getByLabelText(labels.email), "asha@example.in");
  await user.type(within(form).getByLabelText(labels.subject), "Dealership");
  await user.type(within(form).getByLabelText(labels.message), "Hello");
}

const punjabiLabels = { name: "ਨਾਮ", mobile: "ਮੋਬਾਈਲ", email: "ਈਮੇਲ", subject: "ਵਿਸ਼ਾ", message: "ਸੁਨੇਹਾ" };

describe("the contact form in Punjabi (decision 056)", () => {
  it("posts to the Punjabi page, so a post without scripts comes back in Punjabi", () => {
    renderAt("/pa/contact-us", () => ({ form: "contact", status: "done", result: {}, values: {} }), true);
    expect(screen.getByRole("form", { name: "ਸਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜੋ" })).toHaveAttribute("action", "/pa/contact-us#contact-form");
  });

  it("says what is missing in Punjabi before sending anything", async () => {
    const user = userEvent.setup();
    const action = renderAt("/pa/contact-us", () => ({ form: "contact", status: "done", result: {}, values: {} }), true);
    await user.click(screen.getByRole("button", { name: "ਸੁਨੇਹਾ ਭੇਜੋ" }));
    expect(screen.getByRole("alert")).toHaveTextContent("ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੀ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ ਸਹੀ-ਸਹੀ ਭਰੋ।");
    expect(screen.getByLabelText("ਨਾਮ")).toHaveAccessibleDescription("ਨਾਮ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ");
    expect(screen.getByLabelText("ਮੋਬਾਈਲ")).toHaveAccessibleDescription("ਮੋਬਾਈਲ ਨੰਬਰ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ");
    expect(screen.getByLabelText("ਨਾਮ")).toHaveFocus();
    // Leaving a field checks it in Punjabi too.
    await user.type(screen.getByLabelText("ਈਮੇਲ"), "asha at example.in");
    await user.tab();
    expect(screen.getByLabelText("ਈਮੇਲ")).toHaveAccessibleDescription("ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਭਰੋ");
    expect(action).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, sent in the rules' English, in Punjabi", async () => {
    const user = userEvent.setup();
    renderAt(
      "/pa/contact-us",
      (body) => ({ form: "contact", status: "refused", message: INVALID_FORM_MESSAGE, errors: { name: CONTROL_CHARACTER_MESSAGE }, values: Object.fromEntries([...body].map(([k, v]) => [k, String(v)])) }),
      true,
    );
    const form = screen.getByRole("form", { name: "ਸਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜੋ" });
    await fillValid(user, form, punjabiLabels);
    await user.click(screen.getByRole("button", { name: "ਸੁਨੇਹਾ ਭੇਜੋ" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੀ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ ਸਹੀ-ਸਹੀ ਭਰੋ।");
    expect(screen.getByLabelText("ਨਾਮ")).toHaveAccessibleDescription("ਕਿਰਪਾ ਕਰਕੇ ਇਸ ਖ਼ਾਨੇ ਵਿੱਚੋਂ ਲੁਕੇ ਹੋਏ ਕੰਟਰੋਲ ਕਰੈਕਟਰ ਹਟਾਓ");
  });

  it("confirms a sent message with its reference in Punjabi", async () => {
    const user = userEvent.setup();
    renderAt("/pa/contact-us", () => ({ form: "contact", status: "done", result: { message: "Message sent successfully! Your reference number is MSG-2026-000007.", reference: "MSG-2026-000007" }, values: {} }), true);
    await fillValid(user, screen.getByRole("form", { name: "ਸਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜੋ" }), punjabiLabels);
    await user.click(screen.getByRole("button", { name: "ਸੁਨੇਹਾ ਭੇਜੋ" }));
    expect(await screen.findByRole("status")).toHaveTextContent("ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ! ਤੁਹਾਡਾ ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ MSG-2026-000007 ਹੈ।");
  });
});

describe("the contact form in English", () => {
  it("keeps the spec's words", async () => {
    const user = userEvent.setup();
    renderAt("/contact-us", () => ({ form: "contact", status: "done", result: { message: "Message sent successfully! Your reference number is MSG-2026-000008.", reference: "MSG-2026-000008" }, values: {} }), false);
    const form = screen.getByRole("form", { name: "Send Us a Message" });
    expect(form).toHaveAttribute("action", "/contact-us#contact-form");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill out all required fields correctly.");
    expect(screen.getByLabelText("Subject")).toHaveAccessibleDescription("Subject is required");
    await fillValid(user, form, { name: "Name", mobile: "Mobile", email: "Email", subject: "Subject", message: "Message" });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Message sent successfully! Your reference number is MSG-2026-000008.");
  });
});
