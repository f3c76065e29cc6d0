import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { promotions } from "./schema/promotions.ts";
import { seedIfEmpty } from "./seed.ts";

describe("PGlite in a data folder", () => {
  const folders: string[] = [];
  const tempFolder = async () => {
    const folder = await mkdtemp(join(tmpdir(), "urjavolt-data-"));
    folders.push(folder);
    return folder;
  };
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("refuses a second server on the same folder, and opens again after the first closed", async () => {
    // Parent folders that do not exist yet are created (PGlite would not).
    const dataDir = join(await tempFolder(), "deep", "data");
    const first = await openDatabase({ kind: "pglite", dataDir }, { setup: (db) => seedIfEmpty(db).then(() => {}) });
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
      `Another UrjaVolt server is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    await first.close();
    await first.close(); // closing twice is harmless

    const again = await openDatabase({ kind: "pglite", dataDir });
    try {
      // The data survived the restart, so the seed does not run again.
      expect(await again.db.$count(promotions)).toBe(2);
      expect(await seedIfEmpty(again.db)).toBe(false);
    } finally {
      await again.close();
    }
  });
});
