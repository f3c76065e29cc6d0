import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { INVALID_FORM_MESSAGE } from "@urjavolt/contract/form-rules";
import { PRODUCT_UNKNOWN, catalogueProductOptions } from "@urjavolt/contract/enquiries";
import type { FormReply } from "../../lib/form-reply";
import { makeI18n } from "../../lib/i18n";
import { ComplaintForm } from "./complaint-form";
import { InEnglish } from "../../../test/i18n";

/** The form's product list as the page makes it from the catalogue (decision 047). */
export const testProducts = catalogueProductOptions([
  { product_name: "2100VA Lithium Inverter", product_category: "inverter", product_category_name: "Lithium-Ion Inverter/UPS", product_capacity: "2100VA" },
  { product_name: "48V 24Ah EV Battery for electric scooters", product_category: "ev", product_category_name: "Two/Three Wheeler EV Batteries", product_capacity: "48V 24Ah" },
]);

const answer = {
  message: "Support request submitted successfully! Your reference number is CMP-2026-000042.",
  reference: "CMP-2026-000042",
  trackPath: "/track-request/abc.def",
  callBy: "2026-11-27T08:30:00.000Z",
};

/** The complaint page with an action that keeps what the form posted and answers a reference. */
function renderForm() {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/technical-support",
      Component: () => <ComplaintForm anchor="complaint-form" products={testProducts} />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return {
          form: "complaint",
          status: "done",
          result: answer,
          values: {},
        };
      },
    },
  ]);
  render(<Stub initialEntries={["/technical-support"]} />, { wrapper: InEnglish });
  return posted;
}

async function fill(mobile: string) {
  await userEvent.type(screen.getByLabelText(/^Name/), "Harjit Kaur");
  await userEvent.type(screen.getByLabelText(/^Phone/), mobile);
  await userEvent.type(screen.getByLabelText(/^Email/), "harjit@example.in");
  await userEvent.selectOptions(screen.getByLabelText(/^Product/), "2100VA");
  await userEvent.type(screen.getByLabelText(/^Pin code/), "140401");
  await userEvent.selectOptions(screen.getByLabelText(/^Issue/), "product_issue");
  await userEvent.type(screen.getByLabelText(/^Details/), "The inverter beeps.");
}

describe("complaint form: updates by SMS and WhatsApp", () => {
  it("offers both boxes unticked, and posts the one ticked", async () => {
    const posted = renderForm();
    const group = await screen.findByRole("group", { name: /Updates on your mobile/ });
    expect(group).toHaveAccessibleDescription(/never offers, to the mobile number above/);
    const sms = screen.getByRole("checkbox", { name: "Send me updates by SMS" });
    const whatsapp = screen.getByRole("checkbox", { name: "Send me updates on WhatsApp" });
    expect(sms).not.toBeChecked();
    expect(whatsapp).not.toBeChecked();
    await fill("9876543210");
    await userEvent.click(sms);
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("heading", { name: "Request Submitted" })).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get("sms_updates")).toBe("yes");
    expect(posted[0]!.get("whatsapp_updates")).toBeNull();
  });

  it("asks for an Indian mobile, box or no box (one rule for every form, decision 047), and sends nothing until then", async () => {
    const posted = renderForm();
    await fill("+441632960961");
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill out all required fields correctly.");
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAccessibleDescription("Please enter a valid 10-digit mobile number");
    expect(phone).toHaveFocus();
    expect(posted).toHaveLength(0);
    await userEvent.clear(phone);
    await userEvent.type(phone, "+91 98140-55667");
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("heading", { name: "Request Submitted" })).toBeInTheDocument();
    expect(posted[0]!.get("mobile")).toBe("9814055667");
  });
});

describe("complaint form: products and what comes after (decision 047)", () => {
  it("lists the catalogue's products and Other / not sure", async () => {
    renderForm();
    const product = await screen.findByLabelText(/^Product/);
    const options = [...product.querySelectorAll("option")].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ["", "Select a product"],
      ["2100VA", "2100VA Lithium Inverter"],
      ["48V 24Ah EV Battery for electric scooters", "48V 24Ah EV Battery for electric scooters"],
      ["other", "Other / not sure"],
    ]);
  });

  it("answers with the reference large and copyable, when we will call and Track this request", async () => {
    const posted = renderForm();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await fill("98140 55667");
    await userEvent.selectOptions(screen.getByLabelText(/^Product/), "48V 24Ah EV Battery for electric scooters");
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("heading", { name: "Request Submitted" })).toBeInTheDocument();
    expect(posted[0]!.get("product")).toBe("48V 24Ah EV Battery for electric scooters");
    expect(document.querySelector("[data-reference]")).toHaveTextContent(/^CMP-2026-000042$/);
    expect(screen.getByText("Your reference")).toBeInTheDocument();
    expect(screen.getByText(/Our service team will call you by/)).toHaveTextContent("Our service team will call you by 27 Nov 2026, 2:00 pm.");
    expect(screen.getByRole("link", { name: "Track this request" })).toHaveAttribute("href", "/track-request/abc.def");
    await userEvent.click(screen.getByRole("button", { name: /^Copy/ }));
    expect(writeText).toHaveBeenCalledWith("CMP-2026-000042");
    expect(await screen.findByText("Reference copied.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Another Request" })).toBeInTheDocument();
  });
});

const hindi = makeI18n({ locale: "hi", messages: hi });

/** The complaint form on the Hindi page, its action answering with `reply`. */
function renderInHindi(reply: (body: FormData) => FormReply<unknown>) {
  const action = vi.fn(async ({ request }: { request: Request }) => reply(await request.formData()));
  const Stub = createRoutesStub([{ path: "/:lang?/technical-support", Component: () => <ComplaintForm anchor="support-request-form" products={testProducts} />, action }]);
  render(
    <I18nProvider i18n={hindi}>
      <Stub initialEntries={["/hi/technical-support"]} />
    </I18nProvider>,
  );
  return action;
}

const formName = "अपना सहायता अनुरोध भेजें";

async function fillInHindi(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText("नाम"), "हरजीत कौर");
  await userEvent.type(within(form).getByLabelText("फ़ोन"), "98140 55667");
  await userEvent.type(within(form).getByLabelText("ईमेल"), "harjit@example.in");
  await userEvent.selectOptions(within(form).getByLabelText("प्रोडक्ट"), "2100VA");
  await userEvent.type(within(form).getByLabelText("पिन कोड"), "140401");
  await userEvent.selectOptions(within(form).getByLabelText("समस्या"), "product_issue");
  await userEvent.type(within(form).getByLabelText("पूरी जानकारी"), "इन्वर्टर रात में बीप करता है।");
}

describe("the complaint form in Hindi (decision 056)", () => {
  it("asks in Hindi, its issue list and product list too, and posts to the Hindi page so a post without scripts comes back in Hindi", () => {
    renderInHindi(() => ({ form: "complaint", status: "done", result: answer, values: {} }));
    const form = screen.getByRole("form", { name: formName });
    expect(form).toHaveAttribute("action", "/hi/technical-support#support-request-form");
    expect(form).toHaveTextContent("हमें बताएँ कि क्या गड़बड़ हुई, हम आपके अनुरोध का रेफ़रेंस नंबर देकर आपसे संपर्क करेंगे।");
    expect(form).toHaveTextContent("सीरियल नंबर (वैकल्पिक)");
    expect(screen.getByLabelText("पूरी जानकारी")).toHaveAccessibleDescription("क्या हो रहा है, कब से, और आपने अब तक क्या-क्या आज़माया है।");
    const issues = [...screen.getByLabelText("समस्या").querySelectorAll("option")].map((option) => option.textContent);
    expect(issues).toEqual(["समस्या चुनें", "प्रोडक्ट में समस्या", "बिक्री के बाद की सर्विस", "डिलीवरी की समस्या", "इंस्टॉलेशन की समस्या", "वारंटी की समस्या", "अन्य"]);
    expect(screen.getByLabelText("समस्या बताएँ")).toBeInTheDocument();
    // The catalogue's products keep their names.
    const products = [...screen.getByLabelText("प्रोडक्ट").querySelectorAll("option")].map((option) => option.textContent);
    expect(products).toEqual(["प्रोडक्ट चुनें", "2100VA Lithium Inverter", "48V 24Ah EV Battery for electric scooters", "अन्य / पक्का नहीं पता"]);
    // The boxes in Hindi: the consent keeps the words the customer read (decisions 030, 056).
    expect(screen.getByRole("checkbox", { name: "मुझे एसएमएस से अपडेट भेजें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "अनुरोध भेजें" })).toBeInTheDocument();
  });

  it("says what is missing in Hindi before sending anything", async () => {
    const action = renderInHindi(() => ({ form: "complaint", status: "done", result: answer, values: {} }));
    await userEvent.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया सभी ज़रूरी जानकारी सही-सही भरें।");
    expect(screen.getByLabelText("नाम")).toHaveAccessibleDescription("नाम भरना ज़रूरी है");
    expect(screen.getByLabelText("फ़ोन")).toHaveAccessibleDescription("फ़ोन नंबर भरना ज़रूरी है");
    expect(screen.getByLabelText("ईमेल")).toHaveAccessibleDescription("ईमेल भरना ज़रूरी है");
    expect(screen.getByLabelText("प्रोडक्ट")).toHaveAccessibleDescription("कृपया एक प्रोडक्ट चुनें");
    expect(screen.getByLabelText("पिन कोड")).toHaveAccessibleDescription("पिन कोड भरना ज़रूरी है");
    expect(screen.getByLabelText("समस्या")).toHaveAccessibleDescription("कृपया एक समस्या चुनें");
    expect(screen.getByLabelText("पूरी जानकारी")).toHaveAccessibleDescription(/ कृपया समस्या विस्तार से बताएँ$/);
    expect(screen.getByLabelText("नाम")).toHaveFocus();
    // 'Other' wants its description; a pincode of five digits is not one.
    await userEvent.selectOptions(screen.getByLabelText("समस्या"), "other");
    await userEvent.type(screen.getByLabelText("पिन कोड"), "14040");
    await userEvent.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect(screen.getByLabelText("समस्या बताएँ")).toHaveAccessibleDescription("कृपया समस्या बताएँ");
    expect(screen.getByLabelText("पिन कोड")).toHaveAccessibleDescription("पिन कोड 6 अंकों का होना चाहिए");
    expect(action).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a product it no longer offers, sent in the rules' English, in Hindi", async () => {
    renderInHindi((body) => ({ form: "complaint", status: "refused", message: INVALID_FORM_MESSAGE, errors: { product: PRODUCT_UNKNOWN }, values: Object.fromEntries([...body].map(([k, v]) => [k, String(v)])) }));
    await fillInHindi(screen.getByRole("form", { name: formName }));
    await userEvent.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("कृपया सभी ज़रूरी जानकारी सही-सही भरें।");
    expect(screen.getByLabelText("प्रोडक्ट")).toHaveAccessibleDescription("कृपया सूची में से एक प्रोडक्ट चुनें");
  });

  it("confirms in Hindi: the reference, when we will call in a Hindi date, and the way to the Hindi tracking page", async () => {
    renderInHindi(() => ({ form: "complaint", status: "done", result: answer, values: {} }));
    await fillInHindi(screen.getByRole("form", { name: formName }));
    await userEvent.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect(await screen.findByRole("heading", { name: "अनुरोध भेज दिया गया" })).toHaveFocus();
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("आपका सहायता अनुरोध भेज दिया गया है! आपका रेफ़रेंस नंबर CMP-2026-000042 है।");
    expect(screen.getByText("आपका रेफ़रेंस नंबर")).toBeInTheDocument();
    expect(screen.getByText(/हमारी सर्विस टीम आपको/)).toHaveTextContent("हमारी सर्विस टीम आपको 27 नवंबर 2026, 2:00 pm तक फ़ोन करेगी।");
    expect(screen.getByRole("link", { name: "इस अनुरोध की स्थिति देखें" })).toHaveAttribute("href", "/hi/track-request/abc.def");
    expect(screen.getByRole("button", { name: /^कॉपी करें\s*रेफ़रेंस नंबर CMP-2026-000042$/ })).toBeInTheDocument();
    const another = screen.getByRole("button", { name: "एक और अनुरोध भेजें" });
    expect(another.closest("form")).toHaveAttribute("action", "/hi/technical-support#support-request-form");
  });
});
