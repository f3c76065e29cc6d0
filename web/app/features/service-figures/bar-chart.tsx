import styles from "./service-figures.module.css";

export type Bar = { label: string; value: number; /** Shown after the value, e.g. "42.9%". */ note?: string };

/** "New 3, Acknowledged 0": the chart in words, for its accessible name. */
export function barsInWords(bars: readonly Bar[]): string {
  return bars.map((bar) => `${bar.label} ${bar.value}${bar.note ? ` (${bar.note})` : ""}`).join(", ");
}

/**
 * Horizontal bars, one a row: the label, the bar (its length in proportion to the largest value)
 * and the number, so the number is read, not estimated. The whole is one image to assistive
 * technology, named by its title and every value; the table under it has the same numbers.
 */
export function BarChart({ title, bars, empty }: { title: string; bars: readonly Bar[]; empty: string }) {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  if (bars.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div role="img" aria-label={`${title}: ${barsInWords(bars)}`} className={styles.bars}>
      {bars.map((bar) => (
        <div key={bar.label} className={styles.barRow}>
          <span className={styles.barLabel}>{bar.label}</span>
          <svg className={styles.barTrack} viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
            {bar.value > 0 ? <rect className={styles.bar} x="0" y="0" height="10" width={largest > 0 ? (bar.value / largest) * 100 : 0} /> : null}
          </svg>
          <span className={styles.barValue}>
            {bar.value}
            {bar.note ? <span className={styles.barNote}> {bar.note}</span> : null}
          </span>
        </div>
      ))}
    </div>
  );
}
