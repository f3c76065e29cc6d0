import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import GithubSlugger from "github-slugger";
import type { Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toString } from "mdast-util-to-string";
import { gfm } from "micromark-extension-gfm";

/**
 * Checks the links of the repository's Markdown as GitHub shows it, without the network: a relative
 * link names a file or folder that exists, a `#fragment` names a heading of its page (by GitHub's
 * anchor rules), and an outside link is a well-formed http(s) or mailto address (never fetched).
 */

export type LinkProblem = { file: string; line: number; link: string; problem: string };

/** README.md, deploy/README.md and every Markdown file under docs/, as paths relative to `root`. */
export function documentationFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== "node_modules") walk(path);
      else if (entry.isFile() && entry.name.endsWith(".md")) found.push(path);
    }
  };
  walk("docs");
  return ["README.md", join("deploy", "README.md"), ...found.sort()].filter((path) => existsSync(join(root, path)));
}

const parse = (markdown: string): Root => fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ("children" in node) for (const child of node.children) walk(child, visit);
}

/** The anchors GitHub gives a page: one per heading (github-slugger, `-1`, `-2` for repeats), and HTML ids and names. */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  walk(parse(markdown), (node) => {
    if (node.type === "heading") anchors.add(slugger.slug(toString(node)));
    if (node.type === "html") for (const [, id] of node.value.matchAll(/\s(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  });
  return anchors;
}

/** Every link and image address of a page with its line: inline, reference definitions and HTML `href`/`src`. */
export function linksIn(markdown: string): { url: string; line: number }[] {
  const links: { url: string; line: number }[] = [];
  walk(parse(markdown), (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === "link" || node.type === "image" || node.type === "definition") links.push({ url: node.url, line });
    if (node.type === "html") for (const [, url] of node.value.matchAll(/\s(?:href|src)="([^"]+)"/g)) links.push({ url: url!, line });
  });
  return links;
}

/** What is wrong with an outside address, or null. */
function outsideProblem(url: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "mailto") return /^mailto:[^@\s]+@[^@\s]+$/i.test(url) ? null : "is not a well-formed mailto: address";
  if (scheme !== "http" && scheme !== "https") return `uses ${scheme}:, not http(s) or mailto`;
  if (/\s/.test(url)) return "has a space in it";
  try {
    const parsed = new URL(url);
    return parsed.hostname ? null : "names no host";
  } catch {
    return "is not a well-formed address";
  }
}

/** The problems of every link in `files` (paths relative to `root`). */
export function checkLinks(root: string, files: readonly string[]): LinkProblem[] {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    let found = anchorsOf.get(path);
    if (!found) anchorsOf.set(path, (found = headingAnchors(readFileSync(path, "utf8"))));
    return found;
  };
  const problems: LinkProblem[] = [];
  for (const file of files) {
    const source = join(root, file);
    for (const { url, line } of linksIn(readFileSync(source, "utf8"))) {
      const report = (problem: string) => problems.push({ file, line, link: url, problem });
      if (url === "") {
        report("is empty");
      } else if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
        const problem = outsideProblem(url);
        if (problem) report(problem);
      } else if (url.startsWith("/")) {
        report("starts at the root of the site, which GitHub takes as github.com: use a path relative to this file");
      } else {
        const [pathAndQuery = "", fragment] = url.split("#", 2);
        const path = decodeURIComponent(pathAndQuery.split("?")[0]!);
        const target = path === "" ? source : resolve(dirname(source), path);
        const inside = relative(root, target);
        if (inside.startsWith("..") || inside.startsWith(sep)) {
          report("points outside the repository");
        } else if (!existsSync(target)) {
          report(`names ${inside}, which does not exist`);
        } else if (fragment !== undefined) {
          const decoded = decodeURIComponent(fragment);
          if (statSync(target).isDirectory()) report("has a #fragment on a folder");
          else if (extname(target) === ".md") {
            if (!anchors(target).has(decoded)) report(`names #${decoded}, which is no heading of ${relative(root, target)}`);
          } else if (!/^L\d+(-L\d+)?$/.test(decoded)) report(`names #${decoded} in a file that is not Markdown (only line anchors such as #L10 work there)`);
        }
      }
    }
  }
  return problems;
}
