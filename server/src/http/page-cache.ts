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
 * The server's own shared cache of pages (what a CDN in front of it would do): a page whose
 * Cache-Control allows shared caching (`s-maxage`) is kept for that long under its URL, for the
 * content version it was made from (content-version.ts), so a change to the catalogue, an offer or
 * a post is seen by the next request in this process, and another instance's change within
 * `s-maxage`. Requests for a page being made wait for that one render instead of each making their
 * own (a page depends on its URL alone: no loader reads cookies or headers); when a kept page only
 * grew older than `s-maxage`, they get it while one render in the background replaces it
 * (stale-while-revalidate), so no visitor waits on an expiry. Least recently used pages go first
 * beyond `maxEntries` (a shop page with its compressed copies is about 180 KB, so 200 pages stay under 40 MB).
 */
export function createPageCache({ maxEntries = 200 }: { maxEntries?: number } = {}) {
  const pages = new Map<string, CachedPage & { version: number }>();
  const rendering = new Map<string, Promise<RenderedPage>>();

  /** Renders the page and, when it may be kept, compresses it before it replaces the kept one. */
  async function make(url: string, version: number, render: () => Promise<RenderedPage>): Promise<RenderedPage | CachedPage> {
    const page = await render();
    const maxAge = sharedMaxAge(page.headers);
    if (page.status !== 200 || maxAge <= 0) {
      pages.delete(url);
      return page;
    }
    const [br, gzip] = page.body.length < COMPRESS_THRESHOLD ? [] : await Promise.all([compressPage(page.body, "br"), compressPage(page.body, "gzip")]);
    const cached = { ...page, version, etag: etagOf(page.body), expiresAt: Date.now() + maxAge * 1000, encoded: br && gzip ? { br, gzip } : {} };
    pages.delete(url);
    pages.set(url, cached);
    while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    return cached;
  }

  return {
    /** The page at `url` as of content `version`: kept, or made by `render` (and kept when it may be). */
    async get(url: string, version: number, render: () => Promise<RenderedPage>): Promise<RenderedPage | CachedPage> {
      const renderOnce = () => {
        const key = `${version} ${url}`;
        let pending = rendering.get(key);
        if (!pending) {
          pending = make(url, version, render);
          rendering.set(key, pending);
          void pending.finally(() => rendering.delete(key)).catch(() => {});
        }
        return pending;
      };
      const known = pages.get(url);
      if (!known || known.version !== version) return renderOnce();
      // Most recently used last.
      pages.delete(url);
      pages.set(url, known);
      if (known.expiresAt <= Date.now()) void renderOnce().catch(() => {});
      return known;
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

export const isCached = (page: RenderedPage | CachedPage): page is CachedPage => "etag" in page;
