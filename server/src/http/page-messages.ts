import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";

/**
 * Which catalogue messages a page needs (decision 056): the ids its browser code can show, found in
 * the built client files of the routes its path matches, with every file they import, statically or
 * when opened (a form loaded on demand). The root loader sends only those, so a page's HTML carries
 * its own messages, not the whole catalogue of its language.
 *
 * Lingui's macros leave each message as its short id in the JavaScript (`{id:\`+0OJ+K\`}`), so every
 * quoted six-character string of the id alphabet is a candidate: the root keeps those that are in
 * its catalogue. One that only looks like an id costs a message too many, never one too few.
 */
export type PageMessageIds = (pathname: string) => ReadonlySet<string>;

/** Quoted six-character strings of Lingui's id alphabet (a base64 hash cut to six). */
const QUOTED_ID = /[`"']([A-Za-z0-9+/]{6})[`"']/g;
/** A file of the same folder that a chunk imports: `from"./x-AbC123.js"` or `import("./x-AbC123.js")`. */
const SIBLING = /["'`]\.\/([\w.-]+\.js)["'`]/g;

export function pageMessageIds(build: Pick<ServerBuild, "routes" | "assets">, clientDir: string): PageMessageIds {
  const inFile = new Map<string, { ids: readonly string[]; imports: readonly string[] }>();
  /** The ids one file of `assets/` and everything it imports use, added to `into`. */
  const idsFrom = (file: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(file)) return;
    seen.add(file);
    let read = inFile.get(file);
    if (!read) {
      const text = readFileSync(join(clientDir, "assets", file), "utf8");
      read = {
        ids: [...new Set([...text.matchAll(QUOTED_ID)].map((match) => match[1]!))],
        imports: [...new Set([...text.matchAll(SIBLING)].map((match) => match[1]!))],
      };
      inFile.set(file, read);
    }
    for (const id of read.ids) into.add(id);
    for (const imported of read.imports) idsFrom(imported, into, seen);
  };
  const assetFile = (url: string) => url.replace(/^.*\/assets\//, "");

  const ofRoute = new Map<string, ReadonlySet<string>>();
  const routeIds = (routeId: string): ReadonlySet<string> => {
    let ids = ofRoute.get(routeId);
    if (!ids) {
      const found = new Set<string>();
      const seen = new Set<string>();
      const route = build.assets.routes[routeId];
      for (const url of route ? [route.module, ...(route.imports ?? [])] : []) idsFrom(assetFile(url), found, seen);
      ids = found;
      ofRoute.set(routeId, ids);
    }
    return ids;
  };

  // The route tree as React Router matches it, from the build's flat list.
  const nodes = new Map<string, RouteObject & { children: RouteObject[] }>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [], ...(route.index ? { index: true } : {}) } as RouteObject & { children: RouteObject[] });
  }
  const tree: RouteObject[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  // An index route has no children (React Router refuses one that has).
  for (const node of nodes.values()) if (node.index) delete (node as { children?: unknown }).children;

  const entry = new Set<string>();
  idsFrom(assetFile(build.assets.entry.module), entry, new Set());
  const forMatches = new Map<string, ReadonlySet<string>>();
  return (pathname) => {
    const matched = (matchRoutes(tree, pathname) ?? []).map((match) => match.route.id!);
    // A path nothing matches renders the root's not-found page: the root's messages.
    if (!matched.includes("root")) matched.unshift("root");
    const key = matched.join(" ");
    let ids = forMatches.get(key);
    if (!ids) {
      const union = new Set(entry);
      for (const routeId of matched) for (const id of routeIds(routeId)) union.add(id);
      ids = union;
      forMatches.set(key, ids);
    }
    return ids;
  };
}
