import { existsSync } from "node:fs";
import { join } from "node:path";
import { Readable, Transform } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { SiteLoadContext, SiteServices } from "@urjavolt/contract/load-context";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ServerBuild, createRequestHandler } from "react-router";
import { webClientBuild, webRoot, webServerBuild } from "../paths.ts";
import { StartupError } from "../startup-error.ts";
import { AppError, apiNotFoundHandler } from "./errors.ts";
import { pageFormLimiter } from "./rate-limit.ts";
import type { ContentVersion } from "../lib/content-version.ts";
import { type CachedPage, type PageCache, type RenderedPage, createPageCache, isCached, serverTiming } from "./page-cache.ts";
import { isQueryVariant, pageOf } from "./page-routes.ts";
import { withDatabaseTime } from "../lib/db-time.ts";
import { preferredEncoding } from "./precompressed.ts";
import { newScriptMark, pagePolicy, withoutScriptMark } from "./security.ts";
import { type RenderGate, createRenderGate } from "./load.ts";
import { deferHydration } from "./defer-hydration.ts";
import { pageMessageIds } from "./page-messages.ts";

type LoadBuild = () => Promise<ServerBuild>;

/**
 * How pages are served. Production and test: the built client files and the built server bundle.
 * Development: Vite in middleware mode, which serves the sources with HMR and rebuilds the server
 * bundle on change.
 */
export async function registerSite(
  app: FastifyInstance,
  options: { development: boolean; services: SiteServices; content: ContentVersion; siteUrl: string; hydrateAfterPaint?: boolean; renderConcurrency?: number },
) {
  const built = options.development ? undefined : await registerBuiltClient(app);
  const loadBuild = built ? async () => built : await registerVite(app);
  registerPages(app, {
    loadBuild,
    mode: options.development ? "development" : "production",
    context: { services: options.services, siteUrl: options.siteUrl, ...(built && { pageMessageIds: pageMessageIds(built, webClientBuild) }) },
    hydrateAfterPaint: options.hydrateAfterPaint ?? true,
    // In development every request renders the current sources.
    cache: options.development ? null : createPageCache({ versions: options.content.stamp, isVariant: isQueryVariant }),
    renderGate: createRenderGate(options.renderConcurrency ?? 16),
  });
}

/** The production server bundle of the web app, or a StartupError saying how to make it. */
export async function loadServerBuild(serverBuild = webServerBuild, clientBuild = webClientBuild): Promise<ServerBuild> {
  if (!existsSync(serverBuild) || !existsSync(clientBuild)) {
    throw new StartupError("The site is not built: run npm run build");
  }
  return (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
}

async function registerBuiltClient(app: FastifyInstance): Promise<ServerBuild> {
  const build = await loadServerBuild();
  await app.register(fastifyStatic, {
    root: webClientBuild,
    // Only the files that exist at start-up get routes; every other path is React Router's.
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      // Hashed file names change with their content, so they can be cached for good.
      const hashed = path.startsWith(join(webClientBuild, "assets"));
      reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
  // A missing hashed file (an old page asking for a replaced bundle) is a plain 404, not a page.
  app.all("/assets/*", { schema: { hide: true } }, apiNotFoundHandler);
  return build;
}

async function registerVite(app: FastifyInstance): Promise<LoadBuild> {
  const [{ createServer }, { default: middie }] = await Promise.all([import("vite"), import("@fastify/middie")]);
  const vite = await withoutNewExitHandlers(() =>
    createServer({
      root: webRoot,
      configFile: join(webRoot, "vite.config.ts"),
      appType: "custom",
      // HMR over this server's own port; otherwise Vite opens a second port on all interfaces.
      server: { middlewareMode: true, hmr: { server: app.server } },
    }),
  );
  app.addHook("onClose", async () => {
    await vite.close();
  });
  await app.register(middie);
  app.use(vite.middlewares);
  return () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}

/**
 * React Router's plugin starts a second, internal Vite server, which exits the process on SIGTERM
 * (and when stdin ends) before main.ts has closed the database. Shutting down is main.ts's job,
 * and closing the app closes Vite.
 */
async function withoutNewExitHandlers<T>(create: () => Promise<T>): Promise<T> {
  const sigterm = new Set(process.listeners("SIGTERM"));
  const stdinEnd = new Set(process.stdin.listeners("end"));
  const result = await create();
  for (const listener of process.listeners("SIGTERM")) if (!sigterm.has(listener)) process.off("SIGTERM", listener);
  for (const listener of process.stdin.listeners("end")) if (!stdinEnd.has(listener)) process.stdin.off("end", listener as () => void);
  return result;
}

/**
 * Every path nothing else claimed is a page, rendered by React Router. Each response is read whole:
 * an HTML page gets a Content-Security-Policy allowing exactly its own inline scripts (by hash), and
 * a GET of a page the same for every visitor is kept in the page cache (page-cache.ts) under its
 * path and the query parameters it reads, with the content it shows (page-routes.ts, decision 024),
 * compressed once per encoding, with an ETag. `X-Cache` says whether it was kept (HIT), kept but
 * being made again (STALE) or made for this request (MISS), for whoever runs the servers.
 */
function registerPages(
  app: FastifyInstance,
  options: {
    loadBuild: LoadBuild;
    mode: string;
    context: SiteLoadContext;
    cache: PageCache | null;
    hydrateAfterPaint: boolean;
    renderGate: RenderGate;
  },
) {
  const handle = createRequestHandler(options.loadBuild, options.mode);
  const development = options.mode === "development";
  const formLimit = pageFormLimiter(app);
  // Decision 025: a render past the limit answers 503 with Retry-After instead of queueing.
  const render = (request: FastifyRequest, reply: FastifyReply, pageUrl?: string) => options.renderGate.run(() => renderPage(request, reply, pageUrl));
  /** `pageUrl`: the URL the page is made from, when it is made for the cache (page-routes.ts). */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply, pageUrl?: string): Promise<RenderedPage> => {
    let formRefusal: string | undefined;
    if (!isRead(request)) {
      if (Number(request.headers["content-length"] ?? 0) > PAGE_POST_MAX_BYTES) throw new AppError("too_large", "The request is too large.");
      formRefusal = await formLimit(request);
    }
    // The app's own inline scripts carry this render's mark, so the policy allows them and no others (decision 025).
    const scriptMark = development ? undefined : newScriptMark();
    const logError = (error: unknown) => request.log.error({ err: error }, "page request failed");
    const rendering = performance.now();
    const { result: response, databaseMs } = await withDatabaseTime(() =>
      handle(toWebRequest(request, reply, { abortOnClose: pageUrl === undefined, url: pageUrl }), {
        ...options.context,
        formRefusal,
        clientAddress: request.ip,
        scriptMark,
        logError,
      }),
    );
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (name !== "set-cookie") headers.push([name, value]);
    for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
    // The answer to a form post carries what that visitor typed: never kept by a shared cache.
    if (!isRead(request)) {
      const kept = headers.findIndex(([name]) => name === "cache-control");
      if (kept >= 0) headers.splice(kept, 1);
      headers.push(["cache-control", "private, no-store"]);
    }
    let body = Buffer.from(await response.arrayBuffer());
    if (/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) {
      // In development Vite's client and React's refresh must start as React Router wrote them.
      const html = development || !options.hydrateAfterPaint ? body.toString("utf8") : deferHydration(body.toString("utf8"));
      headers.push(["content-security-policy", pagePolicy(html, { development, mark: scriptMark })]);
      body = Buffer.from(scriptMark ? withoutScriptMark(html, scriptMark) : html, "utf8");
    }
    // The database's share is part of the render's time.
    return { status: response.status, headers, body, timings: [{ name: "render", ms: performance.now() - rendering }, { name: "db", ms: databaseMs }] };
  };

  app.register(async (pages) => {
    // React Router reads form posts itself: leave every request body unread.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    pages.all("/*", { schema: { hide: true } }, async (request, reply) => {
      const started = performance.now();
      // HEAD renders without a body, so only GET fills or reads the cache; a path that is no public
      // page (a 404, the console's pages) is never kept.
      const cacheable = options.cache !== null && request.method === "GET";
      // Made from the query parameters it reads only, and kept with the content it shows.
      const wanted = cacheable ? pageOf(request.url) : undefined;
      const state = wanted?.known ? options.cache!.state(wanted.url, wanted.tags) : undefined;
      if (state) reply.header("x-cache", state.toUpperCase());
      const page = wanted?.known ? await options.cache!.get(wanted.url, wanted.tags, () => render(request, reply, wanted.url)) : await render(request, reply);
      // Where a miss's time went (render, of which the database, and compression); a hit's whole time here.
      const made = state === "miss" || !isCached(page);
      reply.header("server-timing", serverTiming(made ? (page.timings ?? []) : [{ name: "hit", ms: performance.now() - started }]));
      return send(request, reply, page);
    });
  });
}

/** Seconds a proxy in front may keep a kept page (X-Accel-Expires, nginx's own header). */
export const SHARED_CACHE_SECONDS = 1;

async function send(request: FastifyRequest, reply: FastifyReply, page: RenderedPage | CachedPage) {
  reply.status(page.status);
  const cookies: string[] = [];
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!isCached(page)) return reply.send(page.body);

  reply.header("etag", page.etag);
  // How long nginx's shared page cache in front keeps it (deploy/nginx, decision 048): a second, so
  // a change shows everywhere within about a second with nothing to purge. nginx does not pass it on.
  reply.header("x-accel-expires", String(SHARED_CACHE_SECONDS));
  if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
  reply.header("vary", "accept-encoding");
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const body = encoding ? page.encoded[encoding] : undefined;
  if (!encoding || !body) return reply.send(page.body);
  // Already compressed: @fastify/compress leaves a reply with a Content-Encoding alone.
  return reply.header("content-encoding", encoding).header("content-length", body.length).send(body);
}

/**
 * The request as React Router takes it. `abortOnClose`: the render stops when this visitor goes
 * away; a render for the page cache does not, since other visitors may be waiting for it. `url`:
 * the path and query to render instead of the request's own (the cache's, without unread parameters).
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, { abortOnClose, url: pageUrl }: { abortOnClose: boolean; url?: string }): Request {
  const url = new URL(pageUrl ?? request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  if (abortOnClose) reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const body = isRead(request) ? undefined : (Readable.toWeb(request.raw.pipe(atMost(PAGE_POST_MAX_BYTES))) as ReadableStream);
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body && { body, duplex: "half" }),
  } as RequestInit);
}

const isRead = (request: FastifyRequest) => request.method === "GET" || request.method === "HEAD";

/**
 * The most a form post to a page may carry: the warranty registration's 5 MB invoice and its
 * fields. A bigger declared body is refused before it is read; a body that grows past it while
 * streaming is cut off, and the form's action answers that it could not read it.
 */
const PAGE_POST_MAX_BYTES = 6 * 1024 * 1024;

function atMost(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new Error("The request body is larger than a form post may be.") : null, seen > limit ? undefined : chunk);
    },
  });
}


