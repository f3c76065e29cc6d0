import { type ReactNode, useEffect, useRef } from "react";
import styles from "./enquiry-forms.module.css";

/**
 * What takes an enquiry form's place once it is sent (docs/requirements/site-and-service-forms.md §4):
 * the thanks, whose heading takes focus as it appears, and the message with the reference, announced.
 * `after`: what may follow (a way to send another).
 */
export function EnquiryDone({ title, children, after }: { title: string; children: ReactNode; after?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.done}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.doneTitle}>
        {title}
      </h2>
      <p className={styles.doneText} role="status">
        {children}
      </p>
      {after}
    </div>
  );
}
