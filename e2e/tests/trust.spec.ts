import type { Page } from "@playwright/test";
import type { ProductList } from "@urjavolt/contract/catalogue";
import type { ShopSlideList } from "@urjavolt/contract/promotions";
import { isSlideLive } from "@urjavolt/contract/promotions-timing";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { expect, test } from "./fixtures.ts";
import { adminApi, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

/** Where this run's screenshots go, to be looked at (docs/development.md). */
const SHOTS = process.env.TRUST_SHOTS_DIR;
const shot = async (page: Page, name: string, fullPage = false) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage });
};

test.describe("proof that is true (decision 046)", () => {
  test("each shop card carries one badge at most, readable over its picture, and no claim without a figure @mobile", async ({ page }) => {
    await page.goto("/shop-online");
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      expect(await cards.nth(index).locator("[data-card-badge]").count(), `card ${index + 1}`).toBeLessThanOrEqual(1);
    }
    // The demo has no paid orders, so no product is a bestseller; the issue's claims are gone.
    await expect(page.locator("[data-card-badge]", { hasText: "Bestseller" })).toHaveCount(0);
    await expect(page.getByText("#1 Trending Product")).toHaveCount(0);
    await expect(page.getByText("Trusted by 10K+ Customers")).toHaveCount(0);
    // The badge sits inside its picture's box, so it covers a corner, not the picture.
    const first = cards.first();
    const badge = await first.locator("[data-card-badge]").boundingBox();
    const picture = await first.locator("img").first().boundingBox();
    if (badge && picture) expect(badge.height).toBeLessThan(picture.height / 4);
    await first.scrollIntoViewIfNeeded();
    await shot(page, "shop-cards");
    await expectNoAxeViolations(page);
  });

  test("no festive slide past its end shows, by the shop's clock (on 27 Nov 2026, neither Dussehra nor Diwali) @mobile", async ({ page }) => {
    const { data: live, now } = (await (await page.request.get("/api/v1/shop-slides")).json()) as ShopSlideList;
    // Every slide the server gives is within its own window at the server's time.
    for (const slide of live) expect(isSlideLive(slide, Date.parse(now)), slide.title).toBe(true);
    // A festive slide that ended yesterday, entered by staff, never shows.
    await signInAsAdmin(page);
    const slug = `ended-${Date.now()}`;
    const ended = await adminApi(page, "POST", "shop-slides", {
      slug,
      title: `Diwali Celebration ${slug}`,
      subtitle: "Ended",
      description: "A festive slide whose dates are over.",
      buttonText: "Shop Now",
      buttonLink: "/shop-online",
      colour: "#0b2545",
      image: "/images/shop/diwali.svg",
      offerLabel: "Festive season",
      validity: "Valid till yesterday",
      startsAt: new Date(Date.parse(now) - 20 * 86_400_000).toISOString(),
      endsAt: new Date(Date.parse(now) - 86_400_000).toISOString(),
      sortOrder: 0,
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(201);
    await page.goto("/shop-online");
    const banner = page.getByRole("region", { name: "Shop offers" });
    await expect(banner).toBeVisible();
    await expect(page.getByText(`Diwali Celebration ${slug}`)).toHaveCount(0);
    // The page shows the server's live slides and no others.
    const titles = await banner.locator("h2, h3").allTextContents();
    for (const title of titles) expect(live.map((slide) => slide.title)).toContain(title.trim());
    // On 27 Nov 2026 (India time) both 2026 festivals are over: no Dussehra or Diwali slide.
    const india = new Date(Date.parse(now) + 5.5 * 3_600_000).toISOString().slice(0, 10);
    if (india === "2026-11-27") {
      expect(live.map((slide) => slide.title)).not.toContain("Dussehra Special");
      expect(live.map((slide) => slide.title)).not.toContain("Diwali Celebration");
      await expect(banner.getByText(/Dussehra|Diwali/)).toHaveCount(0);
    }
    const removed = await adminApi(page, "DELETE", `shop-slides/${(ended.body as { id: number }).id}`);
    expect(removed.status).toBe(204);
  });
});

test.describe("after a complaint (decision 047)", () => {
  async function evBattery(page: Page) {
    const { data } = (await (await page.request.get("/api/v1/productData")).json()) as ProductList;
    return data.find((product) => product.product_category === "ev")!;
  }

  async function fillComplaint(page: Page, product: string, mobile: string) {
    await page.getByLabel("Name").fill("Gurpreet Singh");
    await page.getByLabel("Phone").fill(mobile);
    await page.getByLabel("Email").fill("gurpreet@example.in");
    await page.getByRole("main").getByLabel("Product").selectOption(product);
    await page.getByLabel("Issue", { exact: true }).selectOption("product_issue");
    await page.getByLabel("Pin code").fill("140401");
    await page.getByLabel("Details").fill("The scooter battery drains within an hour of a full charge.");
    await page.getByRole("button", { name: "Submit Request" }).click();
  }

  test("a complaint for an EV battery gets its reference to copy, when we will call, and a track link that works @mobile", async ({ page, context }) => {
    const ev = await evBattery(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/technical-support");
    // The list comes from the catalogue, with Other / not sure at the end.
    const options = await page.getByRole("main").getByLabel("Product").locator("option").allTextContents();
    expect(options).toContain(ev.product_name);
    expect(options.at(-1)).toBe("Other / not sure");
    await fillComplaint(page, ev.product_name, "+91 98140-55667");
    await expect(page.getByRole("heading", { name: "Request Submitted" })).toBeVisible();
    const reference = page.locator("[data-reference]");
    await expect(reference).toHaveText(/^CMP-\d{4}-\d{6}$/);
    const text = (await reference.textContent())!;
    await expect(page.getByText(/Our service team will call you by \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)\./)).toBeVisible();
    await page.getByRole("button", { name: /^Copy/ }).click();
    await expect(page.getByText("Reference copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await shot(page, "complaint-done");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Track this request" }).click();
    await expect(page).toHaveURL(/\/track-request\/[\w.-]+$/);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByText(ev.product_name).first()).toBeVisible();
  });

  test("with JavaScript off, the complaint is filed and its answer is there to select, with the track link", async ({ browser, baseURL, page }) => {
    test.slow();
    const ev = await evBattery(page);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 780 }, isMobile: true, extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${1 + Math.floor(Math.random() * 254)}` } });
    const plain = await context.newPage();
    await plain.goto("/technical-support");
    await fillComplaint(plain, ev.product_name, "098140 55667");
    await expect(plain.getByRole("heading", { name: "Request Submitted" })).toBeVisible();
    await expect(plain.locator("[data-reference]")).toHaveText(/^CMP-\d{4}-\d{6}$/);
    // No copy button without scripts: the reference is text to select.
    await expect(plain.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
    expect(await plain.locator("[data-reference]").evaluate((element) => getComputedStyle(element).userSelect)).toBe("all");
    await expect(plain.getByText(/Our service team will call you by/)).toBeVisible();
    const reference = (await plain.locator("[data-reference]").textContent())!;
    await plain.getByRole("link", { name: "Track this request" }).click();
    await expect(plain.getByText(reference).first()).toBeVisible();
    await context.close();
  });

  test("a quote for Other / not sure, and the contact form, take a mobile written as people write it @mobile", async ({ page }) => {
    await page.goto("/get-quote");
    await page.getByLabel("Name").fill("Vikram Gill");
    await page.getByLabel("Mobile").fill("098140 55667");
    await page.getByLabel("Email").fill("vikram@example.in");
    await page.getByRole("main").getByLabel("Product").selectOption("other");
    await page.getByRole("button", { name: /Submit/ }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

    await page.goto("/contact-us");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
    await form.getByLabel("Name").fill("Asha Rani");
    await form.getByLabel("Mobile").fill("98140 55667");
    await form.getByLabel("Email").fill("asha@example.in");
    await form.getByLabel("Subject").fill("Dealership enquiry");
    await form.getByLabel("Message").fill("I would like to sell your inverters in Patiala.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(/Message sent successfully! Your reference number is MSG-/)).toBeVisible();

    // Not a mobile: refused with the form's words, nothing sent.
    await page.goto("/technical-support");
    await page.getByLabel("Phone").fill("12345 67890");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Please enter a valid 10-digit mobile number")).toBeVisible();
  });
});

test("the answer's call time is the ticket's own deadline", async ({ page }) => {
  // The API answer and the page agree: the page formats the instant the server gives, in India time.
  const response = await page.request.post("/api/v1/submitcomplaint", {
    data: { name: "Harjit Kaur", email: "harjit@example.in", mobile: "98140 55667", product: "other", service_issue: "product_issue", pincode: "140401", message: "Not sure which model." },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { callBy: string; trackPath: string; reference: string };
  expect(formatIndiaDateTime(body.callBy)).toMatch(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
  const tracked = await page.request.get(`/api/v1${body.trackPath}`);
  expect(tracked.status()).toBe(200);
  expect(((await tracked.json()) as { reference: string }).reference).toBe(body.reference);
});
