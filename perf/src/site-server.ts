import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { fileURLToPath } from "node:url";
import { once } from "node:events";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const reportsDir = fileURLToPath(new URL("../../docs/performance/", import.meta.url));
const serverBuild = fileURLToPath(new URL("../../web/build/server/index.js", import.meta.url));

export type RunningServer = { origin: string; child: ChildProcess; stop: () => Promise<void> };

export type StartOptions = {
  port: number;
  /** A PostgreSQL URL; unset means PGlite in a fresh data folder under perf/.data/<port>. */
  databaseUrl?: string;
  /** Extra environment for the server (e.g. TRUST_PROXY for the bench). */
  env?: Record<string, string>;
};

/** Refuses to measure a stale or missing site: `npm run lighthouse` and `npm run bench` build first. */
export function requireBuild(): void {
  if (!existsSync(serverBuild)) throw new Error("The site is not built: run `npm run build` (the root `npm run lighthouse` and `npm run bench` do it).");
}

/**
 * The production server (`server/src/main.ts`, exactly what `npm start` runs) on its own port and a
 * fresh database, which it migrates and seeds itself. Resolves once `/api/v1/health` answers.
 */
export async function startSite({ port, databaseUrl, env = {} }: StartOptions): Promise<RunningServer> {
  requireBuild();
  const dataDir = fileURLToPath(new URL(`../.data/${port}`, import.meta.url));
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      LOG_LEVEL: "warn",
      // No load balancer to drain from: stop at once when the measurement ends.
      SHUTDOWN_GRACE_SECONDS: "0",
      // On PostgreSQL production needs what a real shop sets (docs/operations.md, Running on PostgreSQL); the
      // measurements run on the demo data with the test gateway, said out loud.
      ...(databaseUrl && {
        SEED_DEMO: "true",
        PAYMENT_GATEWAY: "test",
        SITE_URL: `http://127.0.0.1:${port}`,
        TRACKING_SECRET: "perf-tracking-secret-not-for-a-shop",
      }),
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = once(child, "exit");
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited with code ${child.exitCode} before it answered`);
    try {
      const response = await fetch(`${origin}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`The server on port ${port} did not answer within 2 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** What the figures were measured on, for the reports. */
export function machine() {
  const cpu = cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown"}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage1m: Number(loadavg()[0]?.toFixed(2)),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A Markdown table from a header row and rows of cells. */
export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
