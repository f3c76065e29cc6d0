/**
 * The README's two pictures, taken again from the running product:
 *
 *   npm run build && npm run docs:screenshots
 *
 * Starts the built server (exactly what `npm start` runs, without building) on a fresh PGlite data
 * folder with the demo data, takes the shop at 1280 × 800 in Debian's Chromium, signs in to the
 * staff console as a first admin made for the run, takes its dashboard, writes both to
 * docs/images/ and stops the server. Nothing is downloaded.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type Page, chromium } from "playwright-core";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const imagesDir = fileURLToPath(new URL("../images/", import.meta.url));
const port = Number(process.env.SCREENSHOTS_PORT ?? 3118);
const origin = `http://127.0.0.1:${port}`;
const viewport = { width: 1280, height: 800 };
/** Debian's Chromium with the flags of e2e/playwright.config.ts, which keep it off the network. */
const browserOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

async function startServer(dataDir: string, admin: { email: string; password: string }): Promise<ChildProcess> {
  if (!existsSync(join(repoRoot, "web", "build", "server", "index.js"))) {
    throw new Error("The site is not built: run `npm run build` first (this script builds nothing itself).");
  }
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      SHUTDOWN_GRACE_SECONDS: "0",
      SITE_URL: origin,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    const ready = await fetch(`${origin}/api/v1/health/ready`).then((response) => response.ok, () => false);
    if (ready) return child;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("The server was not ready within 2 minutes");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Waits until React has taken over the page and its images and fonts have arrived. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Lazy images off the screen (below the fold, a carousel's other slides) never load; those on it must have.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth && image.checkVisibility();
      return image.complete || !onScreen;
    }),
  );
  await page.evaluate(() => document.fonts.ready);
}

async function capture(page: Page, name: string): Promise<void> {
  const path = join(imagesDir, name);
  await page.screenshot({ path, animations: "disabled", caret: "hide" });
  console.log(`Wrote ${relative(repoRoot, path)} (${Math.round(statSync(path).size / 1024)} KB)`);
}

const dataDir = mkdtempSync(join(tmpdir(), "urjavolt-screenshots-"));
const admin = { email: "screenshots@urjavolt.example", password: `Docs-${randomBytes(12).toString("hex")}-7` };
const server = await startServer(dataDir, admin);
try {
  const browser = await chromium.launch(browserOptions);
  try {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const page = await context.newPage();

    await page.goto(`${origin}/shop-online`);
    await settled(page);
    await capture(page, "shop.png");

    await page.goto(`${origin}/admin/sign-in`);
    await settled(page);
    await page.getByLabel("E-mail").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.getByRole("heading", { name: "Before you can sell" }).waitFor();
    await settled(page);
    await capture(page, "console.png");
  } finally {
    await browser.close();
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
