import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import styles from "./product-detail.module.css";

export type ProductTab = { id: string; label: string; content: ReactNode };

/**
 * The WAI-ARIA tabs pattern: one tab stop (roving tabindex), arrow keys move and select (wrapping),
 * Home and End go to the ends. Every panel is in the HTML (hidden when not selected), so the page
 * carries its description, features and specifications for search engines; without JavaScript a
 * <noscript> style shows them all, one after another.
 */
export function ProductTabs({ label, tabs, selected, onSelect }: { label: string; tabs: readonly ProductTab[]; selected: string; onSelect: (id: string) => void }) {
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.id === selected));

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current[target]?.focus();
  }

  return (
    <div className={styles.tabs}>
      {/* Without JavaScript the tabs cannot switch: the list goes and every panel shows, each under its own headings. */}
      <noscript>
        <style>{`.${styles.tablist}{display:none}.${styles.panel}[hidden]{display:block}`}</style>
      </noscript>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-controls={`${base}-${tab.id}-panel`}
            aria-selected={index === selectedIndex}
            tabIndex={index === selectedIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}-panel`}
          aria-labelledby={`${base}-${tab.id}-tab`}
          tabIndex={0}
          hidden={index !== selectedIndex}
          className={styles.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
