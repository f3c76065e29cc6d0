import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type HydrationRun, measureHydration } from "./hydration.ts";
import { measureJsBudget, writeJsBudget } from "./js-budget.ts";
import { type RunningServer, machine, median, reportsDir, startSite, table } from "./site-server.ts";

/**
 * The pages the issue names (the product and the post are the first of the demo data), and the
 * storefront's tools: the load calculator with a 2 BHK result and the EMI page.
 */
export const LIGHTHOUSE_PAGES = [
  "/",
  "/about-us",
  "/lithiumion-inverter",
  "/shop-online",
  "/productDetail/1",
  "/cart",
  "/checkout",
  "/warranty",
  "/blog",
  "/blog-details/1",
  "/load-calculator?preset=2bhk",
  "/emi-options",
  "/hi",
  "/pa/shop-online",
] as const;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** The issue's targets: performance 100 on these pages, 95 elsewhere; the rest 100 everywhere. */
const PERFECT_PERFORMANCE = new Set(["/", "/shop-online", "/productDetail/1", "/hi", "/pa/shop-online"]);
const LCP_TARGET_MS = 2000;
/** Issue 17's targets for the pages a buyer taps through: TBT under 200 ms, hydrated under 2.5 s. */
const TAP_PAGES = new Set(["/", "/shop-online", "/productDetail/1", "/warranty", "/checkout", "/hi", "/pa/shop-online"]);
const TBT_TARGET_MS = 200;
const HYDRATED_TARGET_MS = 2500;

type Run = {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  siMs: number;
  /** Lighthouse's measure of this host's speed (higher is faster; a 2024 desktop is about 2,000). */
  benchmarkIndex: number;
  failedAudits: string[];
};
type PageResult = {
  path: string;
  runs: Run[];
  hydration: HydrationRun[];
  median: Record<Category, number> & {
    lcpMs: number;
    cls: number;
    fcpMs: number;
    tbtMs: number;
    siMs: number;
    firstPaintMs: number;
    hydratedMs: number;
    blockingMs: number;
  };
  targets: Record<Category | "lcp" | "cls" | "tbt" | "hydrated", boolean>;
  /** Audits below a full score in any run, for the report. */
  failedAudits: string[];
};

async function audit(url: string, port: number): Promise<Run> {
  // Lighthouse's defaults: mobile form factor, simulated slow 4G and 4× CPU slowdown.
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((entry) => entry && entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== "informative")
    .map((entry) => `${entry!.id} (${entry!.displayValue ?? entry!.score})`);
  return {
    scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    siMs: numeric("speed-index"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits,
  };
}

/** A busy machine now and then loses a trace (NO_NAVSTART, NO_FCP): such a run is run again, not counted. */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left <= 1) throw error;
      console.warn(`${(error as Error).message}: trying again`);
    }
  }
}

function summarise(path: string, runs: Run[], hydration: HydrationRun[]): PageResult {
  const m = {
    performance: median(runs.map((run) => run.scores.performance)),
    accessibility: median(runs.map((run) => run.scores.accessibility)),
    "best-practices": median(runs.map((run) => run.scores["best-practices"])),
    seo: median(runs.map((run) => run.scores.seo)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    siMs: median(runs.map((run) => run.siMs)),
    firstPaintMs: median(hydration.map((run) => run.firstPaintMs)),
    hydratedMs: median(hydration.map((run) => run.hydratedMs)),
    blockingMs: median(hydration.map((run) => run.blockingMs)),
  };
  const tapPage = TAP_PAGES.has(path);
  return {
    path,
    runs,
    hydration,
    median: m,
    targets: {
      performance: m.performance >= (PERFECT_PERFORMANCE.has(path) ? 100 : 95),
      accessibility: m.accessibility === 100,
      "best-practices": m["best-practices"] === 100,
      seo: m.seo === 100,
      lcp: m.lcpMs < LCP_TARGET_MS,
      cls: Number(m.cls.toFixed(2)) === 0,
      tbt: !tapPage || m.tbtMs < TBT_TARGET_MS,
      hydrated: !tapPage || m.hydratedMs < HYDRATED_TARGET_MS,
    },
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

function markdown(pages: PageResult[], about: ReturnType<typeof machine>, chromeVersion: string, benchmarkIndex: number): string {
  const mark = (ok: boolean, text: string | number) => (ok ? String(text) : `**${text}** ✗`);
  const missed = pages.flatMap((page) =>
    Object.entries(page.targets)
      .filter(([, ok]) => !ok)
      .map(([name]) => `${page.path} ${name}`),
  );
  return [
    `# Lighthouse: median of ${RUNS} runs per page`,
    "",
    `Measured ${about.date} on ${about.cpu}, ${about.memoryGiB} GiB, load average ${about.loadAverage1m} at the start; Node ${about.node}, ${chromeVersion}, Lighthouse 12.`,
    `Host speed: Lighthouse \`benchmarkIndex\` ${Math.round(benchmarkIndex)} (median of every run; higher is faster). Lighthouse multiplies the main-thread work it observes by 4, so a slower host shows more blocking time: compare figures only between hosts of similar index.`,
    "",
    "Command: `npm run lighthouse` (builds, starts the production server on a fresh seeded PGlite database on",
    "port 3115, audits each page with Lighthouse's default mobile emulation and simulated throttling —",
    "slow 4G, 4× CPU slowdown — in Debian's Chromium, headless, three runs each, and writes",
    "`lighthouse.json` and this file, plus `js-budget.json`/`js-budget.md`). `LIGHTHOUSE_RUNS` changes the",
    "number of runs.",
    "",
    "Hydration columns: each page loaded cold in the same browser with DevTools throttling (4× CPU, 150 ms,",
    "1.6 Mbps; perf/src/hydration.ts), as many runs: first paint, hydrated (React has taken over the page",
    "and answers taps), and blocking time from first paint to hydrated (long tasks beyond 50 ms).",
    "",
    `Targets: Performance ≥ 95 (100 on \`/\`, \`/shop-online\` and the product page); Accessibility, Best Practices and SEO 100; CLS 0.00; LCP under ${LCP_TARGET_MS / 1000} s; on ${[...TAP_PAGES].map((path) => `\`${path}\``).join(", ")} TBT under ${TBT_TARGET_MS} ms and hydrated under ${HYDRATED_TARGET_MS / 1000} s.`,
    "",
    missed.length === 0 ? "**Every target is met.**" : `**Targets missed:** ${missed.join("; ")}`,
    "",
    table(
      ["page", "Performance", "Accessibility", "Best Practices", "SEO", "LCP s", "CLS", "FCP s", "TBT ms", "Speed Index s", "first paint s (throttled)", "hydrated s (throttled)", "blocking until hydrated ms"],
      pages.map((page) => [
        `\`${page.path}\``,
        mark(page.targets.performance, page.median.performance),
        mark(page.targets.accessibility, page.median.accessibility),
        mark(page.targets["best-practices"], page.median["best-practices"]),
        mark(page.targets.seo, page.median.seo),
        mark(page.targets.lcp, (page.median.lcpMs / 1000).toFixed(2)),
        mark(page.targets.cls, page.median.cls.toFixed(2)),
        (page.median.fcpMs / 1000).toFixed(2),
        mark(page.targets.tbt, Math.round(page.median.tbtMs)),
        (page.median.siMs / 1000).toFixed(2),
        (page.median.firstPaintMs / 1000).toFixed(2),
        mark(page.targets.hydrated, (page.median.hydratedMs / 1000).toFixed(2)),
        Math.round(page.median.blockingMs),
      ]),
    ),
    "",
    "Performance per run: " + pages.map((page) => `\`${page.path}\` ${page.runs.map((run) => run.scores.performance).join("/")}`).join(", ") + ".",
    "",
    ...(pages.some((page) => page.failedAudits.length)
      ? ["Audits short of a full score in some run:", "", ...pages.filter((page) => page.failedAudits.length).map((page) => `- \`${page.path}\`: ${page.failedAudits.join(", ")}`), ""]
      : []),
  ].join("\n");
}

const port = Number(process.env.PERF_PORT ?? 3115);
let server: RunningServer | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  server = await startSite({ port });
  const about = machine();

  const budget = await measureJsBudget(server.origin);
  writeJsBudget(budget, about);
  console.log(`JavaScript budget: ${budget.filter((route) => route.withinBudget).length}/${budget.length} pages within budget`);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };

  // A warm-up load, so the first measured run does not pay for the server's first render of each module.
  for (const path of LIGHTHOUSE_PAGES) await fetch(server.origin + path);

  const pages: PageResult[] = [];
  for (const path of LIGHTHOUSE_PAGES) {
    const runs: Run[] = [];
    const hydration: HydrationRun[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await withRetries(() => audit(server!.origin + path, chrome!.port)));
    for (let run = 0; run < RUNS; run += 1) hydration.push(await measureHydration(`http://127.0.0.1:${chrome.port}`, server.origin + path));
    const page = summarise(path, runs, hydration);
    pages.push(page);
    const { median: m } = page;
    console.log(
      `${path.padEnd(22)} perf ${m.performance} a11y ${m.accessibility} bp ${m["best-practices"]} seo ${m.seo} LCP ${(m.lcpMs / 1000).toFixed(2)}s CLS ${m.cls.toFixed(3)} TBT ${Math.round(m.tbtMs)}ms hydrated ${(m.hydratedMs / 1000).toFixed(2)}s`,
    );
  }
  const benchmarkIndex = median(pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)));
  writeFileSync(join(reportsDir, "lighthouse.json"), `${JSON.stringify({ machine: about, browser: version.Browser, benchmarkIndex, runsPerPage: RUNS, pages }, null, 2)}\n`);
  writeFileSync(join(reportsDir, "lighthouse.md"), markdown(pages, about, version.Browser, benchmarkIndex));
  console.log(`Wrote ${join(reportsDir, "lighthouse.md")}`);
} finally {
  chrome?.kill();
  await server?.stop();
}
