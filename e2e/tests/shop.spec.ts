import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

/** What these tests read of a product from the catalogue API. */
type Product = {
  id: number;
  product_name: string;
  product_description: string;
  product_category: string;
  product_category_name: string;
  product_brand: string;
  product_capacity: string;
  product_batteryType: string;
  product_warranty: string;
  product_discountedPrice: number;
  product_stock: number;
  rating: number;
  madeInIndia: boolean;
  isNew: boolean;
  bestSeller: boolean;
  createdAt: string;
};

async function catalogue(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get("/api/v1/productData");
  expect(response.ok()).toBe(true);
  return (await response.json()).data as Product[];
}

const found = (n: number) => `${n} ${n === 1 ? "product" : "products"} found`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function openShop(page: Page, query = "") {
  await page.goto(`/shop-online${query}`);
  await page.waitForSelector("html[data-hydrated]");
}

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const cardNames = (page: Page) => page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
const countText = (page: Page) => page.getByText(/^\d+ products? found$/);

/** The grid shows 12 products a page (contract/src/shop-filters.ts). */
const PAGE_SIZE = 12;

/** The count says every match; the grid's first page shows the first 12 of them. */
async function expectNames(page: Page, expected: Product[]) {
  await expect(countText(page)).toHaveText(found(expected.length));
  expect(await cardNames(page)).toEqual(expected.slice(0, PAGE_SIZE).map((product) => product.product_name));
}

/** A checkbox or radio of the sidebar by its label (the label ends with its count, "(8)"). */
const choice = (page: Page, label: string) => sidebar(page).getByLabel(new RegExp(`^${escape(label)}( \\(\\d+\\))?$`));

// The page's default order: bestsellers first, then the higher rating; ties keep the catalogue's order.
const popularity = (list: Product[]) => [...list].sort((a, b) => Number(b.bestSeller) - Number(a.bestSeller) || b.rating - a.rating);

test.describe("shop home", () => {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    test(`shows the first products without scrolling at ${width}×${height}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height } });
      const page = await context.newPage();
      await page.goto("/shop-online");
      const first = page.getByRole("article").first();
      const box = (await first.boundingBox())!;
      // The first row of cards shows on the first screen, before any scroll: on a phone down to
      // the product's name, two cards a row.
      expect(box.y + 120).toBeLessThanOrEqual(height);
      if (width < 560) {
        await expect(first.getByRole("heading", { level: 3 })).toBeInViewport();
        expect((await page.getByRole("article").nth(1).boundingBox())!.y).toBe(box.y);
      }
      await context.close();
    });
  }

  test("arrives server-rendered with every product, the banner and the badges (no JavaScript)", async ({ browser, request }) => {
    const products = await catalogue(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/shop-online");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Shop Online");
    // No claim without a figure behind it (decision 046).
    await expect(page.getByText("#1 Trending Product")).toHaveCount(0);
    await expect(page.getByText("Trusted by 10K+ Customers")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Shop offers" })).toBeVisible();
    await expect(page.getByText(found(products.length))).toBeVisible();
    expect(await cardNames(page)).toEqual(popularity(products).slice(0, PAGE_SIZE).map((product) => product.product_name));
    // The other pages are links the server renders.
    const pages = page.getByRole("navigation", { name: "Product pages" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/shop-online\?page=2#results-title$/);
    expect(await cardNames(page)).toEqual(popularity(products).slice(PAGE_SIZE, 2 * PAGE_SIZE).map((product) => product.product_name));
    await expect(pages).toContainText(`Showing ${PAGE_SIZE + 1}–${2 * PAGE_SIZE} of ${products.length}`);
    // A shared link is rendered filtered on the server too.
    await page.goto("/shop-online?category=solar&inStock=1");
    const solarInStock = products.filter((product) => product.product_category === "solar" && product.product_stock > 0);
    await expect(page.getByText(found(solarInStock.length))).toBeVisible();
    await context.close();
  });

  test("filters and sorts without JavaScript, on a phone too, through the sidebar's form", async ({ browser, request }) => {
    const products = await catalogue(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto("/shop-online");
    // The drawer needs a script: on a phone without one the sidebar shows instead.
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeHidden();
    await choice(page, "Lithium Solar Batteries").check();
    await choice(page, "In stock only").check();
    await sidebar(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=solar/);
    const solarInStock = products.filter((product) => product.product_category === "solar" && product.product_stock > 0);
    await expect(page.getByText(found(solarInStock.length))).toBeVisible();
    expect(await cardNames(page)).toEqual(popularity(solarInStock).slice(0, PAGE_SIZE).map((product) => product.product_name));
    // The choices are kept checked, and the order is sent with them.
    await expect(choice(page, "In stock only")).toBeChecked();
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    const cheapestFirst = [...solarInStock].sort((a, b) => a.product_discountedPrice - b.product_discountedPrice);
    expect(await cardNames(page)).toEqual(cheapestFirst.slice(0, PAGE_SIZE).map((product) => product.product_name));
    await sidebar(page).getByRole("link", { name: "Clear All" }).click();
    await expect(page.getByText(found(products.length))).toBeVisible();
    await context.close();
  });

  test("filters by each group of the sidebar", async ({ page, request }) => {
    const products = await catalogue(request);
    await openShop(page);
    const groups: { label: string; keep: (product: Product) => boolean }[] = [
      { label: "Lithium Solar Batteries", keep: (p) => p.product_category === "solar" },
      { label: "UrjaVolt", keep: (p) => p.product_brand === "UrjaVolt" },
      { label: "1100VA", keep: (p) => p.product_capacity === "1100VA" },
      { label: "NMC", keep: (p) => p.product_batteryType === "NMC" },
      { label: "7 Years", keep: (p) => p.product_warranty === "7 Years" },
      { label: "Under ₹30,000", keep: (p) => p.product_discountedPrice < 30_000 },
      { label: "₹50,000 and above", keep: (p) => p.product_discountedPrice >= 50_000 },
      { label: "4★ & above", keep: (p) => p.rating >= 4 },
      { label: "In stock only", keep: (p) => p.product_stock > 0 },
      { label: "Made in India", keep: (p) => p.madeInIndia },
    ];
    for (const group of groups) {
      await choice(page, group.label).check();
      const expected = popularity(products.filter(group.keep));
      expect(expected.length, group.label).toBeGreaterThan(0);
      await expectNames(page, expected);
      await sidebar(page).getByRole("button", { name: "Clear All" }).click();
      await expect(countText(page)).toHaveText(found(products.length));
    }
  });

  test("combines filters, shows the category as the title, and says when nothing matches", async ({ page, request }) => {
    const products = await catalogue(request);
    await openShop(page);
    await choice(page, "Lithium-Ion Inverter/UPS").check();
    await expect(page.locator("#results-title")).toHaveText("Lithium-Ion Inverter/UPS");
    await choice(page, "In stock only").check();
    await choice(page, "₹30,000 - ₹40,000").check();
    await choice(page, "₹40,000 - ₹50,000").check();
    const expected = popularity(
      products.filter((p) => p.product_category === "inverter" && p.product_stock > 0 && p.product_discountedPrice >= 30_000 && p.product_discountedPrice < 50_000),
    );
    await expectNames(page, expected);
    await expect(page).toHaveURL(/category=inverter/);
    await expect(page).toHaveURL(/price=30000-40000&price=40000-50000/);

    await choice(page, "Made in India").check();
    await choice(page, "NMC").check();
    await expect(page.getByText("No products found matching your criteria.")).toBeVisible();
    await expect(countText(page)).toHaveText("0 products found");
    await sidebar(page).getByRole("button", { name: "Clear All" }).click();
    await expect(page.locator("#results-title")).toHaveText("All Products");
    await expect(countText(page)).toHaveText(found(products.length));
    await expect(page).toHaveURL(/\/shop-online$/);
  });

  test("sorts each way", async ({ page, request }) => {
    const products = await catalogue(request);
    await openShop(page);
    await expectNames(page, popularity(products));
    const sort = page.getByLabel("Sort by");
    await sort.selectOption({ label: "Price: Low to High" });
    await expectNames(page, [...products].sort((a, b) => a.product_discountedPrice - b.product_discountedPrice));
    await sort.selectOption({ label: "Price: High to Low" });
    await expectNames(page, [...products].sort((a, b) => b.product_discountedPrice - a.product_discountedPrice));
    await sort.selectOption({ label: "Newest First" });
    await expectNames(page, [...products].sort((a, b) => Number(b.isNew) - Number(a.isNew) || Date.parse(b.createdAt) - Date.parse(a.createdAt)));
    await expect(page).toHaveURL(/sort=newest/);
    await sort.selectOption({ label: "Popularity" });
    await expectNames(page, popularity(products));
  });

  test("searches from the sidebar's box once typing pauses, by relevance (decision 042)", async ({ page }) => {
    await openShop(page);
    const search = sidebar(page).getByLabel("Search products");
    await search.pressSequentially("Telecom ", { delay: 20 });
    await expect(page).toHaveURL(/\?q=telecom$/);
    await expect(page.getByText("2 products found for “telecom”")).toBeVisible();
    expect(await cardNames(page)).toEqual(["48V 100Ah Telecom Lithium Battery", "48V 150Ah Telecom Lithium Battery"]);
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance");
    // The box keeps what was typed; the URL holds the query's one form.
    await expect(search).toHaveValue("Telecom ");
    await search.fill("no such battery anywhere");
    await expect(page.getByText("No products found matching your criteria.")).toBeVisible();
  });

  test("keeps its view in the URL: reload, a shared link and the back button", async ({ page, browser, request }) => {
    const products = await catalogue(request);
    await openShop(page);
    await choice(page, "Lithium Inverter Batteries").check();
    await choice(page, "Made in India").check();
    await page.getByLabel("Sort by").selectOption({ label: "Price: High to Low" });
    const expected = products
      .filter((p) => p.product_category === "battery" && p.madeInIndia)
      .sort((a, b) => b.product_discountedPrice - a.product_discountedPrice);
    await expectNames(page, expected);
    const url = page.url();

    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expectNames(page, expected);
    await expect(choice(page, "Made in India")).toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");

    const other = await browser.newPage();
    await other.goto(url);
    await expectNames(other, expected);
    await other.close();

    // Back undoes the sort, then Made in India.
    await page.goBack();
    await expect(page.getByLabel("Sort by")).toHaveValue("popularity");
    await page.goBack();
    await expect(choice(page, "Made in India")).not.toBeChecked();
    await expectNames(page, popularity(products.filter((p) => p.product_category === "battery")));
  });

  test("Add to Cart updates the header badge and the card's quantity; an out-of-stock card cannot be added", async ({ page, request }) => {
    const products = await catalogue(request);
    const inStock = products.find((p) => p.product_stock > 2);
    const soldOut = products.find((p) => p.product_stock === 0);
    if (!inStock || !soldOut) throw new Error("the demo catalogue has products in and out of stock");
    // Found by name, so each is on the grid's first page.
    await openShop(page, `?q=${encodeURIComponent(inStock.product_name)}`);
    const cart = page.getByRole("banner").getByRole("link", { name: /cart/i });
    await expect(cart).toHaveAccessibleName("Cart, empty");

    const card = page.getByRole("article", { name: inStock.product_name, exact: true });
    await expect(card.getByText("In cart: 0")).toBeAttached();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(cart).toHaveAccessibleName("Cart, 1 item");
    await expect(card.getByRole("status")).toHaveText("Added to cart: 1 in your cart.");
    await card.getByRole("button", { name: /Add one more/ }).click();
    await expect(cart).toHaveAccessibleName("Cart, 2 items");
    await card.getByRole("button", { name: /Remove one/ }).click();
    await card.getByRole("button", { name: /Remove one/ }).click();
    await expect(cart).toHaveAccessibleName("Cart, empty");

    // The card's title opens the product page.
    await card.getByRole("link", { name: inStock.product_name }).click();
    await expect(page).toHaveURL(new RegExp(`/productDetail/${inStock.id}$`));

    await openShop(page, `?q=${encodeURIComponent(soldOut.product_name)}`);
    const empty = page.getByRole("article", { name: soldOut.product_name, exact: true });
    await expect(empty.getByText("Out of Stock")).toBeVisible();
    await expect(empty.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  });

  test("the banner's controls move the slides and its button follows its link", async ({ page, request }) => {
    // As many slides as are live by the shop's clock (the festive ones only in their festival's window, decision 046).
    const slides = await request.get("/api/v1/shop-slides");
    expect(slides.status(), await slides.text()).toBe(200);
    const n = ((await slides.json()) as { data: unknown[] }).data.length;
    await openShop(page);
    const banner = page.getByRole("region", { name: "Shop offers" });
    await banner.getByRole("button", { name: "Pause slide rotation" }).click();
    await expect(banner.getByRole("group", { name: `1 of ${n}` })).toBeVisible();
    await banner.getByRole("button", { name: "Next slide" }).click();
    await expect(banner.getByRole("group", { name: `2 of ${n}` })).toBeVisible();
    await expect(banner.getByRole("group", { name: `1 of ${n}` })).toBeHidden();
    await banner.getByRole("button", { name: new RegExp(`Show slide ${n} of ${n}`) }).click();
    const bulk = banner.getByRole("group", { name: `${n} of ${n}` });
    await expect(bulk).toContainText("Bulk Orders");
    await bulk.getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
  });

  test("has no axe violations", async ({ page }) => {
    await openShop(page);
    await page.getByRole("region", { name: "Shop offers" }).getByRole("button", { name: "Pause slide rotation" }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("filter drawer @mobile", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("below 1024 px the filters open in a dialog that keeps focus and hands it back", async ({ page, request }) => {
    const products = await catalogue(request);
    await openShop(page);
    await expect(sidebar(page)).toBeHidden();
    const opener = page.getByRole("button", { name: /^Filters/ });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);

    await drawer.getByLabel(/^Two\/Three Wheeler EV Batteries/).check();
    await drawer.getByLabel("In stock only").check();
    const expected = products.filter((p) => p.product_category === "ev" && p.product_stock > 0);
    await drawer.getByRole("button", { name: `Show ${expected.length} products` }).click();
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toContainText("2");
    await expectNames(page, popularity(expected));

    await opener.click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
