import { describe, expect, it, vi } from "vitest";
import { type RenderedPage, createPageCache, isCached, sharedMaxAge } from "./page-cache.ts";

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
  it("keeps a shareable page for its URL and content version", async () => {
    const cache = createPageCache();
    const render = vi.fn(async () => page("<p>shop</p>"));
    const first = await cache.get("/shop-online", 1, render);
    expect(isCached(first)).toBe(true);
    expect(await cache.get("/shop-online", 1, render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    // Another URL, or a new content version, is rendered again.
    await cache.get("/shop-online?category=inverter", 1, render);
    await cache.get("/shop-online", 2, render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it("makes a page once for the requests that ask for it at the same time, even the first time", async () => {
    const cache = createPageCache();
    const render = vi.fn(async () => page("<p>first</p>"));
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.get("/first", 1, render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
  });

  it("renders a private page, an error or a redirect for every request", async () => {
    const cache = createPageCache();
    for (const made of [page("<p>mine</p>", "private, no-store"), page("<p>gone</p>", "public, s-maxage=10", 404), page("", "public, s-maxage=10", 302)]) {
      const render = vi.fn(async () => made);
      expect(isCached(await cache.get("/x", 1, render))).toBe(false);
      await cache.get("/x", 1, render);
      expect(render).toHaveBeenCalledTimes(2);
    }
  });

  it("makes an out-of-date page once for all the requests that wait for it", async () => {
    const cache = createPageCache();
    await cache.get("/", 1, async () => page("<p>v1</p>"));
    let finish: (made: RenderedPage) => void = () => {};
    const render = vi.fn(() => new Promise<RenderedPage>((resolve) => (finish = resolve)));
    const waiting = Array.from({ length: 20 }, () => cache.get("/", 2, render));
    finish(page("<p>v2</p>"));
    const pages = await Promise.all(waiting);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]!.body.toString()).toBe("<p>v2</p>");
  });

  it("after s-maxage, sends the kept page while one render replaces it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const cache = createPageCache();
      let made = 0;
      const render = vi.fn(async () => page(`<p>blog ${++made}</p>`, "public, s-maxage=10"));
      await cache.get("/blog", 1, render);
      vi.setSystemTime(Date.now() + 9_000);
      await cache.get("/blog", 1, render);
      expect(render).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 2_000);
      const stale = await Promise.all([cache.get("/blog", 1, render), cache.get("/blog", 1, render)]);
      expect(stale.map((kept) => kept.body.toString())).toEqual(["<p>blog 1</p>", "<p>blog 1</p>"]);
      await vi.waitFor(async () => expect((await cache.get("/blog", 1, render)).body.toString()).toBe("<p>blog 2</p>"));
      expect(render).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets the least recently used page beyond its size", async () => {
    const cache = createPageCache({ maxEntries: 2 });
    const render = vi.fn(async () => page("<p>page</p>"));
    await cache.get("/a", 1, render);
    await cache.get("/b", 1, render);
    await cache.get("/a", 1, render);
    await cache.get("/c", 1, render);
    expect(cache.size).toBe(2);
    await cache.get("/a", 1, render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.get("/b", 1, render);
    expect(render).toHaveBeenCalledTimes(4);
  });
});
