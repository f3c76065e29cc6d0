import { indiaIsoDate } from "@urjavolt/contract/dates";
import { warrantyMessages } from "@urjavolt/contract/warranty";
import { type Page } from "@playwright/test";
import { expect, openAsItHydrates, openBeforeHydration, pasteInto, test, visitor } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { adminApi, signInAsAdmin } from "./admin-helpers.ts";

/** A date some years before India's today, as YYYY-MM-DD. */
const yearsAgo = (years: number) => {
  const [y, m, d] = indiaIsoDate().split("-");
  return `${Number(y) - years}-${m}-${d === "29" && m === "02" ? "28" : d}`;
};

const pdf = { name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") };
const png = {
  name: "invoice.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c63f8cfc0f01f0005000201a5d8e2b70000000049454e44ae426082",
    "hex",
  ),
};
/** A Windows program renamed to look like a PDF. */
const renamedExe = { name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0")]) };

const uniqueSerial = (tag: string) => `UV-E2E-${tag}-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;

async function fillRegistration(page: Page, serial: string, invoice = pdf) {
  await page.getByLabel("Full name").fill("Ravi Kumar");
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByLabel("Serial number").fill(serial);
  await page.getByLabel("Purchase date").fill(yearsAgo(1));
  await page.getByLabel("Dealer name").fill("Sharma & Sons Pvt. Ltd.");
  await page.getByLabel("Invoice number").fill("INV-2025-001");
  await page.getByLabel("Pin code").fill("140401");
  await page.getByLabel("Invoice", { exact: true }).setInputFiles(invoice);
}

const registerButton = (page: Page) => page.getByRole("button", { name: "Register Warranty" });

test.describe("warranty registration", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/warranty");
    await expect(page.getByRole("heading", { level: 2, name: "Warranty Registration" })).toBeVisible();
  });

  test("registers, then the check finds it pending, with no certificate until it is active; an active one's certificate carries its serial and status", async ({ page, request }) => {
    const serial = uniqueSerial("OK");
    await fillRegistration(page, serial);
    await expect(page.getByText("PDF selected (preview not available)")).toBeVisible();
    // Spec §5: mobile and serial are trimmed while typing.
    await expect(page.getByLabel("Mobile number")).toHaveValue("9876543210");
    await page.getByLabel("Comments").fill("Installed at our shop in Rajpura.");
    const email = `${serial.toLowerCase()}@example.in`;
    await page.getByLabel("E-mail").fill(email);
    await registerButton(page).click();
    await expect(page.getByRole("status")).toContainText("Warranty registered successfully!");
    await expect(page.getByRole("status")).toContainText(serial);
    expect((await waitForMail(email, (mail) => mail.subject.includes(serial))).text).toContain("Pending until we verify your invoice");
    // The form is cleared and the preview gone.
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(page.getByText("PDF selected (preview not available)")).toHaveCount(0);

    // In the database: the public lookup answers the status and the dates, nothing of the owner's (decision 052).
    const stored = await (await request.get(`/api/v1/getwarranty/${serial}`)).json();
    expect(Object.keys(stored.data).sort()).toEqual(["expiry_date", "purchase_date", "serialno", "status"]);
    expect(stored.data).toMatchObject({ serialno: serial, status: "Pending" });

    await page.getByRole("link", { name: "Check Status" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Check Warranty Status" })).toBeVisible();
    await page.getByLabel("Serial number").fill(serial.toLowerCase());
    await page.getByRole("button", { name: "Check Status" }).click();
    const dialog = page.getByRole("dialog", { name: "Warranty Details" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Status: Pending");
    // A stranger with the serial learns the status and dates only: no name, number, dealer, invoice or pin code (decision 052).
    for (const kept of ["Ravi Kumar", "3210", "Sharma", "140401"]) await expect(dialog).not.toContainText(kept);
    await expect(dialog).toContainText("We are verifying your invoice.");
    // Pending is amber, not the red of Expired or Rejected.
    const badge = dialog.getByText(/Status: Pending/);
    expect(await badge.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(146, 64, 14)");
    await expect(dialog.getByRole("button", { name: "Download Certificate" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Send a code to the registered mobile" })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();

    // An active warranty: its certificate is its owner's, from their account (account-units.spec.ts).
    await page.getByLabel("Serial number").fill("UV-DEMO-ACTIVE");
    await page.getByRole("button", { name: "Check Status" }).click();
    await expect(dialog).toContainText("Status: Active");
    await expect(dialog.getByRole("button", { name: "Download Certificate" })).toHaveCount(0);
    await expect(dialog.getByText("The owner's details and the warranty certificate are for the registered owner.")).toBeVisible();

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("shows every registration rule's message and focuses the first field in error", async ({ page }) => {
    await registerButton(page).click();
    await expect(page.getByRole("alert")).toHaveText(/Please fill out all required fields correctly\./);
    for (const message of [
      "Name is required",
      "Mobile number is required",
      "Serial number is required",
      "Purchase date is required",
      "Dealer name is required",
      "Invoice number is required",
      "Pin code is required",
      "Invoice file is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Full name")).toBeFocused();
    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Name is required");
    await expectNoAxeViolations(page);

    await page.getByLabel("Full name").fill("R2D2");
    await expect(page.getByText("Name is required", { exact: true })).toHaveCount(0);
    await page.getByLabel("Mobile number").fill("98765");
    await page.getByLabel("Serial number").fill("UV-1");
    await page.getByLabel("Purchase date").fill(`${Number(indiaIsoDate().slice(0, 4)) + 1}-01-01`);
    await page.getByLabel("Dealer name").fill("X");
    await page.getByLabel("Invoice number").fill("I-1");
    await page.getByLabel("Pin code").fill("1404");
    await page.getByLabel("Comments").fill("x".repeat(501));
    await page.getByLabel("Invoice", { exact: true }).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await registerButton(page).click();
    for (const message of [
      "Name must be 2-50 characters, letters and spaces only",
      "Mobile number must be 10 digits",
      "Purchase date cannot be in the future",
      "Dealer name must be 2-100 characters",
      "Pin code must be 6 digits",
      "Comments cannot exceed 500 characters",
      "Invoice must be a PDF, JPEG, or PNG file",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("Purchase date").fill(yearsAgo(6));
    await registerButton(page).click();
    await expect(page.getByText("Purchase date cannot be more than 5 years ago", { exact: true })).toBeVisible();
  });

  test("previews an image invoice at most 200 px high, under a hint that says what the invoice may be @mobile", async ({ page }, testInfo) => {
    await expect(page.getByLabel("Invoice", { exact: true })).toHaveAccessibleDescription(warrantyMessages.invoiceHint);
    await page.getByLabel("Invoice", { exact: true }).setInputFiles(png);
    const preview = page.getByRole("img", { name: "Preview of the chosen invoice" });
    await expect(preview).toBeVisible();
    expect((await preview.boundingBox())!.height).toBeLessThanOrEqual(200);
    await page.getByLabel("Invoice", { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`warranty-invoice-field-${testInfo.project.name}.png`) });
  });

  test("refuses a serial already registered", async ({ page }) => {
    await fillRegistration(page, "UV-DEMO-ACTIVE");
    await registerButton(page).click();
    await expect(page.getByRole("alert").first()).toContainText("This serial number is already registered");
    await expect(page.getByLabel("Serial number")).toHaveAccessibleDescription(/This serial number is already registered/);
  });

  test("refuses a renamed .exe as the invoice, and registers nothing", async ({ page, request }) => {
    const serial = uniqueSerial("EXE");
    await fillRegistration(page, serial, renamedExe);
    await registerButton(page).click();
    await expect(page.getByRole("alert").first()).toContainText("Invoice must be a PDF, JPEG, or PNG file");
    expect((await request.get(`/api/v1/getwarranty/${serial}`)).status()).toBe(404);
  });

  test("shows a failure to reach the site by the spec's words, and keeps the form", async ({ page }) => {
    await page.route("**/warranty.data*", (route) => route.abort("connectionrefused"));
    await fillRegistration(page, uniqueSerial("FAIL"));
    await registerButton(page).click();
    await expect(page.getByRole("alert").first()).toHaveText(/An error occurred\. Please try again\./);

    await page.route("**/warranty.data*", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await registerButton(page).click();
    await expect(page.getByRole("alert").first()).toHaveText(/Server returned non-JSON response\. Please check the API endpoint\./);
    await expect(page.getByLabel("Full name")).toHaveValue("Ravi Kumar");
  });
});

test.describe("warranty page switch", () => {
  const checkHeading = (page: Page) => page.getByRole("heading", { level: 2, name: "Check Warranty Status" });

  test("Check Status and Register Now switch the form and the address, and the address opens the form", async ({ page }) => {
    await page.goto("/warranty");
    await expect(page.getByRole("link", { name: "Register Now" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("link", { name: "Check Status" }).click();
    await expect(checkHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/warranty\?form=check#warranty-form$/);
    await expect(page.getByRole("link", { name: "Check Status" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByLabel("Full name")).toHaveCount(0);
    await page.getByRole("link", { name: "Register Now" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Warranty Registration" })).toBeVisible();
    await page.goto("/warranty?form=check");
    await expect(checkHeading(page)).toBeVisible();
  });

  test("Check Status tapped before the scripts arrive opens the status check, not the registration", async ({ browser, baseURL }) => {
    const { page: quick } = await openBeforeHydration(browser, baseURL, "/warranty");
    await quick.getByRole("link", { name: "Check Status" }).click();
    await expect(checkHeading(quick)).toBeVisible();
    await expect(quick.getByLabel("Full name")).toHaveCount(0);
    await quick.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the switch still opens the status check", async ({ page }) => {
      await page.goto("/warranty");
      await page.getByRole("link", { name: "Check Status" }).click();
      await expect(checkHeading(page)).toBeVisible();
      await expect(page.getByLabel("Serial number")).toBeVisible();
    });

    test("registers with the invoice, and refuses with every message and the fields kept", async ({ page, request }) => {
      await page.goto("/warranty");
      const serial = uniqueSerial("NOJS");
      await page.getByLabel("Full name").fill("Ravi Kumar");
      await page.getByLabel("Serial number").fill(serial);
      await registerButton(page).click();
      await expect(page.getByRole("alert").first()).toHaveText("Please fill out all required fields correctly.");
      for (const message of ["Mobile number is required", "Purchase date is required", "Invoice file is required"]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.getByLabel("Full name")).toHaveValue("Ravi Kumar");

      await fillRegistration(page, serial);
      await registerButton(page).click();
      await expect(page.getByRole("status")).toContainText("Warranty registered successfully!");
      await expect(page.getByRole("status")).toContainText(serial);
      const stored = await (await request.get(`/api/v1/getwarranty/${serial}`)).json();
      expect(stored.data).toMatchObject({ serialno: serial, status: "Pending" });
      // The public lookup names nobody (decision 052).
      expect(stored.data.name).toBeUndefined();
    });

    test("the status check shows its result and its refusal, and the popup closes", async ({ page }) => {
      await page.goto("/warranty?form=check");
      await page.getByLabel("Serial number").fill("UV-DEMO-ACTIVE");
      await page.getByRole("button", { name: "Check Status" }).click();
      const dialog = page.getByRole("dialog", { name: "Warranty Details" });
      await expect(dialog).toContainText("Status: Active");
      await expect(checkHeading(page)).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();

      await page.getByLabel("Serial number").fill("NO-SUCH-SERIAL");
      await page.getByRole("button", { name: "Check Status" }).click();
      await expect(page.getByRole("dialog")).toContainText("No warranty is registered for this serial number");
      await page.getByRole("dialog").getByRole("button", { name: "Try Again" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByLabel("Serial number")).toHaveValue("NO-SUCH-SERIAL");
    });
  });
});

test.describe("warranty status check", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/warranty");
    await page.getByRole("link", { name: "Check Status" }).click();
    // The registration form has a serial number too: type only once the check form has replaced it.
    await expect(page.getByRole("heading", { level: 2, name: "Check Warranty Status" })).toBeVisible();
  });

  const check = async (page: Page, serial: string) => {
    await page.getByLabel("Serial number").fill(serial);
    await page.getByRole("button", { name: "Check Status" }).click();
  };

  test("asks for the serial number", async ({ page }) => {
    await page.getByRole("button", { name: "Check Status" }).click();
    await expect(page.getByText("Serial number is required", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Serial number")).toBeFocused();
  });

  test("names the product and model on the status (decision 051), and leaves the certificate to the owner's account (decision 052) @mobile", async ({ page }) => {
    // A visitor of its own: the look-ups' limit per address (decision 006) counts it apart from the other checks here.
    await page.setExtraHTTPHeaders(visitor());
    await check(page, "UV-DEMO-ACTIVE");
    const dialog = page.getByRole("dialog", { name: "Warranty Details" });
    // The demo registrations name the 1100VA inverter (decision 051): the unit's own label says as much.
    await expect(dialog).toContainText("Lithium Inverter/UPS 1100VA (model UVI-1100)");
    await expect(dialog.getByRole("button", { name: "Download Certificate" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: warrantyMessages.ownerCode })).toBeVisible();
  });

  test("shows each seeded status in its colour, Pending amber and never the red of Expired, with no certificate for strangers @mobile", async ({ page }) => {
    for (const [serial, status, colour] of [
      ["UV-DEMO-ACTIVE", "Active", "rgb(21, 128, 61)"],
      ["UV-DEMO-PENDING", "Pending", "rgb(146, 64, 14)"],
      ["UV-DEMO-EXPIRED", "Expired", "rgb(185, 28, 28)"],
      ["UV-DEMO-REJECTED", "Rejected", "rgb(185, 28, 28)"],
    ] as const) {
      await check(page, serial);
      const dialog = page.getByRole("dialog", { name: "Warranty Details" });
      await expect(dialog).toContainText(`Status: ${status}`);
      expect(await dialog.getByText(`Status: ${status}`).evaluate((element) => getComputedStyle(element).color)).toBe(colour);
      await expect(dialog.getByRole("button", { name: "Download Certificate" })).toHaveCount(0);
      // The owner's details are not the stranger's: no name, dealer, invoice or pin code.
      for (const kept of ["Asha", "Ravi", "Dealer", "Invoice number", "Pin code"]) await expect(dialog).not.toContainText(kept);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }
  });

  test("a unit taken back on a visit is Replaced, says by which unit, and has no certificate; the unit given is Active @mobile", async ({ page, browser, baseURL, request }) => {
    const old = uniqueSerial("OLD");
    const given = uniqueSerial("NEW");
    const unique = Date.now().toString(36);
    // Registered and approved, then a complaint about it, a visit, and the desk closes it with the unit given.
    const registered = await request.post("/api/v1/submitwarranty", {
      multipart: { name: "Ravi Kumar", mobile: "9876543210", serialno: old, purchaseDate: yearsAgo(1), dealer: "Sharma and Sons", invoiceno: "INV-2025-009", pincode: "140401", invoice: pdf },
    });
    expect(registered.status()).toBe(201);
    const desk = await browser.newPage({ baseURL });
    await signInAsAdmin(desk);
    const [registration] = ((await adminApi(desk, "GET", `warranties?q=${old}`)).body as { items: { id: number }[] }).items;
    expect((await adminApi(desk, "POST", `warranties/${registration!.id}/approve`, { warrantyYears: 5 })).status).toBe(200);
    const complaint = await request.post("/api/v1/submitcomplaint", {
      data: { name: "Ravi Kumar", email: `replaced-${unique}@example.in`, mobile: "9876543210", product: "2100VA", serialno: old, service_issue: "product_issue", pincode: "140401", message: "It shuts down under load." },
    });
    const reference = ((await complaint.json()) as { reference: string }).reference;
    const technician = await adminApi(desk, "POST", "staff", { name: `Suresh ${unique}`, email: `tech-${unique}@staff.test`, role: "technician", password: `Field-Visit-${unique}!`, pincodes: ["140401"] });
    expect(technician.status, JSON.stringify(technician.body)).toBe(201);
    const [ticket] = ((await adminApi(desk, "GET", `service/tickets?status=all&q=${reference}`)).body as { items: { id: number }[] }).items;
    const date = new Date(Date.now() + 3 * 86_400_000);
    if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
    const booked = await adminApi(desk, "POST", `service/tickets/${ticket!.id}/visits`, {
      technicianId: (technician.body as { id: number }).id,
      date: date.toISOString().slice(0, 10),
      slot: "11:00",
      address: "House 4, Rajpura",
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const visitId = (booked.body as { visits: { id: number }[] }).visits[0]!.id;
    const closed = await adminApi(desk, "POST", `service/visits/${visitId}/close`, { outcome: "unit_replaced", replacementSerial: given });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    await desk.close();

    await check(page, old);
    const dialog = page.getByRole("dialog", { name: "Warranty Details" });
    await expect(dialog).toContainText("Status: Replaced");
    await expect(dialog).toContainText(
      new RegExp(`This unit was replaced on \\d{1,2} [A-Z][a-z]{2} \\d{4} by the unit whose serial number ends in ${given.slice(-4)}\\. Its warranty continues on that unit: check that serial number for its status and certificate\\.`),
    );
    await expect(dialog).not.toContainText(given);
    await expect(dialog.getByRole("button", { name: "Download Certificate" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await check(page, given);
    await expect(dialog).toContainText("Status: Active");
  });

  test("a pending warranty says when to check again; an expired one since when, with an extended-care enquiry", async ({ page }) => {
    await check(page, "UV-DEMO-PENDING");
    const dialog = page.getByRole("dialog", { name: "Warranty Details" });
    await expect(dialog).toContainText("We are verifying your invoice. This usually takes up to 2 working days from registration");
    // The invoice number is the owner's to see, in their account (decision 052).
    await expect(dialog).not.toContainText("INV-24001");
    await page.keyboard.press("Escape");

    await check(page, "UV-DEMO-EXPIRED");
    await expect(dialog).toContainText(/Your warranty ended on \d{1,2} [A-Z][a-z]{2} \d{4}\. Extended care can keep your unit covered\./);
    await dialog.getByRole("link", { name: "Ask about extended care" }).click();
    await expect(page).toHaveURL(/\/contact-us\?subject=Extended%20care%20for%20UV-DEMO-EXPIRED#contact-form$/);
    await expect(page.getByLabel("Subject")).toHaveValue("Extended care for UV-DEMO-EXPIRED");
  });

  test("shows an unknown serial in the error popup, and Try Again clears it", async ({ page }) => {
    await check(page, "NO-SUCH-SERIAL");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("No warranty is registered for this serial number");
    await dialog.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByLabel("Serial number")).toBeFocused();
  });

  test("shows a failed or non-JSON answer in the error popup", async ({ page }) => {
    await page.route("**/warranty.data*", (route) => route.abort("failed"));
    await check(page, "UV-DEMO-ACTIVE");
    await expect(page.getByRole("dialog")).toContainText("Error checking warranty status. Please try again.");
    await page.getByRole("button", { name: "Try Again" }).click();

    await page.route("**/warranty.data*", (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "hello" }));
    await check(page, "UV-DEMO-ACTIVE");
    await expect(page.getByRole("dialog")).toContainText("Server returned non-JSON response. Please check the API endpoint.");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`numbers pasted into the registration, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: visitor() });

    test("takes +91 98765 43210 and the pincode 140 401", async ({ page, request, browser, baseURL }) => {
      await page.goto("/warranty");
      const serial = uniqueSerial(javaScriptEnabled ? "PASTE" : "PASTENOJS");
      await fillRegistration(page, serial);
      await page.getByLabel("Mobile number").fill("");
      await page.getByLabel("Pin code").fill("");
      await pasteInto(page.getByLabel("Mobile number"), "+91 98765 43210");
      await pasteInto(page.getByLabel("Pin code"), "140 401");
      if (javaScriptEnabled) {
        await expect(page.getByLabel("Mobile number")).toHaveValue("9876543210");
        await expect(page.getByLabel("Pin code")).toHaveValue("140401");
      }
      await registerButton(page).click();
      await expect(page.getByRole("status")).toContainText("Warranty registered successfully!");
      // Staff's view of the registration: the ten digits and the six kept.
      const admin = await browser.newPage({ baseURL, javaScriptEnabled: true });
      await signInAsAdmin(admin);
      const found = await adminApi(admin, "GET", `warranties?q=${serial}`);
      expect((found.body as { items: unknown[] }).items).toEqual([expect.objectContaining({ serialno: serial, mobile: "9876543210" })]);
      await admin.close();
      expect((await request.get(`/api/v1/getwarranty/${serial}`)).status()).toBe(200);
    });
  });
}

test.describe("the warranty forms filled in as the page loads and sent as it hydrates", () => {
  // Throttled loads take seconds; give each test room without slowing the rest.
  test.describe.configure({ timeout: 90_000 });

  test("the registration sends what was typed, the invoice with it", async ({ browser, baseURL }) => {
    const quick = await openAsItHydrates(browser, baseURL, "/warranty");
    const serial = uniqueSerial("WAKE");
    await fillRegistration(quick.page, serial);
    await quick.page.getByLabel("Mobile number").fill("+91 98765 43210");
    await quick.sendAsItHydrates(quick.page.getByLabel("Pin code"));
    await expect(quick.page.getByRole("status")).toContainText("Warranty registered successfully!", { timeout: 20_000 });
    await expect(quick.page.getByRole("status")).toContainText(serial);
    await quick.close();
  });

  test("the status check looks up what was typed", async ({ browser, baseURL }) => {
    const quick = await openAsItHydrates(browser, baseURL, "/warranty?form=check");
    await quick.page.getByLabel("Serial number").fill("UV-DEMO-ACTIVE");
    await quick.sendAsItHydrates(quick.page.getByLabel("Serial number"));
    await expect(quick.page.getByRole("dialog", { name: "Warranty Details" })).toContainText("Status: Active", { timeout: 20_000 });
    await expect(quick.page.getByLabel("Serial number")).toHaveValue("UV-DEMO-ACTIVE");
    await quick.close();
  });
});
