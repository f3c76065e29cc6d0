import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** A real pincode (the checkout's lookup fills its city), picked at random so parallel runs never share a technician's pincode. */
export async function freshPincode(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const candidate = String(110_001 + Math.floor(Math.random() * 740_000));
    const answer = await request.get(`/api/v1/pincode/${candidate}`);
    if (answer.ok() && ((await answer.json()) as { Status: string }[])[0]?.Status === "Success") return candidate;
  }
  throw new Error("No pincode found in the directory");
}

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
