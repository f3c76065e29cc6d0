import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { INVALID_FORM_MESSAGE } from "@urjavolt/contract/form-rules";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { type PublicWarranty, warrantyMessages } from "@urjavolt/contract/warranty";
import type { FormReply } from "../../lib/form-reply";
import { makeI18n } from "../../lib/i18n";
import { fakeApi } from "../../../test/fake-api";
import { InEnglish } from "../../../test/i18n";
import { WarrantyPage } from "./warranty-page";

type Reply = (body: FormData) => FormReply<unknown>;

/** The warranty page at `url` in a language, its action answering with `reply`. */
function renderPage(url: string, locale: "en" | "hi" | "pa", reply: Reply) {
  const action = vi.fn(async ({ request }: { request: Request }) => reply(await request.formData()));
  const Stub = createRoutesStub([{ path: "/:lang?/warranty", Component: WarrantyPage, action }]);
  const page = <Stub initialEntries={[url]} />;
  if (locale === "en") render(page, { wrapper: InEnglish });
  else render(<I18nProvider i18n={makeI18n({ locale, messages: locale === "hi" ? hi : pa })}>{page}</I18nProvider>);
  return action;
}

const sentValues = (body: FormData) => Object.fromEntries([...body].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
const registered = (): FormReply<unknown> => ({
  form: "register",
  status: "done",
  result: { message: "Warranty registered successfully! Serial number UV-2100-9101 is Pending until we verify your invoice.", serialno: "UV-2100-9101", status: "Pending" },
  values: {},
});
const found = (data: PublicWarranty) => (): FormReply<unknown> => ({ form: "check", status: "done", result: { status: "success", message: "Warranty found", data }, values: { serialno: data.serialno } });
const active: PublicWarranty = {
  serialno: "UV-2100-9101",
  status: "Active",
  purchase_date: "2026-08-20",
  expiry_date: "2031-08-20",
  product: "Lithium Inverter/UPS 2100VA",
  model: "UVI-2100",
};

beforeEach(() => {
  // Nobody is signed in: the account's prefill answers with nothing (decision 054).
  fakeApi({ "GET account/prefill": { body: { signedIn: false } } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function fillInHindi(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText("पूरा नाम"), "Asha Rani");
  await user.type(within(form).getByLabelText("मोबाइल नंबर"), "9876543210");
  await user.type(within(form).getByLabelText("सीरियल नंबर"), "UV-2100-9101");
  await user.type(within(form).getByLabelText("ख़रीद की तारीख़"), indiaIsoDate(new Date(Date.now() - 30 * 86_400_000)));
  await user.type(within(form).getByLabelText("डीलर का नाम"), "Sharma Electricals");
  await user.type(within(form).getByLabelText("इनवॉइस नंबर"), "INV-778");
  await user.type(within(form).getByLabelText("पिन कोड"), "140401");
  await user.upload(within(form).getByLabelText("इनवॉइस"), new File(["%PDF-1.4"], "invoice.pdf", { type: "application/pdf" }));
}

describe("the warranty page in Hindi and Punjabi (decision 056)", () => {
  it("asks in Hindi, its hints, boxes and buttons too, and posts to the Hindi page so a post without scripts comes back in Hindi", () => {
    renderPage("/hi/warranty", "hi", registered);
    expect(screen.getByRole("heading", { level: 1, name: "वारंटी रजिस्ट्रेशन और स्थिति" })).toBeInTheDocument();
    const choices = screen.getByRole("group", { name: "चुनें कि क्या करना है" });
    expect(within(choices).getByRole("link", { name: "अभी रजिस्टर करें" })).toHaveAttribute("aria-current", "true");
    expect(within(choices).getByRole("link", { name: "स्थिति देखें" })).toHaveAttribute("href", "/hi/warranty?form=check#warranty-form");
    const form = screen.getByRole("form", { name: "वारंटी रजिस्ट्रेशन" });
    expect(form).toHaveAttribute("action", "/hi/warranty#warranty-form");
    expect(screen.getByLabelText(/^ईमेल/)).toHaveAccessibleDescription("हम पुष्टि और अपनी जाँच का नतीजा ईमेल पर भेजते हैं।");
    expect(form).toHaveTextContent("ईमेल (वैकल्पिक)");
    expect(screen.getByLabelText("सीरियल नंबर")).toHaveAccessibleDescription("आपकी बैटरी या इन्वर्टर के लेबल पर छपा होता है।");
    expect(screen.getByLabelText("इनवॉइस")).toHaveAccessibleDescription("एक PDF, JPG या PNG फ़ाइल, 5 MB तक। इसकी फ़ोटो से जगह (लोकेशन) की जानकारी हम हटा देते हैं।");
    expect(screen.getByLabelText(/^टिप्पणी/)).toHaveAccessibleDescription("0/500 अक्षर");
    const boxes = screen.getByRole("group", { name: "आपके मोबाइल पर अपडेट (वैकल्पिक)" });
    expect(within(boxes).getByRole("checkbox", { name: "मुझे एसएमएस से अपडेट भेजें" })).not.toBeChecked();
    expect(within(boxes).getByRole("checkbox", { name: "मुझे व्हाट्सऐप पर अपडेट भेजें" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "वारंटी रजिस्टर करें" })).toBeInTheDocument();
  });

  it("says what is missing in Hindi before sending anything, the invoice too", async () => {
    const user = userEvent.setup();
    const action = renderPage("/hi/warranty", "hi", registered);
    await user.click(screen.getByRole("button", { name: "वारंटी रजिस्टर करें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया सभी ज़रूरी जानकारी सही-सही भरें।");
    expect(screen.getByLabelText("पूरा नाम")).toHaveAccessibleDescription("नाम भरना ज़रूरी है");
    expect(screen.getByLabelText("मोबाइल नंबर")).toHaveAccessibleDescription("मोबाइल नंबर भरना ज़रूरी है");
    expect(screen.getByLabelText("सीरियल नंबर")).toHaveAccessibleDescription("आपकी बैटरी या इन्वर्टर के लेबल पर छपा होता है। सीरियल नंबर भरना ज़रूरी है");
    expect(screen.getByLabelText("ख़रीद की तारीख़")).toHaveAccessibleDescription("ख़रीद की तारीख़ भरना ज़रूरी है");
    expect(screen.getByLabelText("पिन कोड")).toHaveAccessibleDescription("पिन कोड भरना ज़रूरी है");
    expect(screen.getByLabelText("इनवॉइस")).toHaveAccessibleDescription(/इनवॉइस की फ़ाइल लगाना ज़रूरी है$/);
    expect(screen.getByLabelText("पूरा नाम")).toHaveFocus();
    await user.type(screen.getByLabelText("पूरा नाम"), "आशा रानी");
    await user.click(screen.getByRole("button", { name: "वारंटी रजिस्टर करें" }));
    expect(screen.getByLabelText("पूरा नाम")).toHaveAccessibleDescription("नाम 2 से 50 अक्षरों का होना चाहिए, सिर्फ़ अंग्रेज़ी के अक्षर और खाली जगह");
    expect(action).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a serial already registered, sent in the rules' English, in Hindi", async () => {
    const user = userEvent.setup();
    renderPage("/hi/warranty", "hi", (body) => ({
      form: "register",
      status: "refused",
      message: warrantyMessages.duplicate,
      errors: { serialno: warrantyMessages.duplicate },
      values: sentValues(body),
    }));
    await fillInHindi(user, screen.getByRole("form", { name: "वारंटी रजिस्ट्रेशन" }));
    await user.click(screen.getByRole("button", { name: "वारंटी रजिस्टर करें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("यह सीरियल नंबर पहले से रजिस्टर है");
    expect(screen.getByLabelText("सीरियल नंबर")).toHaveAccessibleDescription(/यह सीरियल नंबर पहले से रजिस्टर है$/);
  });

  it("confirms the registration with its serial in Hindi", async () => {
    const user = userEvent.setup();
    const action = renderPage("/hi/warranty", "hi", registered);
    await fillInHindi(user, screen.getByRole("form", { name: "वारंटी रजिस्ट्रेशन" }));
    await user.click(screen.getByRole("button", { name: "वारंटी रजिस्टर करें" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "वारंटी रजिस्टर हो गई! सीरियल नंबर UV-2100-9101 की वारंटी तब तक लंबित रहेगी, जब तक हम आपके इनवॉइस की जाँच नहीं कर लेते।",
    );
    expect(action).toHaveBeenCalledOnce();
  });

  it("checks a serial in Punjabi: the status and dates in Punjabi, the product and serial as written, the owner's code posted to the Punjabi page", async () => {
    const user = userEvent.setup();
    renderPage("/pa/warranty?form=check", "pa", found(active));
    const form = screen.getByRole("form", { name: "ਵਾਰੰਟੀ ਦੀ ਸਥਿਤੀ ਦੇਖੋ" });
    expect(form).toHaveAttribute("action", "/pa/warranty?form=check#warranty-form");
    await user.type(within(form).getByLabelText("ਸੀਰੀਅਲ ਨੰਬਰ"), "UV-2100-9101");
    await user.click(within(form).getByRole("button", { name: "ਸਥਿਤੀ ਦੇਖੋ" }));
    const dialog = await screen.findByRole("dialog", { name: "ਵਾਰੰਟੀ ਦੀ ਜਾਣਕਾਰੀ" });
    expect(dialog).toHaveTextContent("ਸਥਿਤੀ: ਚਾਲੂ");
    const rows = [...dialog.querySelectorAll("dl > div")].map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]);
    expect(rows).toEqual([
      ["ਉਤਪਾਦ", "Lithium Inverter/UPS 2100VA (ਮਾਡਲ UVI-2100)"],
      ["ਸੀਰੀਅਲ ਨੰਬਰ", "UV-2100-9101"],
      ["ਖ਼ਰੀਦ ਦੀ ਤਾਰੀਖ਼", "20 ਅਗਸਤ 2026"],
      ["ਮਿਆਦ ਖ਼ਤਮ ਹੋਣ ਦੀ ਤਾਰੀਖ਼", "20 ਅਗਸਤ 2031"],
    ]);
    const owner = within(dialog).getByRole("button", { name: "ਰਜਿਸਟਰਡ ਮੋਬਾਈਲ 'ਤੇ ਕੋਡ ਭੇਜੋ" });
    expect(owner.closest("form")).toHaveAttribute("action", "/pa/warranty?form=check");
    expect(within(dialog).getByRole("button", { name: "ਬੰਦ ਕਰੋ" })).toBeInTheDocument();
  });

  it("tells a Hindi visitor that a warranty ended, on which day, and links to the Hindi contact form about extended care", async () => {
    const user = userEvent.setup();
    renderPage("/hi/warranty?form=check", "hi", found({ ...active, status: "Expired", purchase_date: "2021-02-01", expiry_date: "2026-02-01" }));
    await user.type(screen.getByLabelText("सीरियल नंबर"), "UV-2100-9101");
    await user.click(screen.getByRole("button", { name: "स्थिति देखें" }));
    const dialog = await screen.findByRole("dialog", { name: "वारंटी की जानकारी" });
    expect(dialog).toHaveTextContent("स्थिति: समाप्त");
    expect(dialog).toHaveTextContent("आपकी वारंटी 1 फ़रवरी 2026 को ख़त्म हो गई। एक्सटेंडेड केयर से आपकी यूनिट आगे भी कवर रह सकती है। एक्सटेंडेड केयर के बारे में पूछें");
    expect(within(dialog).getByRole("link", { name: "एक्सटेंडेड केयर के बारे में पूछें" })).toHaveAttribute(
      "href",
      `/hi/contact-us?subject=${encodeURIComponent("UV-2100-9101 के लिए एक्सटेंडेड केयर")}#contact-form`,
    );
  });

  it("says in Punjabi that no warranty is registered for the serial, in the error popup", async () => {
    const user = userEvent.setup();
    renderPage("/pa/warranty?form=check", "pa", (body) => ({ form: "check", status: "refused", message: warrantyMessages.notFound, errors: {}, values: sentValues(body) }));
    await user.type(screen.getByLabelText("ਸੀਰੀਅਲ ਨੰਬਰ"), "UV-NONE-1");
    await user.click(screen.getByRole("button", { name: "ਸਥਿਤੀ ਦੇਖੋ" }));
    const dialog = await screen.findByRole("dialog", { name: "ਅਸੀਂ ਇਹ ਵਾਰੰਟੀ ਨਹੀਂ ਦੇਖ ਸਕੇ" });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("ਇਸ ਸੀਰੀਅਲ ਨੰਬਰ 'ਤੇ ਕੋਈ ਵਾਰੰਟੀ ਰਜਿਸਟਰ ਨਹੀਂ ਹੈ");
    expect(within(dialog).getByRole("button", { name: "ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ" })).toBeInTheDocument();
  });
});

describe("the warranty page in English", () => {
  it("keeps the spec's words, its messages and the service's confirmation", async () => {
    const user = userEvent.setup();
    renderPage("/warranty", "en", registered);
    const form = screen.getByRole("form", { name: "Warranty Registration" });
    expect(form).toHaveAttribute("action", "/warranty#warranty-form");
    expect(form).toHaveTextContent("E-mail (optional)");
    expect(screen.getByLabelText("Invoice")).toHaveAccessibleDescription(warrantyMessages.invoiceHint);
    expect(screen.getByRole("group", { name: "Updates on your mobile (optional)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Register Warranty" }));
    expect(screen.getByRole("alert")).toHaveTextContent(INVALID_FORM_MESSAGE);
    expect(screen.getByLabelText("Full name")).toHaveAccessibleDescription("Name is required");
    expect(screen.getByLabelText("Invoice")).toHaveAccessibleDescription(`${warrantyMessages.invoiceHint} ${warrantyMessages.invoiceRequired}`);
  });

  it("shows a check's status, dates and notes in the contract's words", async () => {
    const user = userEvent.setup();
    renderPage("/warranty?form=check", "en", found({ ...active, status: "Pending" }));
    await user.type(screen.getByLabelText("Serial number"), "UV-2100-9101");
    await user.click(screen.getByRole("button", { name: "Check Status" }));
    const dialog = await screen.findByRole("dialog", { name: "Warranty Details" });
    expect(dialog).toHaveTextContent("Status: Pending");
    expect(dialog).toHaveTextContent(warrantyMessages.pending);
    expect(dialog).toHaveTextContent("Lithium Inverter/UPS 2100VA (model UVI-2100)");
    expect(dialog).toHaveTextContent("20 Aug 2031");
    expect(within(dialog).getByRole("button", { name: warrantyMessages.ownerCode }).closest("form")).toHaveAttribute("action", "/warranty?form=check");
  });
});
