import {
  type Staff,
  type StaffAccount,
  type StaffRole,
  StaffCreateSchema,
  TechnicianPincodesChangeSchema,
  splitPincodes,
  staffRoleLabels,
  staffRoles,
} from "@urjavolt/contract/staff";
import { useState } from "react";
import { ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type Column, DataTable } from "../../components/admin/data-table";
import { StatusBadge } from "../../components/admin/status-badge";
import { SelectField, TextAreaField, TextField } from "../../components/form-field";
import adminStyles from "../../components/admin/admin.module.css";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleAction, useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./staff.module.css";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";


/** Admins' list of staff accounts: create one, change a role, deactivate or reactivate (never your own). */
export function StaffAccounts({ initial, me }: { initial: StaffAccount[]; me: Staff }) {
  const [accounts, setAccounts] = useState(initial);
  const changes = useConsoleAction();

  const replace = (account: StaffAccount) => setAccounts((list) => list.map((item) => (item.id === account.id ? account : item)));

  /** Changes an account; throws the API's refusal (after saying it) for a dialog or form that shows it too. */
  const update = async (account: StaffAccount, change: { role?: StaffRole; active?: boolean; pincodes?: string[] }) => {
    const outcome = await changes.run(() => adminRequest<StaffAccount>(`staff/${account.id}`, { method: "PATCH", json: change }), {
      failure: "Could not change the account",
      done: (updated) => {
        replace(updated);
        return change.role !== undefined
          ? `${updated.name} is now ${staffRoleLabels[updated.role]}.`
          : change.pincodes !== undefined
            ? `${updated.name} now serves ${updated.pincodes.length} pincode${updated.pincodes.length === 1 ? "" : "s"}.`
            : `${updated.name} is ${updated.active ? "active again" : "deactivated and signed out"}.`;
      },
    });
    if (!outcome.ok) throw outcome.error;
  };

  const columns: Column<StaffAccount>[] = [
    { key: "name", header: "Name", cell: (a) => (a.id === me.id ? `${a.name} (you)` : a.name) },
    { key: "email", header: "E-mail", cell: (a) => a.email },
    {
      key: "role",
      header: "Role",
      cell: (a) =>
        a.id === me.id ? (
          staffRoleLabels[a.role]
        ) : (
          <select
            className={styles.inlineSelect}
            aria-label={`Role of ${a.name}`}
            value={a.role}
            onChange={(event) => void update(a, { role: event.target.value as StaffRole }).catch(() => {})}
          >
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {staffRoleLabels[role]}
              </option>
            ))}
          </select>
        ),
    },
    {
      key: "pincodes",
      header: "Pincodes served",
      cell: (a) => (a.role === "technician" ? <PincodesEditor account={a} onSave={(pincodes) => update(a, { pincodes })} /> : <span>—</span>),
    },
    { key: "status", header: "Status", cell: (a) => <StatusBadge status={a.active ? "active" : "inactive"} /> },
    { key: "last", header: "Last sign-in", cell: (a) => (a.lastSignInAt ? formatIndiaDateTime(a.lastSignInAt) : "Never") },
    {
      key: "actions",
      header: "Actions",
      cell: (a) =>
        a.id === me.id ? (
          <span>—</span>
        ) : a.active ? (
          <ConfirmButton
            title={`Deactivate ${a.name}?`}
            message={<p>{a.name} is signed out at once and cannot sign in until reactivated. Their history stays.</p>}
            confirmLabel="Deactivate"
            onConfirm={() => update(a, { active: false })}
          >
            Deactivate<span className="visually-hidden"> {a.name}</span>
          </ConfirmButton>
        ) : (
          <button type="button" className={adminStyles.buttonSecondary} onClick={() => void update(a, { active: true }).catch(() => {})}>
            Reactivate<span className="visually-hidden"> {a.name}</span>
          </button>
        ),
    },
  ];

  return (
    <>
      <ConsoleNotice notice={changes.notice} />
      <DataTable caption="Staff accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} empty="No staff accounts yet." />
      <CreateStaffForm
        onCreated={(account) => {
          setAccounts((list) => [...list, account].sort((a, b) => a.name.localeCompare(b.name)));
          changes.setNotice({ tone: "status", text: `Created ${account.name} (${staffRoleLabels[account.role]}). They can sign in now.` });
        }}
      />
    </>
  );
}

/** The pincodes as typed: any mix of commas, spaces and lines between them. */
const pincodesForm = defineForm({
  name: "technician-pincodes",
  schema: TechnicianPincodesChangeSchema,
  initial: { pincodes: "" },
  fallback: "",
  toInput: ({ pincodes }) => ({ pincodes: splitPincodes(pincodes) }),
});

/**
 * A technician's pincodes in the list: shown as a line, changed in a small form of their own (the
 * service desk suggests technicians for a ticket by them, decision 031).
 */
function PincodesEditor({ account, onSave }: { account: StaffAccount; onSave: (pincodes: string[]) => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const form = useConsoleForm(pincodesForm, {
    prefill: { pincodes: account.pincodes.join(", ") },
    send: (input) => onSave(input.pincodes),
    done: () => setEditing(false),
    failure: "Could not save the pincodes",
    failureField: "pincodes",
    keep: true,
  });
  const error = form.errors.pincodes;
  const fieldId = `pincodes-${account.id}`;

  if (!editing) {
    return (
      <span className={styles.pincodes}>
        {account.pincodes.length > 0 ? account.pincodes.join(", ") : "None yet"}{" "}
        <button type="button" className={adminStyles.buttonSecondary} onClick={() => setEditing(true)}>
          Change<span className="visually-hidden"> the pincodes of {account.name}</span>
        </button>
      </span>
    );
  }
  return (
    <form {...form.formProps} className={styles.pincodesForm}>
      <label htmlFor={fieldId} className="visually-hidden">
        Pincodes served by {account.name}
      </label>
      <textarea
        id={fieldId}
        rows={2}
        name="pincodes"
        value={form.values.pincodes}
        onChange={form.onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error ? (
        <span id={`${fieldId}-error`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
      <span>
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save
        </SubmitButton>{" "}
        <button type="button" className={adminStyles.buttonSecondary} onClick={() => setEditing(false)}>
          Cancel
        </button>
      </span>
    </form>
  );
}

/** A new account: the fields as typed, as the API takes them; Support to begin with. A technician's pincodes are typed as a list. */
const createStaffForm = defineForm({
  name: "new-staff",
  schema: StaffCreateSchema,
  initial: { name: "", email: "", role: "support", password: "", pincodes: "" },
  fallback: "",
  toInput: ({ pincodes, ...values }) => ({ ...values, ...(values.role === "technician" && { pincodes: splitPincodes(pincodes) }) }),
});

function CreateStaffForm({ onCreated }: { onCreated: (account: StaffAccount) => void }) {
  const form = useConsoleForm(createStaffForm, {
    send: (input) => adminRequest<StaffAccount>("staff", { method: "POST", json: input }),
    done: onCreated,
    failure: "Could not create the account",
  });

  return (
    <section aria-labelledby="new-staff" className={styles.section}>
      <h2 id="new-staff" className={styles.sectionTitle}>
        Add a staff member
      </h2>
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={styles.createForm}>
        <TextField label="Name" autoComplete="off" required {...form.field("name")} />
        <TextField label="E-mail" type="email" autoComplete="off" required {...form.field("email")} />
        <SelectField label="Role" required {...form.field("role")}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {staffRoleLabels[role]}
            </option>
          ))}
        </SelectField>
        {form.values.role === "technician" ? (
          <TextAreaField
            label="Pincodes served"
            rows={2}
            hint="Six-digit pincodes, separated by commas or spaces. The service desk suggests this technician for complaints from them."
            {...form.field("pincodes")}
          />
        ) : null}
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 12 characters, mixing letters with digits or symbols. Share it privately; they should keep it secret."
          {...form.field("password")}
        />
        <div className={styles.formActions}>
          <SubmitButton busy={form.busy} busyLabel="Adding…">
            Add staff member
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
