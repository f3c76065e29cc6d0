import { expect, test } from "./fixtures.ts";
import { siteRoutes } from "./site-routes";
import { expectNoAxeViolations } from "./axe.ts";

for (const { path, heading } of siteRoutes) {
  test.describe(path, () => {
    test("is rendered on the server with its heading, title and description", async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
      expect(h1, "the HTML carries an <h1> without JavaScript").not.toBeNull();
      expect(h1![1]!.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'")).toMatch(heading);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    });

    test("hydrates without errors and has no axe violations @mobile", async ({ page }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        // There is no internet here: OpenStreetMap tiles fail, and the maps remove themselves.
        if (message.text().startsWith("Failed to load resource") && message.location().url.includes("tile.openstreetmap.org")) return;
        if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      // Without motion nothing fades in or out, so axe sees every section at full strength rather
      // than half-way through a scroll reveal (the reveals have their own tests).
      await page.emulateMedia({ reducedMotion: "reduce" });
      // No tile ever loads, so every map removes itself (the map pages' own tests draw them); axe
      // looks once it has, never half-way, when a map's pins are drawn over a blank first view.
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await page.waitForLoadState("networkidle");
      await expect(page.locator(".leaflet-container")).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  });
}

test.describe("an unknown path", () => {
  test("answers 404 with a helpful page", async ({ page, request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page Not Found");

    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /home/i }).first()).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: /shop/i }).first()).toHaveAttribute("href", "/shop-online");
    await expect(main.getByRole("link", { name: /support/i }).first()).toHaveAttribute("href", "/customer-support");
    await expectNoAxeViolations(page);
  });

  test("under the API answers 404 JSON for any method", async ({ request }) => {
    for (const response of [await request.get("/api/v1/nothing-here"), await request.post("/api/v1/nothing-here", { data: {} })]) {
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});
