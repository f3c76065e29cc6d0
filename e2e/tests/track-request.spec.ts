import { type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { customerNextSteps, customerStatusLabels } from "@urjavolt/contract/service-rules";
import { TICKET_PHOTOS_MAX, TICKET_PHOTOS_MAX_BYTES, photoRoomText, trackRequestMessages } from "@urjavolt/contract/service";
import { expect, openAsItHydrates, openBeforeHydration, pasteInto, test, visitor } from "./fixtures.ts";
import { adminApi, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { waitForMail } from "./mailbox.ts";
import { serviceRequestToken } from "./tracking-helpers.ts";

const NOT_FOUND = "We could not find a service request with those details.";
/** A real 2 × 2 PNG, for the photo the customer sends. */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64");
const STAFF_EMAIL = "staff@urjavolt.example";

/** A mobile and e-mail of this test's own, so its e-mails and tickets are told from others'. */
function customer() {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return { name: "Harjit Kaur", mobile: `98${unique}`, email: `track-${unique}@example.in` };
}
type Customer = ReturnType<typeof customer>;

/** A complaint filed through the API (for the tests that are about the tracking pages alone). */
async function fileComplaint(request: APIRequestContext, who: Customer): Promise<string> {
  const response = await request.post("/api/v1/submitcomplaint", {
    data: { name: who.name, email: who.email, mobile: who.mobile, product: "2100VA", service_issue: "product_issue", pincode: "140401", message: "The inverter beeps every few minutes." },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** Staff move the ticket through the admin API, signed in on a page of their own. */
async function staffDesk(browser: Browser, baseURL: string | undefined) {
  const page = await browser.newPage({ baseURL });
  await signInAsAdmin(page);
  return {
    async move(reference: string, status: string) {
      const list = await adminApi(page, "GET", `service/tickets?status=all&q=${encodeURIComponent(reference)}`);
      const [ticket] = (list.body as { items: { id: number }[] }).items;
      const moved = await adminApi(page, "POST", `service/tickets/${ticket!.id}/status`, { status, note: "Internal: replaced the fuse" });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    },
    /** The customer's photos on the ticket, as the console reads them. */
    async photos(reference: string) {
      const list = await adminApi(page, "GET", `service/tickets?status=all&q=${encodeURIComponent(reference)}`);
      const [ticket] = (list.body as { items: { id: number }[] }).items;
      const detail = await adminApi(page, "GET", `service/tickets/${ticket!.id}`);
      const events = (detail.body as { events: { body: string | null; photo: string | null }[] }).events.filter((event) => event.photo !== null);
      return Promise.all(
        events.map(async (event) => {
          const answer = await page.request.get(event.photo!);
          return { body: event.body, status: answer.status(), type: answer.headers()["content-type"] };
        }),
      );
    },
    close: () => page.close(),
  };
}

async function lookUp(page: Page, reference: string, mobile: string) {
  await page.getByLabel("Reference number").fill(reference);
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Track Request" }).click();
}

const requestCard = (page: Page, reference: string) => page.getByRole("region", { name: `Request ${reference}` });

test.describe("tracking a service request", () => {
  test("a complaint filed on the site is followed, written to and confirmed fixed by its customer @mobile", async ({ page, browser, baseURL }) => {
    // The request's whole life, with four e-mails waited for: some 15 s on a quiet machine.
    test.slow();
    const who = customer();
    // The complaint, through its form.
    await page.goto("/technical-support");
    await page.getByLabel("Name").fill(who.name);
    await page.getByLabel("Phone").fill(who.mobile);
    await page.getByLabel("Email").fill(who.email);
    await page.getByRole("main").getByLabel("Product").selectOption("2100VA");
    await page.getByLabel("Issue", { exact: true }).selectOption("product_issue");
    await page.getByLabel("Pin code").fill("140401");
    await page.getByLabel("Details").fill("The inverter beeps every few minutes.");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("status")).toHaveText(/CMP-\d{4}-\d{6}/);
    const reference = (await page.getByRole("status").textContent())!.match(/CMP-\d{4}-\d{6}/)![0];

    const desk = await staffDesk(browser, baseURL);
    await desk.move(reference, "acknowledged");

    // The look-up: a wrong mobile gets the neutral answer, the right one opens the request's page.
    await page.goto("/track-request");
    await expect(page.getByRole("heading", { level: 1, name: "Track Your Service Request" })).toBeVisible();
    await expectNoAxeViolations(page, { fromTop: true });
    await lookUp(page, reference, "9000000001");
    await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
    await lookUp(page, reference.toLowerCase(), `+91 ${who.mobile}`);
    await expect(page).toHaveURL(/\/track-request\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(page.url()).not.toContain(who.mobile);
    const card = requestCard(page, reference);
    await expect(card.getByText("Status:")).toHaveText(`Status: ${customerStatusLabels.acknowledged}`);
    await expect(card).toContainText(customerNextSteps.acknowledged);
    await expect(card).toContainText(/We aim to resolve it by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm)\./);
    // Nothing of the customer's own details, nor staff notes.
    await expect(page.getByRole("main")).not.toContainText(who.mobile);
    await expect(page.getByRole("main")).not.toContainText("replaced the fuse");
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoAxeViolations(page, { fromTop: true });

    // A message to the desk, e-mailed to staff.
    await page.getByLabel("Your message").fill("Please call after 5 pm; the unit is in the shop.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you. Your message has been sent to our service team.");
    await expect(page.getByRole("region", { name: "Messages" })).toContainText("Please call after 5 pm; the unit is in the shop.");
    const notice = await waitForMail(STAFF_EMAIL, (mail) => mail.subject.includes(`Message from the customer on ${reference}`));
    expect(notice.text).toContain("Please call after 5 pm");

    // A photo of the fault, with a note: shown back to the customer, and to staff on the ticket. The
    // form says what a photo and a request take.
    await expect(page.getByLabel("Photo", { exact: true })).toHaveAccessibleDescription(trackRequestMessages.photoHint);
    await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "display.png", mimeType: "image/png", buffer: PHOTO });
    await page.getByLabel("A note with it").fill("The display when it trips");
    await page.getByRole("button", { name: "Send Photo" }).click();
    await expect(page.getByRole("status").filter({ hasText: trackRequestMessages.photoSent })).toBeVisible();
    const sentPhoto = page.getByRole("region", { name: "Messages" }).getByRole("img");
    await expect(sentPhoto).toHaveCount(1);
    await expect.poll(() => sentPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await desk.photos(reference)).toEqual([{ body: "The display when it trips", status: 200, type: "image/png" }]);
    await expect(page.getByLabel("Photo", { exact: true })).toHaveAccessibleDescription(`${trackRequestMessages.photoHint} ${photoRoomText({ photos: TICKET_PHOTOS_MAX - 1, bytes: TICKET_PHOTOS_MAX_BYTES - PHOTO.length })}`);
    await page.getByRole("heading", { name: "Send a photo" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`track-request-photo-form-${test.info().project.name}.png`) });

    // Staff resolve it; the customer says the fix held, and the request is closed.
    await desk.move(reference, "resolved");
    await page.reload();
    await expect(card.getByText("Status:")).toHaveText(`Status: ${customerStatusLabels.resolved}`);
    await expect(card).toContainText("You can reopen this request until");
    await expect(card).not.toContainText("We aim to");
    await expectNoAxeViolations(page, { fromTop: true });
    await page.getByRole("button", { name: "Yes, it is fixed" }).click();
    await expect(card.getByRole("status")).toHaveText("Thank you for confirming. Your request is now closed.");
    await expect(card.getByText("Status:")).toHaveText(`Status: ${customerStatusLabels.closed}`);
    await expect(card.getByRole("listitem").last()).toContainText(`${customerStatusLabels.closed}`);
    await expect(card.getByRole("listitem").last()).toContainText("(by you)");
    await expect(page.getByLabel("Your message")).toHaveCount(0);

    // Each change reached the customer by e-mail, with a link that opens the request's page.
    for (const status of ["acknowledged", "resolved", "closed"] as const) {
      await waitForMail(who.email, (mail) => mail.subject.includes(`${customerStatusLabels[status]} (${reference})`));
    }
    const closed = await waitForMail(who.email, (mail) => mail.subject.includes(`${customerStatusLabels.closed} (${reference})`));
    const link = closed.text.match(/Follow your request: (\S+)/)![1]!;
    await page.goto(new URL(link).pathname);
    await expect(requestCard(page, reference).getByText("Status:")).toHaveText(`Status: ${customerStatusLabels.closed}`);
    await desk.close();
  });

  test("a look-up sent before the page's scripts arrive still opens the request", async ({ browser, baseURL, request }) => {
    const who = customer();
    const reference = await fileComplaint(request, who);
    const { page, hydrate } = await openBeforeHydration(browser, baseURL, "/track-request");
    await lookUp(page, reference, who.mobile);
    await expect(requestCard(page, reference).getByText("Status:")).toHaveText(`Status: ${customerStatusLabels.new}`);
    expect(page.url()).not.toContain(who.mobile);
    await hydrate();
    await page.close();
  });

  test("a look-up filled in as the page loads and sent as it hydrates opens the request", async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const who = customer();
    const reference = await fileComplaint(request, who);
    const quick = await openAsItHydrates(browser, baseURL, "/track-request");
    await quick.page.getByLabel("Reference number").fill(reference);
    await quick.page.getByLabel("Mobile number").fill(`+91 ${who.mobile.slice(0, 5)} ${who.mobile.slice(5)}`);
    await quick.sendAsItHydrates(quick.page.getByLabel("Mobile number"));
    await expect(requestCard(quick.page, reference).getByText("Status:")).toHaveText(`Status: ${customerStatusLabels.new}`, { timeout: 20_000 });
    await quick.close();
  });

  test("takes a mobile number pasted as +91 98765 43210", async ({ page, request }) => {
    const who = customer();
    const reference = await fileComplaint(request, who);
    await page.setExtraHTTPHeaders(visitor());
    await page.goto("/track-request");
    await page.getByLabel("Reference number").fill(reference);
    await pasteInto(page.getByLabel("Mobile number"), `+91 ${who.mobile.slice(0, 5)} ${who.mobile.slice(5)}`);
    await expect(page.getByLabel("Mobile number")).toHaveValue(who.mobile);
    await page.getByRole("button", { name: "Track Request" }).click();
    await expect(requestCard(page, reference).getByText("Status:")).toHaveText(`Status: ${customerStatusLabels.new}`);
  });

  test("a forged link is a 404 that says so and leads to the look-up", async ({ page, request }) => {
    const reference = await fileComplaint(request, customer());
    const forged = `${Buffer.from(reference).toString("base64url")}.${"A".repeat(43)}`;
    const response = await page.goto(`/track-request/${forged}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText("This link is not valid. Please find your request with its reference and mobile number.");
    await page.getByRole("link", { name: "Find your request" }).click();
    await expect(page.getByLabel("Reference number")).toBeVisible();
  });

  test("an expired link is a 410 that says how to open the request again @mobile", async ({ page, request }) => {
    const reference = await fileComplaint(request, customer());
    const response = await page.goto(`/track-request/${serviceRequestToken(reference, new Date(Date.now() - 60_000))}`);
    expect(response!.status()).toBe(410);
    await expect(page.getByRole("alert")).toHaveText(trackRequestMessages.linkExpired);
    await expectNoAxeViolations(page, { fromTop: true });
    await page.getByRole("link", { name: "Find your request" }).click();
    await expect(page.getByLabel("Reference number")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the look-up answers a wrong pair neutrally, opens the request, and a message and a photo are sent", async ({ page, request }) => {
      const who = customer();
      const reference = await fileComplaint(request, who);
      await page.goto("/track-request");
      await page.getByRole("button", { name: "Track Request" }).click();
      await expect(page.getByLabel("Reference number")).toHaveAccessibleDescription("Reference number is required");
      await lookUp(page, reference, "9000000001");
      await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
      await expect(page.getByLabel("Reference number")).toHaveValue(reference);

      await page.getByLabel("Mobile number").fill(who.mobile);
      const answer = page.waitForResponse((response) => response.url().includes("/track-request/"));
      await page.getByRole("button", { name: "Track Request" }).click();
      const opened = await answer;
      expect(opened.headers()["cache-control"]).toBe("private, no-store");
      await expect(requestCard(page, reference).getByText("Status:")).toHaveText(`Status: ${customerStatusLabels.new}`);
      await expect(requestCard(page, reference)).toContainText(/We aim to take up your request by/);
      expect(page.url()).not.toContain(who.mobile);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");

      await page.getByLabel("Your message").fill("Sent without scripts.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText("Thank you. Your message has been sent to our service team.");
      await expect(page.getByRole("region", { name: "Messages" })).toContainText("Sent without scripts.");

      // A photo posted without scripts: a file the server judges, then shown on the page it answers.
      await page.getByRole("button", { name: "Send Photo" }).click();
      await expect(page.getByLabel("Photo", { exact: true })).toHaveAccessibleDescription(/Choose a photo to send/);
      await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "not-a-photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("plain text, not an image") });
      await page.getByRole("button", { name: "Send Photo" }).click();
      await expect(page.getByLabel("Photo", { exact: true })).toHaveAccessibleDescription(/The photo must be a JPEG, PNG or WebP image/);
      await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "label.png", mimeType: "image/png", buffer: PHOTO });
      await page.getByRole("button", { name: "Send Photo" }).click();
      await expect(page.getByRole("status")).toHaveText(trackRequestMessages.photoSent);
      await expect(page.getByRole("region", { name: "Messages" }).getByRole("img")).toHaveCount(1);
    });
  });
});
