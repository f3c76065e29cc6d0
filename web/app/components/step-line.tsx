import type { ReactNode } from "react";
import styles from "./purchase-flow.module.css";

/**
 * A line of numbered steps (the checkout's Cart, Checkout, Complete; the standalone payment's
 * three), those done and the current one marked for sight and for screen readers. `tickDone`: a
 * step done shows a tick instead of its number and says "(done)". `className`: the page's class
 * for the line, composing `steps` from purchase-flow.module.css and setting its margin and padding.
 */
export function StepLine({
  labels,
  current,
  label,
  tickDone = false,
  className,
}: {
  labels: readonly ReactNode[];
  /** The index of the current step. */
  current: number;
  /** The list's accessible name, when no landmark around it names it. */
  label?: string;
  tickDone?: boolean;
  className: string | undefined;
}) {
  return (
    <ol className={className} aria-label={label}>
      {labels.map((text, index) => {
        const done = index < current;
        return (
          <li key={index} className={done ? styles.stepDone : index === current ? styles.stepCurrent : styles.step} aria-current={index === current ? "step" : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {done && tickDone ? "✓" : index + 1}
            </span>
            {text}
            {done && tickDone ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
