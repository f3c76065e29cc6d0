import { readFile } from "node:fs/promises";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { fileComplaint } from "./complaint-helpers.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const oneYearAgo = () => {
  const [y, m, d] = indiaIsoDate().split("-");
  return `${Number(y) - 1}-${m}-${d === "29" && m === "02" ? "28" : d}`;
};
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A customer's registration through the public API, Pending with its invoice. */
async function registerWarranty(request: APIRequestContext, serial: string) {
  const response = await request.post("/api/v1/submitwarranty", {
    multipart: {
      name: "Ravi Kumar",
      mobile: "9876543210",
      serialno: serial,
      purchaseDate: oneYearAgo(),
      dealer: "Sharma Power House",
      invoiceno: "INV-E2E-1",
      pincode: "140401",
      invoice: { name: "invoice.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(response.status()).toBe(201);
}

/** The public status check on /warranty, as a customer uses it. */
async function checkStatus(page: Page, serial: string) {
  await page.goto("/warranty");
  await page.getByRole("link", { name: "Check Status" }).click();
  // The registration form has a serial number too: type only once the check form has replaced it.
  await expect(page.getByRole("heading", { level: 2, name: "Check Warranty Status" })).toBeVisible();
  await page.getByLabel("Serial number").fill(serial);
  await page.getByRole("button", { name: "Check Status" }).click();
  const dialog = page.getByRole("dialog", { name: "Warranty Details" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("staff inbox", () => {
  test("a complaint a customer just submitted is in the inbox, and is resolved with a note", async ({ page }) => {
    // Many pages, each with axe or a fresh sign-in: on a busy 2-core machine with two workers, past 30 s.
    test.slow();
    const serial = `UV-INBOX-${unique()}`;
    const reference = await fileComplaint(page, serial);

    // The dashboard's "open complaints" link lands here.
    await signInAsAdmin(page, "/admin/inbox?type=complaint&status=open");
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(page.getByLabel("Type")).toHaveValue("complaint");
    await expect(page.getByLabel("Status")).toHaveValue("open");
    const row = page.getByRole("row").filter({ hasText: reference });
    await expect(row).toContainText("Installation issue · 2100VA Inverter");
    await expect(row).toContainText("Harjit Kaur");
    await expectNoAxeViolations(page);

    // Search by the serial number the customer gave.
    await page.getByLabel("Search").fill(serial);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${serial}`));
    await expect(page.getByRole("table")).toContainText(reference);
    await expect(page.getByRole("row")).toHaveCount(2);

    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${reference}` })).toBeVisible();
    await expect(page.getByText("The inverter trips when the water pump starts.")).toBeVisible();
    await expect(page.getByText(serial)).toBeVisible();
    await expect(page.getByText("No changes yet.")).toBeVisible();

    // Saving nothing explains itself at the note.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Internal note")).toHaveAccessibleDescription(/Choose a different status or write a note/);
    await expect(page.getByLabel("Internal note")).toBeFocused();

    await page.getByLabel("Status", { exact: true }).selectOption("resolved");
    await page.getByLabel("Internal note").fill("Technician reset the overload setting; customer confirmed it works.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toHaveText(`Saved. ${reference} is Resolved.`);
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history).toContainText("changed the status from Open to Resolved");
    await expect(history).toContainText("Technician reset the overload setting; customer confirmed it works.");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("resolved");
    await expect(page.getByLabel("Internal note")).toHaveValue("");
    await expectNoAxeViolations(page);

    // It has left the open list and shows as resolved; the history survives a reload.
    await page.goto(`/admin/inbox?type=complaint&status=open&q=${reference}`);
    await expect(page.getByText("No enquiries match these filters.")).toBeVisible();
    await page.goto(`/admin/inbox?status=resolved&q=${reference}`);
    await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Resolved");

    // The CSV of this filtered list.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: /Download CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!)).toString("utf8");
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Reference,Type,Status,/);
    expect(lines[1]).toMatch(new RegExp(`^${reference},Complaint,Resolved,`));
  });

  test("the inbox and an enquiry work on a phone @mobile", async ({ page, request }) => {
    const response = await request.post("/api/v1/contactsubmit", {
      data: { name: "Asha Rani", email: "asha@example.in", mobile: "9876543210", subject: `Dealership ${unique()}`, message: "I would like to sell your inverters in Patiala." },
    });
    const { reference } = (await response.json()) as { reference: string };
    await signInAsAdmin(page, `/admin/inbox?q=${reference}`);
    await expect(page.getByRole("link", { name: reference })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${reference}` })).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("in progress");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toHaveText(`Saved. ${reference} is In progress.`);
    await expectNoAxeViolations(page);
  });

  test("no inbox or warranty route answers without signing in", async ({ request, page }) => {
    for (const path of ["enquiries", "enquiries.csv", "enquiries/1", "warranties", "warranties/1", "warranties/1/invoice"]) {
      const response = await request.get(`/api/v1/admin/${path}`);
      expect(response.status(), path).toBe(401);
    }
    await page.goto("/admin/inbox?type=complaint");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  });
});

test.describe("staff warranties", () => {
  test("approving a warranty makes the public status check show Active", async ({ page, request }) => {
    // Many pages, each with axe or a fresh sign-in: on a busy 2-core machine with two workers, past 30 s.
    test.slow();
    const serial = `UV-APPROVE-${unique()}`;
    await registerWarranty(request, serial);
    await expect(await checkStatus(page, serial)).toContainText("Status: Pending");

    await signInAsAdmin(page, "/admin/warranties?status=pending");
    await expect(page.getByRole("heading", { level: 1, name: "Warranties" })).toBeVisible();
    await page.getByLabel("Search").fill(serial.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("row")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: serial }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Warranty ${serial}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Registration" })).toContainText("Pending");
    await expect(page.getByRole("region", { name: "Registration" })).toContainText("9876543210");

    // The invoice opens for staff (inline, never cached), and for nobody else.
    const invoiceLink = page.getByRole("link", { name: /Open the invoice/ });
    const href = (await invoiceLink.getAttribute("href"))!;
    const invoice = await page.request.get(href);
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()["content-type"]).toBe("application/pdf");
    expect(invoice.headers()["content-disposition"]).toMatch(/^inline;/);
    expect(invoice.headers()["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(await invoice.body(), pdf)).toBe(0);
    expect((await request.get(href)).status()).toBe(401);

    await expect(page.getByLabel("Warranty period (years)")).toHaveValue("5");
    await expect(page.getByLabel("Warranty period (years)")).toHaveAccessibleDescription(/^Active until \d{1,2} \w{3} \d{4}$/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Approve warranty" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Approved:" })).toContainText(`Approved: ${serial} is Active until`);
    await expect(page.getByRole("region", { name: "Registration" })).toContainText("Active");
    await expect(page.getByRole("region", { name: "History" })).toContainText("approved");

    const dialog = await checkStatus(page, serial);
    await expect(dialog).toContainText("Status: Active");
  });

  test("rejecting with a reason shows the public check Rejected, without the owner's reason", async ({ page, request }) => {
    const serial = `UV-REJECT-${unique()}`;
    await registerWarranty(request, serial);
    await signInAsAdmin(page, `/admin/warranties?q=${serial}`);
    await page.getByRole("link", { name: serial }).click();
    await page.getByRole("button", { name: "Reject warranty" }).click();
    await expect(page.getByLabel("Reason")).toHaveAccessibleDescription(/Please give a reason/);
    await page.getByLabel("Reason").fill("The invoice is for a different serial number.");
    await page.getByRole("button", { name: "Reject warranty" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Rejected:" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Registration" })).toContainText("Reason for rejection: The invoice is for a different serial number.");
    await expect(page.getByRole("button", { name: "Reject warranty" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const dialog = await checkStatus(page, serial);
    await expect(dialog).toContainText("Status: Rejected");
    // The reason is the owner's, in their account (decision 052): the public check says Rejected only.
    await expect(dialog).not.toContainText("The invoice is for a different serial number.");
  });
});
