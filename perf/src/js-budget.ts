import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { siteRoutes } from "../../e2e/tests/site-routes.ts";
import { type RunningServer, machine, reportsDir, repoRoot, startSite, table } from "./site-server.ts";

const clientDir = join(repoRoot, "web/build/client");
const KB = 1024;

/** The issue's budgets, gzipped JavaScript loaded before interaction. */
export const BUDGET = { marketing: 90 * KB, shop: 130 * KB } as const;
const shopPaths = [/^\/shop-online/, /^\/productDetail\//, /^\/buy-now\//, /^\/cart/, /^\/checkout/, /^\/online-payment/, /^\/cardsproduct/];
/** A page's kind by its path, in any language (`/pa/shop-online` is a shop page). */
export const kindOf = (path: string): keyof typeof BUDGET => {
  const bare = path.replace(/^\/(?:hi|pa)(?=\/|$)/, "") || "/";
  return shopPaths.some((pattern) => pattern.test(bare)) ? "shop" : "marketing";
};

/** Chunks that must never be in a page's initial load, found by what is in them. */
type Forbidden = { name: string; test: (file: string, source: string) => boolean };

export type RouteBudget = {
  path: string;
  kind: keyof typeof BUDGET;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  budgetBytes: number;
  forbidden: string[];
  withinBudget: boolean;
};

/**
 * The script URLs a page loads before any interaction: module preloads, script sources, and every
 * script an inline module script names. An inline script runs when the page loads, so whatever it
 * imports, statically or with import() (as the server's after-first-paint loader does, see
 * server/src/http/defer-hydration.ts), loads without the visitor doing anything.
 */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(match[1] ?? "")?.[1];
    if (src) urls.add(src);
    else if (/type="module"/.test(match[1] ?? "")) for (const url of inlineModuleScripts(match[2] ?? "")) urls.add(url);
  }
  return [...urls].filter((url) => url.startsWith("/") && url.endsWith(".js"));
}

/**
 * What an inline module script loads: its static imports, its import() calls and the modules it
 * preloads (a `for (const href of [...])` list); not the URLs that merely appear in React Router's
 * manifest, which names other pages' modules too.
 */
function inlineModuleScripts(source: string): string[] {
  const preloads = [...source.matchAll(/\bof (\[[^\]]*\])/g)].flatMap((match) => JSON.parse(match[1]!) as string[]);
  const dynamic = [...source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]!);
  return [...staticImports(source), ...dynamic, ...preloads];
}

/** `import x from "y"`, `import{a}from"y"` and `import "y"`; never `import("y")`, which loads later. */
export function staticImports(source: string): string[] {
  return [...source.matchAll(/(?<![\w$.])import\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+)["']/g)].map((match) => match[1]!);
}

/** A page's URLs plus every chunk they statically import, as files under the client build. */
function closure(urls: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    const file = url.replace(/^\//, "");
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(clientDir, file), "utf8");
    for (const specifier of staticImports(source)) {
      if (!specifier.startsWith(".") && !specifier.startsWith("/")) continue;
      visit(specifier.startsWith("/") ? specifier : `/${join(file, "..", specifier)}`);
    }
  };
  urls.forEach(visit);
  return [...seen];
}

async function forbiddenChunks(): Promise<Forbidden[]> {
  const build = (await import(pathToFileURL(join(repoRoot, "web/build/server/index.js")).href)) as {
    assets: { routes: Record<string, { id: string; module: string }> };
  };
  const adminModules = new Set(
    Object.values(build.assets.routes)
      .filter((route) => /(^|\/)admin/.test(route.id))
      .map((route) => route.module.replace(/^\//, "")),
  );
  return [
    { name: "jsPDF", test: (_file, source) => source.includes("jsPDF") && source.includes("%PDF-") },
    { name: "Leaflet", test: (_file, source) => source.includes("A JavaScript library for interactive maps") },
    { name: "staff console", test: (file) => adminModules.has(file) || /^assets\/admin[-.]/.test(file) },
  ];
}

export async function measureJsBudget(origin: string, paths = siteRoutes.map((route) => route.path)): Promise<RouteBudget[]> {
  const forbidden = await forbiddenChunks();
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const results: RouteBudget[] = [];
  for (const path of paths) {
    const response = await fetch(origin + path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const files = closure(initialScripts(await response.text())).sort();
    const kind = kindOf(path);
    const gzipBytes = files.reduce((sum, file) => sum + gzipOf(file), 0);
    const hits = forbidden.filter((rule) => files.some((file) => rule.test(file, readFileSync(join(clientDir, file), "utf8")))).map((rule) => rule.name);
    results.push({
      path,
      kind,
      files: files.map((file) => ({ file, gzipBytes: gzipOf(file) })),
      gzipBytes,
      budgetBytes: BUDGET[kind],
      forbidden: hits,
      withinBudget: gzipBytes <= BUDGET[kind] && hits.length === 0,
    });
  }
  return results;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

export function jsBudgetMarkdown(results: RouteBudget[], about: ReturnType<typeof machine>): string {
  const allChunks = readdirSync(join(clientDir, "assets")).filter((file) => file.endsWith(".js"));
  const failing = results.filter((result) => !result.withinBudget);
  return [
    "# JavaScript before interaction, per page",
    "",
    `Measured ${about.date} on ${about.cpu}, Node ${about.node}, from the production build (${allChunks.length} JavaScript chunks).`,
    "Regenerate with `npm run lighthouse` (which writes this report too) or `npm run build && npm run js-budget -w perf`.",
    "",
    "Each page's server-rendered HTML is fetched; the scripts it loads before any interaction are its module",
    "preloads and every script its inline module scripts name (the server's loader imports them just after the",
    "first paint), followed through every static `import` of those chunks (dynamic `import()` inside a chunk,",
    "used for jsPDF, Leaflet, the review form and other on-demand code, is not followed).",
    "Each file is gzipped at level 9 (what `@fastify/compress` sends is brotli or gzip; gzip is the figure",
    "the budget is set in).",
    "",
    `Budgets: marketing pages ≤ ${kb(BUDGET.marketing)} KB, shop pages ≤ ${kb(BUDGET.shop)} KB; jsPDF, Leaflet and the staff console never in a page's initial load.`,
    "",
    failing.length === 0 ? "**Every page is within its budget.**" : `**Over budget:** ${failing.map((result) => result.path).join(", ")}`,
    "",
    ...sharedSection(results),
    table(
      ["page", "kind", "files", "gzip KB", "budget KB", "jsPDF / Leaflet / staff console", "ok"],
      results.map((result) => [
        `\`${result.path}\``,
        result.kind,
        result.files.length,
        kb(result.gzipBytes),
        kb(result.budgetBytes),
        result.forbidden.length ? result.forbidden.join(", ") : "none",
        result.withinBudget ? "yes" : "**no**",
      ]),
    ),
    "",
  ].join("\n");
}

/** The chunks every page loads (the framework, the shell), largest first: the floor of every page's figure. */
function sharedSection(results: RouteBudget[]): string[] {
  const [first, ...rest] = results;
  if (!first) return [];
  const shared = first.files.filter((file) => rest.every((result) => result.files.some((other) => other.file === file.file)));
  const total = shared.reduce((sum, file) => sum + file.gzipBytes, 0);
  const largest = [...shared].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
  return [
    `Every page loads the same ${shared.length} chunks, ${kb(total)} KB gzipped; the largest: ${largest.map((file) => `\`${file.file.replace(/^assets\//, "")}\` ${kb(file.gzipBytes)} KB`).join(", ")}.`,
    "",
  ];
}

export function writeJsBudget(results: RouteBudget[], about: ReturnType<typeof machine>): void {
  writeFileSync(join(reportsDir, "js-budget.json"), `${JSON.stringify({ machine: about, budgets: BUDGET, routes: results }, null, 2)}\n`);
  writeFileSync(join(reportsDir, "js-budget.md"), jsBudgetMarkdown(results, about));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let server: RunningServer | undefined;
  try {
    server = await startSite({ port: Number(process.env.PERF_PORT ?? 3115) });
    const about = machine();
    // Paths on the command line are measured alone and only printed; without them every page is, and the report is written.
    const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
    const results = only.length ? await measureJsBudget(server.origin, only) : await measureJsBudget(server.origin);
    if (!only.length) writeJsBudget(results, about);
    else for (const result of results) console.log(`${result.path}: ${result.gzipBytes} B in ${result.files.length} files: ${result.files.map((file) => `${file.file} ${file.gzipBytes}`).join(", ")}`);
    for (const result of results) console.log(`${result.withinBudget ? "ok  " : "OVER"} ${kb(result.gzipBytes).padStart(6)} KB  ${result.path}${result.forbidden.length ? `  (${result.forbidden.join(", ")})` : ""}`);
  } finally {
    await server?.stop();
  }
}
