import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { adminApi, signIn, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

type AdminProduct = { id: number; model: string; name: string; category: string; price: number; discountedPrice: number; stock: number; version: number; images: string[] } & Record<string, unknown>;

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

/** A 1×1 PNG. */
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/**
 * The product these tests edit: the catalogue's last non-accessory product, whose prices the other
 * specs do not check. Its selling price moves down by ₹1 (same price band, so the shop's filter
 * counts stay put) and is put back afterwards.
 */
async function productToEdit(page: Page, minimumStock = 0): Promise<AdminProduct> {
  const { body } = await adminApi(page, "GET", "products");
  const products = (body as { data: AdminProduct[] }).data.filter((p) => p.category !== "accessories" && p.discountedPrice % 1000 !== 0 && p.stock >= minimumStock);
  const product = products.at(-1);
  if (!product) throw new Error("No product to edit");
  return product;
}

/** What the edit form says of a product: never its stock (decision 033). */
function formOf(product: AdminProduct) {
  const { id: _id, slug: _slug, rating: _rating, reviewCount: _count, updatedAt: _updated, stock: _stock, reserved: _reserved, ...input } = product;
  return input;
}

/** Puts back what the product said before a test, over whatever version it has now. */
async function restore(page: Page, product: AdminProduct) {
  const current = (await adminApi(page, "GET", `products/${product.id}`)).body as AdminProduct;
  const restored = await adminApi(page, "PUT", `products/${product.id}`, { ...formOf(product), version: current.version });
  expect(restored.status).toBe(200);
}

test.describe("catalogue in the staff console", () => {
  test("an admin edits a product's price and the shop and product page show it at once", async ({ page }) => {
    await signInAsAdmin(page, "/admin/products");
    const product = await productToEdit(page);
    const newPrice = product.discountedPrice - 1;
    try {
      await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
      await page.getByLabel("Search model, name or brand").fill(product.model);
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(product.model)}`));
      await page.getByRole("link", { name: product.name, exact: true }).click();

      await expect(page.getByRole("heading", { level: 1, name: `Edit ${product.name}` })).toBeVisible();
      await expectNoAxeViolations(page);
      const selling = page.getByLabel("Selling price (₹)");
      await expect(selling).toHaveValue(String(product.discountedPrice));
      await selling.fill(String(newPrice));
      await page.getByRole("button", { name: "Save product" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toContainText(rupees(newPrice));

      // The shop (server-rendered) and the product page show the new price straight away.
      const shop = await page.request.get(`/shop-online?q=${encodeURIComponent(product.name)}`);
      expect(await shop.text()).toContain(rupees(newPrice));
      await page.goto(`/shop-online?q=${encodeURIComponent(product.name)}`);
      await expect(page.getByRole("article", { name: product.name }).first()).toContainText(rupees(newPrice));
      await page.goto(`/productDetail/${product.id}`);
      await expect(page.getByRole("main")).toContainText(rupees(newPrice));
    } finally {
      await restore(page, product);
    }
  });

  test("a bad price is refused in place, and an uploaded image joins the product", async ({ page, request }) => {
    await signInAsAdmin(page, "/admin/products");
    const product = await productToEdit(page);
    try {
      await page.goto(`/admin/products/${product.id}`);
      const selling = page.getByLabel("Selling price (₹)");
      await selling.fill(String(product.price + 100));
      await page.getByRole("button", { name: "Save product" }).click();
      await expect(selling).toHaveAccessibleDescription(/The discounted price cannot be above the price/);
      await expect(selling).toBeFocused();
      await selling.fill(String(product.discountedPrice));

      await page.getByLabel("Upload an image").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Upload image" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Image uploaded" })).toBeVisible();
      const last = page.getByRole("list").locator("img").last();
      await expect(last).toHaveAttribute("src", /^\/api\/v1\/product-images\/\d+$/);
      const src = await last.getAttribute("src");
      // Served to anyone (the request fixture has no session), with its real type.
      const served = await request.get(src!);
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toBe("image/png");

      // SVG is refused whatever the browser claims.
      await page.getByLabel("Upload an image").setInputFiles({ name: "x.png", mimeType: "image/png", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') });
      await page.getByRole("button", { name: "Upload image" }).click();
      await expect(page.getByLabel("Upload an image")).toHaveAccessibleDescription(/must be a JPEG, PNG or WebP/);
    } finally {
      await restore(page, product);
    }
  });

  test("a sale made while staff edit never puts units back, and stock changes by units with a reason in its ledger @mobile", async ({ page }, testInfo) => {
    await signInAsAdmin(page, "/admin/products");
    const product = await productToEdit(page, 2);
    let orderId: number | null = null;
    try {
      await page.goto(`/admin/products/${product.id}`);
      const stock = page.getByRole("region", { name: "Stock" });
      await expect(stock).toContainText(`${product.stock} in stock`);

      // A buyer pays for one unit while the form is open.
      const created = await page.request.post("/api/v1/placeOrderpayment/create-order", {
        data: { full_name: "Ledger Buyer", email: "e2e.ledger@example.in", mobile: "9876512345", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401", product_data: [{ product_id: product.id, quantity: 1 }], coupon_code: null },
      });
      expect(created.status()).toBe(201);
      const order = (await created.json()) as { order_id: string; custom_order_id: string };
      const payment = await (await page.request.post("/api/v1/test-gateway/pay", { data: { order_id: order.order_id, outcome: "success" } })).json();
      expect((await page.request.post("/api/v1/payment/verifyPlaceOrderPayment", { data: payment })).status()).toBe(200);

      // Staff change only the description and save: the sale stands.
      const description = page.getByLabel("Description");
      await description.fill(`${product.description} Wall bracket included.`);
      await page.getByRole("button", { name: "Save product" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();
      expect(((await adminApi(page, "GET", `products/${product.id}`)).body as AdminProduct).stock).toBe(product.stock - 1);

      // Units received, with the reason and a note: a line of the ledger above the sale.
      await stock.getByLabel("Why").selectOption("received");
      await stock.getByLabel("Units").fill("5");
      await stock.getByLabel("Note").fill("Batch from the works");
      await stock.getByRole("button", { name: "Record the change" }).click();
      await expect(stock.getByRole("status")).toContainText(`+5, ${product.stock + 4} in stock now`);
      const rows = stock.getByRole("table").getByRole("row");
      await expect(rows.nth(1)).toContainText("Received from the works");
      await expect(rows.nth(1)).toContainText("Batch from the works");
      await expect(rows.nth(2)).toContainText("Sold");
      await expect(rows.nth(2).getByRole("link", { name: `Order ${order.custom_order_id}` })).toBeVisible();

      // Taking away more than there is: refused beside the field, the stock untouched.
      await stock.getByLabel("Why").selectOption("damaged");
      await stock.getByLabel("Units").fill(String(product.stock + 100));
      await stock.getByRole("button", { name: "Record the change" }).click();
      await expect(stock.getByLabel("Units")).toHaveAccessibleDescription(/you cannot take away more than that/);
      await expectNoAxeViolations(page);
      await stock.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`stock-ledger-${testInfo.project.name}.png`), fullPage: false });

      await stock.getByLabel("Units").fill("5");
      await stock.getByRole("button", { name: "Record the change" }).click();
      await expect(stock.getByRole("status")).toContainText(`−5, ${product.stock - 1} in stock now`);
      const { body } = await adminApi(page, "GET", `orders?q=${order.custom_order_id}`);
      orderId = (body as { orders: { id: number }[] }).orders[0]!.id;
    } finally {
      // The sale is cancelled (its unit back on the shelf) and the description put back.
      if (orderId !== null) expect((await adminApi(page, "POST", `orders/${orderId}/status`, { status: "cancelled", note: "e2e" })).status).toBe(200);
      await restore(page, product);
    }
  });

  test("promotions, blog, stores and pincodes pages list their content and pass axe", async ({ page }) => {
    await signInAsAdmin(page, "/admin/promotions");
    await expect(page.getByRole("heading", { level: 2, name: "Festival offers" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Shop slides" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "New offer" }).click();
    await expect(page.getByRole("heading", { name: "New offer" })).toBeFocused();
    await page.getByRole("button", { name: "Add offer" }).click();
    await expect(page.getByLabel("Code", { exact: true })).toHaveAccessibleDescription(/Code is required/);
    await expectNoAxeViolations(page);

    for (const [path, heading] of [
      ["/admin/blog", "Blog"],
      ["/admin/stores", "Stores"],
      ["/admin/pincodes", "Serviceable pincodes"],
      ["/admin/products/new", "New product"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("a pincode added in the console makes buy-now deliver there", async ({ page }) => {
    await signInAsAdmin(page, "/admin/pincodes");
    const pincode = `5${String(Date.now()).slice(-5)}`;
    try {
      await page.getByRole("textbox", { name: "Pincode" }).fill(pincode);
      await page.getByRole("button", { name: "Add pincode" }).click();
      await expect(page.getByRole("status")).toHaveText(`Buy-now now delivers to ${pincode}.`);
      expect((await (await page.request.get(`/api/v1/delivery/${pincode}`)).json()).deliverable).toBe(true);
      await page.getByRole("button", { name: `Remove ${pincode}` }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
      await expect(page.getByRole("status")).toHaveText(`Buy-now no longer delivers to ${pincode}.`);
      expect((await (await page.request.get(`/api/v1/delivery/${pincode}`)).json()).deliverable).toBe(false);
    } finally {
      await adminApi(page, "DELETE", `pincodes/${pincode}`);
    }
  });

  test("support staff cannot open the catalogue", async ({ page, browser }) => {
    await signInAsAdmin(page);
    const support = { email: `support-${Date.now()}@urjavolt.test`, password: "Support-Pa55word!e2e" };
    expect((await adminApi(page, "POST", "staff", { ...support, name: "Catalogue Support", role: "support" })).status).toBe(201);
    const context = await browser.newContext();
    const supportPage = await context.newPage();
    await signIn(supportPage, support, "/admin/products");
    await expect(supportPage.getByRole("alert")).toHaveText("You do not have access to this");
    await expect(supportPage.getByRole("link", { name: "Products" })).toHaveCount(0);
    await context.close();
  });

  test("the product list works on a phone @mobile", async ({ page }) => {
    await signInAsAdmin(page, "/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
