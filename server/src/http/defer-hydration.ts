/**
 * Hydration after the first paint. React Router's page ends with `<link rel="modulepreload">` for
 * every module the page needs and an inline module script that imports the route modules and then
 * starts the app. On a phone over 4G those downloads compete with the page's stylesheets, and the
 * modules run before the first paint: the text the visitor came for waits for code that only makes
 * it interactive. This moves both to just after the first paint: the same modules are preloaded and
 * imported from a frame callback (or a timer, when no frame comes), so the server's HTML paints
 * first and hydrates right after.
 * Links work and content reads before then; only clicks on widgets wait for the script.
 *
 * React Router writes the script as `import * as routeN from "...";` lines followed by the
 * manifest and `import("entry")`. When a page does not have that shape (another React Router
 * version, say) it goes out unchanged: the app then hydrates as before.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
// The server's render mark (security.ts), when there is one, comes first and stays on the new script.
const ROUTER_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from "([^"]+)";\s*$/gm;

export function deferHydration(html: string): string {
  const script = ROUTER_SCRIPT.exec(html);
  if (!script) return html;
  const mark = script[1]!;
  const body = script[2]!;
  const imports = [...body.matchAll(ROUTE_IMPORT)].map((match) => ({ name: match[1]!, url: match[2]! }));
  if (imports.length === 0 || !/\bimport\("[^"]+"\);?\s*$/.test(body)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const rest = body.replace(ROUTE_IMPORT, "").trim();
  // The frame callback is the first paint in a visible page; a page that is hidden (opened in a
  // background tab, or a headless browser that draws no frames) never calls it, so a timer starts
  // the same work after a second: once, whichever comes first. By the time this module script runs
  // the stylesheets have arrived, so a visible page paints well within that second.
  const deferred = [
    "let started = false;",
    "const start = async () => {",
    "if (started) return;",
    "started = true;",
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${imports.map((entry) => entry.name).join(", ")}] = await Promise.all([${imports.map((entry) => `import(${JSON.stringify(entry.url)})`).join(", ")}]);`,
    rest,
    "};",
    "requestAnimationFrame(() => setTimeout(start));",
    "setTimeout(start, 1000);",
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(script[0], () => `<script${mark} type="module">${deferred}</script>`);
}
