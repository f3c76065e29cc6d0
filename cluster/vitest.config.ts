import { defineConfig } from "vitest/config";

/**
 * The cluster test (npm run test:cluster): nginx in front of three instances of the built server on
 * one PostgreSQL database and Redis. Its own config, outside the root's projects, so `npm run
 * test:unit` never runs it. One file, one cluster, its tests in order: some stop instances.
 */
export default defineConfig({
  test: {
    name: "cluster",
    root: import.meta.dirname,
    include: ["*.test.ts"],
    environment: "node",
    globalSetup: ["./global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
