import type { ReactNode } from "react";
import { Link, data } from "react-router";
import type { ConfirmationLookup } from "@urjavolt/contract/orders-confirmation";
import { type PageMetaArgs, pageMeta } from "../lib/meta";
import styles from "./confirmation.module.css";
import { StatusCard, StatusNote } from "./status-card";

/**
 * The pages after paying (decision 023): the thank-you band with its one <h1>, what happens next,
 * and the receipt with its downloads, each a status card (status-card.tsx). An order's page and a
 * standalone payment's fill them in.
 */
/** The page's <title> and description; never indexed (the buyer's receipt is in it). */
export function confirmationMeta(args: PageMetaArgs, title: string, description: string) {
  return [...pageMeta(args, title, description), { name: "robots", content: "noindex, nofollow" }];
}

/** A loader's answer: the page's data, or a 404 (forged or unknown link) or a 410 (expired) that says which. */
export function confirmationAnswer<T>(lookup: ConfirmationLookup<T>) {
  if ("found" in lookup) return { confirmation: lookup.found, refused: null };
  return data({ confirmation: null, refused: lookup.refused }, { status: lookup.refused === "expired" ? 410 : 404 });
}

export function ConfirmationPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>;
}

export function ConfirmationThanks({ title, lead, children }: { title: string; lead: ReactNode; children?: ReactNode }) {
  return (
    <StatusCard titleId="confirmation-title">
      <div className={styles.thanks}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <h1 id="confirmation-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      {children}
    </StatusCard>
  );
}

export type NextStep = { title: ReactNode; text: ReactNode };

/** "What happens next", numbered. */
export function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  return (
    <StatusCard titleId="next-steps-title">
      <h2 id="next-steps-title" className={styles.heading}>
        What happens next
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={index} className={styles.step}>
            <div>
              <p className={styles.stepTitle}>{step.title}</p>
              <p className={styles.stepText}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </StatusCard>
  );
}

/** A card with a heading: the receipt, the delivery address. */
export function ConfirmationSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <StatusCard titleId={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </StatusCard>
  );
}

/** A forged, unknown or expired link: why, and where to go instead. */
export function ConfirmationRefused({ title, message, to, label }: { title: string; message: string; to: string; label: string }) {
  return (
    <ConfirmationPage>
      <StatusCard titleId="confirmation-title">
        <h1 id="confirmation-title" className={styles.title}>
          {title}
        </h1>
        <StatusNote tone="alert">{message}</StatusNote>
        <p>
          <Link to={to} className={styles.primary}>
            {label}
          </Link>
        </p>
      </StatusCard>
    </ConfirmationPage>
  );
}

export const confirmationStyles = styles;
