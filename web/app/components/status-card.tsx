import type { ReactNode, Ref } from "react";
import formCard from "./form-card.module.css";
import styles from "./status-card.module.css";

/**
 * The card a customer reads where something of theirs stands: an order they track, a service
 * request, the page after paying (its thanks, next steps and receipt). One look for all of them:
 * a heading with the status beside it, muted lines of detail, notes, sub-headings and a history.
 *
 *   <StatusCard titleId="tracked-order-title" title={`Order ${number}`} status="Paid">
 *     <StatusMeta>Placed 27 Nov 2026 by Gurpreet Kaur</StatusMeta>
 *     <StatusNote>TEST ORDER: ...</StatusNote>
 *     <StatusHeading>History</StatusHeading>
 *     <StatusList>...</StatusList>
 *   </StatusCard>
 */
export function StatusCard({
  titleId,
  title,
  status,
  statusLabel = "Status:",
  id,
  ref,
  focusable = false,
  children,
}: {
  /** The heading's id, which names the card (a region). */
  titleId: string;
  /** With `status`, the card's own heading (an h2) and the status beside it; without, the children bring the heading. */
  title?: string;
  status?: ReactNode;
  /** The word before the status, in the page's language where the page is translated (decision 056). */
  statusLabel?: string;
  id?: string;
  ref?: Ref<HTMLElement>;
  /** The card takes focus when it arrives (a look-up's answer). */
  focusable?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} ref={ref} tabIndex={focusable ? -1 : undefined} className={styles.card} aria-labelledby={titleId}>
      {title !== undefined ? (
        <div className={styles.head}>
          <h2 id={titleId} className={formCard.title}>
            {title}
          </h2>
          {status !== undefined ? (
            <p className={styles.status}>
              {`${statusLabel} `}
              <strong>{status}</strong>
            </p>
          ) : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A line of detail, muted: when it was placed, by whom, where it goes. */
export function StatusMeta({ children, role }: { children: ReactNode; role?: "note" }) {
  return (
    <p className={styles.meta} role={role}>
      {children}
    </p>
  );
}

/**
 * Something the customer must not miss: a `note` (a test order, a refund on its way) on the offer
 * colour, or an `alert` (a link that opened nothing, a look-up that found nothing), announced at once.
 */
export function StatusNote({ tone = "note", children }: { tone?: "note" | "alert"; children: ReactNode }) {
  return (
    <p className={tone === "alert" ? styles.alert : styles.note} role={tone}>
      {children}
    </p>
  );
}

/** A part of the card: Items, History, What happens next. */
export function StatusHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3 id={id} className={styles.heading}>
      {children}
    </h3>
  );
}

/** The steps so far, oldest first (`ordered`), or a list of things (refunds, visits). */
export function StatusList({ ordered = false, children }: { ordered?: boolean; children: ReactNode }) {
  return ordered ? <ol className={styles.list}>{children}</ol> : <ul className={styles.list}>{children}</ul>;
}

/** The column a tracking page stacks its form and cards in. */
export function StatusCards({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}
