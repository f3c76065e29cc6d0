import { mkdirSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The contact page in Hindi and Punjabi (decision 056, "Forms' messages"): its words, the messages
 * of its rules as the browser checks them and as the server answers a post sent without scripts,
 * and the confirmation, all in the page's language.
 */
const pages = [
  {
    path: "/hi/contact-us",
    lang: "hi-IN",
    title: /^संपर्क करें \|/,
    heading: "आइए, मिलकर भविष्य को ऊर्जा दें",
    form: "हमें संदेश भेजें",
    send: "संदेश भेजें",
    labels: { name: "नाम", mobile: "मोबाइल", email: "ईमेल", subject: "विषय", message: "संदेश" },
    invalid: "कृपया सभी ज़रूरी जानकारी सही-सही भरें।",
    required: ["नाम भरना ज़रूरी है", "ईमेल भरना ज़रूरी है", "मोबाइल नंबर भरना ज़रूरी है", "विषय भरना ज़रूरी है", "संदेश लिखना ज़रूरी है"],
    wrong: ["कृपया सही ईमेल पता डालें", "कृपया सही 10 अंकों का मोबाइल नंबर डालें"],
    sent: /^आपका संदेश भेज दिया गया है! आपका रेफ़रेंस नंबर MSG-\d{4}-\d{6} है।$/,
  },
  {
    path: "/pa/contact-us",
    lang: "pa-IN",
    title: /^ਸੰਪਰਕ ਕਰੋ \|/,
    heading: "ਆਓ, ਮਿਲ ਕੇ ਭਵਿੱਖ ਨੂੰ ਊਰਜਾ ਦੇਈਏ",
    form: "ਸਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜੋ",
    send: "ਸੁਨੇਹਾ ਭੇਜੋ",
    labels: { name: "ਨਾਮ", mobile: "ਮੋਬਾਈਲ", email: "ਈਮੇਲ", subject: "ਵਿਸ਼ਾ", message: "ਸੁਨੇਹਾ" },
    invalid: "ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੀ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ ਸਹੀ-ਸਹੀ ਭਰੋ।",
    required: ["ਨਾਮ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ", "ਈਮੇਲ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ", "ਮੋਬਾਈਲ ਨੰਬਰ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ", "ਵਿਸ਼ਾ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ", "ਸੁਨੇਹਾ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ"],
    wrong: ["ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਭਰੋ", "ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ 10 ਅੰਕਾਂ ਦਾ ਮੋਬਾਈਲ ਨੰਬਰ ਭਰੋ"],
    sent: /^ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ! ਤੁਹਾਡਾ ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ MSG-\d{4}-\d{6} ਹੈ।$/,
  },
] as const;
type ContactPage = (typeof pages)[number];

async function expectMessages(page: Page, messages: readonly string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true }), message).toBeVisible();
}

async function fillValid(page: Page, contact: ContactPage) {
  const form = page.getByRole("form", { name: contact.form });
  await form.getByLabel(contact.labels.name).fill("Gurpreet Kaur");
  await form.getByLabel(contact.labels.mobile).fill("+91 98140 55667");
  await form.getByLabel(contact.labels.email).fill("gurpreet@example.in");
  await form.getByLabel(contact.labels.subject).fill("ਡੀਲਰਸ਼ਿਪ ਬਾਰੇ");
  await form.getByLabel(contact.labels.message).fill("ਮੈਂ ਪਟਿਆਲਾ ਵਿੱਚ ਤੁਹਾਡੇ ਇਨਵਰਟਰ ਵੇਚਣਾ ਚਾਹੁੰਦੀ ਹਾਂ।");
}

/**
 * Screenshots for a person to look at (decision 056): the form with its messages shown, the
 * contact details once each has faded in (Reveal), and the top of the page.
 */
async function keepScreenshots(page: Page, name: string) {
  const folder = "test-results/i18n-contact";
  mkdirSync(folder, { recursive: true });
  await page.locator("#contact-form").screenshot({ path: `${folder}/${name}-form.png` });
  const details = page.getByRole("region", { name: /./ }).filter({ has: page.locator("#contact-area-heading") });
  for (const item of await details.getByRole("listitem").all()) await item.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1200);
  await page.locator("#contact-area-heading").locator("xpath=..").screenshot({ path: `${folder}/${name}-details.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${folder}/${name}-top.png` });
}

test.describe("the contact page in Hindi and Punjabi @mobile", () => {
  for (const contact of pages) {
    test(`${contact.path}: the rules say what is wrong in the page's language, and the confirmation too`, async ({ page }, testInfo) => {
      // Two runs of axe on a throttled phone-sized page.
      test.slow();
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      await page.goto(contact.path);
      await expect(page.locator("html")).toHaveAttribute("lang", contact.lang);
      await expect(page).toHaveTitle(contact.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.heading);
      const form = page.getByRole("form", { name: contact.form });
      const send = form.getByRole("button", { name: contact.send });
      await expect(form).toHaveAttribute("action", `${contact.path}#contact-form`);

      // Pressed too early: every rule in the page's language, focus on the first field in error.
      await send.press("Enter");
      await expect(page.getByRole("alert")).toHaveText(contact.invalid);
      await expectMessages(page, contact.required);
      await expect(form.getByLabel(contact.labels.name)).toBeFocused();
      await form.getByLabel(contact.labels.email).fill("gurpreet at example.in");
      await form.getByLabel(contact.labels.mobile).fill("12345");
      await form.getByLabel(contact.labels.mobile).press("Enter");
      await expectMessages(page, contact.wrong);
      await expect(form.getByLabel(contact.labels.email)).toHaveAccessibleDescription(contact.wrong[0]);
      // The sticky header would cover a field scrolled beneath it: axe looks from the top.
      await expectNoAxeViolations(page, { fromTop: true });
      await keepScreenshots(page, `${contact.path.split("/")[1]}-errors-${testInfo.project.name}`);

      await fillValid(page, contact);
      await send.click();
      await expect(page.getByRole("status")).toHaveText(contact.sent);
      await expect(form.getByLabel(contact.labels.name)).toHaveValue("");
      await expectNoAxeViolations(page, { fromTop: true });
      expect(problems).toEqual([]);
    });
  }
});

test.describe("the Punjabi contact page without JavaScript @mobile", () => {
  test.use({ javaScriptEnabled: false });
  const contact = pages[1];

  test("the server answers a refused post with the Punjabi messages and what was typed, then confirms in Punjabi", async ({ page }, testInfo) => {
    await page.goto(contact.path);
    const form = page.getByRole("form", { name: contact.form });
    await form.getByLabel(contact.labels.name).fill("Gurpreet Kaur");
    await form.getByLabel(contact.labels.email).fill("gurpreet at example.in");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: contact.send }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.locator("html")).toHaveAttribute("lang", contact.lang);
    await expect(page.getByRole("alert")).toHaveText(contact.invalid);
    await expectMessages(page, [contact.wrong[0], ...contact.required.slice(2)]);
    await expect(form.getByLabel(contact.labels.name)).toHaveValue("Gurpreet Kaur");
    await expect(form.getByLabel(contact.labels.email)).toHaveAccessibleDescription(contact.wrong[0]);
    expect(new URL(page.url()).pathname).toBe(contact.path);
    await keepScreenshots(page, `pa-errors-no-js-${testInfo.project.name}`);

    await fillValid(page, contact);
    await form.getByRole("button", { name: contact.send }).click();
    await expect(page.getByRole("status")).toHaveText(contact.sent);
    await expect(form.getByLabel(contact.labels.name)).toHaveValue("");
  });
});
