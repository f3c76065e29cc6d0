import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { paths } from "@urjavolt/contract/paths";
import { INVALID_FORM_MESSAGE } from "@urjavolt/contract/form-rules";
import { PRODUCT_UNKNOWN, catalogueProductOptions } from "@urjavolt/contract/enquiries";
import type { FormReply } from "../../lib/form-reply";
import { makeI18n } from "../../lib/i18n";
import { InEnglish } from "../../../test/i18n";
import { QuoteForm } from "./quote-form";

const products = catalogueProductOptions([
  { product_name: "3500VA Lithium Inverter", product_category: "inverter", product_category_name: "Lithium-Ion Inverter/UPS", product_capacity: "3500VA" },
  { product_name: "Golf Cart Battery 72V", product_category: "ev", product_category_name: "Two/Three Wheeler EV Batteries", product_capacity: "72V 105Ah" },
]);

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/get-quote", Component: () => <QuoteForm anchor="quote-form" products={products} /> }]);
  return render(<Stub initialEntries={[url]} />, { wrapper: InEnglish });
}

describe("quote form", () => {
  it("starts with the product and message a link filled in (the load calculator's result)", async () => {
    renderAt(paths.quoteAbout("3500VA", "From the load calculator: 735 W for 4 hours."));
    expect(await screen.findByLabelText(/Product/)).toHaveValue("3500VA");
    expect(screen.getByLabelText(/Message/)).toHaveValue("From the load calculator: 735 W for 4 hours.");
  });

  it("offers Other / not sure after the catalogue's products (decision 047)", async () => {
    renderAt("/get-quote?product=other");
    const product = await screen.findByLabelText(/Product/);
    expect(product).toHaveValue("other");
    expect([...product.querySelectorAll("option")].map((option) => option.textContent)).toEqual(["Select a product", "3500VA Lithium Inverter", "Golf Cart Battery 72V", "Other / not sure"]);
  });

  it("ignores a product that is not one of the choices", async () => {
    renderAt("/get-quote?product=9999VA&message=Hello");
    expect(await screen.findByLabelText(/Product/)).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Hello");
  });
});

const hindi = makeI18n({ locale: "hi", messages: hi });

/** The quote form on the Hindi page, its action answering with `reply`. */
function renderInHindi(reply: (body: FormData) => FormReply<unknown>) {
  const action = vi.fn(async ({ request }: { request: Request }) => reply(await request.formData()));
  const Stub = createRoutesStub([{ path: "/:lang?/get-quote", Component: () => <QuoteForm anchor="quote-form" products={products} />, action }]);
  render(
    <I18nProvider i18n={hindi}>
      <Stub initialEntries={["/hi/get-quote"]} />
    </I18nProvider>,
  );
  return action;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText("नाम"), "Asha Rani");
  await user.type(within(form).getByLabelText("मोबाइल"), "9876543210");
  await user.type(within(form).getByLabelText("ईमेल"), "asha@example.in");
  await user.selectOptions(within(form).getByLabelText("प्रोडक्ट"), "3500VA");
}

const done = (): FormReply<unknown> => ({ form: "quote", status: "done", result: { message: "Your quote request has been submitted successfully. We'll contact you soon. Your reference number is QTE-2026-000042.", reference: "QTE-2026-000042" }, values: {} });

describe("the quote form in Hindi (decision 056)", () => {
  it("asks in Hindi, its product list's own words too, and posts to the Hindi page so a post without scripts comes back in Hindi", () => {
    renderInHindi(done);
    const form = screen.getByRole("form", { name: "कोटेशन के लिए अपना अनुरोध भेजें" });
    expect(form).toHaveAttribute("action", "/hi/get-quote#quote-form");
    expect(form).toHaveTextContent("हमें बताएँ कि आपको क्या चाहिए, हमारी टीम आपको कोटेशन भेजेगी।");
    expect(screen.getByLabelText(/^संदेश/)).toHaveAccessibleDescription("मात्रा, जगह, कितने घंटे का बैकअप चाहिए, या कोई और बात जो हमें पता होनी चाहिए।");
    expect(form).toHaveTextContent("संदेश (वैकल्पिक)");
    // The catalogue's products keep their names.
    const options = [...screen.getByLabelText("प्रोडक्ट").querySelectorAll("option")].map((option) => option.textContent);
    expect(options).toEqual(["प्रोडक्ट चुनें", "3500VA Lithium Inverter", "Golf Cart Battery 72V", "अन्य / पक्का नहीं पता"]);
    expect(screen.getByRole("group", { name: "सूची में नहीं है" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "अनुरोध भेजें" })).toBeInTheDocument();
  });

  it("says what is missing in Hindi before sending anything", async () => {
    const user = userEvent.setup();
    const action = renderInHindi(done);
    await user.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect(screen.getByRole("alert")).toHaveTextContent("कृपया सभी ज़रूरी जानकारी सही-सही भरें।");
    expect(screen.getByLabelText("नाम")).toHaveAccessibleDescription("नाम भरना ज़रूरी है");
    expect(screen.getByLabelText("मोबाइल")).toHaveAccessibleDescription("मोबाइल नंबर भरना ज़रूरी है");
    expect(screen.getByLabelText("ईमेल")).toHaveAccessibleDescription("ईमेल भरना ज़रूरी है");
    expect(screen.getByLabelText("प्रोडक्ट")).toHaveAccessibleDescription("कृपया एक प्रोडक्ट चुनें");
    expect(screen.getByLabelText("नाम")).toHaveFocus();
    // Pressed again with an e-mail that is not one.
    await user.type(screen.getByLabelText("ईमेल"), "asha at example.in");
    await user.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect(screen.getByLabelText("ईमेल")).toHaveAccessibleDescription("ईमेल सही नहीं है");
    expect(action).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a product it no longer offers, sent in the rules' English, in Hindi", async () => {
    const user = userEvent.setup();
    renderInHindi((body) => ({ form: "quote", status: "refused", message: INVALID_FORM_MESSAGE, errors: { products: PRODUCT_UNKNOWN }, values: Object.fromEntries([...body].map(([k, v]) => [k, String(v)])) }));
    await fillValid(user, screen.getByRole("form", { name: "कोटेशन के लिए अपना अनुरोध भेजें" }));
    await user.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("कृपया सभी ज़रूरी जानकारी सही-सही भरें।");
    expect(screen.getByLabelText("प्रोडक्ट")).toHaveAccessibleDescription("कृपया सूची में से एक प्रोडक्ट चुनें");
  });

  it("thanks the customer with the reference in Hindi", async () => {
    const user = userEvent.setup();
    renderInHindi(done);
    await fillValid(user, screen.getByRole("form", { name: "कोटेशन के लिए अपना अनुरोध भेजें" }));
    await user.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect(await screen.findByRole("heading", { name: "धन्यवाद!" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("आपका कोटेशन का अनुरोध भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे। आपका रेफ़रेंस नंबर QTE-2026-000042 है।");
  });
});

describe("the quote form in English", () => {
  it("keeps the spec's words", async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => done());
    const Stub = createRoutesStub([{ path: "/get-quote", Component: () => <QuoteForm anchor="quote-form" products={products} />, action }]);
    render(<Stub initialEntries={["/get-quote"]} />, { wrapper: InEnglish });
    const form = screen.getByRole("form", { name: "Submit Your Quote Request" });
    expect(form).toHaveAttribute("action", "/get-quote#quote-form");
    expect(form).toHaveTextContent("Tell us what you need and our team will send you a quote.");
    expect(form).toHaveTextContent("Message (optional)");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill out all required fields correctly.");
    expect(screen.getByLabelText("Product")).toHaveAccessibleDescription("Please select a product");
    await user.type(screen.getByLabelText("Email"), "asha at example.in");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Invalid email");
    await user.type(screen.getByLabelText("Name"), "Asha Rani");
    await user.type(screen.getByLabelText("Mobile"), "9876543210");
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.selectOptions(screen.getByLabelText("Product"), "other");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Your quote request has been submitted successfully. We'll contact you soon. Your reference number is QTE-2026-000042.");
  });
});
