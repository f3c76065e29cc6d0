import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect } from "./fixtures.ts";
import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";

/**
 * A pincode of the site's own directory (server/assets/pincodes.json.gz) drawn at random, so that
 * technicians added by different tests serve different areas (some 19,000 pincodes to draw from); the checkout's lookup fills in its city.
 */
export async function freshPincode(): Promise<string> {
  directoryPincodes ??= readFile(new URL("../../server/assets/pincodes.json.gz", import.meta.url)).then(
    (file) => Object.keys((JSON.parse(gunzipSync(file).toString("utf8")) as { pincodes: Record<string, unknown> }).pincodes),
  );
  const pincodes = await directoryPincodes;
  return pincodes[Math.floor(Math.random() * pincodes.length)]!;
}

let directoryPincodes: Promise<string[]> | undefined;

export type Technician = { name: string; email: string; password: string };

/** An admin, on the console's staff page, adds a technician serving `pincodes` (as typed in the form). */
export async function addTechnician(desk: Page, technician: Technician, pincodes: string): Promise<void> {
  const form = desk.getByRole("region", { name: "Add a staff member" });
  await form.getByLabel("Name").fill(technician.name);
  await form.getByLabel("E-mail").fill(technician.email);
  await form.getByLabel("Role").selectOption("technician");
  await form.getByLabel("Pincodes served").fill(pincodes);
  await form.getByLabel("Password").fill(technician.password);
  await form.getByRole("button", { name: "Add staff member" }).click();
  await expect(desk.getByText(`Created ${technician.name} (Technician). They can sign in now.`)).toBeVisible();
}

/** On the console's orders page, pay on installation turned on: up to ₹2,00,000, paid within 3 days (every test that turns it on sets these). */
export async function turnOnPayOnInstallation(desk: Page): Promise<void> {
  const setting = desk.getByRole("region", { name: "Pay on installation" });
  await setting.getByLabel(/^Limit/).fill("200000");
  await setting.getByLabel(/^Days to pay/).fill("3");
  await setting.getByRole("button", { name: "Save" }).click();
  await expect(setting).toContainText("Checkout offers pay on installation for orders with installation up to ₹2,00,000, to be paid within 3 days of the installation day.");
}

/** Checkout's shipping details for `buyer` at `pincode`, then installation chosen on the first day and slot offered. */
export async function shipAndInstall(page: Page, buyer: { name: string; mobile: string; email: string; street: string }, pincode: string): Promise<Locator> {
  await page.getByLabel("Full name").fill(buyer.name);
  await page.getByLabel("Mobile number").fill(buyer.mobile);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Street address").fill(buyer.street);
  await page.getByLabel("Pincode").pressSequentially(pincode);
  await expect(page.getByLabel("City")).not.toHaveValue("");
  const installation = page.getByRole("group", { name: "Installation" });
  await installation.getByLabel(/Install it for me/).check();
  await installation.getByLabel("Day").selectOption({ index: 1 });
  await installation.getByLabel("Time").selectOption({ index: 1 });
  return installation;
}

/** The old battery handed over at checkout: a lead-acid of up to 100 Ah (₹1,500 off in the demo's table). */
export async function exchangeSmallLeadAcid(page: Page): Promise<Locator> {
  const exchange = page.getByRole("group", { name: "Exchange your old battery" });
  await exchange.getByLabel(/hand over my old battery/).check();
  await exchange.getByLabel("Type of old battery").selectOption("lead_acid");
  await exchange.getByLabel("Capacity (on its label)").selectOption("up_to_100");
  return exchange;
}

/** The payment link the technician sent, as the console's order shows it. */
export async function sentPaymentLink(desk: Page, orderNumber: string): Promise<string> {
  await desk.goto(`/admin/orders?q=${orderNumber}`);
  await desk.getByRole("link", { name: orderNumber }).click();
  await expect(desk.getByText("Payment link sent")).toBeVisible();
  return (await desk.getByText(/\/test-payment-link\/plink_test_/).textContent())!;
}

/** The customer opens the test gateway's payment link and pays `amount` (rupees) for the order. */
export async function payTestLink(page: Page, link: string, orderNumber: string, amount: string): Promise<void> {
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(`Order ${orderNumber}: ${amount}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page.getByRole("status")).toContainText("Paid.");
}

/** Places the order to be paid on installation; its tracking page says what is due. Answers the page's order region, number and address. */
export async function placeDueOnInstallation(page: Page, total: string): Promise<{ tracked: Locator; orderNumber: string; trackingUrl: string }> {
  await page.getByRole("button", { name: `Place Order: pay ${total} on installation` }).click();
  await expect(page).toHaveURL(/\/track-order\?token=/);
  const tracked = page.getByRole("region", { name: /^Order UV-/ });
  await expect(tracked).toContainText(`Payment due on installation: you pay ${total} after our technician has installed your order`);
  const orderNumber = (await page.locator("#tracked-order-title").textContent())!.match(/UV-\d{4}-\d{6}/)![0];
  await expectNoAxeViolations(page);
  return { tracked, orderNumber, trackingUrl: page.url() };
}
