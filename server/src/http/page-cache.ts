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
  /** The body compressed, per encoding, made on the first request that asks for it. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

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

/** A compressed body, made at a level worth its time for a page made once and sent many times. */
export function compressPage(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipAsync(body, { level: 9 });
}

/**
 * The server's own shared cache of pages (what a CDN in front of it would do): a page whose
 * Cache-Control allows shared caching (`s-maxage`) is kept for that long under its URL, for the
 * content version it was made from (content-version.ts), so a change to the catalogue, an offer or
 * a post is seen by the next request in this process, and another instance's change within
 * `s-maxage`. When a kept page is out of date, the requests that arrive while it is made again
 * wait for that one render instead of each making their own; a page never kept (private, an
 * error) is rendered for each request. Least recently used pages go first beyond `maxEntries`.
 */
export function createPageCache({ maxEntries = 500 }: { maxEntries?: number } = {}) {
  const pages = new Map<string, CachedPage & { version: number }>();
  const rendering = new Map<string, Promise<RenderedPage>>();

  function keep(url: string, version: number, page: RenderedPage): CachedPage | undefined {
    const maxAge = sharedMaxAge(page.headers);
    if (page.status !== 200 || maxAge <= 0) {
      pages.delete(url);
      return undefined;
    }
    const cached = { ...page, version, etag: etagOf(page.body), expiresAt: Date.now() + maxAge * 1000, encoded: {} };
    pages.delete(url);
    pages.set(url, cached);
    while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
    return cached;
  }

  return {
    /** The page at `url` as of content `version`: kept, or made by `render` (and kept when it may be). */
    async get(url: string, version: number, render: () => Promise<RenderedPage>): Promise<RenderedPage | CachedPage> {
      const known = pages.get(url);
      if (known && known.version === version && known.expiresAt > Date.now()) {
        // Most recently used last.
        pages.delete(url);
        pages.set(url, known);
        return known;
      }
      if (!known) {
        const page = await render();
        return keep(url, version, page) ?? page;
      }
      let pending = rendering.get(url);
      if (!pending) {
        pending = render().then((page) => keep(url, version, page) ?? page);
        rendering.set(url, pending);
        void pending.finally(() => rendering.delete(url)).catch(() => {});
      }
      return pending;
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

export const isCached = (page: RenderedPage | CachedPage): page is CachedPage => "etag" in page;
