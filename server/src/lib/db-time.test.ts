import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client.ts";
import { createTestDatabase, testDatabaseKinds } from "../test/helper.ts";
import { withDatabaseTime } from "./db-time.ts";

/** A page's Server-Timing `db` (decision 048) counts the queries it ran, on either database. */
describe.each(testDatabaseKinds)("database time on %s", (kind) => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createTestDatabase(kind);
  });
  afterAll(() => connection.close());

  it("counts a query made outside a transaction and one made in it", async () => {
    const plain = await withDatabaseTime(async () => {
      await connection.db.execute(sql`select pg_sleep(0.03)`);
    });
    expect(plain.databaseMs).toBeGreaterThanOrEqual(25);
    const inTransaction = await withDatabaseTime(async () => {
      await connection.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.03)`);
      });
    });
    expect(inTransaction.databaseMs).toBeGreaterThanOrEqual(25);
  });

  it("counts nothing for work it does not measure, and each query once", async () => {
    const started = performance.now();
    const { databaseMs } = await withDatabaseTime(async () => {
      await connection.db.execute(sql`select pg_sleep(0.03)`);
    });
    expect(databaseMs).toBeLessThanOrEqual(performance.now() - started + 1);
  });
});
