import { type ElementType, type ReactNode, type CSSProperties, useEffect, useRef, useState } from "react";
import styles from "./reveal.module.css";

type RevealProps = {
  children: ReactNode;
  as?: ElementType;
  className?: string;
  /** Share of the element that must be visible before it fades in (spec: 0.1 About, 0.15 Contact). */
  threshold?: number;
  /** Milliseconds to wait after it comes into view: the stagger between siblings. */
  delay?: number;
  /** Show it anyway this many milliseconds after hydration (spec: product pages, 1000 ms). */
  forceVisibleAfter?: number;
  id?: string;
  "aria-labelledby"?: string;
};

type Phase = "static" | "waiting" | "revealed";

/**
 * Fades its content in when it scrolls into view. The server renders it visible, so a visitor
 * without JavaScript, and anything above the fold at first paint, is never hidden. After
 * hydration only an element still below the fold is hidden to be revealed; under
 * prefers-reduced-motion (or without IntersectionObserver) nothing is hidden at all.
 */
export function Reveal({ children, as: Tag = "div", className, threshold = 0.1, delay = 0, forceVisibleAfter, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    setPhase("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase("revealed");
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    const timer = forceVisibleAfter === undefined ? undefined : window.setTimeout(() => setPhase("revealed"), forceVisibleAfter);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [threshold, forceVisibleAfter]);

  const phaseClass = phase === "static" ? undefined : styles[phase];
  const style: CSSProperties | undefined = phase === "revealed" && delay ? { transitionDelay: `${delay}ms` } : undefined;
  return (
    <Tag ref={ref} className={[className, phaseClass].filter(Boolean).join(" ") || undefined} style={style} {...rest}>
      {children}
    </Tag>
  );
}
