import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client.ts";
import { numberCounters } from "../db/schema/counters.ts";
import { createTestDatabase, testDatabaseKinds } from "../test/helper.ts";
import { nextLooseNumber, nextNumber } from "./counters.ts";

describe.each(testDatabaseKinds)("numbering on %s", (kind) => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("carries a loose series on from its counter, per period, and skips the number of a rolled-back caller", async () => {
    const { db } = database;
    await db.insert(numberCounters).values({ series: "receipt", period: "2026", lastNumber: 41 });
    expect(await nextLooseNumber(db, "receipt", "2026")).toBe(42);
    expect(await nextLooseNumber(db, "receipt", "2026")).toBe(43);
    expect(await nextLooseNumber(db, "receipt", "2027")).toBe(1);
    expect(await nextLooseNumber(db, "receipt-test", "2026")).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        expect(await nextLooseNumber(tx, "receipt", "2026")).toBe(44);
        throw new Error("payment rolled back");
      }),
    ).rejects.toThrow("payment rolled back");
    expect(await nextLooseNumber(db, "receipt", "2026")).toBe(45);
  });

  it("gives a gapless series its number back when the caller rolls back", async () => {
    const { db } = database;
    expect(await nextNumber(db, "invoice", "2026-27")).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        expect(await nextNumber(tx, "invoice", "2026-27")).toBe(2);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await nextNumber(db, "invoice", "2026-27")).toBe(2);
  });

  it.runIf(kind === "postgres")("never makes a caller wait for another's open transaction to take a loose number", async () => {
    const { db } = database;
    // The series' sequence exists (its first use makes it, and that one waits for the maker's commit).
    await nextLooseNumber(db, "order", "2026");
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let taken!: (value: number) => void;
    const first = new Promise<number>((resolve) => (taken = resolve));
    const open = db.transaction(async (tx) => {
      taken(await nextLooseNumber(tx, "order", "2026"));
      await holding;
    });
    try {
      const a = await first;
      // The first transaction is still open: a second caller gets the next number at once.
      const b = await Promise.race([nextLooseNumber(db, "order", "2026"), new Promise<number>((_, reject) => setTimeout(() => reject(new Error("waited")), 2_000))]);
      expect(b).toBe(a + 1);
    } finally {
      release();
      await open;
    }
  });
});
