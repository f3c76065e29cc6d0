import {
  type EnquiryDetail,
  type EnquiryStatus,
  EnquiryStatusChangeSchema,
  NOTE_MAX,
  complaintIssueLabel,
  enquiryKindLabels,
  enquiryStatusLabels,
  enquiryStatuses,
  productChoiceLabel,
} from "@urjavolt/contract/enquiries";
import { type FormEvent, useRef, useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { SelectField, TextAreaField } from "../../components/form-field";
import { ApiError } from "../../lib/api-client";
import { adminRequest } from "../../lib/admin-api";
import { EnquiryStatusBadge } from "./admin-inbox";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import styles from "./admin-enquiries.module.css";
import { fieldErrors } from "@urjavolt/contract/form-rules";
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
      <section aria-labelledby="enquiry-what" className={adminStyles.card}>
        <h2 id="enquiry-what" className={adminStyles.cardTitle}>
          What the customer sent
        </h2>
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
      </section>

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

function StatusForm({ enquiry, onChanged }: { enquiry: EnquiryDetail; onChanged: (enquiry: EnquiryDetail) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ tone: "status" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as { status: EnquiryStatus; note: string };
    const parsed = EnquiryStatusChangeSchema.safeParse(data);
    setOutcome(null);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    if (parsed.data.status === enquiry.status && !parsed.data.note) {
      setErrors({ note: "Choose a different status or write a note" });
      formRef.current?.querySelector<HTMLElement>('[name="note"]')?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const updated = await adminRequest<EnquiryDetail>(`enquiries/${enquiry.id}`, { method: "PATCH", json: parsed.data });
      form.reset();
      onChanged(updated);
      setOutcome({ tone: "status", text: `Saved. ${updated.reference} is ${enquiryStatusLabels[updated.status]}.` });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      setOutcome({ tone: "error", text: error instanceof Error ? error.message : "Could not save the change" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="enquiry-status" className={adminStyles.card}>
      <h2 id="enquiry-status" className={adminStyles.cardTitle}>
        Change the status
      </h2>
      {outcome ? <AdminNotice tone={outcome.tone}>{outcome.text}</AdminNotice> : null}
      {/* The key resets the form's defaults to the saved status. */}
      <form key={`${enquiry.status}-${enquiry.events.length}`} ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={adminStyles.statusForm}>
        <SelectField label="Status" name="status" defaultValue={enquiry.status} required error={errors.status}>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {enquiryStatusLabels[status]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Internal note"
          name="note"
          maxLength={NOTE_MAX}
          hint="Only staff see this, in the history below."
          error={errors.note}
        />
        <div>
          <button type="submit" className={adminStyles.button} disabled={busy}>
            {busy ? "Saving…" : "Save"}
          </button>
        </div>
      </form>
    </section>
  );
}
