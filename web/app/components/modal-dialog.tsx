import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./modal-dialog.module.css";

export type ModalDialogProps = {
  title: string;
  /** Escape and the × button call this; the dialog closes when its owner stops rendering it. */
  onClose: () => void;
  children: ReactNode;
  /** The label of the × button. */
  closeLabel?: string;
  /** Where focus goes when the dialog opens (a selector inside it); the × button otherwise. */
  initialFocus?: string;
  /** "wide" for receipts with many rows. */
  size?: "normal" | "wide";
  /** Extra text for screen readers, read after the title (aria-describedby). */
  describedBy?: string;
};

/**
 * A real modal dialog (`<dialog>` opened with showModal): the page behind is inert, focus moves in,
 * Escape and the × button close it, and focus goes back to what had it before.
 */
export function ModalDialog({ title, onClose, children, closeLabel = "Close", initialFocus, size = "normal", describedBy }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      try {
        dialog.showModal();
      } catch {
        // Not connected yet, or already open non-modally: show it anyway.
        dialog.setAttribute("open", "");
      }
    }
    const target = (initialFocus ? dialog?.querySelector<HTMLElement>(initialFocus) : null) ?? closeRef.current;
    target?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per mount; a new title or focus target does not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === "wide" ? styles.wide : ""}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
