import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { E2E_ADMIN, adminApi, signIn, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe("staff console: signing in", () => {
  test("nothing of the console without a session: pages go to sign-in, the API answers 401", async ({ page, request }) => {
    for (const path of ["/api/v1/admin/session", "/api/v1/admin/dashboard", "/api/v1/admin/staff", "/api/v1/admin/anything-else"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(401);
      expect(await response.json()).toEqual({ message: "Please sign in" });
    }
    expect((await request.post("/api/v1/admin/staff", { data: {} })).status()).toBe(401);

    // The server's HTML of a console page holds only the loading fallback, marked noindex.
    const html = await request.get("/admin/staff");
    expect(html.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const body = await html.text();
    expect(body).toContain('name="robots" content="noindex, nofollow"');
    expect(body).not.toContain(E2E_ADMIN.email);

    await page.goto("/admin/staff");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fstaff$/);
    await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
    // No public header or footer around the console.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("shoppers never download the console's code", async ({ page, browser }) => {
    type Manifest = { routes: Record<string, { module: string; imports?: string[]; css?: string[] }> };
    const consoleFiles = async (p: Page) =>
      p.evaluate(() => {
        const manifest = (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest;
        // The console's route modules, and the chunks of its shared pieces (components/admin, lib/admin-api).
        const consolePiece = /\/(admin|console-shell|data-table|filter-bar|pager|confirm-button|status-badge|layout|dashboard|sign-in)[-.][^/]*$/;
        return Object.entries(manifest.routes)
          .filter(([id]) => id.startsWith("routes/admin/"))
          .flatMap(([, route]) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])].filter((file, n) => n === 0 || consolePiece.test(file)))
          .map((file) => new URL(file, location.href).pathname);
      });
    // The console's own files, as a signed-in admin's browser knows them.
    await signInAsAdmin(page);
    const files = await consoleFiles(page);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/\/layout-[\w-]+\.js$/), expect.stringMatching(/\/admin-api-[\w-]+\.js$/)]));

    // A shopper's browser: the shop and a product page, with a client-side navigation between them.
    const shopper = await (await browser.newContext()).newPage();
    const fetched: string[] = [];
    shopper.on("request", (req) => fetched.push(new URL(req.url()).pathname));
    await shopper.goto("/shop-online");
    await expect(shopper.locator("html[data-hydrated=true]")).toBeAttached();
    await shopper.goto("/");
    await expect(shopper.locator("html[data-hydrated=true]")).toBeAttached();
    expect(fetched.some((path) => path.endsWith(".js"))).toBe(true);
    for (const file of files) expect(fetched).not.toContain(file);
    const known = await shopper.evaluate(() => Object.keys((window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest.routes));
    expect(known.filter((id) => id.startsWith("routes/admin/"))).toEqual([]);
    await shopper.context().close();
  });

  test("a wrong password is refused with a clear message; the admin then signs in and sees the dashboard", async ({ page }) => {
    await page.goto("/admin/sign-in");
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await expectNoAxeViolations(page);

    // Empty fields are caught in the form.
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("E-mail is required")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toBeFocused();

    // An unknown account (not the admin's: its failures would throttle the other tests' sign-ins).
    await page.getByLabel("E-mail").fill(`nobody-${unique()}@urjavolt.test`);
    await page.getByLabel("Password").fill("Not-the-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The e-mail or password is not correct");
    await expect(page.getByLabel("Password")).toHaveValue("");

    await page.getByLabel("E-mail").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText("Administrator (Admin)")).toBeVisible();
    for (const label of ["Open complaints", "Open enquiries", "Pending warranties"]) {
      await expect(page.getByRole("list", { name: "Needs attention" }).getByRole("link", { name: new RegExp(label) })).toBeVisible();
    }
    // The demo data's pending registration is counted, and the card leads to the pending list.
    const pending = page.getByRole("link", { name: /Pending warranties/ });
    await expect(pending).toHaveAttribute("href", "/admin/warranties?status=pending");
    expect(Number(await pending.locator("span").nth(1).textContent())).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole("link", { name: /Open complaints/ })).toHaveAttribute("href", "/admin/inbox?type=complaint&status=open");
    await expect(page.getByRole("list", { name: "Today" }).getByRole("link", { name: /Paid orders/ })).toHaveAttribute("href", "/admin/orders?status=paid");
    await expect(page).toHaveTitle(/Dashboard/);
    // The demo runs on the test gateway with the demo data: the console says so before anything else.
    const readiness = page.getByRole("region", { name: "Before you can sell" });
    await expect(readiness).toBeVisible();
    await expect(readiness.getByRole("listitem").filter({ hasText: "Payments go through the test gateway, which takes no money" })).toBeVisible();
    await expect(readiness.getByRole("listitem").filter({ hasText: /^The demo data is in the shop: 34 products/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard: the skip link comes first and moves focus to the page.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();

    // An unknown console path is said inside the console.
    await page.goto("/admin/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

    // The session cookie is HttpOnly and SameSite=Strict.
    const cookie = (await page.context().cookies()).find((c) => c.name === "uv_staff");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    // So is the known-device cookie, which only the sign-in request carries (decision 013).
    const device = (await page.context().cookies()).find((c) => c.name === "uv_staff_device");
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/v1/admin/session" });
    expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(170 * 86_400_000);
  });

  test("a complaint a customer just sent shows on the dashboard's counts", async ({ page }) => {
    await signInAsAdmin(page);
    const before = Number(await page.getByRole("link", { name: /Open complaints/ }).locator("span").nth(1).textContent());
    const response = await page.request.post("/api/v1/submitcomplaint", {
      data: {
        name: "Dashboard Test",
        email: "dash@example.com",
        mobile: "9876543210",
        product: "48V_100Ah",
        serialno: "UV-DASH-1",
        pincode: "140401",
        message: "The battery does not charge.",
        service_issue: "Battery not charging",
      },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    await page.reload();
    await expect(page.getByRole("link", { name: /Open complaints/ }).locator("span").nth(1)).toHaveText(String(before + 1));
  });

  test("an admin adds a support user, who cannot open staff accounts; then both sign out", async ({ page, browser }) => {
    // Many pages, each with axe or a fresh sign-in: on a busy 2-core machine with two workers, past 30 s.
    test.slow();
    await signInAsAdmin(page, "/admin/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Staff accounts" })).toContainText(E2E_ADMIN.email);

    const email = `support-${unique()}@urjavolt.test`;
    const password = "Support-Pa55-word";
    const form = page.getByRole("region", { name: "Add a staff member" });
    // A weak password is refused in the form.
    await form.getByLabel("Name").fill("Sunita Support");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Role").selectOption("support");
    await form.getByLabel("Password").fill("short");
    await form.getByRole("button", { name: "Add staff member" }).click();
    await expect(form.getByText(/Use at least 12 characters/)).toBeVisible();
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Add staff member" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Created Sunita Support (Support)" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByRole("combobox", { name: "Role of Sunita Support" })).toHaveValue("support");
    await expectNoAxeViolations(page);

    // The support user, in their own browser.
    const supportContext = await browser.newContext();
    const support = await supportContext.newPage();
    await signIn(support, { email, password });
    await expect(support.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Inbox" })).toBeVisible();
    await expect(support.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Staff" })).toHaveCount(0);
    await support.goto("/admin/staff");
    await expect(support.getByText("You do not have access to this")).toBeVisible();
    await expect(support.getByRole("table", { name: "Staff accounts" })).toHaveCount(0);
    expect((await adminApi(support, "GET", "staff")).status).toBe(403);
    expect((await adminApi(support, "POST", "staff", { email: "x@urjavolt.test", name: "X", role: "admin", password })).status).toBe(403);

    // The admin deactivates the account: the support user is signed out at once.
    await row.getByRole("button", { name: "Deactivate Sunita Support" }).click();
    const dialog = page.getByRole("dialog", { name: "Deactivate Sunita Support?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Deactivate" }).click();
    await expect(row.getByText("Inactive")).toBeVisible();
    expect((await support.request.get("/api/v1/admin/session")).status()).toBe(401);
    await support.goto("/admin");
    await expect(support).toHaveURL(/\/admin\/sign-in/);
    await supportContext.close();

    // Sign out: back to sign-in, and the console is closed again.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signedOut=1$/);
    await expect(page.getByRole("status")).toHaveText("You have signed out.");
    expect((await page.request.get("/api/v1/admin/dashboard")).status()).toBe(401);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });

  test("on a phone the console's menu opens and closes, and leads to a section @mobile", async ({ page }) => {
    await signInAsAdmin(page);
    const nav = page.getByRole("navigation", { name: "Console" });
    const menu = page.getByRole("button", { name: "Menu" });
    if ((page.viewportSize()?.width ?? 0) > 800) {
      // Wide screens: the nav is a side column, always there; no menu button.
      await expect(nav).toBeVisible();
      await expect(menu).toBeHidden();
      return;
    }
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await expectNoAxeViolations(page);
    await nav.getByRole("link", { name: "Staff" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
    await expect(nav).toBeHidden();
    // The table's rows stack as cards: no sideways scrolling.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
