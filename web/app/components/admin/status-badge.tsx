import type { ReactNode } from "react";
import styles from "./admin.module.css";

export type BadgeTone = "neutral" | "info" | "warning" | "success" | "danger";

const tones: Record<string, BadgeTone> = {
  open: "warning",
  "in progress": "info",
  in_progress: "info",
  resolved: "success",
  pending: "warning",
  active: "success",
  rejected: "danger",
  expired: "neutral",
  replaced: "neutral",
  created: "neutral",
  paid: "success",
  shipped: "info",
  delivered: "success",
  cancelled: "neutral",
  refunded: "danger",
  failed: "danger",
  inactive: "neutral",
};

/** The usual tone of a status word (order, enquiry, warranty, payment); neutral when unknown. */
export function statusTone(status: string): BadgeTone {
  return tones[status.toLowerCase()] ?? "neutral";
}

/** A status as a coloured pill; the text itself carries the meaning, the colour only helps. */
export function StatusBadge({ status, tone, children }: { status?: string; tone?: BadgeTone; children?: ReactNode }) {
  const chosen = tone ?? statusTone(status ?? "");
  const label = children ?? (status ? status.charAt(0).toUpperCase() + status.slice(1) : "");
  return <span className={`${styles.badge} ${styles[`badge_${chosen}`]}`}>{label}</span>;
}
