import { type Page, expect } from "@playwright/test";

/** The first admin the e2e server is started with (playwright.config.ts passes ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin@urjavolt.test", password: "E2e-Console-Pa55word!" } as const;

/** Signs in through the console's sign-in page and waits for the dashboard (or the `next` page). */
export async function signIn(page: Page, credentials: { email: string; password: string } = E2E_ADMIN, next = "/admin"): Promise<void> {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The password's hash is slow on purpose (scrypt, N = 2^17: server/src/modules/staff/password.ts); on CI's
  // busy 2-core machine a sign-in has taken 4.9 s before the console's page loads, past expect's 5 s.
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible({ timeout: 20_000 });
}

/** Signs in as the e2e admin; `next` is the console page to land on. */
export function signInAsAdmin(page: Page, next = "/admin"): Promise<void> {
  return signIn(page, E2E_ADMIN, next);
}

/**
 * Calls the admin API with the page's session (sign in first): reads the CSRF token from the
 * session answer, then sends the request. Returns the status and JSON body.
 */
export async function adminApi(page: Page, method: string, path: string, json?: unknown): Promise<{ status: number; body: unknown }> {
  const session = await page.request.get("/api/v1/admin/session");
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const response = await page.request.fetch(`/api/v1/admin/${path}`, {
    method,
    headers: { "x-csrf-token": csrfToken, ...(json !== undefined && { "content-type": "application/json" }) },
    ...(json !== undefined && { data: JSON.stringify(json) }),
  });
  const text = await response.text();
  return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : null };
}
