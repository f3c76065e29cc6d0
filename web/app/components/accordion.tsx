import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import styles from "./accordion.module.css";

export type AccordionItem = {
  readonly question: string;
  readonly answer: ReactNode;
};

/**
 * Questions and answers with one answer open at a time; pressing the open question closes it.
 * Each question is a real button (Enter and Space work natively; Up, Down, Home and End move
 * between questions). Before hydration every answer is shown, so the page reads in full without
 * JavaScript; once the buttons work, the answers fold away.
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const baseId = useId();
  const [interactive, setInteractive] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => setInteractive(true), []);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = !interactive || openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex((current) => (current === index ? null : index))}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <svg className={styles.chevron} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {typeof item.answer === "string" ? <p>{item.answer}</p> : item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
