import { createHash } from "node:crypto";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import type { Encoding } from "./precompressed.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page (or React Router's data for one) as it goes out: status, headers and body. */
export type RenderedPage = { status: number; headers: [string, string][]; body: Buffer };

export type CachedPage = RenderedPage & {
  etag: string;
  expiresAt: number;
  /** The body compressed, per encoding; none for a body too small to be worth it. */
  encoded: Partial<Record<Encoding, Buffer>>;
};

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

/**
 * A body compressed at the best level (brotli 11: about an eighth smaller than 9 for a catalogue
 * page, for some 150 ms in a worker thread), worth it for a page made once and sent many times.
 */
export function compressPage(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 9 });
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
 * and the query parameters it reads, page-routes.ts), together with the versions of the content
 * tags it shows as they were when its render started (decision 024): a change to a product drops
 * that product's page and the lists of products, and no other, whichever instance made it. Requests
 * for a page being made wait for that one render instead of each making their own (a page depends
 * on its URL alone: no loader reads cookies or headers); when a kept page only grew older than
 * `s-maxage`, they get it while one render in the background replaces it, for at most
 * STALE_FOR_MS. Least recently used pages go first beyond `maxEntries` (a shop page with its
 * compressed copies is about 180 KB, so 200 pages stay under 40 MB).
 */
export function createPageCache({ versions, maxEntries = 200 }: { versions: TagVersions; maxEntries?: number }) {
  const pages = new Map<string, CachedPage & { tags: readonly string[]; stamp: string }>();
  const rendering = new Map<string, Promise<RenderedPage>>();

  /** Renders the page and, when it may be kept, compresses it before it replaces the kept one. */
  async function make(key: string, tags: readonly string[], stamp: string, render: () => Promise<RenderedPage>): Promise<RenderedPage | CachedPage> {
    const page = await render();
    const maxAge = sharedMaxAge(page.headers);
    if (page.status !== 200 || maxAge <= 0) {
      pages.delete(key);
      return page;
    }
    const [br, gzip] = page.body.length < COMPRESS_THRESHOLD ? [] : await Promise.all([compressPage(page.body, "br"), compressPage(page.body, "gzip")]);
    const cached = { ...page, tags, stamp, etag: etagOf(page.body), expiresAt: Date.now() + maxAge * 1000, encoded: br && gzip ? { br, gzip } : {} };
    // A newer render (of newer content) may have finished first: it stays.
    const kept = pages.get(key);
    if (kept && kept.stamp !== stamp && kept.stamp === versions(tags).join()) return cached;
    pages.delete(key);
    pages.set(key, cached);
    while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    return cached;
  }

  /** The kept page under `key` if it is still current for `tags`, and whether it grew old. */
  function lookUp(key: string, tags: readonly string[], stamp: string) {
    const known = pages.get(key);
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
      pages.delete(key);
      pages.set(key, known);
      if (state === "stale") void renderOnce().catch(() => {});
      return known;
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

export const isCached = (page: RenderedPage | CachedPage): page is CachedPage => "etag" in page;
