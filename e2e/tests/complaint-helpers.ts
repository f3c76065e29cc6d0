import { type Page, expect } from "@playwright/test";

/**
 * Files a complaint through /technical-support as a customer does (an installation issue with a
 * 2100VA inverter, described as tripping when the water pump starts) and answers its reference.
 */
export async function fileComplaint(page: Page, serial: string): Promise<string> {
  await page.goto("/technical-support");
  await page.getByLabel("Name").fill("Harjit Kaur");
  await page.getByLabel("Phone").fill("9876543210");
  await page.getByLabel("Email").fill("harjit@example.in");
  await page.getByRole("main").getByLabel("Product").selectOption("2100VA");
  await page.getByLabel("Serial number").fill(serial);
  await page.getByLabel("Issue", { exact: true }).selectOption("installation_issue");
  await page.getByLabel("Pin code").fill("140401");
  await page.getByLabel("Details").fill("The inverter trips when the water pump starts.");
  await page.getByRole("button", { name: "Submit Request" }).click();
  const status = page.getByRole("status");
  await expect(status).toHaveText(/Your reference number is CMP-\d{4}-\d{6}\./);
  return /CMP-\d{4}-\d{6}/.exec((await status.textContent()) ?? "")![0];
}
