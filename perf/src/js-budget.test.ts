import { describe, expect, it } from "vitest";
import { initialScripts, kindOf, staticImports } from "./js-budget.ts";

describe("what a page loads before interaction", () => {
  it("takes module preloads, script sources and every script an inline module script names", () => {
    const html = `<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/root-B.css"/>
      <script src="/assets/legacy-C.js"></script>
      <script type="module" nonce="x">import "/assets/manifest-D.js"; import * as route0 from "/assets/root-E.js"; window.x = import("/assets/lazy-F.js");</script>
      <script nonce="x">window.__ctx = {};</script></head>`;
    expect(initialScripts(html).sort()).toEqual(["/assets/entry.client-A.js", "/assets/lazy-F.js", "/assets/legacy-C.js", "/assets/manifest-D.js", "/assets/root-E.js"]);
  });

  it("counts what the server's after-first-paint loader preloads and imports", () => {
    const html = `<body><script type="module">requestAnimationFrame(() => setTimeout(async () => {
for (const href of ["/assets/entry.client-A.js","/assets/framework-B.js"]) { document.head.append(link); }
const [route0] = await Promise.all([import("/assets/root-C.js")]);
window.__reactRouterManifest = {"routes":{"routes/home":{"module":"/assets/home-D.js"}}};
import("/assets/entry.client-A.js");
}));</script></body>`;
    expect(initialScripts(html).sort()).toEqual(["/assets/entry.client-A.js", "/assets/framework-B.js", "/assets/root-C.js"]);
  });

  it("follows minified static imports but never dynamic import()", () => {
    const chunk = `import{a as b}from"./react-X.js";import"./side-Y.js";const m=()=>import("./jspdf-Z.js");export{b};`;
    expect(staticImports(chunk)).toEqual(["./react-X.js", "./side-Y.js"]);
  });

  it("holds shop pages to the shop budget and the rest to the marketing budget", () => {
    expect(kindOf("/productDetail/1")).toBe("shop");
    expect(kindOf("/checkout")).toBe("shop");
    expect(kindOf("/about-us")).toBe("marketing");
    expect(kindOf("/blog-details/1")).toBe("marketing");
    expect(kindOf("/pa/shop-online")).toBe("shop");
    expect(kindOf("/hi")).toBe("marketing");
    expect(kindOf("/hi/productDetail/1")).toBe("shop");
  });
});
