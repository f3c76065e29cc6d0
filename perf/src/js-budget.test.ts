import { describe, expect, it } from "vitest";
import { initialScripts, kindOf, staticImports } from "./js-budget.ts";

describe("what a page loads before interaction", () => {
  it("takes module preloads, script sources and the static imports of inline module scripts", () => {
    const html = `<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/assets/root-B.css"/>
      <script src="/assets/legacy-C.js"></script>
      <script type="module" nonce="x">import "/assets/manifest-D.js"; import * as route0 from "/assets/root-E.js"; window.x = import("/assets/lazy-F.js");</script>
      <script nonce="x">window.__ctx = {};</script></head>`;
    expect(initialScripts(html).sort()).toEqual(["/assets/entry.client-A.js", "/assets/legacy-C.js", "/assets/manifest-D.js", "/assets/root-E.js"]);
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
  });
});
