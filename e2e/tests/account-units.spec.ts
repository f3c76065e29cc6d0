import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { expect, test } from "./fixtures.ts";
import { adminApi, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { productByModel } from "./catalogue-helpers.ts";
import { hasPdftotext, pdfText } from "./pdf-text.ts";
import { paidOrder } from "./tracking-helpers.ts";
import { signInCodeSentTo } from "./mailbox.ts";

/**
 * A unit's owner and a stranger (decision 052): the stranger's warranty check shows the status and
 * the dates only; the owner, signed in by a code sent to the registered mobile (read here from the
 * stand-in SMS gateway at its HTTP boundary, decision 054), lands on the unit's page, downloads its certificate,
 * files a complaint with the serial filled in, and changes their message consents, with JavaScript
 * and without. axe on every new page; screenshots at 360 and 1280 px.
 */

/** A mobile of its own for each test, so no run shares another's send limits or records. */
const aMobile = () => `8${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1e3)).padStart(3, "0")}`;
/** A visitor of their own from the benchmarking range: the codes' limits per address would otherwise count tests together. */
const visitor = () => ({ "X-Forwarded-For": `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` });
const aSerial = () => `UV-E2E-UNIT-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
const pdf = { name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") };

/** An inverter registered as a guest with this mobile, approved by staff as the 1100VA (so it has a certificate), and a complaint about it. */
async function activeInverter(browser: Browser, baseURL: string | undefined, request: APIRequestContext, mobile: string) {
  const serial = aSerial();
  const registered = await request.post("/api/v1/submitwarranty", {
    multipart: {
      name: "Gurpreet Singh",
      mobile,
      serialno: serial,
      purchaseDate: indiaIsoDate(new Date(Date.now() - 40 * 86_400_000)),
      dealer: "Sharma Power House",
      invoiceno: "INV-E2E-UNIT",
      pincode: "140401",
      invoice: pdf,
    },
  });
  expect(registered.status()).toBe(201);
  const desk = await browser.newPage({ baseURL });
  try {
    await signInAsAdmin(desk);
    const [registration] = ((await adminApi(desk, "GET", `warranties?q=${serial}`)).body as { items: { id: number }[] }).items;
    const inverter = await productByModel(request, "UVI-1100");
    const approved = await adminApi(desk, "POST", `warranties/${registration!.id}/approve`, { warrantyYears: 5, productId: inverter.id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  } finally {
    await desk.close();
  }
  const complaint = await request.post("/api/v1/submitcomplaint", {
    data: { name: "Gurpreet Singh", email: `unit.${mobile}@example.in`, mobile, product: "2100VA", serialno: serial, service_issue: "product_issue", pincode: "140401", message: "It beeps at night." },
  });
  expect(complaint.status()).toBe(201);
  return { serial, reference: ((await complaint.json()) as { reference: string }).reference };
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

test.describe("a unit's owner and a stranger", () => {
  test("a stranger's check shows no name; the owner signs in by the code to the registered mobile, gets the certificate and complains with the serial filled in @mobile", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const mobile = aMobile();
    const { serial, reference } = await activeInverter(browser, baseURL, page.request, mobile);
    await page.setExtraHTTPHeaders(visitor());

    // The stranger's view: status, dates, the product on the unit's label; nothing of the owner's.
    await page.goto("/warranty?form=check");
    await page.getByLabel("Serial number").fill(serial);
    await page.getByRole("button", { name: "Check Status" }).click();
    const dialog = page.getByRole("dialog", { name: "Warranty Details" });
    await expect(dialog).toContainText("Status: Active");
    await expect(dialog).toContainText("Lithium Inverter/UPS 1100VA");
    for (const kept of ["Gurpreet", mobile.slice(-4), "Sharma", "INV-E2E-UNIT", "140401"]) await expect(dialog).not.toContainText(kept);
    await expect(dialog.getByRole("button", { name: "Download Certificate" })).toHaveCount(0);
    await dialog.screenshot({ path: testInfo.outputPath(`warranty-check-stranger-${testInfo.project.name}.png`) });
    await expectNoAxeViolations(page);

    // The owner asks for a code to the registered mobile; the code step names no digit of it.
    await dialog.getByRole("button", { name: "Send a code to the registered mobile" }).click();
    await expect(page).toHaveURL(/\/account\/sign-in\/code(#[\w-]+)?$/);
    await expect(page.getByText("Sent by SMS to the mobile number registered with this serial number.")).toBeVisible();
    await expect(page.getByText(mobile.slice(-4))).toHaveCount(0);
    const code = await signInCodeSentTo(mobile);
    await page.getByRole("textbox", { name: "6-digit code" }).fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();

    // The unit's page: everything the registration holds, the certificate, and the service history.
    await expect(page).toHaveURL(new RegExp(`/account/units/${serial}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Lithium Inverter/UPS 1100VA" })).toBeVisible();
    const warranty = page.getByRole("region", { name: "Warranty" });
    await expect(warranty.getByText("Warranty: Active")).toBeVisible();
    for (const shown of ["Gurpreet Singh", "Sharma Power House", "INV-E2E-UNIT", "140401", "UVI-1100", `XXXXXX${mobile.slice(-4)}`]) await expect(warranty).toContainText(shown);
    const history = page.getByRole("region", { name: "Service history" });
    await expect(history.getByText(`Request ${reference}`)).toBeVisible();
    await shot(page, testInfo, "account-unit");
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent("download");
    await warranty.getByRole("link", { name: "Download the warranty certificate (PDF)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${serial}.pdf`);
    const file = testInfo.outputPath(`${serial}.pdf`);
    await download.saveAs(file);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    if (hasPdftotext) {
      const text = await pdfText(file);
      expect(text).toContain("Warranty Certificate");
      expect(text).toMatch(/Product\s+Lithium Inverter\/UPS 1100VA/);
      expect(text).toMatch(/Model\s+UVI-1100/);
      expect(text).toMatch(new RegExp(`Serial number\\s+${serial}`));
      expect(text).toMatch(/Customer\s+Gurpreet Singh/);
      // SITE_URL, printed without its scheme: the tests' server sets it to the address they use.
      expect(text).toContain(`Website: ${new URL(baseURL!).host}`);
    }

    // The request's own page, with its visits, messages and photos.
    await history.getByRole("link", { name: `Visits, messages and photos of request ${reference}` }).click();
    await expect(page).toHaveURL(/\/track-request\//);
    await expect(page.getByText(reference).first()).toBeVisible();
    await page.goBack();

    // A complaint about the unit: the serial is filled in.
    await page.getByRole("link", { name: "File a complaint about this unit" }).click();
    await expect(page).toHaveURL(/\/technical-support\?serialno=/);
    await expect(page.getByLabel("Serial number")).toHaveValue(serial);
    // Filed, the complaint is the account's to follow: it is listed there and opens from it.
    await page.getByLabel("Name").fill("Gurpreet Singh");
    await page.getByLabel("Phone").fill(mobile);
    await page.getByLabel("Email").fill(`gurpreet.${mobile}@example.in`);
    await page.getByLabel("Issue", { exact: true }).selectOption("product_issue");
    await page.getByLabel("Pin code").fill("140401");
    await page.getByLabel("Details").fill("The inverter trips when the pump starts.");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("status")).toHaveText(/CMP-\d{4}-\d{6}/);
    const filed = (await page.getByRole("status").textContent())!.match(/CMP-\d{4}-\d{6}/)![0];
    await page.goto("/account");
    const requests = page.getByRole("region", { name: "Your service requests" });
    const listed = requests.getByRole("listitem").filter({ hasText: `Request ${filed}` });
    await expect(listed).toBeVisible();
    await listed.getByRole("link", { name: "Follow this request" }).click();
    await expect(page).toHaveURL(new RegExp(`/track-request/${filed}$`));
    await expect(page.getByText(filed).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Someone else's serial is a 404 that confirms nothing, like one never registered.
    const someoneElses = await page.goto("/account/units/UV-DEMO-ACTIVE");
    expect(someoneElses!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
    await expect(page.getByText("Ravi")).toHaveCount(0);
    await expectNoAxeViolations(page);
    const nobodys = await page.request.get("/account/units/UV-NEVER-REGISTERED-1");
    expect(nobodys.status()).toBe(404);
    expect((await page.request.get("/account/units/UV-DEMO-ACTIVE/certificate")).status()).toBe(404);
    // Signed out, the certificate is nobody's.
    const stranger = await browser.newContext({ baseURL });
    expect((await stranger.request.get(`/account/units/${serial}/certificate`)).status()).toBe(404);
    await stranger.close();
  });

  test("the account lists an order's lines with Register this product, and SMS and WhatsApp consents change and stay changed @mobile", async ({ page }, testInfo) => {
    test.slow();
    const mobile = aMobile();
    const battery = await productByModel(page.request, "UVS-3K-48V");
    const order = await paidOrder(
      page.request,
      { full_name: "Gurpreet Singh", email: `order.${mobile}@example.in`, mobile, address: "House 3, Model Town", city: "Rajpura", state: "Punjab", pincode: "140401" },
      [{ product_id: battery.id, quantity: 1 }],
    );
    await page.setExtraHTTPHeaders(visitor());
    await page.goto("/account/sign-in");
    await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
    await page.getByRole("button", { name: "Send code", exact: true }).click();
    await expect(page).toHaveURL(/\/account\/sign-in\/code$/);
    await page.getByRole("textbox", { name: "6-digit code" }).fill(await signInCodeSentTo(mobile));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);

    const orders = page.getByRole("region", { name: "Your orders" });
    await expect(orders.getByText(`Order ${order.number}`)).toBeVisible();
    const register = orders.getByRole("link", { name: `Register this product: ${battery.product_name}` });
    await expect(register).toBeVisible();

    const consents = page.getByRole("region", { name: "Messages we send you" });
    await expect(consents).toContainText("never offers or newsletters");
    await consents.getByRole("button", { name: "Start SMS updates" }).click();
    await expect(consents.getByRole("button", { name: "Stop SMS updates" })).toBeVisible();
    await page.reload();
    await expect(consents.getByRole("button", { name: "Stop SMS updates" })).toBeVisible();
    await expect(consents.getByRole("button", { name: "Start WhatsApp updates" })).toBeVisible();
    await shot(page, testInfo, "account-with-lines-and-consents");
    await expectNoAxeViolations(page);

    // The warranty form, filled in with what the order knows.
    await register.click();
    await expect(page).toHaveURL(/\/warranty\?purchaseDate=/);
    await expect(page.getByLabel("Dealer name")).toHaveValue("UrjaVolt online shop");
    await expect(page.getByLabel("Purchase date")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByLabel("Invoice number")).toHaveValue(/\S/);
  });

  test("without JavaScript the owner gets from the check to the unit's page and its certificate @mobile", async ({ browser, baseURL, request }, testInfo) => {
    test.slow();
    const mobile = aMobile();
    const { serial } = await activeInverter(browser, baseURL, request, mobile);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: visitor(), viewport: testInfo.project.use.viewport ?? null });
    const page = await context.newPage();
    try {
      await page.goto("/warranty?form=check");
      await page.getByLabel("Serial number").fill(serial);
      await page.getByRole("button", { name: "Check Status" }).click();
      const dialog = page.getByRole("dialog", { name: "Warranty Details" });
      await expect(dialog).toContainText("Status: Active");
      await expect(dialog).not.toContainText("Gurpreet");
      await dialog.getByRole("button", { name: "Send a code to the registered mobile" }).click();
      await expect(page).toHaveURL(/\/account\/sign-in\/code(#[\w-]+)?$/);
      await page.getByRole("textbox", { name: "6-digit code" }).fill(await signInCodeSentTo(mobile));
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(new RegExp(`/account/units/${serial}(#code-form)?$`));
      await expect(page.getByRole("region", { name: "Warranty" })).toContainText("Gurpreet Singh");
      const certificate = await page.getByRole("link", { name: "Download the warranty certificate (PDF)" }).getAttribute("href");
      const pdfResponse = await page.request.get(certificate!);
      expect(pdfResponse.status()).toBe(200);
      expect(pdfResponse.headers()["content-type"]).toBe("application/pdf");
      expect(pdfResponse.headers()["cache-control"]).toBe("private, no-store");
      expect((await pdfResponse.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    } finally {
      await context.close();
    }
  });

  test("consents change without JavaScript too @mobile", async ({ browser, baseURL }, testInfo) => {
    test.slow();
    const mobile = aMobile();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: visitor(), viewport: testInfo.project.use.viewport ?? null });
    const page = await context.newPage();
    try {
      await page.goto("/account/sign-in");
      await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
      await page.getByRole("button", { name: "Send code", exact: true }).click();
      await page.getByRole("textbox", { name: "6-digit code" }).fill(await signInCodeSentTo(mobile));
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/account(#code-form)?$/);
      const consents = page.getByRole("region", { name: "Messages we send you" });
      await consents.getByRole("button", { name: "Start WhatsApp updates" }).click();
      await expect(page).toHaveURL(/\/account#account-consents$/);
      await expect(consents.getByRole("button", { name: "Stop WhatsApp updates" })).toBeVisible();
      await consents.getByRole("button", { name: "Stop WhatsApp updates" }).click();
      // The form's answer lands on the same address: wait for it before reloading, or the reload races the post.
      await expect(consents.getByRole("button", { name: "Start WhatsApp updates" })).toBeVisible();
      await page.reload();
      await expect(consents.getByRole("button", { name: "Start WhatsApp updates" })).toBeVisible();
      await expect(consents.getByText(/^Off, since /).last()).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
