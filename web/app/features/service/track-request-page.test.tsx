import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { trackRequestMessages } from "@urjavolt/contract/service";
import type { FormReply } from "../../lib/form-reply";
import { makeI18n } from "../../lib/i18n";
import { InEnglish } from "../../../test/i18n";
import { TrackRequestPage } from "./track-request-page";

/** The look-up on its page, whose action says no request matches. */
function renderAt(path: string, wrapper: (props: { children: React.ReactNode }) => React.ReactNode) {
  const action = vi.fn(
    async ({ request }: { request: Request }): Promise<FormReply<unknown>> => ({
      form: "track-request",
      status: "refused",
      message: trackRequestMessages.notFound,
      errors: {},
      values: Object.fromEntries([...(await request.formData())].map(([name, value]) => [name, String(value)])),
    }),
  );
  const Stub = createRoutesStub([{ path: "/:lang?/track-request", Component: TrackRequestPage, action }]);
  render(<Stub initialEntries={[path]} />, { wrapper });
  return action;
}

const InHindi = ({ children }: { children: React.ReactNode }) => <I18nProvider i18n={makeI18n({ locale: "hi", messages: hi })}>{children}</I18nProvider>;

describe("the service request look-up in Hindi (decision 056)", () => {
  it("asks in Hindi, checks in Hindi, and gives the one answer for a wrong pair in Hindi", async () => {
    const action = renderAt("/hi/track-request", InHindi);
    const form = screen.getByRole("form", { name: "अपना सर्विस अनुरोध खोजें" });
    expect(form).toHaveAttribute("action", "/hi/track-request#track-request-form");
    expect(screen.getByRole("link", { name: "शिकायत दर्ज करें" })).toHaveAttribute("href", "/hi/technical-support");
    await userEvent.click(screen.getByRole("button", { name: "स्थिति देखें" }));
    expect(screen.getByLabelText("रेफ़रेंस नंबर")).toHaveAccessibleDescription("रेफ़रेंस नंबर भरना ज़रूरी है");
    expect(screen.getByLabelText("मोबाइल नंबर")).toHaveAccessibleDescription("मोबाइल नंबर भरना ज़रूरी है");
    await userEvent.type(screen.getByLabelText("रेफ़रेंस नंबर"), "123");
    await userEvent.click(screen.getByRole("button", { name: "स्थिति देखें" }));
    expect(screen.getByLabelText("रेफ़रेंस नंबर")).toHaveAccessibleDescription("रेफ़रेंस नंबर वैसे ही डालें जैसा हमारे ईमेल में है, जैसे CMP-2026-000123");
    expect(action).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText("रेफ़रेंस नंबर"));
    await userEvent.type(screen.getByLabelText("रेफ़रेंस नंबर"), "CMP-2026-000123");
    await userEvent.type(screen.getByLabelText("मोबाइल नंबर"), "98765 43210");
    await userEvent.click(screen.getByRole("button", { name: "स्थिति देखें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("इन जानकारियों से कोई सर्विस अनुरोध नहीं मिला।");
  });

  it("keeps the English page's words", () => {
    renderAt("/track-request", InEnglish);
    expect(screen.getByRole("form", { name: "Find your service request" })).toHaveAttribute("action", "/track-request#track-request-form");
    expect(screen.getByRole("link", { name: "File a complaint" })).toHaveAttribute("href", "/technical-support");
    expect(screen.getByRole("button", { name: "Track Request" })).toBeInTheDocument();
  });
});
