import type { Page } from "@playwright/test";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { consumerCare } from "@urjavolt/contract/catalogue-declarations";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { signInAsAdmin } from "./admin-helpers.ts";

/**
 * The declarations on every product page (decision 051): the first ones in view, the rest in a
 * details element that opens with or without JavaScript, the EPR number as text and a QR code.
 */

const section = (page: Page) => page.getByRole("region", { name: "Product declarations" });
const row = (page: Page, term: string) => section(page).locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");

async function checkBlock(page: Page, product: ProductDetail) {
  const block = section(page);
  await expect(block).toBeVisible();
  await expect(row(page, "Generic name")).toHaveText(product.declarations.generic_name!);
  await expect(row(page, "Brand and model")).toHaveText(`${product.product_brand}, model ${product.model}`);
  await expect(row(page, "Net quantity")).toHaveText("1 N");
  await expect(row(page, "MRP")).toHaveText(/^₹[\d,]+ \(inclusive of all taxes\); our price ₹[\d,]+$/);
  await expect(row(page, "Country of origin")).toHaveText(product.declarations.country_of_origin!);
  // The rest opens from its summary, a native element: the same with or without a script.
  await expect(row(page, "Manufactured by")).toBeHidden();
  await block.getByText(/^Size, maker, consumer care/).click();
  await expect(row(page, "Manufactured by")).toHaveText(`${product.declarations.manufacturer.name}, ${product.declarations.manufacturer.address}`);
  await expect(row(page, "Consumer care")).toContainText(consumerCare.email);
  await expect(block.getByRole("link", { name: consumerCare.phone.display })).toHaveAttribute("href", `tel:${consumerCare.phone.tel}`);
  await expect(row(page, "BIS certification")).toHaveText(`${product.declarations.bis_standard}; registration ${product.declarations.bis_registration}`);
  await expect(row(page, "EPR registration")).toContainText(product.declarations.epr_registration!);
  const qr = block.getByRole("img", { name: `QR code of EPR registration ${product.declarations.epr_registration}` });
  await qr.scrollIntoViewIfNeeded();
  // The QR code is an SVG the server made: it loads as an image without any script.
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(block.getByRole("link", { name: "Warranty terms" })).toHaveAttribute("href", "/termsandconditions#warranty");
  await expect(block.getByRole("link", { name: "Cancellation and Refund Policy" })).toHaveAttribute("href", "/cancellationrefundpolicy#at-a-glance");
}

async function demoProduct(page: Page, model: string): Promise<ProductDetail> {
  const list = (await (await page.request.get("/api/v1/productData")).json()) as { data: { id: number; model: string }[] };
  const id = list.data.find((product) => product.model === model)!.id;
  return (await (await page.request.get(`/api/v1/productData/${id}`)).json()) as ProductDetail;
}

test.describe("the product page's declarations", () => {
  test("are on the page with the buying part first, open from their summary, and pass axe @mobile", async ({ page }, testInfo) => {
    // Many pages, each with axe or a fresh sign-in: on a busy 2-core machine with two workers, past 30 s.
    test.slow();
    const product = await demoProduct(page, "UVB-48-100");
    await page.goto(`/productDetail/${product.id}`);
    await checkBlock(page, product);
    await expectNoAxeViolations(page);

    // On a laptop the block sits under the pictures, beside the buying column, and never pushes Add to Cart down.
    const addToCart = page.getByRole("button", { name: "Add to Cart" }).first();
    const block = await section(page).boundingBox();
    const button = await addToCart.boundingBox();
    if (testInfo.project.name === "desktop") {
      expect(button!.y + button!.height).toBeLessThan(800);
      expect(block!.x + block!.width).toBeLessThanOrEqual(button!.x);
    } else {
      expect(block!.y).toBeGreaterThan(button!.y);
    }
    await page.screenshot({ path: testInfo.outputPath(`declarations-${testInfo.project.name}.png`), fullPage: true });
    await section(page).screenshot({ path: testInfo.outputPath(`declarations-block-${testInfo.project.name}.png`) });
  });

  test("name the importer of a product made abroad", async ({ page }) => {
    const list = (await (await page.request.get("/api/v1/productData")).json()) as { data: { id: number; madeInIndia: boolean }[] };
    const imported = list.data.find((product) => !product.madeInIndia)!;
    const product = (await (await page.request.get(`/api/v1/productData/${imported.id}`)).json()) as ProductDetail;
    await page.goto(`/productDetail/${product.id}`);
    await expect(row(page, "Country of origin")).toHaveText("China");
    await section(page).getByText(/^Size, maker, consumer care/).click();
    await expect(row(page, "Imported by")).toHaveText(`${product.declarations.importer!.name}, ${product.declarations.importer!.address}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("are in the page's HTML and open the same way @mobile", async ({ page }, testInfo) => {
      const product = await demoProduct(page, "UVI-1100");
      await page.goto(`/productDetail/${product.id}`);
      await checkBlock(page, product);
      // axe needs a script in the page: it runs on the same HTML with JavaScript on, above.
      await section(page).screenshot({ path: testInfo.outputPath(`declarations-no-js-${testInfo.project.name}.png`) });
    });
  });

  test("the console's product form marks the demo catalogue's declarations as demo, and the list says so @mobile", async ({ page }, testInfo) => {
    const product = await demoProduct(page, "UVB-48-100");
    await signInAsAdmin(page);
    // The dashboard's "Before you can sell" names them, with a link to the first.
    const readiness = page.getByRole("region", { name: "Before you can sell" });
    await expect(readiness.getByRole("listitem").filter({ hasText: /^34 products show the demo catalogue's invented declarations/ })).toBeVisible();
    await page.goto("/admin/products");
    await expect(page.getByRole("row", { name: /UVB-48-100/ }).getByText("Demo declarations")).toBeVisible();
    await page.goto(`/admin/products/${product.id}`);
    const group = page.getByRole("group", { name: "Declarations" });
    await expect(group.getByText(/were invented for the demo catalogue/)).toBeVisible();
    await expect(group.getByRole("checkbox", { name: "Demo values" })).toBeChecked();
    await expect(group.getByLabel(/^BIS R-number/)).toHaveValue(product.declarations.bis_registration!);
    await expect(group.getByLabel(/^EPR registration number/)).toHaveValue(product.declarations.epr_registration!);
    await group.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await group.screenshot({ path: testInfo.outputPath(`declarations-console-${testInfo.project.name}.png`) });
  });
});
