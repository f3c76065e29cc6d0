import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { type Config, type ServerSecretName, type StartupConfig, storedSecretNames, withStoredSecrets } from "../config.ts";
import type { Database } from "./client.ts";
import { serverSecrets } from "./schema/server-secrets.ts";

/**
 * The stored secrets of these names, generated (32 random bytes, hex) the first time each is asked
 * for. Insert-if-absent, then read: two instances starting together agree on one value.
 */
export async function ensureServerSecrets(db: Database, names: readonly ServerSecretName[]): Promise<Partial<Record<ServerSecretName, string>>> {
  if (names.length === 0) return {};
  await db
    .insert(serverSecrets)
    .values(names.map((name) => ({ name, value: randomBytes(32).toString("hex") })))
    .onConflictDoNothing({ target: serverSecrets.name });
  const rows = await db.select({ name: serverSecrets.name, value: serverSecrets.value }).from(serverSecrets).where(inArray(serverSecrets.name, [...names]));
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** The start-up config with the secrets it left to the database filled in. */
export async function settleConfig(db: Database, config: StartupConfig): Promise<Config> {
  return withStoredSecrets(config, await ensureServerSecrets(db, storedSecretNames(config)));
}
