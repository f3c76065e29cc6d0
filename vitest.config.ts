import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { linguiMacro } from "./web/lingui-macro.ts";

export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to its main process, which on CI's 2-core
    // machine means one test file at a time; the main process does little once the files are
    // transformed, and the API tests spend much of their time waiting on PostgreSQL, Redis and SMTP.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: "i18n", root: "i18n", include: ["src/**/*.test.ts"], environment: "node" } },
      { test: { name: "contract", root: "contract", include: ["src/**/*.test.ts"], environment: "node" } },
      { test: { name: "perf", root: "perf", include: ["src/**/*.test.ts"], environment: "node" } },
      { test: { name: "docs", root: "docs", include: ["tools/**/*.test.ts"], environment: "node" } },
      { test: { name: "server", root: "server", include: ["src/**/*.test.ts"], globalSetup: ["./src/test/global-setup.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        esbuild: { jsx: "automatic" },
        plugins: [linguiMacro()],
        test: { name: "web", root: "web", include: ["app/**/*.test.{ts,tsx}"], environment: "jsdom", setupFiles: ["./test/setup.ts"] },
      },
    ],
  },
});
