import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { ReceivedMail } from "../e2e/mail-sink/sink.ts";

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const deployNginx = join(repoRoot, "deploy", "nginx");

/**
 * The Redis database the cluster's instances keep their rate-limit counters in (REDIS_URL's path):
 * away from the API tests' database 0. Counters are keyed by the customer's address, which is new
 * on every run (http.ts), and expire within a minute, so nothing is flushed.
 */
const CLUSTER_REDIS_DB = 9;

/** Secrets of the cluster's production instances, which refuse the README's defaults. */
export const CLUSTER_ADMIN = { email: "admin@urjavolt.test", password: "Cluster-Console-Pa55word!" } as const;
const TEST_GATEWAY_KEY_SECRET = "cluster-test-gateway-key-secret-7e21";

export type Instance = { index: number; port: number; base: string; child: ChildProcess | undefined };

export type ClusterOptions = {
  databaseUrl: string;
  redisUrl: string;
  nginx: string;
  instances: number;
  /** Settings every instance runs with besides the harness's own (e.g. PAGE_RENDER_CONCURRENCY). */
  env?: Record<string, string>;
};

/**
 * nginx in front of N instances of the built server, as deploy/README.md runs them: one fresh
 * PostgreSQL database, Redis, a local SMTP server (e2e/mail-sink) for their e-mails, and nginx
 * running deploy/nginx/locations.conf from a generated nginx.conf in a temporary folder, as the
 * current user. Every port is a free loopback port. `close()` stops everything and drops the database.
 */
export class Cluster {
  readonly instances: Instance[] = [];
  readonly sql: pg.Pool;
  readonly nginxBase: string;
  readonly staffEmail: string;
  private nginxProcess: ChildProcess | undefined;
  private sinkProcess: ChildProcess | undefined;
  private readonly inboxUrl: string;

  private constructor(
    private readonly options: ClusterOptions,
    private readonly dir: string,
    private readonly database: { admin: string; name: string; url: string },
    private readonly ports: { nginx: number; smtp: number; inbox: number; instances: number[] },
  ) {
    this.sql = new pg.Pool({ connectionString: database.url, max: 4 });
    this.nginxBase = `http://127.0.0.1:${ports.nginx}`;
    this.inboxUrl = `http://127.0.0.1:${ports.inbox}/messages`;
    this.staffEmail = `staff-${database.name}@urjavolt.test`;
    ports.instances.forEach((port, index) => this.instances.push({ index, port, base: `http://127.0.0.1:${port}`, child: undefined }));
  }

  /** The cluster's own PostgreSQL database, dropped by `close()`. */
  get databaseName(): string {
    return this.database.name;
  }

  static async start(options: ClusterOptions): Promise<Cluster> {
    const dir = mkdtempSync(join(tmpdir(), "urjavolt-cluster-"));
    const name = `urjavolt_cluster_${process.pid}_${Date.now().toString(36)}`;
    const url = withDatabase(options.databaseUrl, name);
    await adminQuery(options.databaseUrl, `create database "${name}"`);
    const [nginx = 0, smtp = 0, inbox = 0, ...instances] = await freePorts(3 + options.instances);
    const cluster = new Cluster(options, dir, { admin: options.databaseUrl, name, url }, { nginx, smtp, inbox, instances });
    try {
      await cluster.startSink();
      // All together, as a fleet comes up after a deploy: the migrations and the first admin take turns.
      await Promise.all(cluster.instances.map((instance) => cluster.startInstance(instance.index)));
      await cluster.startNginx();
    } catch (error) {
      await cluster.close();
      throw error;
    }
    return cluster;
  }

  /** What each instance runs with: production on PostgreSQL, so every refusal of config.ts applies. */
  private instanceEnv(port: number): NodeJS.ProcessEnv {
    const redis = new URL(this.options.redisUrl);
    redis.pathname = `/${CLUSTER_REDIS_DB}`;
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: this.database.url,
      REDIS_URL: redis.href,
      // nginx connects from 127.0.0.1: the instances believe its X-Forwarded-For, and no one else's.
      TRUST_PROXY: "127.0.0.1",
      SITE_URL: this.nginxBase,
      TRACKING_SECRET: "cluster-tracking-secret-0123456789",
      // A shop that takes no money on purpose: the test gateway, said out loud.
      PAYMENT_GATEWAY: "test",
      TEST_GATEWAY_KEY_SECRET,
      TEST_GATEWAY_WEBHOOK_SECRET: "cluster-test-gateway-webhook-secret-55b0",
      SEED_DEMO: "true",
      SMTP_URL: `smtp://127.0.0.1:${this.ports.smtp}`,
      STAFF_NOTIFY_EMAIL: this.staffEmail,
      ADMIN_EMAIL: CLUSTER_ADMIN.email,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      LOG_LEVEL: "warn",
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      ...this.options.env,
    };
  }

  /** Starts instance `index` (`npm run start -w server`, as e2e/playwright.config.ts does) and waits for its health check. */
  async startInstance(index: number): Promise<void> {
    const instance = this.instance(index);
    const log = join(this.dir, `instance-${index}.log`);
    // Its own process group, so that a kill reaches npm, tsx and the server alike.
    const child = spawn("npm", ["run", "start", "-w", "server"], { cwd: repoRoot, env: this.instanceEnv(instance.port), detached: true, stdio: ["ignore", "pipe", "pipe"] });
    const out = createWriteStream(log, { flags: "a" });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    instance.child = child;
    let exited = false;
    child.once("exit", () => (exited = true));
    await waitFor(`instance ${index} on port ${instance.port} to answer /api/v1/health (log: ${log})`, 120_000, async () => {
      if (exited) throw new Error(`instance ${index} exited while starting; its log ${log}`);
      const answer = await fetch(`${instance.base}/api/v1/health`).catch(() => undefined);
      return answer?.status === 200;
    });
  }

  /** After a check that stops instances: any instance that does not answer its health check is killed and started again. */
  async ensureRunning(): Promise<void> {
    for (const instance of this.instances) {
      const healthy = (await fetch(`${instance.base}/api/v1/health`).catch(() => undefined))?.status === 200;
      if (healthy && instance.child) continue;
      await this.kill(instance.index);
      await this.startInstance(instance.index);
    }
  }

  /** kill -9 of the whole instance: no shutdown of any kind. */
  async kill(index: number): Promise<void> {
    await this.signal(index, "SIGKILL");
  }

  /** SIGTERM, as systemd stops a unit (KillSignal=SIGTERM), and waits until every process of it is gone. */
  async stop(index: number): Promise<void> {
    await this.signal(index, "SIGTERM");
  }

  private async signal(index: number, signal: NodeJS.Signals): Promise<void> {
    const instance = this.instance(index);
    const pid = instance.child?.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
    await waitFor(`instance ${index} to stop after ${signal}`, 60_000, async () => !groupAlive(pid));
    instance.child = undefined;
  }

  instance(index: number): Instance {
    const instance = this.instances[index];
    if (!instance) throw new Error(`No instance ${index}`);
    return instance;
  }

  /** Every e-mail the local SMTP server has received. */
  async mailbox(): Promise<ReceivedMail[]> {
    return (await (await fetch(this.inboxUrl)).json()) as ReceivedMail[];
  }

  /** nginx's error log, to show when a check fails. */
  nginxErrors(): string {
    return join(this.dir, "error.log");
  }

  private async startSink(): Promise<void> {
    const tsx = join(repoRoot, "node_modules", ".bin", "tsx");
    this.sinkProcess = spawn(tsx, [join(repoRoot, "e2e", "mail-sink", "sink.ts"), String(this.ports.smtp), String(this.ports.inbox)], {
      cwd: repoRoot,
      detached: true,
      stdio: "ignore",
    });
    await waitFor("the SMTP sink", 30_000, async () => (await fetch(this.inboxUrl).catch(() => undefined))?.ok === true);
  }

  private async startNginx(): Promise<void> {
    writeFileSync(this.upstreamFile, this.upstreamConfig());
    writeFileSync(this.httpFile, this.httpConfig());
    writeFileSync(this.nginxFile, this.nginxConfig());
    this.nginxProcess = spawn(this.options.nginx, this.nginxOptions(), { cwd: this.dir, detached: true, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    this.nginxProcess.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    let exited = false;
    this.nginxProcess.once("exit", () => (exited = true));
    await waitFor("nginx", 30_000, async () => {
      if (exited) throw new Error(`nginx exited: ${stderr}`);
      return (await fetch(`${this.nginxBase}/api/v1/health`).catch(() => undefined))?.status === 200;
    });
  }

  private get nginxFile(): string {
    return join(this.dir, "nginx.conf");
  }

  private get upstreamFile(): string {
    return join(this.dir, "upstream.conf");
  }

  private get httpFile(): string {
    return join(this.dir, "http.conf");
  }

  /** The deployment's own http.conf (deploy/nginx), its shared page cache in the temporary folder. */
  private httpConfig(): string {
    const deployed = readFileSync(join(deployNginx, "http.conf"), "utf8");
    const directive = /^proxy_cache_path \/var\/cache\/nginx\/urjavolt /m;
    if (!directive.test(deployed)) throw new Error("deploy/nginx/http.conf has no `proxy_cache_path /var/cache/nginx/urjavolt ...` line");
    return deployed.replace(directive, `proxy_cache_path ${join(this.dir, "page-cache")} `);
  }

  /** How this nginx is started, checked and reloaded: its configuration, folder and error log. */
  private nginxOptions(): string[] {
    return ["-c", this.nginxFile, "-p", this.dir, "-e", join(this.dir, "error.log")];
  }

  /**
   * The deployment's own upstream.conf (deploy/nginx) with one server line per instance: its first
   * server line with the instance's port instead of 3001.
   */
  private upstreamConfig(): string {
    const deployed = readFileSync(join(deployNginx, "upstream.conf"), "utf8");
    const serverLine = /^\s*server 127\.0\.0\.1:\d+\b.*\n/gm;
    const template = deployed.match(serverLine)?.[0];
    if (!template) throw new Error("deploy/nginx/upstream.conf has no `server 127.0.0.1:<port>` line");
    const lines = this.instances.map((instance) => template.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${instance.port}`)).join("");
    let written = false;
    return deployed.replace(serverLine, () => {
      if (written) return "";
      written = true;
      return lines;
    });
  }

  /**
   * deploy/drain on this nginx: `on` takes instance `index` out of the upstream and returns once no
   * nginx worker can send it a request, `off` puts it back. The script's output, for a failed check.
   */
  async drain(action: "on" | "off", index: number): Promise<string> {
    return await this.drainAddress(action, `127.0.0.1:${this.instance(index).port}`);
  }

  /** deploy/drain for an address as written in the upstream file. */
  async drainAddress(action: "on" | "off", address: string): Promise<string> {
    const env = {
      ...process.env,
      URJAVOLT_UPSTREAM: this.upstreamFile,
      NGINX: [this.options.nginx, ...this.nginxOptions()].join(" "),
      NGINX_PID_FILE: join(this.dir, "nginx.pid"),
    };
    return await runScript(join(repoRoot, "deploy", "drain"), [action, address], env);
  }

  /** The upstream file nginx runs with now, as deploy/drain left it. */
  upstream(): string {
    return readFileSync(this.upstreamFile, "utf8");
  }

  /**
   * The generated nginx.conf: the deployment's own http.conf (its cache folder in the temporary
   * folder) and locations.conf (deploy/nginx), an
   * upstream of the instances as urjavolt.conf has it, plain http on a loopback port instead of
   * TLS, and every path nginx writes in the temporary folder.
   */
  private nginxConfig(): string {
    const mimeTypes = "/etc/nginx/mime.types";
    return `# Generated by cluster/harness.ts for one run of the cluster test.
daemon off;
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 2;
pid ${join(this.dir, "nginx.pid")};
error_log ${join(this.dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  ${existsSync(mimeTypes) ? `include ${mimeTypes};` : "types { text/css css; application/javascript js; }"}
  default_type application/octet-stream;
  client_body_temp_path ${join(this.dir, "client_body")};
  proxy_temp_path ${join(this.dir, "proxy")};
  fastcgi_temp_path ${join(this.dir, "fastcgi")};
  uwsgi_temp_path ${join(this.dir, "uwsgi")};
  scgi_temp_path ${join(this.dir, "scgi")};
  include ${this.httpFile};
  access_log ${join(this.dir, "access.log")} urjavolt;
  include ${this.upstreamFile};
  server {
    listen 127.0.0.1:${this.ports.nginx};
    server_name _;
    root ${join(repoRoot, "web", "build", "client")};
    # Which instance answered, for the checks that follow requests around the cluster.
    add_header X-Cluster-Upstream $upstream_addr always;
    include ${join(deployNginx, "locations.conf")};
  }
}
`;
  }

  async close(): Promise<void> {
    await Promise.all(this.instances.map((instance) => this.stop(instance.index).catch(() => this.kill(instance.index))));
    for (const child of [this.nginxProcess, this.sinkProcess]) {
      if (child?.pid !== undefined && groupAlive(child.pid)) {
        process.kill(-child.pid, "SIGTERM");
        await waitFor("nginx and the SMTP sink to stop", 10_000, async () => !groupAlive(child.pid!)).catch(() => process.kill(-child.pid!, "SIGKILL"));
      }
    }
    await this.sql.end().catch(() => {});
    await adminQuery(this.database.admin, `drop database if exists "${this.database.name}" with (force)`);
    if (!process.env.CLUSTER_KEEP_LOGS) rmSync(this.dir, { recursive: true, force: true });
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `check` until it answers true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<ReturnType<typeof createServer>>((resolve) => {
      const server = createServer();
      server.listen(0, "127.0.0.1", () => resolve(server));
    })),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export { TEST_GATEWAY_KEY_SECRET };

/** Runs a script and answers its output; a failure carries its output too. */
function runScript(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { env, timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${file} ${args.join(" ")} failed (${error.code ?? error.signal}):\n${stdout}${stderr}`));
      else resolve(stdout + stderr);
    });
  });
}
