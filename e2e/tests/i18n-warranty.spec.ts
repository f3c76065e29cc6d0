import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { type Browser, type Page } from "@playwright/test";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { expectNoAxeViolations } from "./axe.ts";
import { E2E_ADMIN, adminApi } from "./admin-helpers.ts";
import { productByModel } from "./catalogue-helpers.ts";
import { expect, test, visitor } from "./fixtures.ts";
import { signInCodeSentTo } from "./mailbox.ts";
import { hasPdftotext, pdfText } from "./pdf-text.ts";

/**
 * The warranty page in Hindi (decision 056, "Forms' messages"): a customer on /hi/warranty is told
 * what is missing in Hindi before anything is sent, registers with an invoice and reads the Hindi
 * confirmation with the serial; once staff approve it, the check shows its status and dates in
 * Hindi, and the owner's certificate, made in the language the unit was registered in, downloads
 * as a PDF set in a Devanagari face. axe at 1280 and 360 px; screenshots kept for a person to look at.
 */
const folder = "test-results/i18n-warranty";
const invoice = { name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") };
/** A mobile of its own for each run, so no run shares another's send limits or records. */
const aMobile = () => `7${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1e3)).padStart(3, "0")}`;
const aSerial = () => `UV-E2E-HI-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

const hindi = {
  title: /^वारंटी \|/,
  heading: "वारंटी रजिस्ट्रेशन और स्थिति",
  form: "वारंटी रजिस्ट्रेशन",
  register: "वारंटी रजिस्टर करें",
  invalid: "कृपया सभी ज़रूरी जानकारी सही-सही भरें।",
  required: ["नाम भरना ज़रूरी है", "मोबाइल नंबर भरना ज़रूरी है", "सीरियल नंबर भरना ज़रूरी है", "ख़रीद की तारीख़ भरना ज़रूरी है", "डीलर का नाम भरना ज़रूरी है", "इनवॉइस नंबर भरना ज़रूरी है", "पिन कोड भरना ज़रूरी है", "इनवॉइस की फ़ाइल लगाना ज़रूरी है"],
};

async function keepScreenshot(page: Page, name: string, part = page.locator("#warranty-form")) {
  mkdirSync(folder, { recursive: true });
  await part.screenshot({ path: `${folder}/${name}.png` });
}

/**
 * Staff approve the registration against its invoice as the 1100VA inverter (decision 051): it is
 * Active, with a certificate. Signed in through the console's API, whose answer may take a while on
 * a busy machine (the password's hash), rather than its page.
 */
async function approve(browser: Browser, baseURL: string | undefined, serial: string, request: Page["request"]) {
  const desk = await browser.newContext({ baseURL, extraHTTPHeaders: visitor() });
  try {
    const signedIn = await desk.request.post("/api/v1/admin/session", { data: E2E_ADMIN });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const staffPage = await desk.newPage();
    const [registration] = ((await adminApi(staffPage, "GET", `warranties?q=${serial}`)).body as { items: { id: number }[] }).items;
    const inverter = await productByModel(request, "UVI-1100");
    const approved = await adminApi(staffPage, "POST", `warranties/${registration!.id}/approve`, { warrantyYears: 5, productId: inverter.id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  } finally {
    await desk.close();
  }
}

test.describe("the warranty page in Hindi @mobile", () => {
  test("a Hindi customer is told what is missing, registers, reads the confirmation, and the approved unit's certificate downloads in Hindi", async ({ page, browser, baseURL }, testInfo) => {
    // A registration, a staff approval, a sign-in by code and two runs of axe on a throttled phone-sized page.
    test.slow();
    const size = testInfo.project.name;
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto("/hi/warranty");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page).toHaveTitle(hindi.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi.heading);
    const form = page.getByRole("form", { name: hindi.form });
    await expect(form).toHaveAttribute("action", "/hi/warranty#warranty-form");

    // Pressed too early: every rule in Hindi, the invoice's too, focus on the first field in error.
    await form.getByRole("button", { name: hindi.register }).click();
    await expect(form.getByRole("alert")).toHaveText(hindi.invalid);
    for (const message of hindi.required) await expect(form.getByText(message, { exact: true }), message).toBeVisible();
    await expect(form.getByLabel("पूरा नाम")).toBeFocused();
    // The sticky header would cover a field scrolled beneath it: axe looks from the top.
    await expectNoAxeViolations(page, { fromTop: true });
    await keepScreenshot(page, `hi-errors-${size}`);

    const serial = aSerial();
    const mobile = aMobile();
    await form.getByLabel("पूरा नाम").fill("Gurpreet Kaur");
    await form.getByLabel("मोबाइल नंबर").fill(mobile);
    await form.getByLabel("सीरियल नंबर").fill(serial);
    await form.getByLabel("ख़रीद की तारीख़").fill(indiaIsoDate(new Date(Date.now() - 40 * 86_400_000)));
    await form.getByLabel("डीलर का नाम").fill("Sharma Power House");
    await form.getByLabel("इनवॉइस नंबर").fill("INV-E2E-HI");
    await form.getByLabel("पिन कोड").fill("140401");
    await form.getByLabel("इनवॉइस", { exact: true }).setInputFiles(invoice);
    await expect(form.getByText("PDF चुनी गई (इसकी झलक नहीं दिखाई जा सकती)")).toBeVisible();
    await form.getByRole("button", { name: hindi.register }).click();
    await expect(form.getByRole("status")).toHaveText(`वारंटी रजिस्टर हो गई! सीरियल नंबर ${serial} की वारंटी तब तक लंबित रहेगी, जब तक हम आपके इनवॉइस की जाँच नहीं कर लेते।`);
    await keepScreenshot(page, `hi-registered-${size}`);

    await approve(browser, baseURL, serial, page.request);

    // The check in Hindi: the status and the dates in Hindi, the product as the catalogue names it.
    await page.getByRole("link", { name: "स्थिति देखें" }).click();
    const check = page.getByRole("form", { name: "वारंटी की स्थिति देखें" });
    await check.getByLabel("सीरियल नंबर").fill(serial);
    await check.getByRole("button", { name: "स्थिति देखें" }).click();
    const dialog = page.getByRole("dialog", { name: "वारंटी की जानकारी" });
    await expect(dialog).toContainText("स्थिति: सक्रिय");
    await expect(dialog).toContainText("Lithium Inverter/UPS 1100VA (मॉडल UVI-1100)");
    await expect(dialog).toContainText(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `hi-check-${size}`, dialog);
    expect(problems).toEqual([]);

    // The owner's code, then the unit's page in the account (English only) and its certificate.
    await dialog.getByRole("button", { name: "रजिस्टर्ड मोबाइल पर कोड भेजें" }).click();
    await expect(page).toHaveURL(/\/account\/sign-in\/code(#[\w-]+)?$/);
    await page.getByRole("textbox", { name: "6-digit code" }).fill(await signInCodeSentTo(mobile));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`/account/units/${serial}$`));
    const downloading = page.waitForEvent("download");
    await page.getByRole("region", { name: "Warranty" }).getByRole("link", { name: "Download the warranty certificate (PDF)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${serial}.pdf`);
    mkdirSync(folder, { recursive: true });
    const file = `${folder}/certificate-hi-${size}.pdf`;
    await download.saveAs(file);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Set in the Devanagari face, as PDFKit names its subset.
    expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    if (hasPdftotext) {
      const text = await pdfText(file);
      expect(text).toContain("वारंटी प्रमाणपत्र");
      expect(text).toContain(serial);
      expect(text).toContain("Gurpreet Kaur");
      writeFileSync(`${folder}/certificate-hi-${size}.txt`, text);
    }
  });
});

test.describe("the Punjabi warranty page without JavaScript @mobile", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers a refused registration and a status check in Punjabi", async ({ page }, testInfo) => {
    await page.goto("/pa/warranty");
    const form = page.getByRole("form", { name: "ਵਾਰੰਟੀ ਰਜਿਸਟ੍ਰੇਸ਼ਨ" });
    await form.getByLabel("ਪੂਰਾ ਨਾਮ").fill("Gurpreet Kaur");
    await form.getByLabel(/^ਈਮੇਲ/).fill("gurpreet at example.in");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "ਵਾਰੰਟੀ ਰਜਿਸਟਰ ਕਰੋ" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.locator("html")).toHaveAttribute("lang", "pa-IN");
    expect(new URL(page.url()).pathname).toBe("/pa/warranty");
    await expect(form.getByRole("alert")).toHaveText("ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੀ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ ਸਹੀ-ਸਹੀ ਭਰੋ।");
    await expect(form.getByLabel(/^ਈਮੇਲ/)).toHaveAccessibleDescription(/ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਭਰੋ$/);
    await expect(form.getByText("ਇਨਵੌਇਸ ਦੀ ਫ਼ਾਈਲ ਲਾਉਣੀ ਜ਼ਰੂਰੀ ਹੈ", { exact: true })).toBeVisible();
    await expect(form.getByLabel("ਪੂਰਾ ਨਾਮ")).toHaveValue("Gurpreet Kaur");
    await keepScreenshot(page, `pa-errors-no-js-${testInfo.project.name}`);

    await page.getByRole("link", { name: "ਸਥਿਤੀ ਦੇਖੋ" }).click();
    await page.getByLabel("ਸੀਰੀਅਲ ਨੰਬਰ").fill("UV-DEMO-ACTIVE");
    await page.getByRole("form", { name: "ਵਾਰੰਟੀ ਦੀ ਸਥਿਤੀ ਦੇਖੋ" }).getByRole("button", { name: "ਸਥਿਤੀ ਦੇਖੋ" }).click();
    const dialog = page.getByRole("dialog", { name: "ਵਾਰੰਟੀ ਦੀ ਜਾਣਕਾਰੀ" });
    await expect(dialog).toContainText("ਸਥਿਤੀ: ਚਾਲੂ");
    await expect(dialog.getByRole("button", { name: "ਰਜਿਸਟਰਡ ਮੋਬਾਈਲ 'ਤੇ ਕੋਡ ਭੇਜੋ" })).toBeVisible();
    await keepScreenshot(page, `pa-check-no-js-${testInfo.project.name}`, dialog);
  });
});
