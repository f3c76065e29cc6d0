import {
  REJECTION_REASON_MAX,
  WARRANTY_YEARS_MAX,
  type WarrantyAdminDetail,
  WarrantyApproveSchema,
  WarrantyRejectSchema,
  warrantyExpiry,
} from "@urjavolt/contract/warranty";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@urjavolt/contract/paths";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { SelectField, TextAreaField, TextField } from "../../components/form-field";
import { adminApiUrl, adminRequest } from "../../lib/admin-api";
import { type Notice, useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import { WarrantyStatusBadge } from "./admin-warranties";
import { formatIndiaDateTime, formatIsoDate as formatDate } from "@urjavolt/contract/dates";
import styles from "./admin-warranty.module.css";
import { RecordHistory } from "../../components/admin/record-history";


/** One registration: its details, the invoice (staff only), approve or reject, and the history. */
/** A catalogue product staff can name on approving: the certificate prints its name and model (decision 051). */
export type WarrantyProductChoice = { id: number; model: string; name: string };

export function AdminWarrantyDetail({ initial, products = [] }: { initial: WarrantyAdminDetail; products?: WarrantyProductChoice[] }) {
  const [warranty, setWarranty] = useState(initial);
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const changed = (updated: WarrantyAdminDetail, text: string) => {
    setWarranty(updated);
    setOutcome({ tone: "status", text });
  };
  const invoiceUrl = adminApiUrl(`warranties/${warranty.id}/invoice`);
  const fields: [string, string][] = [
    ["Serial number", warranty.serialno],
    ["Product", warranty.product ? `${warranty.product.name} (model ${warranty.product.model})` : "Not named yet"],
    ["Name", warranty.name],
    ["Mobile", warranty.mobile],
    ["E-mail", warranty.email ?? "Not given"],
    ["Purchase date", formatDate(warranty.purchaseDate)],
    ["Warranty period", `${warranty.warrantyYears} years`],
    ["Expiry date", formatDate(warranty.expiryDate)],
    ["Dealer", warranty.dealer],
    ["Invoice number", warranty.invoiceno],
    ["Pin code", warranty.pincode],
    ["Registered", formatIndiaDateTime(warranty.createdAt)],
    ...(warranty.replacedBy && warranty.replacedAt ? [["Replaced by", warranty.replacedBy] as [string, string], ["Replaced on", formatIndiaDateTime(warranty.replacedAt)] as [string, string]] : []),
  ];
  return (
    <div className={adminStyles.detail}>
      <ConsoleNotice notice={outcome} />
      <ConsoleCard id="warranty-details" title="Registration">
        <dl className={styles.fields}>
          <div>
            <dt>Status</dt>
            <dd>
              <WarrantyStatusBadge status={warranty.status} />
            </dd>
          </div>
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {label === "Mobile" ? (
                  <a href={`tel:${value}`}>{value}</a>
                ) : label === "E-mail" && warranty.email ? (
                  <a href={`mailto:${value}`}>{value}</a>
                ) : label === "Serial number" || label === "Replaced by" ? (
                  // The unit's whole record: its sale, requests and visits (decision 032).
                  <Link to={paths.admin.unit(value)}>{value}</Link>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        {warranty.rejectionReason ? (
          <p className={styles.reason}>
            <strong>Reason for rejection:</strong> {warranty.rejectionReason}
          </p>
        ) : null}
        {warranty.comments ? (
          <>
            <h3 className={styles.subTitle}>Customer's comments</h3>
            <p className={styles.text}>{warranty.comments}</p>
          </>
        ) : null}
      </ConsoleCard>

      <ConsoleCard id="warranty-invoice" title="Invoice">
        {warranty.invoice ? (
          <>
            <p className={styles.invoiceLine}>
              <a href={invoiceUrl} target="_blank" rel="noopener" className={adminStyles.buttonSecondary}>
                Open the invoice<span className="visually-hidden"> (opens in a new tab)</span>
              </a>{" "}
              <span className={adminStyles.muted}>
                {warranty.invoice.originalName}, {warranty.invoice.contentType === "application/pdf" ? "PDF" : warranty.invoice.contentType.replace("image/", "").toUpperCase()},{" "}
                {formatSize(warranty.invoice.size)}
              </span>
            </p>
            {warranty.invoice.contentType.startsWith("image/") ? (
              <img src={invoiceUrl} alt={`Invoice uploaded for serial number ${warranty.serialno}`} className={styles.invoiceImage} />
            ) : null}
          </>
        ) : (
          <p className={adminStyles.muted}>No invoice file was uploaded with this registration.</p>
        )}
      </ConsoleCard>

      <ConsoleCard id="warranty-decide" title="Decision">
        {warranty.status === "Replaced" ? (
          <p className={styles.text}>
            The unit was taken back on a visit and replaced by {warranty.replacedBy}: its warranty continues on that unit, and this registration takes no
            decision.
          </p>
        ) : warranty.status === "Active" || warranty.status === "Expired" ? (
          <p className={styles.text}>Approved. {warranty.status === "Expired" ? "The warranty has expired." : `Active until ${formatDate(warranty.expiryDate)}.`}</p>
        ) : (
          <ApproveForm warranty={warranty} products={products} onApproved={(updated) => changed(updated, `Approved: ${updated.serialno} is Active until ${formatDate(updated.expiryDate)}.`)} />
        )}
        {warranty.status === "Rejected" || warranty.status === "Replaced" ? null : (
          <RejectForm warranty={warranty} onRejected={(updated) => changed(updated, `Rejected: ${updated.serialno}. The customer's status check shows the reason.`)} />
        )}
      </ConsoleCard>

      <RecordHistory
        id="warranty-history"
        empty="No decisions yet."
        entries={warranty.events.map((event) => ({ key: String(event.id), at: event.at, who: event.staffName, what: event.action, note: event.note }))}
      />
    </div>
  );
}

/** The years as typed and the product chosen (none: kept as it is), as the API takes them. */
const approveForm = defineForm({
  name: "approve-warranty",
  schema: WarrantyApproveSchema,
  initial: { warrantyYears: "", productId: "" },
  fallback: "",
  toInput: ({ productId, ...values }) => ({ ...values, ...(productId !== "" && { productId }) }),
});

function ApproveForm({ warranty, products, onApproved }: { warranty: WarrantyAdminDetail; products: WarrantyProductChoice[]; onApproved: (updated: WarrantyAdminDetail) => void }) {
  const form = useConsoleForm(approveForm, {
    // The product's warranty period to begin with, and the product named already.
    prefill: { warrantyYears: String(warranty.warrantyYears), productId: warranty.product ? String(warranty.product.id) : "" },
    send: (input) => adminRequest<WarrantyAdminDetail>(`warranties/${warranty.id}/approve`, { method: "POST", json: input }),
    done: onApproved,
    failure: "Could not approve the warranty",
    keep: true,
  });

  return (
    <form {...form.formProps} className={`${adminStyles.statusForm} ${styles.decision}`} aria-labelledby="approve-title">
      <h3 id="approve-title" className={styles.subTitle}>
        Approve
      </h3>
      <ConsoleNotice notice={form.notice} />
      <TextField
        label="Warranty period (years)"
        type="number"
        inputMode="numeric"
        min={1}
        max={WARRANTY_YEARS_MAX}
        required
        // A valid period is a whole number of years, so the expiry can be shown as it is typed.
        hint={form.valid ? `Active until ${formatDate(warrantyExpiry(warranty.purchaseDate, Number(form.values.warrantyYears)))}` : "The product's warranty period"}
        {...form.field("warrantyYears")}
      />
      {products.length > 0 ? (
        <SelectField label="Product" name="productId" value={form.values.productId} onChange={form.onChange} error={form.errors.productId} hint="As the invoice names it: the certificate prints it with its model">
          <option value="">Not named</option>
          {products.map((product) => (
            <option key={product.id} value={String(product.id)}>
              {product.model}: {product.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div>
        <SubmitButton busy={form.busy} busyLabel="Approving…">
          Approve warranty
        </SubmitButton>
      </div>
    </form>
  );
}

/** Rejecting: the reason as typed, as the API takes it. */
const rejectForm = defineForm({ name: "reject-warranty", schema: WarrantyRejectSchema, initial: { reason: "" }, fallback: "", toInput: (values) => values });

function RejectForm({ warranty, onRejected }: { warranty: WarrantyAdminDetail; onRejected: (updated: WarrantyAdminDetail) => void }) {
  const form = useConsoleForm(rejectForm, {
    send: (input) => adminRequest<WarrantyAdminDetail>(`warranties/${warranty.id}/reject`, { method: "POST", json: input }),
    done: onRejected,
    failure: "Could not reject the warranty",
    keep: true,
  });

  return (
    <form {...form.formProps} className={`${adminStyles.statusForm} ${styles.decision}`} aria-labelledby="reject-title">
      <h3 id="reject-title" className={styles.subTitle}>
        Reject
      </h3>
      <ConsoleNotice notice={form.notice} />
      <TextAreaField label="Reason" required maxLength={REJECTION_REASON_MAX} hint="The customer sees this in the warranty status check." {...form.field("reason")} />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Rejecting…" className={adminStyles.buttonDanger}>
          Reject warranty
        </SubmitButton>
      </div>
    </form>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
