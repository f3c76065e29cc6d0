import { type InstallClose, installationMessages } from "@urjavolt/contract/installation";
import { type TechnicianVisit, VISIT_TEXT_MAX } from "@urjavolt/contract/service-visits";
import { type FormEvent, useState } from "react";
import { SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { FormStatus, TextAreaField, TextField } from "../../components/form-field";
import { ApiError } from "../../lib/api-client";


/** One field per unit to fit: the order's lines whose product offers installation, a field for each unit. */
function unitsToFit(visit: TechnicianVisit): { key: string; productId: number; label: string }[] {
  return (visit.order?.items ?? [])
    .filter((item) => item.installation)
    .flatMap((item) =>
      Array.from({ length: item.quantity }, (_, index) => ({
        key: `${item.productId}-${index}`,
        productId: item.productId,
        label: item.quantity > 1 ? `Serial number of ${item.name} (${index + 1} of ${item.quantity})` : `Serial number of ${item.name}`,
      })),
    );
}

/**
 * Closing an installation (decision 057): the serial number of each battery and inverter fitted,
 * and notes. The server registers each serial's warranty Active and e-mails the customer its
 * certificate; a serial registered already is refused on its field, nothing else lost.
 */
export function InstallCloseForm({ visit, close }: { visit: TechnicianVisit; close: (input: InstallClose) => Promise<void> }) {
  const units = unitsToFit(visit);
  const [serials, setSerials] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missing: Record<string, string> = {};
    units.forEach((unit, index) => {
      if (!(serials[unit.key] ?? "").trim()) missing[`units.${index}.serial`] = installationMessages.serialsRequired;
    });
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      await close({ units: units.map((unit) => ({ productId: unit.productId, serial: serials[unit.key]!.trim() })), notes: notes.trim() || null });
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        setFailure(error.message);
      } else setFailure("Could not close the installation");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className={adminStyles.statusForm} aria-label={`Close installation ${visit.order?.number ?? visit.id}`}>
      {failure ? <FormStatus kind="error">{failure}</FormStatus> : null}
      {units.map((unit, index) => (
        <TextField
          key={unit.key}
          name={`serial-${unit.key}`}
          label={unit.label}
          required
          autoComplete="off"
          autoCapitalize="characters"
          value={serials[unit.key] ?? ""}
          onChange={(event) => setSerials((current) => ({ ...current, [unit.key]: event.target.value }))}
          error={errors[`units.${index}.serial`] ?? errors[`units.${index}.productId`]}
        />
      ))}
      <TextAreaField label="Notes" name="notes" rows={3} maxLength={VISIT_TEXT_MAX} value={notes} onChange={(event) => setNotes(event.target.value)} />
      <div>
        <SubmitButton busy={busy} busyLabel="Closing…">
          Installed: register the warranties
        </SubmitButton>
      </div>
    </form>
  );
}
