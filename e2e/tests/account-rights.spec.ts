import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { productByModel } from "./catalogue-helpers.ts";
import { paidOrder } from "./tracking-helpers.ts";
import { signInCodeSentTo } from "./mailbox.ts";

/**
 * A customer's rights (decision 053): signed in with a code read from the stand-in SMS gateway
 * (decision 054), they save their details and an address, download their data as JSON and as
 * a PDF and read both, then ask for erasure and see what was kept and why; the console's admin sees
 * the requests logged. One run of the address form with JavaScript off.
 */

/** A mobile of its own for each test, so no run shares another's send limits or records. */
const aMobile = () => `8${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1e3)).padStart(3, "0")}`;
/** A visitor of their own (the benchmarking range), so the per-address code limits count one test alone. */
const visitor = () => ({ "X-Forwarded-For": `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` });

async function signIn(page: Page, mobile: string): Promise<void> {
  await page.goto("/account/sign-in");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile);
  await page.getByRole("button", { name: "Send code", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\/code(#mobile-sign-in)?$/);
  const code = await signInCodeSentTo(mobile);
  await page.getByRole("textbox", { name: "6-digit code" }).fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account(#code-form)?$/);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

const home = { full_name: "Harjit Kaur", address: "House 12, Model Town", city: "Rajpura", state: "Punjab", pincode: "140401" };

async function fillAddress(page: Page, phone: string) {
  const form = page.getByRole("form", { name: "Add an address" });
  await form.getByRole("textbox", { name: "Full name" }).fill(home.full_name);
  await form.getByRole("textbox", { name: "Phone" }).fill(phone);
  await form.getByRole("textbox", { name: "Address" }).fill(home.address);
  await form.getByRole("textbox", { name: "Pincode" }).fill(home.pincode);
  await form.getByRole("textbox", { name: "City" }).fill(home.city);
  await form.getByRole("textbox", { name: "State" }).fill(home.state);
}

test.describe("the customer's rights over their data", () => {
  test("saves an address, downloads the data as JSON and PDF, moves to a new mobile with both codes, and erases the account seeing what is kept and why @mobile", async ({ page, browser, baseURL }, testInfo) => {
    test.slow();
    const mobile = aMobile();
    const product = await productByModel(page.request, "UVS-3K-48V");
    const order = await paidOrder(page.request, { ...home, email: `harjit.${mobile}@example.in`, mobile }, [{ product_id: product.id, quantity: 1 }]);
    await page.setExtraHTTPHeaders(visitor());
    await signIn(page, mobile);
    const rights = page.getByRole("region", { name: "Your details and data" });
    await rights.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`account-with-rights-${testInfo.project.name}.png`) });

    await page.getByRole("link", { name: "Your name, e-mail and saved addresses" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your details and data" })).toBeVisible();
    await page.getByRole("textbox", { name: "Name (optional)" }).fill("Harjit Kaur");
    await page.getByRole("button", { name: "Save your details" }).click();
    await expect(page.getByText("Your details are saved.")).toBeVisible();

    // A pincode of four digits is refused beside its field, as checkout refuses it.
    await fillAddress(page, `+91 ${mobile}`);
    await page.getByRole("textbox", { name: "Pincode" }).fill("1404");
    await page.getByRole("button", { name: "Save the address" }).click();
    await expect(page.getByRole("textbox", { name: "Pincode" })).toHaveAccessibleDescription(/6-digit pincode/);
    await page.getByRole("textbox", { name: "Pincode" }).fill(home.pincode);
    await page.getByRole("button", { name: "Save the address" }).click();
    await expect(page.getByText("The address is saved.")).toBeVisible();
    const addresses = page.getByRole("region", { name: "Saved addresses" });
    await expect(addresses.getByText(`${home.address}, ${home.city}, ${home.state} ${home.pincode}`)).toBeVisible();
    await expect(page.getByText(/to fill in checkout for you, up to 10/)).toBeVisible();
    await shot(page, testInfo, "account-details");
    await expectNoAxeViolations(page);

    // The JSON: everything held, this order among it.
    const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download as JSON" }).click()]);
    expect(json.suggestedFilename()).toMatch(/^urjavolt-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await json.path(), "utf8"));
    expect(data.account.mobile).toBe(mobile);
    expect(data.details.name).toBe("Harjit Kaur");
    expect(data.addresses).toEqual([expect.objectContaining({ full_name: home.full_name, pincode: home.pincode, mobile })]);
    expect(data.orders.map((one: { number: string }) => one.number)).toEqual([order.number]);
    expect(data.orders[0].lines[0].product).toBe(product.product_name);

    // The PDF: the same, to read.
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download as PDF" }).click()]);
    const pdfPath = testInfo.outputPath(`data-export-${testInfo.project.name}.pdf`);
    await pdf.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe("%PDF-");
    const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"]).toString();
    expect(text).toContain("UrjaVolt: your data");
    expect(text).toContain(`Order ${order.number}`);
    expect(text).toContain(`${home.address}, ${home.city}, ${home.state} ${home.pincode}`);

    // A new mobile: a code to each number, both entered together; the order made under the old one still shows.
    const newMobile = aMobile();
    await page.getByRole("link", { name: "Change your mobile number" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Change your mobile number" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("textbox", { name: "New mobile number" }).fill(newMobile);
    await page.getByRole("button", { name: "Send the codes" }).click();
    const currentField = page.getByRole("textbox", { name: `Code sent to your current number, +91 XXXXXX${mobile.slice(-4)}` });
    await expect(currentField).toBeVisible();
    await currentField.fill(await signInCodeSentTo(mobile, 1));
    await page.getByRole("textbox", { name: `Code sent to your new number, +91 XXXXXX${newMobile.slice(-4)}` }).fill(await signInCodeSentTo(newMobile));
    await shot(page, testInfo, "account-mobile");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Change my number" }).click();
    await expect(page).toHaveURL(/\/account\/details\?mobile-changed/);
    await expect(page.getByText("Your mobile number is changed. Other devices were signed out.")).toBeVisible();
    await expect(page.getByText(`+91 ${newMobile.slice(0, 5)} ${newMobile.slice(5)}: verified with a code`)).toBeVisible();
    await page.goto("/account");
    await expect(page.getByRole("region", { name: "Your orders" }).getByText(`Order ${order.number}`)).toBeVisible();

    // Erasure: what goes and what stays, and why, before confirming.
    await page.goto("/account");
    await page.getByRole("link", { name: "Erase your account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Erase your account" })).toBeVisible();
    const stays = page.getByRole("region", { name: "What we must keep, and why" });
    await expect(stays.getByText(new RegExp(`^Order ${order.number}`))).toBeVisible();
    await expect(stays.getByText(/tax records: the GST law and the Companies Act make us keep them for eight years/)).toBeVisible();
    await expect(stays.getByText(/^Kept until 31 Mar 20\d\d$/)).toBeVisible();
    await expect(page.getByRole("region", { name: "What goes at once" }).getByText("Saved addresses")).toBeVisible();
    await shot(page, testInfo, "account-erase");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Erase my account" }).click();
    await expect(page.getByRole("textbox", { name: "Type ERASE to confirm" })).toHaveAccessibleDescription(/Type ERASE to confirm/);
    await page.getByRole("textbox", { name: "Type ERASE to confirm" }).fill("erase");
    await page.getByRole("button", { name: "Erase my account" }).click();
    await expect(page.getByText(/Your account is erased\./)).toBeVisible();
    const kept = page.getByRole("region", { name: "Kept, and why" });
    await expect(kept.getByText(new RegExp(`^Order ${order.number}`))).toBeVisible();
    await shot(page, testInfo, "account-erased");
    await expectNoAxeViolations(page);

    // Signed out: the account is gone.
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\/sign-in$/);

    // The console's admin, as grievance officer, sees the requests, with no contact after erasure.
    const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const admin = await adminContext.newPage();
    try {
      await signInAsAdmin(admin, "/admin/rights-requests");
      await expect(admin.getByRole("heading", { level: 1, name: "Data requests" })).toBeVisible();
      const erasure = admin.getByRole("row").filter({ hasText: "Erasure" }).filter({ hasText: "Erased" }).first();
      await expect(erasure).toBeVisible();
      await expect(admin.getByRole("table")).not.toContainText(mobile.slice(-4));
      await expect(admin.getByRole("table")).not.toContainText(newMobile.slice(-4));
      await shot(admin, testInfo, "admin-rights-requests");
      await expectNoAxeViolations(admin);
    } finally {
      await adminContext.close();
    }
  });

  test("the address form works with JavaScript off @mobile", async ({ browser, baseURL }, testInfo) => {
    test.slow();
    const mobile = aMobile();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: visitor(), viewport: testInfo.project.use.viewport ?? null });
    const page = await context.newPage();
    try {
      await signIn(page, mobile);
      await page.goto("/account/details");
      await fillAddress(page, mobile);
      await page.getByRole("button", { name: "Save the address" }).click();
      await expect(page.getByText("The address is saved.")).toBeVisible();
      await expect(page.getByRole("region", { name: "Saved addresses" }).getByText(`${home.address}, ${home.city}, ${home.state} ${home.pincode}`)).toBeVisible();
      // Deleting it is a form post too.
      await page.getByRole("button", { name: `Delete the address of ${home.full_name}, ${home.city}` }).click();
      await expect(page.getByText("No saved addresses yet.")).toBeVisible();
      await shot(page, testInfo, "account-details-no-js");
    } finally {
      await context.close();
    }
  });
});
