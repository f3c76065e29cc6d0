import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "contract", root: "contract", include: ["src/**/*.test.ts"], environment: "node" } },
      { test: { name: "perf", root: "perf", include: ["src/**/*.test.ts"], environment: "node" } },
      { test: { name: "docs", root: "docs", include: ["tools/**/*.test.ts"], environment: "node" } },
      { test: { name: "server", root: "server", include: ["src/**/*.test.ts"], globalSetup: ["./src/test/global-setup.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        esbuild: { jsx: "automatic" },
        test: { name: "web", root: "web", include: ["app/**/*.test.{ts,tsx}"], environment: "jsdom", setupFiles: ["./test/setup.ts"] },
      },
    ],
  },
});
