import { mkdirSync } from "node:fs";
import { type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * A Hindi customer files a complaint on the Hindi page and follows it (decision 056, "Forms'
 * messages"): the rules' messages in Hindi before anything is sent, the confirmation with its
 * reference and when we will call in a Hindi date, its link to the request's Hindi page, and the
 * status and next step there in Hindi, at 1280 and 360 px with axe. Screenshots for a person to
 * look at go to test-results/i18n-complaint/.
 */
const form = "अपना सहायता अनुरोध भेजें";
const send = "अनुरोध भेजें";
const hindiMonth = "(जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर)";

async function expectMessages(page: Page, messages: readonly string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true }), message).toBeVisible();
}

/** A screenshot of `part` for a person to look at: Devanagari drawn, nothing cut off at 360 px. */
async function keepScreenshot(part: Locator, name: string) {
  const folder = "test-results/i18n-complaint";
  mkdirSync(folder, { recursive: true });
  await part.screenshot({ path: `${folder}/${name}.png` });
}

/** Nothing on the page is wider than the window (a long Hindi word or date would push it). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("a complaint in Hindi @mobile", () => {
  test("a Hindi customer files a complaint on the Hindi page and follows it on the Hindi tracking page", async ({ page }, testInfo) => {
    // Four runs of axe on a throttled phone-sized page.
    test.slow();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const width = testInfo.project.name;

    await page.goto("/hi/technical-support");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page).toHaveTitle(/^शिकायत दर्ज करें \|/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("शिकायत दर्ज करें");
    const complaint = page.getByRole("form", { name: form });
    await expect(complaint).toHaveAttribute("action", "/hi/technical-support#support-request-form");

    // Pressed too early: every rule in Hindi, focus on the first field in error.
    await complaint.getByRole("button", { name: send }).press("Enter");
    await expect(page.getByRole("alert")).toHaveText("कृपया सभी ज़रूरी जानकारी सही-सही भरें।");
    await expectMessages(page, ["नाम भरना ज़रूरी है", "फ़ोन नंबर भरना ज़रूरी है", "ईमेल भरना ज़रूरी है", "कृपया एक प्रोडक्ट चुनें", "पिन कोड भरना ज़रूरी है", "कृपया एक समस्या चुनें", "कृपया समस्या विस्तार से बताएँ"]);
    await expect(complaint.getByLabel("नाम")).toBeFocused();
    await complaint.getByLabel("ईमेल").fill("harjit at example.in");
    await complaint.getByLabel("पिन कोड").fill("14040");
    await complaint.getByLabel("समस्या", { exact: true }).selectOption({ label: "अन्य" });
    await complaint.getByRole("button", { name: send }).click();
    await expectMessages(page, ["ईमेल सही नहीं है", "पिन कोड 6 अंकों का होना चाहिए", "कृपया समस्या बताएँ"]);
    await expect(complaint.getByLabel("ईमेल")).toHaveAccessibleDescription("ईमेल सही नहीं है");
    // The sticky header would cover a field scrolled beneath it: axe looks from the top.
    await expectNoAxeViolations(page, { fromTop: true });
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page.locator("#support-request-form"), `hi-errors-${width}`);

    await complaint.getByLabel("नाम").fill("हरजीत कौर");
    await complaint.getByLabel("फ़ोन").fill("+91 98140 55667");
    await complaint.getByLabel("ईमेल").fill("harjit@example.in");
    await complaint.getByLabel("प्रोडक्ट").selectOption("2100VA");
    await complaint.getByLabel("पिन कोड").fill("140401");
    await complaint.getByLabel("समस्या", { exact: true }).selectOption({ label: "इंस्टॉलेशन की समस्या" });
    await complaint.getByLabel("पूरी जानकारी").fill("पानी की मोटर चलते ही इन्वर्टर ट्रिप हो जाता है।");
    await complaint.getByRole("button", { name: send }).click();

    const done = page.locator("#support-request-form");
    await expect(done.getByRole("heading", { level: 2, name: "अनुरोध भेज दिया गया" })).toBeFocused();
    await expect(done.getByRole("status").first()).toHaveText(/^आपका सहायता अनुरोध भेज दिया गया है! आपका रेफ़रेंस नंबर CMP-\d{4}-\d{6} है।$/);
    const reference = /CMP-\d{4}-\d{6}/.exec((await done.getByRole("status").first().textContent()) ?? "")![0];
    await expect(done.getByText(/^हमारी सर्विस टीम आपको/)).toHaveText(new RegExp(`^हमारी सर्विस टीम आपको \\d{1,2} ${hindiMonth} \\d{4}, \\d{1,2}:\\d\\d [ap]m तक फ़ोन करेगी।$`));
    await expectNoAxeViolations(page, { fromTop: true });
    await expectNoSidewaysScroll(page);
    await keepScreenshot(done, `hi-confirmation-${width}`);

    // The confirmation's link opens the request's own page, in Hindi.
    await done.getByRole("link", { name: "इस अनुरोध की स्थिति देखें" }).click();
    await expect(page).toHaveURL(/\/hi\/track-request\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपका सर्विस अनुरोध");
    await expect(page).toHaveTitle(/^आपका सर्विस अनुरोध \|/);
    const card = page.getByRole("region", { name: `अनुरोध ${reference}` });
    await expect(card).toContainText("स्थिति: हमें आपका अनुरोध मिल गया है");
    await expect(card).toContainText("ख़राबी की जानकारी पक्की करने के लिए हमारी सर्विस टीम आपको फ़ोन करेगी।");
    await expect(card.getByRole("listitem").first()).toHaveText(new RegExp(`^हमें आपका अनुरोध मिल गया है \\d{1,2} ${hindiMonth} \\d{4}, \\d{1,2}:\\d\\d [ap]m$`));
    await expect(page.getByRole("form", { name: "हमारी सर्विस टीम को लिखें" })).toBeVisible();

    // The same page loaded afresh, as the link in an e-mail opens it: server and browser agree on every word and date.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(card).toContainText("स्थिति: हमें आपका अनुरोध मिल गया है");
    await expectNoAxeViolations(page, { fromTop: true });
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page.getByRole("main"), `hi-request-${width}`);
    expect(problems).toEqual([]);
  });
});
