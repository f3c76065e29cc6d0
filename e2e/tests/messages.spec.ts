import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { adminApi, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { textsTo, waitForText } from "./mailbox.ts";

/**
 * Updates by SMS and WhatsApp (decision 030) from the complaint form: the boxes, with and without
 * JavaScript, what the desk then sees in the outbox, and what reaches the phone: the test server's
 * SMS and WhatsApp gateways are the mail sink's stand-ins at their HTTP boundary (decision 054).
 */

/** A mobile of its own for each test, so parallel runs never share a customer's consents. */
const aMobile = () => `9${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1e3)).padStart(3, "0")}`;

async function fillComplaint(page: Page, mobile: string) {
  await page.getByLabel("Name").fill("Harjit Kaur");
  await page.getByLabel("Phone").fill(mobile);
  await page.getByLabel("Email").fill("harjit.updates@example.in");
  await page.getByRole("main").getByLabel("Product").selectOption("2100VA");
  await page.getByLabel("Pin code").fill("140401");
  await page.getByLabel("Issue", { exact: true }).selectOption("product_issue");
  await page.getByLabel("Details").fill("The inverter beeps every few minutes.");
}

const referenceIn = async (page: Page) => /CMP-\d{4}-\d{6}/.exec((await page.getByRole("status").textContent()) ?? "")![0];

test.describe("updates by SMS and WhatsApp on the complaint form", () => {
  test("the boxes start unticked, a ticked one needs an Indian mobile, and the desk sees what was agreed @mobile", async ({ page }, testInfo) => {
    // The desk's pages, and the worker's send through the gateway, besides the form.
    test.slow();
    const mobile = aMobile();
    await page.goto("/technical-support");
    const updates = page.getByRole("group", { name: /Updates on your mobile/ });
    const sms = updates.getByRole("checkbox", { name: "Send me updates by SMS" });
    const whatsapp = updates.getByRole("checkbox", { name: "Send me updates on WhatsApp" });
    await expect(sms).not.toBeChecked();
    await expect(whatsapp).not.toBeChecked();
    await expect(updates).toHaveAccessibleDescription(/About your service requests and warranties only, never offers/);

    await fillComplaint(page, "+441632960961");
    await sms.check();
    await page.getByRole("button", { name: "Submit Request" }).click();
    // One mobile rule for every form (decision 047): a number from abroad is refused, box or no box.
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription("Please enter a valid 10-digit mobile number");
    await expect(page.getByLabel("Phone")).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel("Phone").fill(mobile);
    await updates.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`complaint-updates-${testInfo.project.name}.png`), fullPage: false });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Request Submitted" })).toBeVisible();
    const reference = await referenceIn(page);

    // The desk: the ticket says the customer agreed to SMS on this form, and the first update goes out through the outbox.
    await signInAsAdmin(page);
    const found = await adminApi(page, "GET", `service/tickets?status=all&q=${reference}`);
    const id = (found.body as { items: { id: number }[] }).items[0]!.id;
    await page.goto(`/admin/service/${id}`);
    const consents = page.getByRole("region", { name: "Updates by SMS and WhatsApp" });
    await expect(consents).toContainText(`on the complaint form (${reference})`);
    await expect(consents.getByRole("button", { name: `Stop SMS updates to ${mobile}` })).toBeVisible();
    await expect(consents.getByRole("definition").nth(1)).toHaveText("Not agreed");
    await expectNoAxeViolations(page);

    const received = await waitForText(mobile, (text) => text.channel === "sms");
    expect(received.message).toContain(reference);
    // The worker marks it sent once the gateway has answered.
    await expect
      .poll(async () => ((await adminApi(page, "GET", `outbox?channel=sms&to=${mobile}`)).body as { data: { status: string }[] }).data[0]?.status)
      .toBe("sent");
    await page.goto(`/admin/outbox?channel=sms&to=${mobile}`);
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
    const rows = page.getByRole("table", { name: /^Messages: the newest/ }).getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Service request received (${reference})`);
    // At 360 px each cell carries its column's name.
    await expect(rows.nth(1).getByRole("cell", { name: /^(Channel )?SMS$/ })).toBeVisible();
    await expect(rows.nth(1)).toContainText("Sent");
    await expectNoAxeViolations(page);

    // The customer asks the desk to stop: recorded on the ticket, and no SMS is queued for them any more.
    await page.goto(`/admin/service/${id}`);
    await consents.getByRole("button", { name: `Stop SMS updates to ${mobile}` }).click();
    await expect(consents.getByRole("status")).toHaveText(`Recorded. No more SMS updates go to ${mobile}.`);
    await expect(consents).toContainText("Asked us to stop");
    await page.getByRole("region", { name: "Move the ticket" }).getByRole("button", { name: "Move to Acknowledged" }).click();
    await expect(page.getByRole("region", { name: "Move the ticket" }).getByRole("status")).toContainText("is Acknowledged");
    const outbox = await adminApi(page, "GET", `outbox?channel=sms&to=${mobile}`);
    expect((outbox.body as { data: { kind: string }[] }).data.map((message) => message.kind)).toEqual(["complaint-received"]);
    expect((await textsTo(mobile)).length).toBe(1);
  });
});

test.describe("updates by SMS and WhatsApp without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the boxes post with the form, a refused post keeps them ticked, and the consent is recorded", async ({ page, browser, baseURL }) => {
    const mobile = aMobile();
    await page.goto("/technical-support");
    await fillComplaint(page, "+441632960961");
    await page.getByRole("checkbox", { name: "Send me updates on WhatsApp" }).check();
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill out all required fields correctly.");
    // One mobile rule for every form (decision 047): a number from abroad is refused, box or no box.
    await expect(page.getByLabel("Phone")).toHaveAccessibleDescription("Please enter a valid 10-digit mobile number");
    await expect(page.getByRole("checkbox", { name: "Send me updates on WhatsApp" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Send me updates by SMS" })).not.toBeChecked();

    await page.getByLabel("Phone").fill(mobile);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Request Submitted" })).toBeVisible();
    const reference = await referenceIn(page);

    // The console needs JavaScript: the desk reads the ticket in a browser of its own.
    const desk = await browser.newPage({ baseURL, javaScriptEnabled: true });
    await signInAsAdmin(desk);
    const found = await adminApi(desk, "GET", `service/tickets?status=all&q=${reference}`);
    const id = (found.body as { items: { id: number }[] }).items[0]!.id;
    const ticket = await adminApi(desk, "GET", `service/tickets/${id}`);
    expect((ticket.body as { consents: unknown[] }).consents).toEqual([
      expect.objectContaining({ channel: "whatsapp", mobile: `+91${mobile}`, status: "given", source: "complaint-form", reference }),
    ]);
    const outbox = await adminApi(desk, "GET", `outbox?to=${mobile}`);
    expect((outbox.body as { data: { channel: string; kind: string; status: string }[] }).data).toEqual([
      expect.objectContaining({ channel: "whatsapp", kind: "complaint-received" }),
    ]);
    // It reaches the phone in the approved template, with the reference among its parameters.
    const received = await waitForText(mobile, (text) => text.channel === "whatsapp");
    expect(received).toMatchObject({ template: "complaint_received_v1", variables: expect.arrayContaining([reference]) });
    expect((await textsTo(mobile)).map((text) => text.channel)).toEqual(["whatsapp"]);
    await desk.close();
  });
});
