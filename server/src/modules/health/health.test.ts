import { sql } from "drizzle-orm";
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

describe.each(testDatabaseKinds)("live and ready on %s", (kind) => {
  it("live answers while the process runs; ready while the database, its migrations and the instance are fit", async () => {
    const t = await buildTestApp(kind);
    try {
      const live = await t.app.inject({ url: "/api/v1/health/live" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
      expect(live.headers["cache-control"]).toBe("no-store");
      const ready = await t.app.inject({ url: "/api/v1/health/ready" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", database: kind });

      // Shutting down: not ready, so the load balancer drains it, while the old check still answers.
      t.app.instanceState.beginShutdown();
      const leaving = await t.app.inject({ url: "/api/v1/health/ready" });
      expect(leaving.statusCode).toBe(503);
      expect(leaving.headers["retry-after"]).toBe("5");
      expect(leaving.json()).toEqual({ message: "Not ready: the instance is shutting down.", reasons: ["shutting_down"] });
      expect((await t.app.inject({ url: "/api/v1/health/live" })).statusCode).toBe(200);
      expect((await t.app.inject({ url: "/api/v1/health" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("ready says so when the database lacks a migration this version carries", async () => {
    const t = await buildTestApp(kind, {
      setup: async (db) => {
        await db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      },
    });
    try {
      const ready = await t.app.inject({ url: "/api/v1/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: "Not ready: the database lacks this version's migrations.", reasons: ["migrations"] });
    } finally {
      await t.close();
    }
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
      const ready = await t.app.inject({ url: "/api/v1/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: "Not ready: the database is not reachable.", reasons: ["database"] });
      expect((await t.app.inject({ url: "/api/v1/health/live" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
