import { mkdirSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The quote request page in Hindi and Punjabi (decision 056, "Forms' messages"): its words, the
 * messages of its rules as the browser checks them and as the server answers a post sent without
 * scripts, and the thanks, all in the page's language. One table, one test for both languages.
 */
const pages = [
  {
    path: "/hi/get-quote",
    lang: "hi-IN",
    title: /^कोटेशन पाएँ \|/,
    heading: "कोटेशन पाएँ",
    form: "कोटेशन के लिए अपना अनुरोध भेजें",
    send: "अनुरोध भेजें",
    labels: { name: "नाम", mobile: "मोबाइल", email: "ईमेल", product: "प्रोडक्ट", message: "संदेश" },
    other: "अन्य / पक्का नहीं पता",
    support: "हमारी सहायता टीम से बात करें",
    invalid: "कृपया सभी ज़रूरी जानकारी सही-सही भरें।",
    required: ["नाम भरना ज़रूरी है", "ईमेल भरना ज़रूरी है", "मोबाइल नंबर भरना ज़रूरी है", "कृपया एक प्रोडक्ट चुनें"],
    wrong: ["ईमेल सही नहीं है", "कृपया सही 10 अंकों का मोबाइल नंबर डालें"],
    thanks: "धन्यवाद!",
    sent: /^आपका कोटेशन का अनुरोध भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे। आपका रेफ़रेंस नंबर QTE-\d{4}-\d{6} है।$/,
  },
  {
    path: "/pa/get-quote",
    lang: "pa-IN",
    title: /^ਕੋਟੇਸ਼ਨ ਲਓ \|/,
    heading: "ਕੋਟੇਸ਼ਨ ਲਓ",
    form: "ਕੋਟੇਸ਼ਨ ਲਈ ਆਪਣੀ ਬੇਨਤੀ ਭੇਜੋ",
    send: "ਬੇਨਤੀ ਭੇਜੋ",
    labels: { name: "ਨਾਮ", mobile: "ਮੋਬਾਈਲ", email: "ਈਮੇਲ", product: "ਉਤਪਾਦ", message: "ਸੁਨੇਹਾ" },
    other: "ਹੋਰ / ਪੱਕਾ ਨਹੀਂ ਪਤਾ",
    support: "ਸਾਡੀ ਸਹਾਇਤਾ ਟੀਮ ਨਾਲ ਗੱਲ ਕਰੋ",
    invalid: "ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੀ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ ਸਹੀ-ਸਹੀ ਭਰੋ।",
    required: ["ਨਾਮ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ", "ਈਮੇਲ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ", "ਮੋਬਾਈਲ ਨੰਬਰ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ", "ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਉਤਪਾਦ ਚੁਣੋ"],
    wrong: ["ਈਮੇਲ ਸਹੀ ਨਹੀਂ ਹੈ", "ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ 10 ਅੰਕਾਂ ਦਾ ਮੋਬਾਈਲ ਨੰਬਰ ਭਰੋ"],
    thanks: "ਧੰਨਵਾਦ!",
    sent: /^ਤੁਹਾਡੀ ਕੋਟੇਸ਼ਨ ਲਈ ਬੇਨਤੀ ਭੇਜ ਦਿੱਤੀ ਗਈ ਹੈ। ਅਸੀਂ ਜਲਦੀ ਹੀ ਤੁਹਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰਾਂਗੇ। ਤੁਹਾਡਾ ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ QTE-\d{4}-\d{6} ਹੈ।$/,
  },
] as const;
type QuotePage = (typeof pages)[number];

async function expectMessages(page: Page, messages: readonly string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true }), message).toBeVisible();
}

async function fillValid(page: Page, quote: QuotePage) {
  const form = page.getByRole("form", { name: quote.form });
  await form.getByLabel(quote.labels.name).fill("Gurpreet Kaur");
  await form.getByLabel(quote.labels.mobile).fill("+91 98140 55667");
  await form.getByLabel(quote.labels.email).fill("gurpreet@example.in");
  await form.getByLabel(quote.labels.product).selectOption({ label: quote.other });
  await form.getByLabel(quote.labels.message).fill("ਪਟਿਆਲਾ ਵਿੱਚ ਇੱਕ ਕਲੀਨਿਕ ਲਈ ਦੋ ਇਨਵਰਟਰ, ਚਾਰ ਘੰਟੇ ਦਾ ਬੈਕਅੱਪ।");
}

/** A screenshot of the form for a person to look at (decision 056). */
async function keepScreenshot(page: Page, name: string) {
  const folder = "test-results/i18n-quote";
  mkdirSync(folder, { recursive: true });
  await page.locator("#quote-form").screenshot({ path: `${folder}/${name}.png` });
}

test.describe("the quote page in Hindi and Punjabi @mobile", () => {
  for (const quote of pages) {
    test(`${quote.path}: the rules say what is wrong in the page's language, and the thanks too`, async ({ page }, testInfo) => {
      // Two runs of axe on a throttled phone-sized page.
      test.slow();
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      await page.goto(quote.path);
      await expect(page.locator("html")).toHaveAttribute("lang", quote.lang);
      await expect(page).toHaveTitle(quote.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(quote.heading);
      await expect(page.getByRole("heading", { level: 2, name: quote.support })).toBeVisible();
      const form = page.getByRole("form", { name: quote.form });
      const send = form.getByRole("button", { name: quote.send });
      await expect(form).toHaveAttribute("action", `${quote.path}#quote-form`);

      // Pressed too early: every rule in the page's language, focus on the first field in error.
      await send.press("Enter");
      await expect(page.getByRole("alert")).toHaveText(quote.invalid);
      await expectMessages(page, quote.required);
      await expect(form.getByLabel(quote.labels.name)).toBeFocused();
      await form.getByLabel(quote.labels.email).fill("gurpreet at example.in");
      await form.getByLabel(quote.labels.mobile).fill("12345");
      await form.getByLabel(quote.labels.mobile).press("Enter");
      await expectMessages(page, quote.wrong);
      await expect(form.getByLabel(quote.labels.email)).toHaveAccessibleDescription(quote.wrong[0]);
      // The sticky header would cover a field scrolled beneath it: axe looks from the top.
      await expectNoAxeViolations(page, { fromTop: true });
      await keepScreenshot(page, `${quote.path.split("/")[1]}-errors-${testInfo.project.name}`);

      await fillValid(page, quote);
      await send.click();
      await expect(page.getByRole("heading", { level: 2, name: quote.thanks })).toBeFocused();
      await expect(page.locator("#quote-form").getByRole("status")).toHaveText(quote.sent);
      await expectNoAxeViolations(page, { fromTop: true });
      expect(problems).toEqual([]);
    });
  }
});

test.describe("the Punjabi quote page without JavaScript @mobile", () => {
  test.use({ javaScriptEnabled: false });
  const quote = pages[1];

  test("the server answers a refused post with the Punjabi messages and what was typed, then thanks in Punjabi", async ({ page }, testInfo) => {
    await page.goto(quote.path);
    const form = page.getByRole("form", { name: quote.form });
    await form.getByLabel(quote.labels.name).fill("Gurpreet Kaur");
    await form.getByLabel(quote.labels.email).fill("gurpreet at example.in");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: quote.send }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.locator("html")).toHaveAttribute("lang", quote.lang);
    await expect(page.getByRole("alert")).toHaveText(quote.invalid);
    await expectMessages(page, [quote.wrong[0], ...quote.required.slice(2)]);
    await expect(form.getByLabel(quote.labels.name)).toHaveValue("Gurpreet Kaur");
    await expect(form.getByLabel(quote.labels.email)).toHaveAccessibleDescription(quote.wrong[0]);
    expect(new URL(page.url()).pathname).toBe(quote.path);
    await keepScreenshot(page, `pa-errors-no-js-${testInfo.project.name}`);

    await fillValid(page, quote);
    await form.getByRole("button", { name: quote.send }).click();
    await expect(page.getByRole("heading", { level: 2, name: quote.thanks })).toBeVisible();
    await expect(page.locator("#quote-form").getByRole("status")).toHaveText(quote.sent);
  });
});
