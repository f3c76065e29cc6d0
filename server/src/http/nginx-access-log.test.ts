import { type ChildProcess, spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signConfirmationToken, signServiceRequestToken, signTrackingToken } from "../lib/signed-links.ts";
import { repoRoot } from "../paths.ts";
import { loggableUrl } from "./request-log.ts";

/**
 * The nginx shipped in deploy/nginx keeps signed links' tokens out of its access log, as the server
 * keeps them out of its own (decision 036): the configuration is read as shipped, then run through
 * nginx itself (Debian's, or NGINX_PATH), and what it logs is compared with the server's rule.
 */
const deployNginx = join(repoRoot, "deploy", "nginx");
const SECRET = "nginx-log-test-secret-0123456789";

const executable = (path: string | undefined) => {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const nginx = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find(executable);
if (!nginx) console.log("nginx is not installed (Debian's package nginx), or set NGINX_PATH: the access log is checked in the shipped configuration only.");

const order = signTrackingToken("UV-2026-000123", SECRET);
const fresh = signTrackingToken("UV-2026-000124", SECRET, new Date(Date.now() + 3_600_000));
const ticket = signServiceRequestToken("CMP-2026-000123", SECRET);
const confirmation = signConfirmationToken("order", "UV-2026-000123", SECRET, new Date());
const receipt = signConfirmationToken("payment", "RCPT-2026-000009", SECRET, new Date());
const tokens = [order, fresh, ticket, confirmation, receipt];

/** Every kind of address a token travels in: the e-mails' links, the pages' data requests, the API the pages call. */
const requests = [
  `/track-order?token=${order}`,
  `/track-order?utm_source=email&token=${encodeURIComponent(fresh)}&x=1`,
  `/track-order.data?token=${fresh}&_routes=routes%2Ftrack-order`,
  `/api/v1/track-order/${order}`,
  `/api/v1/track-order/${fresh}/invoice`,
  `/api/v1/track-order/${order}/credit-notes/CN-2026-000001`,
  `/track-request/${ticket}`,
  `/track-request/${ticket}.data?_routes=routes%2Ftrack-request-ticket`,
  `/api/v1/track-request/${ticket}`,
  `/api/v1/track-request/${ticket}/messages`,
  `/api/v1/track-request/${ticket}/photos/12`,
  `/api/v1/track-request/${ticket}/answer`,
  `/order-confirmation/${confirmation}`,
  `/api/v1/order-confirmation/${confirmation}`,
  `/payment-confirmation/${receipt}`,
  `/payment-confirmation/${receipt}.data`,
  `/api/v1/payment-confirmation/${receipt}`,
  // No token: as it came.
  "/track-order",
  "/track-request",
  "/shop-online?category=inverters",
  "/api/v1/getwarranty/UV-DEMO-ACTIVE",
];

describe("nginx's access log, as shipped in deploy/nginx", () => {
  it("writes the request line from the logged address, never from $request or the raw URI, in every access log it keeps", async () => {
    const http = await readFile(join(deployNginx, "http.conf"), "utf8");
    const format = /log_format\s+urjavolt\s+((?:'[^']*'\s*)+);/.exec(http);
    expect(format).not.toBeNull();
    const fields = format![1]!;
    expect(fields).toContain('"$request_method $urjavolt_uri_logged $server_protocol"');
    for (const raw of ["$request ", '$request"', "$request_uri", "$uri", "$args", "$query_string", "$arg_token", "$document_uri", "$http_referer"]) {
      expect(fields, raw).not.toContain(raw);
    }
    const site = await readFile(join(deployNginx, "urjavolt.conf"), "utf8");
    const locations = await readFile(join(deployNginx, "locations.conf"), "utf8");
    // Every access log the site keeps uses that format; nginx's own "combined" would carry $request.
    for (const line of [...site.split("\n"), ...locations.split("\n")].filter((text) => /^\s*access_log\s/.test(text))) {
      expect(line.trim(), line).toMatch(/^access_log\s+(off|\S+\s+urjavolt);$/);
    }
    expect(site).toMatch(/access_log \/var\/log\/nginx\/urjavolt\.access\.log urjavolt;/);
  });

  describe.skipIf(!nginx)("run through nginx", () => {
    let dir = "";
    let port = 0;
    let child: ChildProcess | undefined;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "urjavolt-nginx-log-"));
      port = await freePort();
      // The shipped http.conf (its shared page cache in the temporary folder), and a server that
      // answers every request itself: the log is what is tested.
      const http = (await readFile(join(deployNginx, "http.conf"), "utf8")).replace(/^proxy_cache_path \/var\/cache\/nginx\/urjavolt /m, `proxy_cache_path ${join(dir, "page-cache")} `);
      await writeFile(join(dir, "http.conf"), http);
      await writeFile(
        join(dir, "nginx.conf"),
        `daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 64; }
http {
  client_body_temp_path ${join(dir, "client_body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
  include ${join(dir, "http.conf")};
  server {
    listen 127.0.0.1:${port};
    access_log ${join(dir, "access.log")} urjavolt;
    location / { return 204; }
  }
}
`,
      );
      let stderr = "";
      child = spawn(nginx!, ["-c", join(dir, "nginx.conf"), "-p", dir, "-e", join(dir, "error.log")], { stdio: ["ignore", "ignore", "pipe"] });
      child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const deadline = Date.now() + 10_000;
      while (!(await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false))) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it("logs the route of every signed link with :token for its token, as the server's log does", async () => {
      for (const url of requests) {
        const method = url.endsWith("/messages") || url.endsWith("/answer") ? "POST" : "GET";
        expect((await fetch(`http://127.0.0.1:${port}${url}`, { method })).status, url).toBe(204);
      }
      const log = await readFile(join(dir, "access.log"), "utf8");
      for (const token of tokens) {
        expect(log).not.toContain(token);
        expect(log).not.toContain(encodeURIComponent(token));
        expect(log).not.toContain(token.split(".")[1]);
      }
      const logged = log
        .trim()
        .split("\n")
        .map((line) => /"(GET|POST) (\S+) HTTP\/1\.1"/.exec(line)?.[2]);
      expect(logged.slice(-requests.length)).toEqual(requests.map((url) => loggableUrl(url)));
      expect(logged).toContain("/api/v1/track-order/:token/invoice");
      expect(logged).toContain("/track-order?utm_source=email&token=:token&x=1");
    });
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
