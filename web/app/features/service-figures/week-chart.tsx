import { formatPercent } from "@urjavolt/contract/service-figures";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import styles from "./service-figures.module.css";

export type WeekPoint = { percent: number | null; /** The point's numbers in words, for its tooltip: "2 of 3 in time". */ detail: string };
export type WeekSeries = { name: string; points: readonly WeekPoint[] };
/** Each week's short label ("16 Nov"). */
export type WeekAxis = readonly string[];

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 48 };
const PERCENT_TICKS = [0, 25, 50, 75, 100];
/** Room one week's label needs, in pixels. */
const LABEL_WIDTH = 52;
/** The width drawn before the chart's box is measured (and where it cannot be: tests). */
const FALLBACK_WIDTH = 640;

/** The width of an element as laid out, following changes. */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The runs of consecutive weeks that have a value: a week with nothing to count breaks the line. */
function runsOf(points: readonly WeekPoint[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  points.forEach((point, index) => {
    if (point.percent === null) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push(index);
  });
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Percentages by week, 0 to 100%, one line per series: the first solid with round marks, the
 * second dashed with square marks, so the two differ in more than colour. A week with nothing to
 * count has no mark. Drawn at the width it is given, so its words stay readable on a phone; each
 * mark's tooltip gives its numbers, and the table under the chart has them all.
 */
export function WeekChart({ title, weeks, series, empty }: { title: string; weeks: WeekAxis; series: readonly WeekSeries[]; empty: string }) {
  const [box, width] = useWidth<HTMLDivElement>();
  const nothing = series.every((line) => line.points.every((point) => point.percent === null));
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 40);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const step = plotWidth / Math.max(weeks.length, 1);
  const x = (index: number) => MARGIN.left + (index + 0.5) * step;
  const y = (percent: number) => MARGIN.top + (1 - percent / 100) * plotHeight;
  // Every nth week is labelled, as many as fit.
  const labelEvery = Math.max(1, Math.ceil(LABEL_WIDTH / step));

  if (nothing) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.weekChart}>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((line, index) => (
          <li key={line.name}>
            <svg width="28" height="12" viewBox="0 0 28 12" focusable="false">
              <line x1="0" x2="28" y1="6" y2="6" className={styles[`line${index}`]} />
              <Mark kind={index} cx={14} cy={6} />
            </svg>
            {line.name}
          </li>
        ))}
      </ul>
      <div ref={box} className={styles.weekChartBox}>
        <svg role="img" aria-label={title} viewBox={`0 0 ${width} ${HEIGHT}`} focusable="false" className={styles.weekChartSvg}>
          {PERCENT_TICKS.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} className={tick === 0 ? styles.axis : styles.grid} />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.tick}>
                {tick}%
              </text>
            </g>
          ))}
          {weeks.map((label, index) =>
            index % labelEvery === 0 ? (
              <text key={label} x={x(index)} y={HEIGHT - MARGIN.bottom + 20} textAnchor="middle" className={styles.tick}>
                {label}
              </text>
            ) : null,
          )}
          {series.map((line, index) => (
            <g key={line.name}>
              {runsOf(line.points)
                .filter((run) => run.length > 1)
                .map((run) => (
                  <polyline key={run[0]} points={run.map((week) => `${x(week)},${y(line.points[week]!.percent!)}`).join(" ")} className={styles[`line${index}`]} />
                ))}
              {line.points.map((point, week) =>
                point.percent === null ? null : (
                  <Mark key={weeks[week]} kind={index} cx={x(week)} cy={y(point.percent)}>
                    <title>{`${line.name}, week of ${weeks[week]}: ${formatPercent(point.percent)} (${point.detail})`}</title>
                  </Mark>
                ),
              )}
            </g>
          ))}
        </svg>
      </div>
    </div>
  );
}

function Mark({ kind, cx, cy, children }: { kind: number; cx: number; cy: number; children?: ReactNode }) {
  if (kind === 0) {
    return (
      <circle cx={cx} cy={cy} r="4.5" className={styles.mark0}>
        {children}
      </circle>
    );
  }
  return (
    <rect x={cx - 4} y={cy - 4} width="8" height="8" className={styles.mark1}>
      {children}
    </rect>
  );
}
