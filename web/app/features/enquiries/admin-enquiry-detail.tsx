import {
  type EnquiryDetail,
  EnquiryStatusChangeSchema,
  NOTE_MAX,
  complaintIssueLabel,
  enquiryKindLabels,
  enquiryStatusLabels,
  enquiryStatuses,
  productChoiceLabel,
} from "@urjavolt/contract/enquiries";
import { useState } from "react";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { SelectField, TextAreaField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { type Notice, type NoticeState, useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import { EnquiryStatusBadge } from "./admin-inbox";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import styles from "./admin-enquiries.module.css";
import { RecordHistory } from "../../components/admin/record-history";

/** One enquiry: what the customer sent, the status form with an internal note, and the history. */
export function AdminEnquiryDetail({ initial }: { initial: EnquiryDetail }) {
  const [enquiry, setEnquiry] = useState(initial);
  const fields: [string, string | null][] = [
    ["Type", enquiryKindLabels[enquiry.kind]],
    ["Received", formatIndiaDateTime(enquiry.createdAt)],
    ["Name", enquiry.name],
    ["E-mail", enquiry.email],
    ["Mobile", enquiry.mobile],
    ["Subject", enquiry.subject],
    ["Product", enquiry.product ? productChoiceLabel(enquiry.product) : null],
    ["Serial number", enquiry.serialNo],
    ["Issue", enquiry.issue ? complaintIssueLabel(enquiry.issue, enquiry.issueDescription) : null],
    ["Pin code", enquiry.pincode],
  ];
  return (
    <div className={adminStyles.detail}>
      <ConsoleCard id="enquiry-what" title="What the customer sent">
        <dl className={adminStyles.fields}>
          <div>
            <dt>Status</dt>
            <dd>
              <EnquiryStatusBadge status={enquiry.status} />
            </dd>
          </div>
          {fields
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  {label === "E-mail" ? <a href={`mailto:${value}`}>{value}</a> : label === "Mobile" ? <a href={`tel:${value}`}>{value}</a> : value}
                </dd>
              </div>
            ))}
        </dl>
        <h3 className={styles.subTitle}>Message</h3>
        <p className={styles.message}>{enquiry.message || "No message."}</p>
      </ConsoleCard>

      <StatusForm enquiry={enquiry} onChanged={setEnquiry} />

      <RecordHistory
        id="enquiry-history"
        empty="No changes yet."
        entries={enquiry.events.map((event) => ({
          key: String(event.id),
          at: event.at,
          who: event.staffName,
          what:
            event.fromStatus === event.toStatus
              ? "added a note"
              : `changed the status from ${enquiryStatusLabels[event.fromStatus]} to ${enquiryStatusLabels[event.toStatus]}`,
          note: event.note,
        }))}
      />
    </div>
  );
}

/** The fields as typed, as the API takes them. */
const statusChangeForm = defineForm({ name: "enquiry-status", schema: EnquiryStatusChangeSchema, initial: { status: "", note: "" }, fallback: "", toInput: (values) => values });

function StatusForm({ enquiry, onChanged }: { enquiry: EnquiryDetail; onChanged: (enquiry: EnquiryDetail) => void }) {
  // The notice outlives the form, which starts again from each saved status.
  const notice = useState<Notice | null>(null);
  return (
    <ConsoleCard id="enquiry-status" title="Change the status">
      <ConsoleNotice notice={notice[0]} />
      {/* The key starts the form again from the saved status. */}
      <StatusChangeForm key={`${enquiry.status}-${enquiry.events.length}`} enquiry={enquiry} onChanged={onChanged} notice={notice} />
    </ConsoleCard>
  );
}

function StatusChangeForm({ enquiry, onChanged, notice }: { enquiry: EnquiryDetail; onChanged: (enquiry: EnquiryDetail) => void; notice: NoticeState }) {
  const form = useConsoleForm(statusChangeForm, {
    // The saved status to begin with.
    prefill: { status: enquiry.status },
    notice,
    // A save must change something: another status, or a note for the history.
    check: (): Record<string, string> => (form.values.status === enquiry.status && form.values.note.trim() === "" ? { note: "Choose a different status or write a note" } : {}),
    send: (input) => adminRequest<EnquiryDetail>(`enquiries/${enquiry.id}`, { method: "PATCH", json: input }),
    done: (updated) => {
      onChanged(updated);
      return `Saved. ${updated.reference} is ${enquiryStatusLabels[updated.status]}.`;
    },
    failure: "Could not save the change",
    keep: true,
  });

  return (
    <form {...form.formProps} className={adminStyles.statusForm}>
      <SelectField label="Status" required {...form.field("status")}>
        {enquiryStatuses.map((status) => (
          <option key={status} value={status}>
            {enquiryStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Internal note" maxLength={NOTE_MAX} hint="Only staff see this, in the history below." {...form.field("note")} />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
