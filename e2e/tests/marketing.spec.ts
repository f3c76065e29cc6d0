import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const opacity = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

/** The FAQ buttons fold their answers once the page has hydrated. */
async function hydratedFaq(page: Page) {
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  const questions = faq.getByRole("button");
  await expect(questions.first()).toHaveAttribute("aria-expanded", "false");
  return { faq, questions };
}

test.describe("FAQ accordion", () => {
  test("opens one answer at a time and closes the open one on a second click @mobile", async ({ page }) => {
    await page.goto("/lithiumion-inverter");
    const { faq, questions } = await hydratedFaq(page);
    const first = questions.nth(0);
    const second = questions.nth(1);
    await expect(faq.getByRole("region")).toHaveCount(0);

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const firstAnswer = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(firstAnswer).toBeVisible();
    await expect(firstAnswer).toContainText("1100VA, 2100VA, 3500VA, 5000VA, 7500VA and 10000VA");

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();
    await expect(page.locator(`#${await second.getAttribute("aria-controls")}`)).toContainText("up to 98% efficiency");

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(`#${await second.getAttribute("aria-controls")}`)).toBeHidden();
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/ess-batteries");
    const { questions } = await hydratedFaq(page);
    await questions.first().focus();
    await page.keyboard.press("Enter");
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.first()).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("End");
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(questions.first()).toBeFocused();
  });
});

test.describe("scroll reveals", () => {
  test("leave content above the fold visible at first paint and reveal the rest on scroll", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Empowering a Sustainable Future");
    const story = page.getByRole("region", { name: "Our story" });
    expect(await opacity(story)).toBe("1");

    const reasons = page.getByRole("region", { name: /Why Choose/ }).getByRole("listitem");
    await expect(reasons).toHaveCount(5);
    await reasons.last().scrollIntoViewIfNeeded();
    for (const reason of await reasons.all()) await expect.poll(() => opacity(reason)).toBe("1");
  });

  test("are all shown on a product page after a second, without scrolling", async ({ page }) => {
    await page.goto("/solar-batteries");
    const catalog = page.getByRole("region", { name: "Download our catalogues" });
    await expect.poll(() => opacity(catalog), { timeout: 3000 }).toBe("1");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every revealed section and every FAQ answer is visible", async ({ page }) => {
    await page.goto("/about-us");
    const reasons = page.getByRole("region", { name: /Why Choose/ }).getByRole("listitem");
    await expect(reasons).toHaveCount(5);
    for (const reason of await reasons.all()) {
      await expect(reason).toBeVisible();
      expect(await opacity(reason)).toBe("1");
    }

    await page.goto("/telecom-batteries");
    const answers = page.getByRole("region", { name: "Frequently Asked Questions" }).getByRole("region");
    expect(await answers.count()).toBeGreaterThan(2);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
  });
});

test("Get in Touch jumps to the contact area @mobile", async ({ page }) => {
  await page.goto("/contact-us");
  await page.getByRole("link", { name: "Get in Touch" }).click();
  await expect(page).toHaveURL(/#contact-page-area$/);
  const area = page.locator("#contact-page-area");
  await expect(area).toBeInViewport();
  await expect(area.getByRole("link", { name: "+91 172 400 0100" })).toHaveAttribute("href", "tel:+911724000100");
  await expect(area.getByRole("link", { name: "support@urjavolt.example" })).toHaveAttribute("href", "mailto:support@urjavolt.example");
  // The Grievance Officer the E-Commerce Rules 2020 ask for, with a mail link marked for them.
  await expect(area.getByRole("link", { name: "grievance@urjavolt.example" })).toHaveAttribute("href", /^mailto:grievance@urjavolt\.example\?subject=/);
  await expect(area).toContainText("Sector 43B");
  await expect(area).toContainText("Monday to Saturday, 9:00 AM to 7:00 PM");
});

test.describe("images", () => {
  test("a server-rendered image that fails shows the 'Image Not Available' placeholder", async ({ page }) => {
    await page.route("**/images/heroes/about-hero.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/about-us");
    const hero = page.getByRole("img", { name: /Our campus/ });
    await expect(hero).toHaveAttribute("src", "/images/placeholder/image-not-available.svg");
    await expect(hero).toHaveAccessibleName(/image not available/);
  });

  test("a lazy image that fails below the fold is swapped too", async ({ page }) => {
    await page.route("**/images/plants/mohali-plant.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/");
    const plant = page.getByRole("img", { name: /second manufacturing plant/ });
    await plant.scrollIntoViewIfNeeded();
    await expect(plant).toHaveAttribute("src", "/images/placeholder/image-not-available.svg");
  });

  test("have their size set and load lazily below the fold", async ({ page }) => {
    await page.goto("/");
    const images = await page.locator("main img").evaluateAll((elements) =>
      elements.map((image) => ({ width: image.getAttribute("width"), height: image.getAttribute("height"), loading: image.getAttribute("loading") })),
    );
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) expect(Number(image.width) * Number(image.height)).toBeGreaterThan(0);
    expect(images.slice(1).every((image) => image.loading === "lazy")).toBe(true);
  });
});

test.describe("View Catalog", () => {
  for (const [path, category] of [
    ["/lithiumion-inverter", "inverter"],
    ["/ess-batteries", "ess"],
    ["/telecom-batteries", "telecom"],
    ["/lithiumion-batteries", "ev"],
  ] as const) {
    test(`opens the ${category} catalogue PDF in a new tab from ${path}`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole("link", { name: "View Catalog (PDF, opens in a new tab)" });
      await expect(link).toHaveAttribute("href", `/catalogs/${category}.pdf`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener");
    });
  }

  test("the solar page offers two catalogues", async ({ page }) => {
    await page.goto("/solar-batteries");
    const links = page.getByRole("link", { name: /^View Catalog for .* \(PDF, opens in a new tab\)$/ });
    await expect(links).toHaveCount(2);
    await expect(page.getByRole("link", { name: "View Catalog for Lithium Solar Batteries (PDF, opens in a new tab)" })).toHaveAttribute(
      "href",
      "/catalogs/solar.pdf",
    );
    await expect(page.getByRole("link", { name: "View Catalog for ESS Batteries (PDF, opens in a new tab)" })).toHaveAttribute("href", "/catalogs/ess.pdf");
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener");
    }
  });
});

test.describe("About branch map", () => {
  const leafletChunk = /\/assets\/leaflet[^/]*\.js$/;

  test("is requested only when its section scrolls into view", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (leafletChunk.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto("/about-us");
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    const section = page.getByRole("region", { name: "Our Branch Offices" });
    const loaded = page.waitForRequest((request) => leafletChunk.test(new URL(request.url()).pathname));
    await section.scrollIntoViewIfNeeded();
    await loaded;
    await expect(section.getByRole("listitem").filter({ hasText: "Punjab" })).toBeVisible();
  });

  test("is simply absent when the map library cannot load", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route(leafletChunk, (route) => route.abort());
    await page.goto("/about-us");
    const section = page.getByRole("region", { name: "Our Branch Offices" });
    const blocked = page.waitForEvent("requestfailed", (request) => leafletChunk.test(new URL(request.url()).pathname));
    await section.scrollIntoViewIfNeeded();
    await blocked;
    await expect(section.getByRole("status")).toHaveCount(0);
    await expect(section.getByRole("region", { name: /Map of our branch/ })).toHaveCount(0);
    await expect(section.getByRole("link", { name: "See all our branches" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("home", () => {
  test("links the ten product categories to their pages", async ({ page }) => {
    await page.goto("/");
    const range = page.getByRole("region", { name: "Find the battery for your application" });
    await expect(range.getByRole("link")).toHaveCount(10);
    await expect(range.getByRole("link", { name: "E-Rickshaw Batteries" })).toHaveAttribute("href", "/lithiumion-batteries");
    await expect(range.getByRole("link", { name: "UPS Batteries" })).toHaveAttribute("href", "/lithiumion-inverter");
    await expect(range.getByRole("link", { name: "Solar Batteries" })).toHaveAttribute("href", "/solar-batteries");
  });

  test("carries the Organization JSON-LD and Open Graph tags", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const json = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json!)).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: "UrjaVolt" });
    for (const property of ["og:title", "og:description", "og:type", "og:url", "og:image"]) {
      expect(html).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
    }
  });
});

test.describe("crawler files", () => {
  test("/sitemap.xml lists the public pages", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    for (const path of ["/about-us", "/contact-us", "/solar-batteries", "/lithiumion-batteries"]) expect(xml).toContain(`${path}</loc>`);
  });

  test("/robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });
});

test.describe("product-line pages lead to buying", () => {
  const lines = [
    { path: "/lithiumion-inverter", models: "Models", line: "Lithium-Ion Inverter/UPS" },
    { path: "/solar-batteries", models: "Our range", line: "Lithium Solar Batteries" },
    { path: "/ess-batteries", models: "Our ESS batteries", line: "ESS Batteries" },
    { path: "/telecom-batteries", models: "Model", line: "Telecom Batteries" },
    { path: "/lithiumion-batteries", models: "Our EV battery packs", line: "Two/Three Wheeler EV Batteries" },
  ];
  for (const { path, models, line } of lines) {
    test(`${path}: a model with its live price, to its product page and back, into the cart @mobile`, async ({ page, request }) => {
      const catalogue = (await (await request.get("/api/v1/productData")).json()) as { data: { id: number; product_name: string; product_discountedPrice: number }[] };
      await page.goto(path);
      const section = page.getByRole("region", { name: models, exact: true });
      const cards = section.getByRole("listitem");
      await expect(cards.first()).toBeVisible();
      // The first card is a product the shop sells, at the shop's price.
      const name = (await cards.first().getByRole("heading", { level: 3 }).textContent())!;
      const product = catalogue.data.find((candidate) => candidate.product_name === name);
      expect(product, name).toBeDefined();
      await expect(cards.first()).toContainText(`₹${product!.product_discountedPrice.toLocaleString("en-IN")}`);

      const buyable = cards.filter({ has: page.getByRole("link", { name: /^Buy online/ }) }).first();
      const buyName = (await buyable.getByRole("heading", { level: 3 }).textContent())!;
      await buyable.getByRole("link", { name: /^Buy online/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(buyName);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: line })).toHaveAttribute("href", path);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await expect(page.getByRole("status").filter({ hasText: "to your cart" })).toContainText(buyName);
      await page.goto("/cart");
      await expect(page.getByRole("main")).toContainText(buyName);
    });
  }
});
