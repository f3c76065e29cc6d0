import { customerStatusLabels } from "@urjavolt/contract/service-rules";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { expect, test } from "./fixtures.ts";
import { addTechnician } from "./installation-helpers.ts";
import { signIn, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { waitForMail } from "./mailbox.ts";

/** A working day (Monday to Saturday) a few days ahead, India time, as the date field takes it. */
function workingDayAhead(days = 3): string {
  const date = new Date(`${indiaIsoDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test.describe("a service visit, from the complaint to the customer's confirmation", () => {
  test("the desk books a technician serving the pincode, the technician closes the visit on a phone, and the customer confirms the fix", async ({ page, browser, baseURL }) => {
    // Three people on three screens, and the e-mails between them.
    test.slow();
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
    const customer = { name: "Harjit Kaur", mobile: `97${unique}`, email: `visit-${unique}@example.in` };
    const technician = { name: `Suresh Gowda ${unique}`, email: `tech-${unique}@staff.test`, password: `Field-Visit-${unique}!` };
    const serial = `UV-VISIT-${unique}`;
    // A pincode of this test's own, so only its technician serves it.
    const pincode = `5${unique.slice(-5)}`;

    // 1. The customer files a complaint on the site.
    await page.goto("/technical-support");
    await page.getByLabel("Name").fill(customer.name);
    await page.getByLabel("Phone").fill(customer.mobile);
    await page.getByLabel("Email").fill(customer.email);
    await page.getByRole("main").getByLabel("Product").selectOption("2100VA");
    await page.getByLabel("Serial number").fill(serial);
    await page.getByLabel("Issue", { exact: true }).selectOption("product_issue");
    await page.getByLabel("Pin code").fill(pincode);
    await page.getByLabel("Details").fill("The inverter beeps and shuts down when the fridge starts.");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("status")).toHaveText(/CMP-\d{4}-\d{6}/);
    const reference = (await page.getByRole("status").textContent())!.match(/CMP-\d{4}-\d{6}/)![0];

    // 2. An admin adds the technician with the pincodes they serve.
    const office = await browser.newContext({ baseURL });
    const desk = await office.newPage();
    await signInAsAdmin(desk, "/admin/staff");
    await addTechnician(desk, technician, `${pincode}, 140401`);
    await expect(desk.getByRole("row").filter({ hasText: technician.email })).toContainText(`${pincode}, 140401`);

    // 3. The desk opens the ticket and books the visit; the technician serving the pincode is first.
    await desk.goto("/admin/service");
    await desk.getByLabel("Search").fill(reference);
    await desk.getByRole("button", { name: "Apply" }).click();
    await desk.getByRole("link", { name: reference }).click();
    await expect(desk.getByRole("heading", { level: 1, name: `Ticket ${reference}` })).toBeVisible();
    const visits = desk.getByRole("region", { name: "Visits" });
    await expect(visits).toContainText("No visit booked yet.");
    const choice = visits.getByLabel("Technician", { exact: true });
    await expect(choice.locator("option").nth(1)).toHaveText(`${technician.name} (serves ${pincode}), 0 visits booked`);
    await choice.selectOption({ label: `${technician.name} (serves ${pincode}), 0 visits booked` });
    await visits.getByLabel("Date", { exact: true }).fill(workingDayAhead());
    await visits.getByLabel("Time slot").selectOption({ label: "11 am to 1 pm" });
    await visits.getByLabel("Address of the visit").fill("House 12, Model Town, near the water tank");
    await visits.getByLabel("For the technician").fill("Call before coming; the unit is in the back room.");
    await visits.getByRole("button", { name: "Book the visit" }).click();
    await expect(visits.getByRole("status")).toContainText("Visit booked.");
    await expect(visits).toContainText(`Technician: ${technician.name}`);
    await expect(desk.getByRole("region", { name: "Ticket", exact: true })).toContainText("Visit scheduled");
    await expect(desk.getByRole("region", { name: "Ticket", exact: true })).toContainText(`Assigned to${technician.name}`);
    await expectNoAxeViolations(desk);
    const scheduled = await waitForMail(customer.email, (mail) => mail.subject.includes(`${customerStatusLabels.visit_scheduled} (${reference})`));
    expect(scheduled.text).toMatch(/11:00 am to 1:00 pm, by Suresh/);
    expect(scheduled.text).not.toContain(unique);

    // 4. The technician signs in on a phone: their visits, and nothing else of the console.
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    const field = await phone.newPage();
    await signIn(field, technician, "/admin");
    await expect(field).toHaveURL(/\/admin\/visits$/);
    await expect(field.getByRole("heading", { level: 1, name: "My visits" })).toBeVisible();
    await field.getByRole("button", { name: "Menu" }).click();
    await expect(field.getByRole("navigation", { name: "Console" }).getByRole("link")).toHaveText(["My visits"]);
    await field.getByRole("button", { name: "Menu" }).click();
    const card = field.getByRole("article").filter({ hasText: reference });
    await expect(card).toContainText("House 12, Model Town, near the water tank");
    await expect(card.getByRole("link", { name: `call ${customer.mobile}` })).toHaveAttribute("href", `tel:${customer.mobile}`);
    await expect(card).toContainText("Call before coming; the unit is in the back room.");
    const { scrollWidth, innerWidth } = await field.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(field);
    // Another console page leads back to their visits; the desk's API refuses them.
    await field.goto("/admin/service");
    await expect(field).toHaveURL(/\/admin\/visits$/);
    expect((await field.request.get("/api/v1/admin/service/tickets")).status()).toBe(403);

    await card.getByText("Close this visit").click();
    await card.getByLabel("Outcome").selectOption({ label: "Part replaced" });
    await card.getByLabel("Parts used").fill("Cooling fan");
    await card.getByRole("textbox", { name: /^Notes/ }).fill("Fan seized; replaced and tested with the fridge running.");
    await card.getByRole("button", { name: "Close the visit" }).click();
    await expect(field.getByRole("status")).toHaveText(`Visit for ${reference} closed: Part replaced. The customer is asked to confirm the fix.`);
    await expect(field.getByRole("region", { name: "Closed in the last two weeks" })).toContainText(reference);
    await expectNoAxeViolations(field);

    // 5. The customer follows the request, sees the visit, and confirms the fix.
    await waitForMail(customer.email, (mail) => mail.subject.includes(`${customerStatusLabels.resolved} (${reference})`));
    await page.goto("/track-request");
    await page.getByLabel("Reference number").fill(reference);
    await page.getByLabel("Mobile number").fill(customer.mobile);
    await page.getByRole("button", { name: "Track Request" }).click();
    const request = page.getByRole("region", { name: `Request ${reference}` });
    await expect(request.getByText("Status:")).toHaveText(`Status: ${customerStatusLabels.resolved}`);
    await expect(request).toContainText(/11:00 am to 1:00 pm, by Suresh: made \(part replaced\)/);
    await expect(page.getByRole("main")).not.toContainText("Gowda");
    await expect(page.getByRole("main")).not.toContainText("Cooling fan");
    await expectNoAxeViolations(page, { fromTop: true });
    await page.getByRole("button", { name: "Yes, it is fixed" }).click();
    await expect(request.getByRole("status")).toHaveText("Thank you for confirming. Your request is now closed.");
    await waitForMail(customer.email, (mail) => mail.subject.includes(`${customerStatusLabels.closed} (${reference})`));

    // 6. The ticket's page holds the whole story.
    await desk.reload();
    await expect(desk.getByRole("region", { name: "Ticket", exact: true })).toContainText("Closed");
    await expect(visits).toContainText("Outcome: Part replaced");
    const history = desk.getByRole("region", { name: "History" });
    await expect(history).toContainText("Visit booked with");
    await expect(history).toContainText("Visit closed: Part replaced. parts: Cooling fan. Fan seized; replaced and tested with the fridge running.");
    await expect(history.getByRole("listitem").last()).toContainText("The customer");

    // 7. The unit's record, found by its serial, tells the same story in time order.
    await desk.getByRole("link", { name: serial }).click();
    await expect(desk.getByRole("heading", { level: 1, name: `Unit ${serial}` })).toBeVisible();
    await expect(desk.getByRole("region", { name: "Unit" })).toContainText("Named on a service request");
    await expect(desk.getByRole("region", { name: "Service requests" })).toContainText(`${reference}, opened`);
    await expect(desk.getByRole("region", { name: "Service requests" })).toContainText("1 visit (part replaced)");
    const story = desk.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(story.first()).toContainText(`Service request ${reference} opened`);
    await expect(story.filter({ hasText: "visit by" })).toContainText(`visit by ${technician.name}: Part replaced`);
    await expect(story.last()).toContainText(`${reference}: Closed (by the customer)`);
    await expectNoAxeViolations(desk);
    await desk.getByRole("link", { name: "All units" }).click();
    await desk.getByLabel("Find by serial number").fill(serial.toLowerCase());
    await desk.getByRole("button", { name: "Apply" }).click();
    await expect(desk.getByRole("row").filter({ hasText: serial })).toContainText("2100VA Inverter");
    await expectNoAxeViolations(desk);
    await phone.close();
    await office.close();
  });
});
