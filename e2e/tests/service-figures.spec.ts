import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { adminApi, signIn, signInAsAdmin } from "./admin-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

test.describe("service figures in the console", () => {
  test("the figures page draws its charts from the tickets, with their numbers and CSV downloads @mobile", async ({ page }, testInfo) => {
    // Three calls about one unit: a repeat complaint the figures must name, with its count.
    const serial = `UV-FIG-${unique()}`;
    await signInAsAdmin(page, "/admin/service");
    const ids: number[] = [];
    for (const [issue, description] of [
      ["product_issue", "The inverter shuts down when the fridge starts."],
      ["product_issue", "The same shutdown again after the repair."],
      ["warranty_issue", "Asks whether the replaced card is under warranty."],
    ]) {
      const opened = await adminApi(page, "POST", "service/tickets", {
        name: "Manpreet Gill",
        mobile: "9814012345",
        pincode: "140401",
        product: "7500VA",
        serialno: serial,
        issue,
        description,
        priority: "high",
      });
      expect(opened.status).toBe(201);
      ids.push((opened.body as { id: number }).id);
    }
    // The first is worked and resolved: a first-time fix so far.
    for (const status of ["acknowledged", "diagnosing", "resolved"]) {
      expect((await adminApi(page, "POST", `service/tickets/${ids[0]}/status`, { status })).status).toBe(200);
    }

    // The service desk leads to the figures.
    await page.reload();
    await page.getByRole("link", { name: "Figures" }).click();
    await expect(page).toHaveURL(/\/admin\/service\/figures$/);
    await expect(page.getByRole("heading", { level: 1, name: "Service figures" })).toBeVisible();
    await expect(page.getByText(/^The last 12 weeks: from \d{1,2} \w{3} \d{4} to/)).toBeVisible();
    for (const name of ["Open tickets now", "Deadlines met", "Fixed first time", "Repeat complaints", "Products and faults"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }

    // Every chart is drawn, named with its numbers; the unit's three tickets are among the repeat complaints.
    const open = page.getByRole("region", { name: "Open tickets now" });
    await expect(open.getByRole("img", { name: /^Open tickets by status: New \d+, Acknowledged \d+/ })).toBeVisible();
    await expect(open.getByRole("img", { name: /^Open tickets by time since opened: Under 1 day [1-9]\d*,/ })).toBeVisible();
    // A deadline counts once it has passed: on a fresh desk none may have yet, and the chart says so in its place.
    const deadlines = page.getByRole("region", { name: "Deadlines met" });
    await expect(
      deadlines
        .getByRole("img", { name: /^Deadlines met by week, .* in time overall/ })
        .or(deadlines.getByText("No response or resolution fell due in these weeks.", { exact: true }))
        .first(),
    ).toBeVisible();
    // The ticket resolved above is this week's first-time fix (so far).
    await expect(page.getByRole("img", { name: /^Fixed first time by week, .*: \d+\.\d% overall/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Tickets by product: .*7500VA Inverter [3-9]/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Tickets by fault: / })).toBeVisible();
    const repeats = page.getByRole("region", { name: "Repeat complaints" });
    // The chart shows the ten units with most tickets; others' tests may have more, so the table is where this one is sure to be.
    await repeats.getByText("Numbers behind the chart: serial numbers with repeat complaints").click();
    const row = repeats.getByRole("row").filter({ hasText: serial });
    await expect(row).toContainText("7500VA Inverter");
    await expect(row.getByRole("cell").nth(1)).toHaveText("3");
    await expect(row.getByRole("link", { name: serial })).toHaveAttribute("href", `/admin/service?status=all&q=${serial}`);
    await expectNoAxeViolations(page);

    // The table's CSV holds the same row.
    const downloading = page.waitForEvent("download");
    await repeats.getByRole("link", { name: "Download CSV: serial numbers with repeat complaints" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^service-figures-repeat-serials-12-weeks-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.startsWith("\uFEFFSerial number,Tickets,Products,References,First opened,Last opened\r\n")).toBe(true);
    expect(text).toMatch(new RegExp(`\\r\\n${serial},3,7500VA Inverter,SRV-\\d{4}-\\d{6} SRV-\\d{4}-\\d{6} SRV-\\d{4}-\\d{6},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},`));

    // A shorter period is a GET of the page: it can be bookmarked.
    await page.getByRole("combobox", { name: "Period" }).selectOption("4");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/admin\/service\/figures\?weeks=4$/);
    await expect(page.getByText(/^The last 4 weeks: from/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Download CSV: deadlines met by week" })).toHaveAttribute("href", "/api/v1/admin/service/figures.csv?table=sla-by-week&weeks=4");
    await deadlines.getByText("Numbers behind the chart: deadlines met by week").click();
    await expect(deadlines.getByRole("table", { name: "Deadlines met by week" }).getByRole("row")).toHaveCount(5);
    await expectNoAxeViolations(page);

    // Wide tables scroll in their own boxes: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`service-figures-${testInfo.project.name}.png`), fullPage: true });
  });

  test("a period the page does not offer is refused with the choice to make", async ({ page }) => {
    await signInAsAdmin(page, "/admin/service/figures?weeks=5");
    await expect(page.getByRole("heading", { level: 1, name: "Service figures" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Choose a period of 4, 12 or 26 weeks");
    await page.getByRole("combobox", { name: "Period" }).selectOption("26");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByText(/^The last 26 weeks: from/)).toBeVisible();
  });

  test("support staff read the figures as admins do", async ({ page, browser }) => {
    await signInAsAdmin(page, "/admin");
    const email = `figures-${unique().toLowerCase()}@urjavolt.test`;
    const password = "Support-Pa55-word";
    expect((await adminApi(page, "POST", "staff", { email, name: "Simran Support", role: "support", password })).status).toBe(201);

    const context = await browser.newContext();
    const support = await context.newPage();
    await signIn(support, { email, password }, "/admin/service/figures");
    await expect(support.getByRole("heading", { level: 1, name: "Service figures" })).toBeVisible();
    await expect(support.getByRole("img", { name: /^Open tickets by status: / })).toBeVisible();
    await context.close();
  });
});
