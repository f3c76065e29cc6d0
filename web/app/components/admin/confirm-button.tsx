import { type ReactNode, useState } from "react";
import { ModalActions, ModalDialog } from "../modal-dialog";
import { useConsoleAction } from "../../lib/console-form";
import styles from "./admin.module.css";

/**
 * A button for a step that is hard to undo (delete, deactivate): it asks first in a real dialog,
 * then runs `onConfirm`. While that runs both buttons are disabled; an error it throws is shown in
 * the dialog, which stays open.
 */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel = "Confirm",
  onConfirm,
  danger = true,
  disabled = false,
}: {
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<void> | void;
  danger?: boolean;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const confirming = useConsoleAction();
  const { busy, notice } = confirming;
  const confirm = () => confirming.run(async () => onConfirm(), { failure: "Something went wrong", done: () => setOpen(false) });
  return (
    <>
      <button type="button" className={danger ? styles.buttonDanger : styles.buttonSecondary} onClick={() => setOpen(true)} disabled={disabled}>
        {children}
      </button>
      {open ? (
        <ModalDialog title={title} onClose={() => !busy && setOpen(false)} initialFocus="[data-confirm-cancel]">
          <div className={styles.confirmBody}>{message}</div>
          {notice ? (
            <p role="alert" className={styles.noticeError}>
              {notice.text}
            </p>
          ) : null}
          <ModalActions>
            <button type="button" data-confirm-cancel className={styles.buttonSecondary} onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </button>
            <button type="button" className={danger ? styles.buttonDanger : styles.button} onClick={() => void confirm()} disabled={busy}>
              {busy ? "Working…" : confirmLabel}
            </button>
          </ModalActions>
        </ModalDialog>
      ) : null}
    </>
  );
}
