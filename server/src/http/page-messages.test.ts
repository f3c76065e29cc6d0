import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { pageMessageIds } from "./page-messages.ts";

/** A built client folder with the chunks a page's routes load, and the route list React Router builds. */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), "page-messages-"));
  mkdirSync(join(dir, "assets"));
  const chunk = (name: string, text: string) => writeFileSync(join(dir, "assets", name), text);
  chunk("entry-A.js", 'import"./shared-S.js";');
  chunk("shared-S.js", "export const a={id:`shell1`};");
  chunk("root-R.js", 'import{a}from"./shared-S.js";const b={id:"rooted"};');
  chunk("layout-L.js", "export default 1;");
  chunk("home-H.js", "const c=(0,x.jsx)(d,{id:`home01`});");
  chunk("about-B.js", 'const e={id:`about1`};const f=()=>import("./form-F.js");');
  chunk("form-F.js", 'const g={id:"form01"};const h="a longer string, not an id";');
  const route = (id: string, parentId: string | undefined, path: string | undefined, module: string, extra: object = {}) => ({ id, parentId, path, module, ...extra });
  const build = {
    routes: {
      root: route("root", undefined, "", "root"),
      layout: route("layout", "root", ":lang?", "layout"),
      home: route("home", "layout", undefined, "home", { index: true }),
      about: route("about", "layout", "about-us", "about"),
    },
    assets: {
      entry: { module: "/assets/entry-A.js", imports: [] },
      routes: {
        root: { module: "/assets/root-R.js", imports: ["/assets/shared-S.js"] },
        layout: { module: "/assets/layout-L.js", imports: [] },
        home: { module: "/assets/home-H.js", imports: [] },
        about: { module: "/assets/about-B.js", imports: [] },
      },
    },
  } as unknown as Pick<ServerBuild, "routes" | "assets">;
  return { dir, build };
}

describe("a page's messages (decision 056)", () => {
  const { dir, build } = fixture();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const idsOf = pageMessageIds(build, dir);

  it("are the ids in its routes' files and what they import, on demand too, with the shell's", () => {
    expect([...idsOf("/")].sort()).toEqual(["home01", "rooted", "shell1"]);
    expect([...idsOf("/hi/about-us")].sort()).toEqual(["about1", "form01", "rooted", "shell1"]);
  });

  it("are the shell's alone for a path no page matches", () => {
    expect([...idsOf("/no/such/page")].sort()).toEqual(["rooted", "shell1"]);
  });

  it("leave out another page's", () => {
    expect(idsOf("/about-us").has("home01")).toBe(false);
    expect(idsOf("/").has("about1")).toBe(false);
  });
});
