import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

const TILES = /^https:\/\/[a-z]\.tile\.openstreetmap\.org\//;

/** A 1x1 PNG standing in for every map tile, so the map renders with no internet. */
const TILE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP89+HDfwAJcAPk8hHnYQAAAABJRU5ErkJggg==", "base64");

test.describe("blog", () => {
  test("lists the posts as cards that lead to each post", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Our Blogs" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText("How to Choose the Right Inverter Size for Your Home");
    await expect(first.getByText("Inverters", { exact: true })).toBeVisible();
    await expect(first.locator("img")).toHaveAttribute("src", "/images/heroes/inverter-hero.svg");
    await first.getByRole("link", { name: /Read More/ }).click();
    await expect(page).toHaveURL(/\/blog-details\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to Choose the Right Inverter Size for Your Home");
    await expectNoAxeViolations(page);
  });

  test("renders a post's line rules as real headings, lists and paragraphs, with Article JSON-LD", async ({ page, request }) => {
    const { data } = await (await request.get("/api/v1/listblogapi")).json();
    const post = data.find((p: { title: string }) => p.title.startsWith("How to Choose the Right Inverter Size"));
    await page.goto(`/blog-details/${post.id}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Step 1: list what must run during a power cut" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "A worked example for a 2BHK" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 4, name: "Leave headroom for starting surges" })).toBeVisible();
    await expect(main.locator("ul li", { hasText: "Wi-Fi router: 10 W" })).toHaveCount(1);
    await expect(main.locator("ol li", { hasText: "Total running load: 630 W" })).toHaveText("Total running load: 630 W");
    await expect(main.locator("p", { hasText: /^An inverter that is too small trips/ })).toBeVisible();
    // Markers are gone: no "## " or "**" left in the text.
    await expect(main).not.toContainText("## ");
    await expect(main).not.toContainText("**");
    await expect(main.getByText("Inverters", { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: /Back to all blogs/ }).first()).toHaveAttribute("href", "/blog");

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Article", headline: post.title, datePublished: post.publishedAt });
    await expectNoAxeViolations(page);
  });

  test("answers an unknown post with a 404 and 'Blog not found'", async ({ page, request }) => {
    for (const path of ["/blog-details/999999", "/blog-details/not-a-number"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Blog not found");
    }
    await page.goto("/blog-details/999999");
    await expect(page.getByRole("heading", { level: 1, name: "Blog not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /Back to all blogs/ })).toHaveAttribute("href", "/blog");
  });
});

test.describe("branch map", () => {
  test("shows the legend counts and keeps lists and selection working with tiles blocked @mobile", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.text().startsWith("Failed to load resource") && TILES.test(message.location().url)) return;
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    let tileRequests = 0;
    await page.route(TILES, (route) => {
      tileRequests += 1;
      return route.abort();
    });
    await page.goto("/branch");
    const main = page.getByRole("main");
    for (const label of ["Available Now (12)", "Coming Soon (23)", "States (28)", "Union Territories (7)"]) {
      await expect(main.getByRole("listitem").filter({ hasText: label }).first()).toBeVisible();
    }
    await expect(main.getByText("The map could not be loaded just now.")).toBeVisible();
    expect(tileRequests).toBeGreaterThan(0);
    await expect(main.getByText("Loading Map...")).toHaveCount(0);

    await main.getByRole("button", { name: "Puducherry", exact: true }).click();
    const selected = main.getByRole("region", { name: "Selected location" });
    await expect(selected).toContainText("Puducherry");
    await expect(selected).toContainText("Available Now");
    await expect(selected).toContainText("Union Territory");
    await expect(selected).toContainText("11.9416° N, 79.8083° E");
    await expect(main.getByRole("button", { name: "Puducherry", exact: true })).toHaveAttribute("aria-pressed", "true");

    await main.getByRole("button", { name: "Kerala", exact: true }).click();
    await expect(selected).toContainText("Coming Soon");
    await expect(selected).toContainText("State");
    await expect(main.getByRole("button", { name: "Puducherry", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test("draws the markers and pans to a location chosen in the list, opening its popup", async ({ page }) => {
    await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG }));
    await page.goto("/branch");
    const map = page.getByRole("region", { name: "Map of our branch locations across India" });
    await expect(map).toBeVisible();
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(35);
    await expect(map.getByRole("button", { name: "Punjab (Available Now)" })).toBeVisible();
    await expect(map.getByRole("button", { name: "Kerala (Coming Soon)" })).toBeVisible();

    // A marker on the map selects its location in the sidebar and opens its popup.
    await map.getByRole("button", { name: "Telangana (Coming Soon)" }).click();
    await expect(page.getByRole("region", { name: "Selected location" })).toContainText("Telangana");
    const popup = map.locator(".leaflet-popup");
    await expect(popup).toContainText("Coming Soon · State");

    // A location in the list pans the map to it and opens its popup.
    await page.getByRole("main").getByRole("button", { name: "Gujarat", exact: true }).click();
    // The previous popup fades out as this one opens: wait for it to go.
    await expect(popup).toHaveCount(1);
    await expect(popup).toContainText("Gujarat");
    await expect(popup).toContainText("Available Now · State");
    await expect(popup).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});

test.describe("store locator", () => {
  const cards = (page: Page) => page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });

  test("searches by city, and the Call and Directions links reach that store", async ({ page }) => {
    await page.goto("/store-locator");
    await expect(cards(page)).toHaveCount(20);
    await page.getByLabel("Pincode or city").fill("Ludhiana");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=Ludhiana&category=$/);
    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card.getByRole("heading", { level: 2 })).toHaveText("Ludhiana Battery House");
    await expect(card).toContainText("Dealer");
    await expect(card).toContainText("12, Ferozepur Road, Near Bhai Wala Chowk, Ludhiana, Punjab 141001");
    await expect(card).toContainText("Mon-Sat 10:00 AM - 8:00 PM");
    await expect(card.getByRole("list", { name: "Services at Ludhiana Battery House" }).getByRole("listitem")).toHaveText(["Sales", "Installation", "EV batteries"]);
    await expect(card.getByRole("link", { name: "Call Ludhiana Battery House" })).toHaveAttribute("href", "tel:+919876541001");
    const directions = card.getByRole("link", { name: /Get Directions to Ludhiana Battery House/ });
    await expect(directions).toHaveAttribute("target", "_blank");
    const href = new URL((await directions.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe("https://www.google.com/maps/dir/");
    expect(href.searchParams.get("api")).toBe("1");
    expect(href.searchParams.get("destination")).toBe("Ludhiana Battery House, 12, Ferozepur Road, Near Bhai Wala Chowk, Ludhiana, Punjab 141001");
    await expectNoAxeViolations(page);
  });

  test("orders by distance from a pincode and says how", async ({ page }) => {
    await page.goto("/store-locator");
    await page.getByLabel("Pincode or city").fill("160059");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(/20 stores, nearest first/)).toBeVisible();
    await expect(page.getByText(/approximate straight-line distance from the .* area: we place pincode 160059 by our stores whose pincodes also start with 1600/)).toBeVisible();
    const names = await cards(page).getByRole("heading", { level: 2 }).allTextContents();
    expect(names.slice(0, 2).sort()).toEqual([expect.stringMatching(/Experience Centre Chandigarh$/), expect.stringMatching(/Service Centre Mohali$/)].sort());
    await expect(cards(page).first()).toContainText(/Within about 25 km|About \d+ km away/);
    expect(names.at(-1)).toBe("Puducherry Battery Care");
  });

  test("filters by category, and says what to try when nothing matches", async ({ page }) => {
    await page.goto("/store-locator");
    const category = page.getByLabel("Category");
    await expect(category.locator("option").first()).toHaveText("All Categories");
    await category.selectOption("Service Centre");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(cards(page)).toHaveCount(6);
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Service Centre");

    await page.getByLabel("Pincode or city").fill("Chennai");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("No stores found for “Chennai” in Service Centre.")).toBeVisible();
    await expect(page.getByText("your 6-digit pincode, to see the stores nearest to you")).toBeVisible();
    await expect(page.getByText("All Categories instead of Service Centre")).toBeVisible();
    await expect(page.getByRole("link", { name: "See all our stores" })).toHaveAttribute("href", "/store-locator");
    await expectNoAxeViolations(page);
  });

  test("searches without JavaScript, through the form's query", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/store-locator");
    await page.getByLabel("Pincode or city").fill("mumbai");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=mumbai/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Mumbai Experience Store");
    await context.close();
  });
});
