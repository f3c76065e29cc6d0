import { site } from "@urjavolt/contract/site";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import { StartupError } from "../startup-error.ts";

/** A lock not refreshed for this long belongs to a process that died; it is then taken over. */
const STALE_MS = 10_000;
const UPDATE_MS = 3_000;

/** Data folders this process holds: a second open in the same process must be refused too. */
const heldHere = new Set<string>();

type Owner = { pid: number; hostname: string };

export type DataDirLockOptions = {
  /** Called if the lock is lost while running (the folder was removed, the machine slept too long). */
  onCompromised?: (error: Error) => void;
  /** Called when a lock left behind (by a crash, most likely) is being waited out. */
  onWaiting?: (message: string) => void;
};

/**
 * Takes the data folder for this process: PGlite allows one process per folder and two would
 * corrupt it. A live holder is refused at once; a lock left by a crashed process is waited out
 * (at most STALE_MS) and then taken over. Returns the function that releases the lock.
 */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockfilePath = join(dataDir, "server.lock");
  const ownerPath = join(dataDir, "server.owner.json");
  const lockOptions = {
    lockfilePath,
    realpath: false,
    stale: STALE_MS,
    update: UPDATE_MS,
    onCompromised: options.onCompromised ?? (() => {}),
  };
  const refused = () =>
    new StartupError(
      `Another ${site.brand} server is already using the data folder ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );

  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { ...lockOptions, retries: 0 });
  } catch (error) {
    if (!isLocked(error)) throw error;
    if (heldHere.has(dataDir) || (await ownerIsAlive(ownerPath))) throw refused();
    // The holder is gone (or unknowable): its lock stops being refreshed and turns stale.
    options.onWaiting?.(`The data folder ${dataDir} is still locked, probably by a server that stopped abruptly; waiting up to ${STALE_MS / 1000} seconds for the lock to expire.`);
    try {
      release = await lockfile.lock(dataDir, {
        ...lockOptions,
        retries: { retries: Math.ceil(STALE_MS / 1000) + 2, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      });
    } catch (retryError) {
      if (isLocked(retryError)) throw refused();
      throw retryError;
    }
  }

  heldHere.add(dataDir);
  const owner: Owner = { pid: process.pid, hostname: hostname() };
  await writeFile(ownerPath, JSON.stringify(owner));
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    heldHere.delete(dataDir);
    await rm(ownerPath, { force: true });
    await release();
  };
}

function isLocked(error: unknown): boolean {
  return (error as { code?: unknown }).code === "ELOCKED";
}

async function ownerIsAlive(ownerPath: string): Promise<boolean> {
  let owner: Owner;
  try {
    owner = JSON.parse(await readFile(ownerPath, "utf8")) as Owner;
  } catch {
    return false;
  }
  // Another machine (a shared disk) cannot be asked; our own pid means a previous life of this
  // process id (a container restarted as pid 1), since this process holds nothing here.
  if (owner.hostname !== hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
