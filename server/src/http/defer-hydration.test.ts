import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.ts";

/** The end of a page as React Router 7 writes it. */
const page = [
  "<html><head><title>Shop</title></head><body><main><h1>Shop Online</h1></main>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/><link rel="modulepreload" href="/assets/root-C.js"/>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/shop-online-D.js";\n  window.__reactRouterManifest = {"url":"/assets/manifest-1.js"};\n  window.__reactRouterRouteModules = {"root":route0,"routes/shop-online":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  it("moves the preloads and the route imports to after the first paint, keeping the rest of the script", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain("<h1>Shop Online</h1>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script.startsWith("let started = false;\nconst start = async () => {\nif (started) return;\nstarted = true;\n")).toBe(true);
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain('["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js"]');
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/shop-online-D.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/shop-online":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-A.js");\n};\nrequestAnimationFrame(() => setTimeout(start));\nsetTimeout(start, 1000);')).toBe(true);
    // It is still a valid script.
    expect(() => new Function(`return async () => { ${script.replace(/\bimport\(/g, "Promise.resolve(")} }`)).not.toThrow();
  });

  it("keeps the server's render mark on the script it writes, whose hash the page's policy then names", () => {
    const marked = page.replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, '<link rel="modulepreload" href="$1" nonce="m4rk"/>').replace('<script type="module" async="">', '<script nonce="m4rk" type="module" async="">');
    const html = deferHydration(marked);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toMatch(/<script nonce="m4rk" type="module">let started = false;/);
    expect(html).toContain('["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js"]');
  });

  it("leaves a page of another shape as it is", () => {
    expect(deferHydration("<html><body><p>No scripts</p></body></html>")).toBe("<html><body><p>No scripts</p></body></html>");
    const unknown = page.replace(/import \* as (route\d+) from/g, "import $1 from");
    expect(deferHydration(unknown)).toBe(unknown);
  });

  /** Runs the written script with the page's scheduling stood in for; answers what it imported. */
  function run(script: string, frames: "drawn" | "none") {
    const imported: string[] = [];
    const timers: Array<{ at: number; run: () => void }> = [];
    const frameCallbacks: Array<() => void> = [];
    const setTimer = (run: () => void, delay = 0) => void timers.push({ at: delay, run });
    const head = { append: () => {} };
    const document = { head, createElement: () => ({}) };
    const load = (url: string) => {
      imported.push(url);
      return Promise.resolve({});
    };
    const body = script.replace(/\bimport\(/g, "load(");
    new Function("requestAnimationFrame", "setTimeout", "document", "window", "load", body)(
      (callback: () => void) => frameCallbacks.push(callback),
      setTimer,
      document,
      {},
      load,
    );
    return {
      imported,
      /** Lets the browser draw (when it does) and every timer fire, in the order a browser would. */
      async settle() {
        if (frames === "drawn") frameCallbacks.splice(0).forEach((callback) => callback());
        for (const timer of timers.sort((a, b) => a.at - b.at).splice(0)) timer.run();
        for (let turn = 0; turn < 5; turn++) await Promise.resolve();
      },
    };
  }

  it("hydrates once after the first frame, and after a second when no frame is drawn (a hidden page)", async () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(deferHydration(page))![1]!;
    for (const frames of ["drawn", "none"] as const) {
      const loaded = run(script, frames);
      expect(loaded.imported).toEqual([]);
      await loaded.settle();
      expect(loaded.imported).toEqual(["/assets/root-C.js", "/assets/shop-online-D.js", "/assets/entry.client-A.js"]);
    }
  });
});
