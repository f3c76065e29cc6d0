import { defineConfig, devices } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { E2E_ADMIN } from "./tests/admin-helpers.ts";
import { E2E_TRACKING_SECRET } from "./tests/tracking-helpers.ts";
import { E2E_SMTP_PORT, E2E_TEXT_GATEWAY, E2E_TEXT_GATEWAY_KEY } from "./tests/mailbox.ts";
import { textEvents } from "@urjavolt/contract/messages";
import { E2E_TEST_GATEWAY_KEY_SECRET, E2E_TEST_GATEWAY_WEBHOOK_SECRET } from "./tests/test-gateway.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
// A fresh data folder per port, so runs on different ports (E2E_PORT) never share a database.
const dataDir = fileURLToPath(new URL(`./.data/${port}`, import.meta.url));

/** Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

/**
 * The specs that change what other specs read: they buy (stock, reservations), edit the catalogue's
 * prices, moderate reviews and hide the EMI plans. They run in the "shop state" projects, one test at a time and only
 * after every other test has finished, so a parallel test never sees their changes half-way; the
 * other specs make their own records (warranties, enquiries, reviews on a product only they write).
 * They share the one server and database with the rest on purpose: the tests find their e-mails in
 * the one mail sink by order numbers and references, which one database never repeats.
 */
const changesShopState = ["admin-catalogue.spec.ts", "admin-orders.spec.ts", "checkout.spec.ts", "track-order.spec.ts", "emi.spec.ts", "accounts.spec.ts", "account-units.spec.ts", "account-rights.spec.ts"];
const mobile = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, launchOptions: chromium };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium };

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A retry shows whether a failure repeats, but a test that passes only on its retry still fails CI.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A test's time limit catches a hang, not slowness (speed is measured by `npm run bench` and
  // `npm run lighthouse`). CI's 2-core machine runs two browsers, the server and the runner at once,
  // and has taken two to three times as long over the same tests as a quiet machine of its kind.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: desktop, testIgnore: changesShopState },
    { name: "mobile", use: mobile, grep: /@mobile/, testIgnore: changesShopState },
    { name: "shop state, desktop", use: desktop, testMatch: changesShopState, fullyParallel: false, workers: 1, dependencies: ["desktop", "mobile"] },
    {
      name: "shop state, mobile",
      use: mobile,
      grep: /@mobile/,
      testMatch: changesShopState,
      fullyParallel: false,
      workers: 1,
      dependencies: ["shop state, desktop"],
    },
  ],
  webServer: [
    // A real SMTP server that keeps what the site sends, for the tests to read.
    {
      command: `npx tsx e2e/mail-sink/sink.ts ${E2E_SMTP_PORT} ${E2E_SMTP_PORT + 1} ${E2E_TEXT_GATEWAY_KEY}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${E2E_SMTP_PORT + 1}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The production build served by the real server on a fresh database (a new PGlite data folder).
    {
      command: `rm -rf "${dataDir}" && npx tsx server/src/main.ts`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        TRACKING_SECRET: E2E_TRACKING_SECRET,
        // Production refuses the README's defaults: the tests sign test payments with these.
        TEST_GATEWAY_KEY_SECRET: E2E_TEST_GATEWAY_KEY_SECRET,
        TEST_GATEWAY_WEBHOOK_SECRET: E2E_TEST_GATEWAY_WEBHOOK_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        STAFF_NOTIFY_EMAIL: "staff@urjavolt.example",
        // The SMS and WhatsApp gateways, stood in for at their HTTP boundary by the mail sink (decision 054):
        // http to this machine, which production allows, and a template registered for every event.
        SMS_API_URL: `${E2E_TEXT_GATEWAY}/sms`,
        SMS_API_KEY: E2E_TEXT_GATEWAY_KEY,
        SMS_SENDER_ID: "URJAVT",
        SMS_DLT_ENTITY_ID: "1201160000000000000",
        SMS_DLT_TEMPLATE_IDS: textEvents.map((event, index) => `${event}=12071600000000000${10 + index}`).join(","),
        WHATSAPP_API_URL: `${E2E_TEXT_GATEWAY}/whatsapp`,
        WHATSAPP_API_KEY: E2E_TEXT_GATEWAY_KEY,
        WHATSAPP_TEMPLATE_NAMES: textEvents.map((event) => `${event}=${event.replaceAll("-", "_")}_v1`).join(","),
        SITE_URL: `http://127.0.0.1:${port}`,
        // The tests' browsers reach the server directly. A test that stands for a visitor of its own
        // says so with X-Forwarded-For (visitorAddress in tests/fixtures.ts), so the forms' limits
        // per address (decision 006) count it apart from the rest of the suite.
        TRUST_PROXY: "127.0.0.1",
      },
    },
  ],
});
