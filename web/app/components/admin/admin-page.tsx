import type { ReactNode } from "react";
import type { Notice } from "../../lib/console-form";
import styles from "./admin.module.css";

/** A console page: its heading (the page's one h1), optional lead text and actions, then the content. */
export function AdminPage({ title, lead, actions, children }: { title: string; lead?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A section of a console page: a card named by its heading (an h2). */
export function ConsoleCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A message across the page: `error` is announced at once (role alert), `status` politely. */
export function AdminNotice({ tone = "status", children }: { tone?: "status" | "error"; children: ReactNode }) {
  return (
    <p role={tone === "error" ? "alert" : "status"} className={tone === "error" ? styles.noticeError : styles.notice}>
      {children}
    </p>
  );
}

/** What a console section says after a change (useConsoleAction, useConsoleForm), or nothing. */
export function ConsoleNotice({ notice }: { notice: Notice | null }) {
  return notice ? <AdminNotice tone={notice.tone}>{notice.text}</AdminNotice> : null;
}

/** A console form's button: it says what is happening (`busyLabel`, "Saving…") while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  className = styles.button,
  disabled = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  className?: string | undefined;
  /** Nothing to send yet (no change made). */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
