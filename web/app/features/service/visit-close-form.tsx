import { VISIT_TEXT_MAX, VisitCloseSchema, type VisitClose, visitOutcomeLabels, visitOutcomes } from "@urjavolt/contract/service-visits";
import { ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { SelectField, TextAreaField, TextField } from "../../components/form-field";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";

/** The fields as typed; empty ones are left out, and a replacement serial goes only with a replacement. */
const visitCloseForm = defineForm({
  name: "visit-close",
  schema: VisitCloseSchema,
  initial: { outcome: "", partsUsed: "", notes: "", replacementSerial: "" },
  fallback: "",
  toInput: ({ outcome, partsUsed, notes, replacementSerial }) => ({
    ...(outcome && { outcome }),
    ...(partsUsed.trim() && { partsUsed }),
    ...(notes.trim() && { notes }),
    ...(outcome === "unit_replaced" && replacementSerial.trim() && { replacementSerial }),
  }),
});

/**
 * How a visit ended (decision 031): the outcome, the parts used, notes and, for a replacement, the
 * new unit's serial. Used on the technician's phone page and by the desk on the ticket; `close`
 * sends it and throws the API's refusal, whose field messages are shown by the fields.
 */
export function VisitCloseForm({ visitId, close, submitLabel = "Close the visit" }: { visitId: number; close: (input: VisitClose) => Promise<void>; submitLabel?: string }) {
  const form = useConsoleForm(visitCloseForm, { send: close, failure: "Could not close the visit" });
  return (
    <form {...form.formProps} className={adminStyles.statusForm} aria-label={`Close visit ${visitId}`}>
      <ConsoleNotice notice={form.notice} />
      <SelectField label="Outcome" required {...form.field("outcome")}>
        <option value="">Choose…</option>
        {visitOutcomes.map((outcome) => (
          <option key={outcome} value={outcome}>
            {visitOutcomeLabels[outcome]}
          </option>
        ))}
      </SelectField>
      {form.values.outcome === "unit_replaced" ? (
        <TextField
          label="Serial number of the replacement unit"
          hint="A spare of the request's product, as the service desk entered it."
          required
          autoComplete="off"
          autoCapitalize="characters"
          {...form.field("replacementSerial")}
        />
      ) : null}
      <TextAreaField label="Parts used" rows={2} maxLength={VISIT_TEXT_MAX} {...form.field("partsUsed")} />
      <TextAreaField label="Notes" rows={3} maxLength={VISIT_TEXT_MAX} hint="What you found and did. Staff see this; the customer sees only the outcome." {...form.field("notes")} />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Closing…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
