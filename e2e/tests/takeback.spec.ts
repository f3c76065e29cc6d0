import { readFile } from "node:fs/promises";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { signInAsAdmin } from "./admin-helpers.ts";

/**
 * Old batteries taken back (decision 055): a product page and the policy say how, and the desk
 * records each one in the take-back ledger, which counts a quarter by chemistry and weight and
 * exports it for the EPR return.
 */

test("a product page says how to return an old battery, and the policy's section tells the rest @mobile", async ({ page }) => {
  await page.goto("/shop-online");
  await page.locator('main a[href^="/productDetail/"]').first().click();
  const block = page.getByRole("region", { name: "Product declarations" });
  await block.getByText(/^Size, maker, consumer care/).click();
  await expect(block.locator("dt", { hasText: /^Your old battery$/ }).locator("xpath=following-sibling::dd[1]")).toContainText("We take used batteries back for recycling, free of charge");
  await block.getByRole("link", { name: "Returning an old battery" }).click();
  await expect(page).toHaveURL(/\/cancellationrefundpolicy#old-batteries$/);
  const section = page.getByRole("heading", { name: "Returning an old battery" });
  await expect(section).toBeInViewport();
  await expect(page.getByRole("main")).toContainText("Bring it to any of our branches or stores");
  await expectNoAxeViolations(page);
});

test("the desk records a battery brought to a branch, sees the quarter's totals change, voids a mistake and exports the quarter", async ({ page }) => {
  await signInAsAdmin(page, "/admin/take-back");
  await expect(page.getByRole("heading", { level: 1, name: "Battery take-back" })).toBeVisible();
  const totals = page.getByRole("table", { name: /^Counted in/ });
  const leadAcid = totals.getByRole("row", { name: /^Lead-acid/ });
  const before = Number((await leadAcid.locator("td").nth(1).textContent())!.trim());

  const form = page.getByRole("region", { name: "Record a battery taken back" });
  await form.getByLabel("Collected on").fill(indiaIsoDate());
  await form.getByLabel("Chemistry").selectOption({ label: "Lead-acid" });
  await form.getByLabel("Capacity").selectOption({ label: "151 to 200 Ah" });
  await form.getByLabel("Weight (kg)").fill("0");
  await form.getByRole("button", { name: "Record the battery" }).click();
  await expect(form.getByText("Enter the weight in kg, more than 0 and at most 150, to one decimal place")).toBeVisible();
  await form.getByLabel("Weight (kg)").fill("63.2");
  await form.getByLabel("Where").fill("Rajpura branch");
  await form.getByRole("button", { name: "Record the battery" }).click();
  const recorded = form.getByRole("status");
  await expect(recorded).toHaveText(/^Recorded entry \d+: Lead-acid, 63\.2 kg\.$/);
  const id = (await recorded.textContent())!.match(/entry (\d+)/)![1]!;
  await expect(leadAcid.locator("td").nth(1)).toHaveText(String(before + 1));
  await expectNoAxeViolations(page);

  // The same battery typed twice is voided with the reason; it stays listed, out of the totals.
  // (A recorded battery empties the form for the next one.)
  await expect(form.getByLabel("Where")).toHaveValue("");
  await form.getByLabel("Collected on").fill(indiaIsoDate());
  await form.getByLabel("Chemistry").selectOption({ label: "Lead-acid" });
  await form.getByLabel("Capacity").selectOption({ label: "151 to 200 Ah" });
  await form.getByLabel("Weight (kg)").fill("63.2");
  await form.getByLabel("Where").fill("Rajpura branch");
  await form.getByRole("button", { name: "Record the battery" }).click();
  await expect(recorded).toHaveText(/^Recorded entry \d+: Lead-acid, 63\.2 kg\.$/);
  const twice = (await recorded.textContent())!.match(/entry (\d+)/)![1]!;
  expect(twice).not.toBe(id);
  await expect(leadAcid.locator("td").nth(1)).toHaveText(String(before + 2));
  await page.getByRole("button", { name: `Void entry ${twice}` }).click();
  const voiding = page.getByRole("region", { name: `Void entry ${twice}` });
  await voiding.getByLabel("Why").fill(`Entered twice: the battery of entry ${id}`);
  await voiding.getByRole("button", { name: "Void the entry" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`^${twice} `) })).toContainText(`Entered twice: the battery of entry ${id}`);
  await expect(leadAcid.locator("td").nth(1)).toHaveText(String(before + 1));

  // After a reload the ledger is what the database holds; the CSV for the return counts the same.
  await page.reload();
  await expect(leadAcid.locator("td").nth(1)).toHaveText(String(before + 1));
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Download .* as CSV$/ }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).toContain(`${id},${indiaIsoDate()},Lead-acid,151 to 200 Ah,63.2,Brought to a branch or store,Rajpura branch,,`);
  expect(csv).not.toMatch(new RegExp(`^${twice},`, "m"));
  expect(csv).toMatch(new RegExp(`Lead-acid,${before + 1} batter(y|ies)`));
});
