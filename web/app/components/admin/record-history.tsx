import type { ReactNode } from "react";
import { formatAdminDateTime } from "../../lib/admin-format";
import styles from "./admin.module.css";

export type HistoryEntry = {
  key: string;
  /** When it happened (ISO). */
  at: string;
  /** Who did it: a staff member, the customer or the system. */
  who: string;
  /** What they did, after their name: "changed the status from Open to Closed". */
  what: ReactNode;
  /** The note they left, shown beneath in full. */
  note?: string | null;
};

/**
 * A record's history card on its console page (an order, an enquiry, a registration): each change
 * with its India time, who made it and any note, oldest first; `empty` when nothing happened yet.
 */
export function RecordHistory({ id, entries, empty }: { id: string; entries: HistoryEntry[]; empty: string }) {
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id} className={styles.cardTitle}>
        History
      </h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ol className={styles.history}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <p className={styles.historyHead}>
                <time dateTime={entry.at}>{formatAdminDateTime(entry.at)}</time>: <strong>{entry.who}</strong> {entry.what}
              </p>
              {entry.note ? <p className={styles.historyNote}>{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
