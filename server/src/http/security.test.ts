import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newScriptMark, pagePolicy, withoutScriptMark } from "./security.ts";

const hash = (content: string) => `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
const scriptSources = (policy: string) => /(?:^|;)script-src ([^;]*)/.exec(policy)![1]!.split(" ");

describe("a page's Content-Security-Policy", () => {
  const mark = newScriptMark();
  // What a render looks like: the app's scripts carry this render's mark; a post's raw HTML does not.
  const html = [
    `<html><head><script nonce="${mark}">window.settings = 1;</script></head><body>`,
    `<article><p>Great battery</p><script>fetch("/steal?" + document.cookie)</script></article>`,
    `<script nonce="guessed">alert("guess")</script>`,
    `<script type="application/ld+json">{"@type":"Organization"}</script>`,
    `<script nonce="${mark}" type="module">import("/assets/entry.js");</script>`,
    `<script src="/assets/app.js"></script>`,
    "</body></html>",
  ].join("");

  it("allows by hash only the inline scripts that carry the render's mark", () => {
    const sources = scriptSources(pagePolicy(html, { development: false, mark }));
    expect(sources).toContain(hash("window.settings = 1;"));
    expect(sources).toContain(hash('import("/assets/entry.js");'));
    expect(sources).not.toContain(hash('fetch("/steal?" + document.cookie)'));
    expect(sources).not.toContain(hash('alert("guess")'));
    expect(sources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it("sends the page without the mark", () => {
    const sent = withoutScriptMark(html, mark);
    expect(sent).not.toContain(mark);
    expect(sent).toContain("<script>window.settings = 1;</script>");
    expect(sent).toContain('<script nonce="guessed">');
  });

  it("makes a new, unguessable mark for every render", () => {
    const marks = new Set(Array.from({ length: 50 }, () => newScriptMark()));
    expect(marks.size).toBe(50);
    for (const made of marks) expect(made).toMatch(/^[\w-]{24}$/);
  });

  it("allows every inline script without a mark (development, where Vite adds its own)", () => {
    const sources = scriptSources(pagePolicy(html, { development: true }));
    expect(sources).toContain(hash('fetch("/steal?" + document.cookie)'));
  });
});
