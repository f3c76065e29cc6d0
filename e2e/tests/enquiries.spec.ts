import type { ProductList } from "@urjavolt/contract/catalogue";
import { catalogueProductOptions } from "@urjavolt/contract/enquiries";
import { type Page } from "@playwright/test";
import { expect, openAsItHydrates, openBeforeHydration, pasteInto, test, visitor } from "./fixtures.ts";
import { waitForMail } from "./mailbox.ts";
import { expectNoAxeViolations } from "./axe.ts";

const reference = (prefix: string) => new RegExp(`Your reference number is ${prefix}-\\d{4}-\\d{6}\\.`);

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true }), message).toBeVisible();
}

/** A quote request every rule accepts (the message is optional). */
async function fillQuote(page: Page) {
  await page.getByLabel("Name").fill("Vikram Gill");
  await page.getByLabel("Mobile").fill("9876543210");
  await page.getByLabel("Email").fill("vikram@example.in");
  await page.getByRole("main").getByLabel("Product").selectOption("2100VA");
}

/** A complaint every rule accepts but the issue, which each test chooses. */
async function fillComplaint(page: Page) {
  await page.getByLabel("Name").fill("Harjit Kaur");
  await page.getByLabel("Phone").fill("9876543210");
  await page.getByLabel("Email").fill("harjit@example.in");
  await page.getByRole("main").getByLabel("Product").selectOption("2100VA");
  await page.getByLabel("Pin code").fill("140401");
  await page.getByLabel("Details").fill("The inverter beeps every few minutes.");
}

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeVisible();
  });

  const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
  const send = (page: Page) => page.getByRole("button", { name: "Send Message" });

  async function fillValid(page: Page) {
    await form(page).getByLabel("Name").fill("Asha Rani");
    await form(page).getByLabel("Mobile").fill("+919876543210");
    await form(page).getByLabel("Email").fill("asha@example.in");
    await form(page).getByLabel("Subject").fill("Dealership enquiry");
    await form(page).getByLabel("Message").fill("I would like to <b>sell</b> your inverters in Patiala.");
  }

  test("sends a message and shows its reference @mobile", async ({ page }) => {
    await expect(send(page)).toBeDisabled();
    await fillValid(page);
    await expect(send(page)).toBeEnabled();
    await send(page).click();
    await expect(page.getByRole("status")).toHaveText(/Message sent successfully!/);
    await expect(page.getByRole("status")).toHaveText(reference("MSG"));
    await expect(form(page).getByLabel("Name")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");

    // The customer's confirmation and the staff notice, both with the reference, arrive by e-mail.
    const ref = (await page.getByRole("status").textContent())!.match(/MSG-\d{4}-\d{6}/)![0];
    const confirmation = await waitForMail("asha@example.in", (mail) => mail.subject.includes(ref));
    expect(confirmation.text).toContain(`your reference number is ${ref}`);
    expect(confirmation.html).not.toMatch(/<img/i);
    const notice = await waitForMail("staff@urjavolt.example", (mail) => mail.subject.includes(ref));
    expect(notice.text).toContain("Asha Rani");
  });

  test("sends what a quick visitor typed when they press Send before the page hydrated", async ({ browser, baseURL }) => {
    const { page: quick } = await openBeforeHydration(browser, baseURL, "/contact-us");
    await fillValid(quick);
    // The server's HTML marks Send aria-disabled (its rules run in React), but a tap still submits;
    // force skips Playwright's wait for an enabled button, which would last until hydration.
    await send(quick).click({ force: true });
    // The browser posts the form to the page's action: the answer is the page with the outcome,
    // and the fields never reach the address bar.
    await expect(quick.getByRole("status")).toHaveText(reference("MSG"));
    expect(quick.url()).not.toContain("Asha");
    await expect(form(quick).getByLabel("Name")).toHaveValue("");
    await quick.close();
  });

  test("explains every rule when pressed too early, and clears a field's error on edit", async ({ page }) => {
    // The button is aria-disabled until every rule holds, but still reachable: pressing it explains why.
    await send(page).press("Enter");
    await expect(page.getByRole("alert")).toHaveText(/Please fill out all required fields correctly\./);
    await expectMessages(page, ["Name is required", "Email is required", "Mobile number is required", "Subject is required", "Message is required"]);
    await expect(form(page).getByLabel("Name")).toBeFocused();
    await form(page).getByLabel("Name").fill("A");
    await expect(page.getByText("Name is required", { exact: true })).toHaveCount(0);

    await form(page).getByLabel("Email").fill("asha at example.in");
    await form(page).getByLabel("Mobile").fill("12345");
    await form(page).getByLabel("Mobile").press("Enter");
    await expectMessages(page, ["Please enter a valid email address", "Please enter a valid 10-digit mobile number"]);
    await expect(form(page).getByLabel("Email")).toHaveAccessibleDescription(/Please enter a valid email address/);
  });

  test("says what went wrong when the action's answer does not come, and keeps what was typed", async ({ page }) => {
    // Something between the browser and the site answers in its place: the spec's non-JSON message.
    await page.route("**/contact-us.data", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await fillValid(page);
    await send(page).click();
    await expect(page.getByRole("alert")).toHaveText(/Server returned non-JSON response\. Please check the API endpoint\./);
    // The form keeps what was typed, so the customer can try again.
    await expect(form(page).getByLabel("Name")).toHaveValue("Asha Rani");

    // No answer at all: the form's own fallback.
    await page.route("**/contact-us.data", (route) => route.abort("connectionrefused"));
    await send(page).click();
    await expect(page.getByRole("alert")).toHaveText(/An error occurred\. Please try again\./);
    await expect(page.getByRole("heading", { level: 2, name: "Send Us a Message" })).toBeVisible();
  });
});

test.describe("quote form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/get-quote");
  });

  test("sends a quote request and thanks the customer with a reference @mobile", async ({ page }) => {
    await page.getByRole("link", { name: "Request a Quote" }).click();
    await expect(page).toHaveURL(/#quote-form$/);
    await page.getByLabel("Name").fill("Vikram Gill");
    await page.getByLabel("Mobile").fill("9876543210");
    await page.getByLabel("Email").fill("vikram@example.in");
    await page.getByRole("main").getByLabel("Product").selectOption({ label: "51.2V 100Ah Lithium Inverter Battery" });
    await page.getByLabel("Message").fill("Need 4 units for a school.");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/Your quote request has been submitted successfully\. We'll contact you soon\./);
    await expect(page.getByRole("status")).toHaveText(reference("QTE"));
  });

  test("offers every catalogue product, both 51.2V batteries among them, and shows every rule's message", async ({ page, request }) => {
    const product = page.getByRole("main").getByLabel("Product");
    // The catalogue's products in catalogue order, then Other / not sure (decision 047).
    const { data } = (await (await request.get("/api/v1/productData")).json()) as ProductList;
    const labels = catalogueProductOptions(data).flatMap((group) => group.options.map((option) => option.label));
    expect(labels).toHaveLength(data.length + 1);
    await expect(product.locator("option")).toHaveText(["Select a product", ...labels]);
    await expect(product.locator("option", { hasText: "51.2V 100Ah Lithium Inverter Battery" })).toHaveAttribute("value", "51.2V_100Ah");
    await expect(product.locator("option", { hasText: "51.2V 200Ah Lithium Inverter Battery" })).toHaveAttribute("value", "51.2V_200Ah");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Please fill out all required fields correctly\./);
    await expectMessages(page, ["Name is required", "Email is required", "Mobile number is required", "Please select a product"]);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expectMessages(page, ["Invalid email"]);
  });

  test("shows a server failure below the form", async ({ page }) => {
    await page.route("**/get-quote.data", (route) => route.abort("failed"));
    await fillQuote(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("alert")).toHaveText(/An error occurred\. Please try again\./);
    await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
  });
});

test.describe("complaint form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/technical-support");
  });

  test("registers a complaint with 'other' as its issue, then starts another @mobile", async ({ page }) => {
    await fillComplaint(page);
    await page.getByLabel("Serial number").fill("UV-2100-7788");
    await expect(page.getByLabel("Describe the issue")).toBeHidden();
    await page.getByLabel("Issue", { exact: true }).selectOption("other");
    await page.getByLabel("Describe the issue").fill("Remote app will not pair");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Request Submitted" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/Support request submitted successfully!/);
    await expect(page.getByRole("status")).toHaveText(reference("CMP"));
    const ref = (await page.getByRole("status").textContent())!.match(/CMP-\d{4}-\d{6}/)![0];
    // Spec §3: the description stands in for the issue.
    expect((await waitForMail("staff@urjavolt.example", (mail) => mail.subject.includes(ref))).text).toContain("Remote app will not pair");

    await page.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Name")).toBeFocused();
  });

  test("shows every rule's message", async ({ page }) => {
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Please fill out all required fields correctly\./);
    await expectMessages(page, [
      "Name is required",
      "Email is required",
      "Phone number is required",
      "Please select a product",
      "Please choose an issue",
      "Pin code is required",
      "Please describe the issue in detail",
    ]);
    await page.getByLabel("Email").fill("harjit@");
    await page.getByLabel("Pin code").fill("14040");
    await page.getByLabel("Issue", { exact: true }).selectOption("other");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expectMessages(page, ["Invalid email format", "Pin code must be 6 digits", "Please describe the issue"]);
    await expectNoAxeViolations(page);
    await page.getByLabel("Describe the issue").fill("Display is blank");
    await expect(page.getByText("Please describe the issue", { exact: true })).toHaveCount(0);
  });

  test("shows a network failure with the complaint's own fallback", async ({ page }) => {
    await page.route("**/technical-support.data", (route) => route.abort("failed"));
    await fillComplaint(page);
    await page.getByLabel("Issue", { exact: true }).selectOption("warranty_issue");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("alert")).toHaveText(/An error occurred\. Please try again later\./);
  });
});

test.describe("service forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form sends, and a refused one comes back with every message and what was typed", async ({ page }) => {
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("Name").fill("Asha Rani");
    await form.getByLabel("Email").fill("asha at example.in");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill out all required fields correctly.");
    await expectMessages(page, ["Please enter a valid email address", "Mobile number is required", "Subject is required", "Message is required"]);
    await expect(form.getByLabel("Name")).toHaveValue("Asha Rani");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(/Please enter a valid email address/);
    // The page comes back at the form.
    expect(new URL(page.url()).hash).toBe("#contact-form");

    await form.getByLabel("Email").fill("asha@example.in");
    await form.getByLabel("Mobile").fill("9876543210");
    await form.getByLabel("Subject").fill("Without scripts");
    await form.getByLabel("Message").fill("Sent from a browser with JavaScript off.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText(reference("MSG"));
    await expect(form.getByLabel("Name")).toHaveValue("");
  });

  test("the quote form thanks the customer", async ({ page }) => {
    await page.goto("/get-quote");
    await fillQuote(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(reference("QTE"));
  });

  test("the complaint form shows 'Describe the issue' for 'Other', sends it, and starts another", async ({ page }) => {
    await page.goto("/technical-support");
    await fillComplaint(page);
    await expect(page.getByLabel("Describe the issue")).toBeHidden();
    await page.getByLabel("Issue", { exact: true }).selectOption("other");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expectMessages(page, ["Please describe the issue"]);
    await expect(page.getByLabel("Details")).toHaveValue("The inverter beeps every few minutes.");
    await page.getByLabel("Describe the issue").fill("Remote app will not pair");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("status")).toHaveText(reference("CMP"));
    const ref = (await page.getByRole("status").textContent())!.match(/CMP-\d{4}-\d{6}/)![0];
    expect((await waitForMail("staff@urjavolt.example", (mail) => mail.subject.includes(ref))).text).toContain("Remote app will not pair");
    await page.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(page.getByLabel("Name")).toHaveValue("");
  });
});

/** The staff notice of an enquiry by its reference, which shows the mobile as it was stored. */
async function staffNotice(page: Page) {
  const ref = /(MSG|QTE|CMP)-\d{4}-\d{6}/.exec((await page.getByRole("status").textContent()) ?? "")![0];
  return (await waitForMail("staff@urjavolt.example", (mail) => mail.subject.includes(ref))).text;
}

/** Pastes the numbers people paste (issue 29): a mobile with +91, a 0 or spaces, a pincode with a space. */
async function pasteNumbers(page: Page, form: "contact" | "quote" | "complaint") {
  if (form === "contact") await pasteInto(page.getByRole("form", { name: "Send Us a Message" }).getByLabel("Mobile"), "+91 98765 43210");
  if (form === "quote") await pasteInto(page.getByLabel("Mobile"), "098765-43210");
  if (form === "complaint") {
    await pasteInto(page.getByLabel("Phone"), "98140 55667");
    await pasteInto(page.getByLabel("Pin code"), "140 401");
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`numbers pasted into the service forms, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: visitor() });

    test("the contact form takes +91 98765 43210 and keeps its ten digits", async ({ page }) => {
      await page.goto("/contact-us");
      const form = page.getByRole("form", { name: "Send Us a Message" });
      await form.getByLabel("Name").fill("Asha Rani");
      await form.getByLabel("Email").fill("asha@example.in");
      await form.getByLabel("Subject").fill("Pasted number");
      await form.getByLabel("Message").fill("My number was pasted from my contacts.");
      await pasteNumbers(page, "contact");
      if (javaScriptEnabled) await expect(form.getByLabel("Mobile")).toHaveValue("9876543210");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(reference("MSG"));
      expect(await staffNotice(page)).toMatch(/Mobile: 9876543210\b/);
    });

    test("the quote form takes 098765-43210 and keeps its ten digits", async ({ page }) => {
      await page.goto("/get-quote");
      await fillQuote(page);
      await page.getByLabel("Mobile").fill("");
      await pasteNumbers(page, "quote");
      if (javaScriptEnabled) await expect(page.getByLabel("Mobile")).toHaveValue("9876543210");
      await page.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("status")).toHaveText(reference("QTE"));
      expect(await staffNotice(page)).toMatch(/Mobile: 9876543210\b/);
    });

    test("the complaint form takes 98140 55667 and the pincode 140 401", async ({ page }) => {
      await page.goto("/technical-support");
      await fillComplaint(page);
      await page.getByLabel("Phone").fill("");
      await page.getByLabel("Pin code").fill("");
      await page.getByLabel("Issue", { exact: true }).selectOption("product_issue");
      await pasteNumbers(page, "complaint");
      if (javaScriptEnabled) {
        await expect(page.getByLabel("Phone")).toHaveValue("9814055667");
        await expect(page.getByLabel("Pin code")).toHaveValue("140401");
      }
      await page.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("status")).toHaveText(reference("CMP"));
      expect(await staffNotice(page)).toMatch(/Mobile: 9814055667\b/);
    });
  });
}

test.describe("a service form filled in as the page loads and sent as it hydrates", () => {
  // Throttled loads take seconds; give each test room without slowing the rest.
  test.describe.configure({ timeout: 90_000 });

  test("the contact form sends what was typed", async ({ browser, baseURL }) => {
    const quick = await openAsItHydrates(browser, baseURL, "/contact-us");
    const form = quick.page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("Name").fill("Asha Rani");
    await form.getByLabel("Mobile").fill("+91 98765 43210");
    await form.getByLabel("Email").fill("asha@example.in");
    await form.getByLabel("Subject").fill("Sent as the page woke up");
    await form.getByLabel("Message").fill("Typed on a slow phone.");
    await quick.sendAsItHydrates(form.getByRole("button", { name: "Send Message" }));
    await expect(quick.page.getByRole("status")).toHaveText(reference("MSG"), { timeout: 20_000 });
    expect(await staffNotice(quick.page)).toMatch(/Mobile: 9876543210\b/);
    await quick.close();
  });

  test("the quote form sends what was typed", async ({ browser, baseURL }) => {
    const quick = await openAsItHydrates(browser, baseURL, "/get-quote");
    await fillQuote(quick.page);
    await quick.sendAsItHydrates(quick.page.getByRole("button", { name: "Submit Request" }));
    await expect(quick.page.getByRole("status")).toHaveText(reference("QTE"), { timeout: 20_000 });
    await quick.close();
  });

  test("the complaint form sends what was typed", async ({ browser, baseURL }) => {
    const quick = await openAsItHydrates(browser, baseURL, "/technical-support");
    await fillComplaint(quick.page);
    await quick.page.getByLabel("Issue", { exact: true }).selectOption("delivery_issue");
    await quick.page.getByLabel("Pin code").fill("140 401");
    await quick.sendAsItHydrates(quick.page.getByLabel("Pin code"));
    await expect(quick.page.getByRole("status")).toHaveText(reference("CMP"), { timeout: 20_000 });
    await quick.close();
  });
});
