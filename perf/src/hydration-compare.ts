import { writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type HydrationRun, measureHydration } from "./hydration.ts";
import { machine, median, reportsDir, startSite, table } from "./site-server.ts";

/**
 * Does hydrating after the first paint (decision 012) still pay, now that a tap before hydration is
 * held and replayed (017) and forms post without the scripts (018)? The same pages, served once
 * with HYDRATE_AFTER_PAINT on and once off, each measured by Lighthouse (mobile, simulated slow 4G
 * and 4× CPU) and by loads with DevTools throttling (hydration.ts). Writes hydration.md and
 * hydration.json in docs/performance/. `HYDRATION_RUNS` sets the runs per page and way (3).
 */
const PAGES = ["/", "/shop-online", "/productDetail/1", "/warranty", "/checkout"] as const;
const RUNS = Number(process.env.HYDRATION_RUNS ?? 3);
const WAYS = [
  { name: "after the first paint (HYDRATE_AFTER_PAINT=true)", env: "true" },
  { name: "as React Router writes it (HYDRATE_AFTER_PAINT=false)", env: "false" },
] as const;

type LighthouseRun = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; benchmarkIndex: number };
type Row = { way: string; path: string; lighthouse: LighthouseRun[]; throttled: HydrationRun[] };

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const rows: Row[] = [];
const about = machine();
try {
  for (const [index, way] of WAYS.entries()) {
    const server = await startSite({ port: 3120 + index, env: { HYDRATE_AFTER_PAINT: way.env } });
    try {
      for (const path of PAGES) await fetch(server.origin + path);
      for (const path of PAGES) {
        const row: Row = { way: way.name, path, lighthouse: [], throttled: [] };
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(server.origin + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
          const lhr = result!.lhr;
          const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          row.lighthouse.push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcpMs: numeric("first-contentful-paint"),
            lcpMs: numeric("largest-contentful-paint"),
            tbtMs: numeric("total-blocking-time"),
            benchmarkIndex: lhr.environment.benchmarkIndex,
          });
        }
        for (let run = 0; run < RUNS; run += 1) row.throttled.push(await measureHydration(`http://127.0.0.1:${chrome.port}`, server.origin + path));
        rows.push(row);
        const m = summary(row);
        console.log(`${way.env.padEnd(5)} ${path.padEnd(18)} perf ${m.performance} FCP ${m.fcp} LCP ${m.lcp} TBT ${m.tbt} | paint ${m.paint} hydrated ${m.hydrated}`);
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  chrome.kill();
}

function summary(row: Row) {
  const s = (ms: number) => (ms / 1000).toFixed(2);
  return {
    performance: median(row.lighthouse.map((run) => run.performance)),
    fcp: s(median(row.lighthouse.map((run) => run.fcpMs))),
    lcp: s(median(row.lighthouse.map((run) => run.lcpMs))),
    tbt: Math.round(median(row.lighthouse.map((run) => run.tbtMs))),
    paint: s(median(row.throttled.map((run) => run.firstPaintMs))),
    hydrated: s(median(row.throttled.map((run) => run.hydratedMs))),
    gap: s(median(row.throttled.map((run) => run.hydratedMs - run.firstPaintMs))),
  };
}

const benchmarkIndex = Math.round(median(rows.flatMap((row) => row.lighthouse.map((run) => run.benchmarkIndex))));
writeFileSync(join(reportsDir, "hydration.json"), `${JSON.stringify({ machine: about, benchmarkIndex, runsPerPage: RUNS, rows }, null, 2)}\n`);
writeFileSync(
  join(reportsDir, "hydration.md"),
  [
    "# Hydrating after the first paint, or not",
    "",
    `Measured ${about.date} on ${about.cpu}, ${about.memoryGiB} GiB, load average ${about.loadAverage1m} at the start; Node ${about.node}; Lighthouse \`benchmarkIndex\` ${benchmarkIndex} (median; higher is faster).`,
    "",
    "Command: `npm run hydration` (builds, then serves the demo twice, with `HYDRATE_AFTER_PAINT` on and",
    `off; each page ${RUNS} times in Lighthouse's mobile profile, simulated slow 4G and 4× CPU, and ${RUNS} times`,
    "loaded cold with DevTools throttling, 4× CPU, 150 ms, 1.6 Mbps: perf/src/hydration.ts). Medians.",
    "",
    table(
      ["page", "hydration", "Performance", "FCP s", "LCP s", "TBT ms", "first paint s (throttled)", "hydrated s (throttled)", "paint to hydrated s"],
      rows.map((row) => {
        const m = summary(row);
        return [`\`${row.path}\``, row.way, m.performance, m.fcp, m.lcp, m.tbt, m.paint, m.hydrated, m.gap];
      }),
    ),
    "",
  ].join("\n"),
);
console.log(`Wrote ${join(reportsDir, "hydration.md")}`);
