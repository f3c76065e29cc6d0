import { expect, test } from "./fixtures.ts";
import { signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { fileComplaint } from "./complaint-helpers.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

test.describe("service desk in the console", () => {
  test("a phone ticket is opened, acknowledged and moved to diagnosing with a note, with its clocks and history @mobile", async ({ page }) => {
    // Many pages, each with axe or a fresh sign-in: on a busy 2-core machine with two workers, past 30 s.
    test.slow();
    const serial = `UV-CALL-${unique()}`;
    await signInAsAdmin(page, "/admin/service/new");
    await expect(page.getByRole("heading", { level: 1, name: "Open a ticket for a call" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing filled in: each required field says what it needs, beside it.
    await page.getByRole("button", { name: "Open the ticket" }).click();
    await expect(page.getByText("Please correct the fields marked below.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(page.getByLabel("Pin code")).toHaveAccessibleDescription("Pin code is required");
    await expect(page.getByLabel("Name")).toBeFocused();

    await page.getByLabel("Name").fill("Gurpreet Singh");
    await page.getByLabel("Mobile").fill("9812345678");
    await page.getByLabel("Pin code").fill("140401");
    await page.getByRole("main").getByLabel("Product").selectOption("2100VA");
    await page.getByLabel("Serial number").fill(serial);
    await page.getByLabel("Issue", { exact: true }).selectOption("product_issue");
    await page.getByLabel("Priority").selectOption("high");
    await page.getByLabel("What the customer said").fill("The inverter beeps every few minutes and the battery does not charge.");
    await page.getByRole("button", { name: "Open the ticket" }).click();

    await expect(page).toHaveURL(/\/admin\/service\/\d+$/);
    const heading = page.getByRole("heading", { level: 1, name: /^Ticket SRV-\d{4}-\d{6}$/ });
    await expect(heading).toBeVisible();
    const reference = ((await heading.textContent()) ?? "").replace("Ticket ", "");
    await expect(page.getByRole("status").filter({ hasText: `Service ticket opened: ${reference}.` })).toBeVisible();
    const warranty = page.getByRole("region", { name: "Warranty" });
    await expect(warranty).toContainText(`Serial number ${serial} is not registered for warranty.`);
    await expect(warranty).toContainText("Repair chargeable");
    const response = page.getByRole("region", { name: "Response deadline" });
    await expect(response).toContainText(/Due: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)/);
    await expect(response).toContainText("State: Running");
    await expectNoAxeViolations(page);

    const move = page.getByRole("region", { name: "Move the ticket" });
    await move.getByRole("button", { name: "Move to Acknowledged" }).click();
    await expect(move.getByRole("status")).toHaveText(`Saved. ${reference} is Acknowledged.`);
    await expect(response).toContainText("State: Met");
    await move.getByLabel("Note with the move").fill("Asked for a photo of the display; engineer to check the charger.");
    await move.getByRole("button", { name: "Move to Diagnosing" }).click();
    await expect(move.getByRole("status")).toHaveText(`Saved. ${reference} is Diagnosing.`);
    await expect(move.getByRole("button", { name: "Move to Awaiting parts" })).toBeVisible();

    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveCount(3);
    await expect(history.getByRole("listitem").nth(1)).toContainText("changed the status from New to Acknowledged");
    await expect(history.getByRole("listitem").nth(2)).toContainText("changed the status from Acknowledged to Diagnosing");
    await expect(history.getByRole("listitem").nth(2)).toContainText("Asked for a photo of the display; engineer to check the charger.");
    await expect(page.getByRole("region", { name: "Resolution deadline" })).toContainText(/left \(business hours\)|Overdue|Due now/);
    await expectNoAxeViolations(page);

    // Back in the list, the ticket is there with its running clock: the resolution clock now.
    await page.getByRole("link", { name: "Back to the service desk" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Service desk" })).toBeVisible();
    await page.getByLabel("Search").fill(serial);
    await page.getByRole("button", { name: "Apply" }).click();
    const row = page.getByRole("row").filter({ hasText: reference });
    await expect(row).toContainText("Resolution");
    await expect(row).toContainText("Diagnosing");
    await expect(row).toContainText("High");
    await expect(row).toContainText("Gurpreet Singh");
    await expectNoAxeViolations(page);
  });

  test("a complaint filed through the public form is in the list, waiting for a response @mobile", async ({ page }) => {
    const serial = `UV-WEB-${unique()}`;
    const reference = await fileComplaint(page, serial);

    await signInAsAdmin(page, "/admin");
    // The console's nav leads there (behind the menu button on a phone).
    const menu = page.getByRole("button", { name: "Menu" });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Service desk" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Service desk" })).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("");
    const row = page.getByRole("row").filter({ hasText: reference });
    await expect(row).toContainText("Response");
    await expect(row).toContainText(/left \(business hours\)|Overdue|Due now/);
    await expect(row).toContainText("New");
    await expect(row).toContainText("Harjit Kaur");
    await expect(row).toContainText("Unassigned");
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Ticket ${reference}` })).toBeVisible();
    await expect(page.getByText("The inverter trips when the water pump starts.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Customer" })).toContainText("harjit@example.in");
  });

  test("an admin adds a service holiday and removes it", async ({ page }) => {
    // A far-off date, so no other test's deadlines move.
    const year = 2090 + Math.floor(Math.random() * 9);
    const date = `${year}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
    const name = `Founders' Day ${unique()}`;
    await signInAsAdmin(page, "/admin/service/holidays");
    await expect(page.getByRole("heading", { level: 1, name: "Service holidays" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add the holiday" }).click();
    await expect(page.getByLabel("Date")).toHaveAccessibleDescription("Date is required");

    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Add the holiday" }).click();
    await expect(page.getByRole("status")).toContainText(`Added ${name}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();

    // The same date again is refused with the API's reason.
    await page.getByLabel("Date").fill(date);
    await page.getByLabel("Name").fill("Again");
    await page.getByRole("button", { name: "Add the holiday" }).click();
    await expect(page.getByRole("alert")).toHaveText("This date is already a service holiday");
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: `Remove ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this holiday?" });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toContainText(`Removed ${name}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Service holidays" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  });

  test("an admin changes a target in business hours and puts it back; a refused value says why @mobile", async ({ page }) => {
    await signInAsAdmin(page, "/admin/service");
    await page.getByRole("link", { name: "Targets" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Service targets" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Batteries of low priority: no other browser test opens such a ticket, so their deadlines stay as they were.
    const response = page.getByRole("spinbutton", { name: "Response, Batteries, Low, in business hours" });
    await expect(response).toHaveValue("10");
    await response.fill("11");
    await page.getByRole("button", { name: "Save 1 change" }).click();
    await expect(response).toHaveAccessibleDescription(/Response must be at most 10 business hours/);
    await response.fill("8");
    await page.getByRole("button", { name: "Save 1 change" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved 1 target. Every open ticket's deadlines are counted again.");
    await page.reload();
    await expect(page.getByRole("spinbutton", { name: "Response, Batteries, Low, in business hours" })).toHaveValue("8");
    await expect(page.getByRole("row").filter({ hasText: "Batteries" }).filter({ hasText: "Low" })).toContainText("Staff");
    await expectNoAxeViolations(page);
    await page.getByRole("spinbutton", { name: "Response, Batteries, Low, in business hours" }).fill("10");
    await page.getByRole("button", { name: "Save 1 change" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved 1 target. Every open ticket's deadlines are counted again.");
    await expect(page.getByRole("row").filter({ hasText: "Batteries" }).filter({ hasText: "Low" })).toContainText("Default");
  });
});
