import { describe, expect, it } from "vitest";
import { buildTestApp, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

describe.each(testDatabaseKinds)("GET /api/v1/health on %s", (kind) => {
  const t = useTestApp(kind);

  it("answers ok after a real query", async () => {
    const response = await t.app.inject({ url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: kind });
  });
});

describe("GET /api/v1/health without a database", () => {
  it("answers 503 with the error envelope", async () => {
    const t = await buildTestApp("pglite");
    await t.database.close();
    try {
      const response = await t.app.inject({ url: "/api/v1/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: "The database is not reachable." });
    } finally {
      await t.close();
    }
  });
});
