import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { storedFiles } from "../db/schema/files.ts";

/** A file ready to keep: its bytes and the type found in them. */
export type NewStoredFile = { purpose: string; contentType: string; originalName: string; data: Buffer };
export type StoredFile = NewStoredFile & { id: number; size: number; sha256: string; createdAt: Date };

/**
 * The small storage interface uploads go through. Files live in the database, so a record and its
 * file are written in one transaction (pass the transaction as `db`); nothing serves them to visitors.
 */
export type FileStore = {
  save(db: Database, file: NewStoredFile): Promise<number>;
  read(db: Database, id: number): Promise<StoredFile | undefined>;
  /** The bytes the files with these ids take, added up (0 for none). */
  totalSize(db: Database, ids: readonly number[]): Promise<number>;
};

/** Kept for staff only: control characters and path separators become "_". */
function safeName(name: string): string {
  const cleaned = [...name].map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || c === "/" || c === "\\" ? "_" : c)).join("");
  return cleaned.slice(0, 200) || "file";
}

export const databaseFileStore: FileStore = {
  async save(db, file) {
    const [row] = await db
      .insert(storedFiles)
      .values({
        purpose: file.purpose,
        contentType: file.contentType,
        originalName: safeName(file.originalName),
        size: file.data.length,
        sha256: createHash("sha256").update(file.data).digest("hex"),
        data: file.data,
      })
      .returning({ id: storedFiles.id });
    if (!row) throw new Error("The file was not stored");
    return row.id;
  },
  async read(db, id) {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
    return row ?? undefined;
  },
  async totalSize(db, ids) {
    if (ids.length === 0) return 0;
    const [row] = await db
      .select({ bytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::bigint`.mapWith(Number) })
      .from(storedFiles)
      .where(inArray(storedFiles.id, [...ids]));
    return row?.bytes ?? 0;
  },
};
