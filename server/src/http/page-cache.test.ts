import { describe, expect, it, vi } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type RenderedPage, STALE_FOR_MS, createPageCache, isCached, serverTiming, sharedMaxAge } from "./page-cache.ts";

/** Content versions by tag, as content-version.ts keeps them, changed by hand. */
function fakeContent() {
  const known = new Map<string, number>();
  return {
    versions: (tags: readonly string[]) => tags.map((tag) => known.get(tag) ?? 0),
    change: (tag: string) => known.set(tag, (known.get(tag) ?? 0) + 1),
  };
}

const page = (body: string, cacheControl = "public, max-age=0, s-maxage=10", status = 200): RenderedPage => ({
  status,
  headers: [
    ["content-type", "text/html"],
    ["cache-control", cacheControl],
  ],
  body: Buffer.from(body),
});

describe("sharedMaxAge", () => {
  it("reads s-maxage, and refuses private, no-store and responses that set a cookie", () => {
    expect(sharedMaxAge([["cache-control", "public, max-age=0, s-maxage=10"]])).toBe(10);
    expect(sharedMaxAge([["cache-control", "private, no-store"]])).toBe(0);
    expect(sharedMaxAge([["cache-control", "max-age=60"]])).toBe(0);
    expect(sharedMaxAge([])).toBe(0);
    expect(sharedMaxAge([["cache-control", "s-maxage=10"], ["set-cookie", "a=b"]])).toBe(0);
  });
});

describe("the page cache", () => {
  it("keeps a shareable page for its key and the versions of the content it shows", async () => {
    const content = fakeContent();
    const cache = createPageCache(content);
    const render = vi.fn(async () => page("<p>shop</p>"));
    const first = await cache.get("/shop-online", ["catalogue"], render);
    expect(isCached(first)).toBe(true);
    expect(await cache.get("/shop-online", ["catalogue"], render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    // Another key, or a change to what the page shows, is rendered again.
    await cache.get("/shop-online?category=inverter", ["catalogue"], render);
    content.change("catalogue");
    await cache.get("/shop-online", ["catalogue"], render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("drops only the pages that show what changed", async () => {
    const content = fakeContent();
    const cache = createPageCache(content);
    const renders = new Map<string, number>();
    const get = (key: string, tags: string[]) =>
      cache.get(key, tags, async () => {
        renders.set(key, (renders.get(key) ?? 0) + 1);
        return page(`<p>${key}</p>`);
      });
    const shown = { "/privacypolicy": ["offers"], "/productDetail/1": ["offers", "product:1"], "/productDetail/2": ["offers", "product:2"], "/shop-online": ["offers", "catalogue"] };
    for (const [key, tags] of Object.entries(shown)) await get(key, tags);
    content.change("product:1");
    content.change("catalogue");
    for (const [key, tags] of Object.entries(shown)) await get(key, tags);
    expect(Object.fromEntries(renders)).toEqual({ "/privacypolicy": 1, "/productDetail/1": 2, "/productDetail/2": 1, "/shop-online": 2 });
    content.change("offers");
    for (const [key, tags] of Object.entries(shown)) await get(key, tags);
    expect(Object.fromEntries(renders)).toEqual({ "/privacypolicy": 2, "/productDetail/1": 3, "/productDetail/2": 2, "/shop-online": 3 });
  });

  it("does not keep a page as current when what it shows changed while it was being made", async () => {
    const content = fakeContent();
    const cache = createPageCache(content);
    let made = 0;
    await cache.get("/cart", ["catalogue"], async () => {
      content.change("catalogue");
      return page(`<p>cart ${++made}</p>`);
    });
    expect((await cache.get("/cart", ["catalogue"], async () => page(`<p>cart ${++made}</p>`))).body.toString()).toBe("<p>cart 2</p>");
  });

  it("makes a page once for the requests that ask for it at the same time, even the first time", async () => {
    const cache = createPageCache(fakeContent());
    const render = vi.fn(async () => page("<p>first</p>"));
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.get("/first", [], render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
  });

  it("renders a private page, an error or a redirect for every request", async () => {
    const cache = createPageCache(fakeContent());
    for (const made of [page("<p>mine</p>", "private, no-store"), page("<p>gone</p>", "public, s-maxage=10", 404), page("", "public, s-maxage=10", 302)]) {
      const render = vi.fn(async () => made);
      expect(isCached(await cache.get("/x", [], render))).toBe(false);
      await cache.get("/x", [], render);
      expect(render).toHaveBeenCalledTimes(2);
    }
  });

  it("makes an out-of-date page once for all the requests that wait for it", async () => {
    const content = fakeContent();
    const cache = createPageCache(content);
    await cache.get("/", ["offers"], async () => page("<p>v1</p>"));
    content.change("offers");
    let finish: (made: RenderedPage) => void = () => {};
    const render = vi.fn(() => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 20 }, () => cache.get("/", ["offers"], render));
    finish(page("<p>v2</p>"));
    const pages = await Promise.all(waiting);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]!.body.toString()).toBe("<p>v2</p>");
  });

  it("after s-maxage, sends the kept page while one render replaces it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const cache = createPageCache(fakeContent());
      let made = 0;
      const render = vi.fn(async () => page(`<p>blog ${++made}</p>`, "public, s-maxage=10"));
      await cache.get("/blog", [], render);
      vi.setSystemTime(Date.now() + 9_000);
      await cache.get("/blog", [], render);
      expect(render).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 2_000);
      const stale = await Promise.all([cache.get("/blog", [], render), cache.get("/blog", [], render)]);
      expect(stale.map((kept) => kept.body.toString())).toEqual(["<p>blog 1</p>", "<p>blog 1</p>"]);
      await vi.waitFor(async () => expect((await cache.get("/blog", [], render)).body.toString()).toBe("<p>blog 2</p>"));
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a stale page for a bounded time only: after that, visitors wait for the new one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const cache = createPageCache(fakeContent());
      let made = 0;
      const failing = vi.fn(async (): Promise<RenderedPage> => {
        throw new Error("the database is down");
      });
      await cache.get("/blog", [], async () => page(`<p>blog ${++made}</p>`, "public, s-maxage=10"));
      vi.setSystemTime(Date.now() + 10_000 + STALE_FOR_MS - 1);
      expect((await cache.get("/blog", [], failing)).body.toString()).toBe("<p>blog 1</p>");
      vi.setSystemTime(Date.now() + 2);
      await expect(cache.get("/blog", [], failing)).rejects.toThrow("the database is down");
      expect((await cache.get("/blog", [], async () => page(`<p>blog ${++made}</p>`))).body.toString()).toBe("<p>blog 2</p>");
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets the least recently used page beyond its size", async () => {
    const cache = createPageCache({ ...fakeContent(), maxEntries: 2 });
    const render = vi.fn(async () => page("<p>page</p>"));
    await cache.get("/a", [], render);
    await cache.get("/b", [], render);
    await cache.get("/a", [], render);
    await cache.get("/c", [], render);
    expect(cache.size).toBe(2);
    await cache.get("/a", [], render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.get("/b", [], render);
    expect(render).toHaveBeenCalledTimes(4);
  });

  it("never lets a flood of distinct queries push out the shop's own pages", async () => {
    const cache = createPageCache({ ...fakeContent(), maxEntries: 3, maxVariants: 5 });
    const render = vi.fn(async () => page("<p>page</p>"));
    for (const key of ["/", "/shop-online", "/productDetail/1"]) await cache.get(key, [], render);
    for (let i = 0; i < 500; i++) await cache.get(`/shop-online?q=random${i}`, [], render);
    expect(cache.size).toBe(8);
    for (const key of ["/", "/shop-online", "/productDetail/1"]) expect(cache.has(key), key).toBe(true);
    // The queries push out each other, least recently used first.
    expect(cache.has("/shop-online?q=random499")).toBe(true);
    expect(cache.has("/shop-online?q=random494")).toBe(false);
    render.mockClear();
    await cache.get("/shop-online", [], render);
    expect(render).not.toHaveBeenCalled();
  });

  it("answers a miss compressed fast and with its timings, then compresses a page asked for again at the best levels", async () => {
    const cache = createPageCache(fakeContent());
    const html = `<main>${Array.from({ length: 2000 }, (_, i) => `<p class="card">Battery ${i % 37} for home inverters, ${i * 7} Ah</p>`).join("")}</main>`;
    const rendered: RenderedPage = { ...page(html), timings: [{ name: "render", ms: 12.34 }, { name: "db", ms: 1.2 }] };
    const first = await cache.get("/shop-online", [], async () => rendered);
    if (!isCached(first)) throw new Error("not kept");
    expect(first.quality).toBe("fast");
    expect(serverTiming(first.timings!)).toMatch(/^render;dur=12\.3, db;dur=1\.2, compress;dur=\d+(\.\d)?$/);
    const fast = { br: first.encoded.br!, gzip: first.encoded.gzip! };
    expect(brotliDecompressSync(fast.br).toString()).toBe(html);
    expect(gunzipSync(fast.gzip).toString()).toBe(html);
    // Asked for again: the same page, recompressed in the background, smaller and still the same HTML.
    const again = await cache.get("/shop-online", [], async () => rendered);
    expect(again).toBe(first);
    await cache.recompressed();
    expect(first.quality).toBe("best");
    expect(first.encoded.br!.length).toBeLessThan(fast.br.length);
    expect(brotliDecompressSync(first.encoded.br!).toString()).toBe(html);
    expect(gunzipSync(first.encoded.gzip!).toString()).toBe(html);
  });

  it("does not recompress a page asked for once, nor one replaced before its turn", async () => {
    const content = fakeContent();
    const cache = createPageCache(content);
    const body = "<p>x</p>".repeat(500);
    const once = await cache.get("/a", [], async () => page(body));
    await cache.recompressed();
    expect(isCached(once) && once.quality).toBe("fast");
    const old = await cache.get("/b", ["catalogue"], async () => page(body));
    await cache.get("/b", ["catalogue"], async () => page(body));
    content.change("catalogue");
    const replaced = await cache.get("/b", ["catalogue"], async () => page(`${body}!`));
    await cache.recompressed();
    expect(replaced).not.toBe(old);
    expect(isCached(replaced) && replaced.quality).toBe("fast");
  });
});
