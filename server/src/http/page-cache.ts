import { createHash } from "node:crypto";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import type { Encoding } from "./precompressed.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One step of making a page, for the Server-Timing header of a miss: `render;dur=41.2`. */
export type Timing = { name: string; ms: number };

/**
 * A rendered page (or React Router's data for one) as it goes out: status, headers and body, and
 * how long its steps took (render, database) when it was made for this request.
 */
export type RenderedPage = { status: number; headers: [string, string][]; body: Buffer; timings?: Timing[] };

export type CachedPage = RenderedPage & {
  etag: string;
  expiresAt: number;
  /** The body compressed, per encoding; none for a body too small to be worth it. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** How hard `encoded` was compressed: fast on the miss, best once the page has been asked for again. */
  quality: CompressionQuality;
};

/** `render;dur=41.2, compress;dur=4.9`: where a miss's time went, for the Server-Timing header. */
export const serverTiming = (timings: readonly Timing[]) => timings.map(({ name, ms }) => `${name};dur=${Math.round(ms * 10) / 10}`).join(", ");

/** Bodies smaller than this go out as they are. */
const COMPRESS_THRESHOLD = 1024;

/**
 * How long a shared cache may keep a response, from its Cache-Control (`s-maxage`), or 0 when it
 * must not: no s-maxage, private/no-store, or a cookie being set. Pages the same for every visitor
 * say so themselves.
 */
export function sharedMaxAge(headers: [string, string][]): number {
  if (headers.some(([name]) => name === "set-cookie")) return 0;
  const cacheControl = headers.find(([name]) => name === "cache-control")?.[1];
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** A weak validator of the body, for If-None-Match. */
export const etagOf = (body: Buffer) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

export type CompressionQuality = "fast" | "best";

/**
 * The levels of each quality, measured on the shop page (about 100 KB of HTML; docs/performance/
 * cluster-bench.md): `fast`, for the visitor waiting on a miss, brotli 5 (4 ms, 14.0 KB) and gzip 6
 * (1 ms, 16.3 KB); `best`, for a page that stays and is sent many times, brotli 11 (130 ms, 12.1 KB:
 * an eighth smaller) and gzip 9, done in the background (zlib's thread pool) after a second request.
 */
const LEVELS = { fast: { br: 5, gzip: 6 }, best: { br: 11, gzip: 9 } } as const;

/** A body compressed at the levels of `quality`. */
export function compressPage(body: Buffer, encoding: Encoding, quality: CompressionQuality = "best"): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: LEVELS[quality].br, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: LEVELS[quality].gzip });
}

async function compressAll(body: Buffer, quality: CompressionQuality): Promise<Partial<Record<Encoding, Buffer>>> {
  if (body.length < COMPRESS_THRESHOLD) return {};
  const [br, gzip] = await Promise.all([compressPage(body, "br", quality), compressPage(body, "gzip", quality)]);
  return { br, gzip };
}

/**
 * How long past its `s-maxage` a kept page may still be served while a new one is made
 * (stale-while-revalidate): long enough that no visitor waits on a page merely growing old, short
 * enough that a render that keeps failing does not leave an old page up for good. A page whose
 * content changed is never served stale (below).
 */
export const STALE_FOR_MS = 30_000;

/** The version of each of a page's tags (content-version.ts's `stamp`). */
export type TagVersions = (tags: readonly string[]) => number[];

/**
 * The server's own shared cache of pages (what a CDN in front of it would do): a page whose
 * Cache-Control allows shared caching (`s-maxage`) is kept for that long under its key (the path
 * and the query parameters it reads, bounded and made canonical by page-routes.ts), together with
 * the versions of the content tags it shows as they were when its render started (decision 024): a
 * change to a product drops that product's page and the lists of products, and no other, whichever
 * instance made it. Requests for a page being made wait for that one render instead of each making
 * their own (a page depends on its URL alone: no loader reads cookies or headers); when a kept page
 * only grew older than `s-maxage`, they get it while one render in the background replaces it, for
 * at most STALE_FOR_MS.
 *
 * A miss is compressed fast (brotli 5, gzip 6) so its visitor does not wait on brotli 11; a page
 * asked for again is compressed at the best levels in the background, one page at a time, and
 * keeps them. Pages whose key carries a query (a search, a calculator's inputs: `isVariant`) are
 * kept apart, least recently used first beyond `maxVariants`, so a flood of distinct queries
 * pushes out other queries and never the shop's own pages, which go least recently used first
 * beyond `maxEntries` (a page with its compressed copies is about 130 KB, so 200 + 100 stay under
 * 40 MB).
 */
export function createPageCache({
  versions,
  maxEntries = 200,
  maxVariants = 100,
  isVariant = (key: string) => key.includes("?"),
}: {
  versions: TagVersions;
  maxEntries?: number;
  maxVariants?: number;
  isVariant?: (key: string) => boolean;
}) {
  type Entry = CachedPage & { tags: readonly string[]; stamp: string; hits: number };
  const mainPages = new Map<string, Entry>();
  const variantPages = new Map<string, Entry>();
  const rendering = new Map<string, Promise<RenderedPage>>();
  const shelf = (key: string) => (isVariant(key) ? { pages: variantPages, max: maxVariants } : { pages: mainPages, max: maxEntries });

  /** Pages waiting for their best compression, done one at a time so it never takes more than one thread. */
  const toRecompress: { key: string; entry: Entry }[] = [];
  let recompressing: Promise<void> | null = null;
  function recompressLater(key: string, entry: Entry) {
    if (entry.quality === "best" || toRecompress.some((queued) => queued.entry === entry)) return;
    toRecompress.push({ key, entry });
    recompressing ??= (async () => {
      for (let next = toRecompress.shift(); next; next = toRecompress.shift()) {
        // Dropped or replaced meanwhile: nobody is sent this page again.
        if (shelf(next.key).pages.get(next.key) !== next.entry) continue;
        const encoded = await compressAll(next.entry.body, "best").catch(() => null);
        if (encoded) {
          next.entry.encoded = encoded;
          next.entry.quality = "best";
        }
      }
      recompressing = null;
    })();
  }

  /** Renders the page and, when it may be kept, compresses it (fast) before it replaces the kept one. */
  async function make(key: string, tags: readonly string[], stamp: string, render: () => Promise<RenderedPage>): Promise<RenderedPage | CachedPage> {
    const { pages, max } = shelf(key);
    const page = await render();
    const maxAge = sharedMaxAge(page.headers);
    if (page.status !== 200 || maxAge <= 0) {
      pages.delete(key);
      return page;
    }
    const compressing = performance.now();
    const encoded = await compressAll(page.body, "fast");
    const timings = [...(page.timings ?? []), { name: "compress", ms: performance.now() - compressing }];
    const cached: Entry = { ...page, timings, tags, stamp, hits: 0, etag: etagOf(page.body), expiresAt: Date.now() + maxAge * 1000, encoded, quality: "fast" };
    // A newer render (of newer content) may have finished first: it stays.
    const kept = pages.get(key);
    if (kept && kept.stamp !== stamp && kept.stamp === versions(tags).join()) return cached;
    pages.delete(key);
    pages.set(key, cached);
    while (pages.size > max) pages.delete(pages.keys().next().value!);
    return cached;
  }

  /** The kept page under `key` if it is still current for `tags`, and whether it grew old. */
  function lookUp(key: string, tags: readonly string[], stamp: string) {
    const known = shelf(key).pages.get(key);
    if (!known || known.stamp !== stamp || known.tags.join() !== tags.join()) return { known: undefined, state: "miss" as const };
    const now = Date.now();
    if (known.expiresAt + STALE_FOR_MS <= now) return { known: undefined, state: "miss" as const };
    return { known, state: known.expiresAt <= now ? ("stale" as const) : ("hit" as const) };
  }

  return {
    /** How a request for `key` now would be answered: from the cache, stale while a new page is made, or by a render. */
    state(key: string, tags: readonly string[]): "hit" | "stale" | "miss" {
      return lookUp(key, tags, versions(tags).join()).state;
    },
    /** The page under `key`, showing `tags`: kept and current, or made by `render` (and kept when it may be). */
    async get(key: string, tags: readonly string[], render: () => Promise<RenderedPage>): Promise<RenderedPage | CachedPage> {
      // The versions before the render reads anything: a change during the render makes it stale at once.
      const stamp = versions(tags).join();
      const renderOnce = () => {
        const renderKey = `${stamp} ${key}`;
        let pending = rendering.get(renderKey);
        if (!pending) {
          pending = make(key, tags, stamp, render);
          rendering.set(renderKey, pending);
          void pending.finally(() => rendering.delete(renderKey)).catch(() => {});
        }
        return pending;
      };
      const { known, state } = lookUp(key, tags, stamp);
      if (!known) return renderOnce();
      // Most recently used last.
      const { pages } = shelf(key);
      pages.delete(key);
      pages.set(key, known);
      known.hits += 1;
      // Asked for again: worth the best compression.
      if (known.hits === 1) recompressLater(key, known);
      if (state === "stale") void renderOnce().catch(() => {});
      return known;
    },
    /** Pages kept: the shop's own and those with a query. */
    get size() {
      return mainPages.size + variantPages.size;
    },
    /** Whether a page is kept under `key` (whatever its versions). */
    has(key: string): boolean {
      return shelf(key).pages.has(key);
    },
    /** Resolves once every page waiting for its best compression has it (for tests). */
    async recompressed(): Promise<void> {
      while (recompressing) await recompressing;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

export const isCached = (page: RenderedPage | CachedPage): page is CachedPage => "etag" in page;
