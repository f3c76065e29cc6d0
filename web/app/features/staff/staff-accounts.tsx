import {
  type Staff,
  type StaffAccount,
  type StaffRole,
  StaffCreateSchema,
  staffRoleLabels,
  staffRoles,
} from "@urjavolt/contract/staff";
import { type FormEvent, useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type Column, DataTable } from "../../components/admin/data-table";
import { StatusBadge } from "../../components/admin/status-badge";
import { SelectField, TextField } from "../../components/form-field";
import adminStyles from "../../components/admin/admin.module.css";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors } from "../../lib/admin-forms";
import { defineForm, useRouteForm } from "../../lib/route-form";
import styles from "./staff.module.css";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";


/** Admins' list of staff accounts: create one, change a role, deactivate or reactivate (never your own). */
export function StaffAccounts({ initial, me }: { initial: StaffAccount[]; me: Staff }) {
  const [accounts, setAccounts] = useState(initial);
  const [message, setMessage] = useState<{ tone: "status" | "error"; text: string } | null>(null);

  const replace = (account: StaffAccount) => setAccounts((list) => list.map((item) => (item.id === account.id ? account : item)));

  const update = async (account: StaffAccount, change: { role?: StaffRole; active?: boolean }) => {
    try {
      const updated = await adminRequest<StaffAccount>(`staff/${account.id}`, { method: "PATCH", json: change });
      replace(updated);
      setMessage({
        tone: "status",
        text:
          change.role !== undefined
            ? `${updated.name} is now ${staffRoleLabels[updated.role]}.`
            : `${updated.name} is ${updated.active ? "active again" : "deactivated and signed out"}.`,
      });
    } catch (error) {
      setMessage({ tone: "error", text: error instanceof Error ? error.message : "Could not change the account" });
      throw error;
    }
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
      {message ? <AdminNotice tone={message.tone}>{message.text}</AdminNotice> : null}
      <DataTable caption="Staff accounts" columns={columns} rows={accounts} rowKey={(a) => a.id} empty="No staff accounts yet." />
      <CreateStaffForm
        onCreated={(account) => {
          setAccounts((list) => [...list, account].sort((a, b) => a.name.localeCompare(b.name)));
          setMessage({ tone: "status", text: `Created ${account.name} (${staffRoleLabels[account.role]}). They can sign in now.` });
        }}
      />
    </>
  );
}

/** A new account: the fields as typed, as the API takes them; Support to begin with. */
const createStaffForm = defineForm({ name: "new-staff", schema: StaffCreateSchema, initial: { name: "", email: "", role: "support", password: "" }, fallback: "", toInput: (values) => values });

function CreateStaffForm({ onCreated }: { onCreated: (account: StaffAccount) => void }) {
  // The console's pages are the browser's alone (decision 009): the form is sent by `submit` to the staff API.
  const form = useRouteForm(createStaffForm);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    form.setErrors({});
    setBusy(true);
    try {
      const account = await adminRequest<StaffAccount>("staff", { method: "POST", json: input });
      form.reset();
      onCreated(account);
    } catch (error) {
      form.showErrors(apiFieldErrors(error));
      setFailure(error instanceof Error ? error.message : "Could not create the account");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="new-staff" className={styles.section}>
      <h2 id="new-staff" className={styles.sectionTitle}>
        Add a staff member
      </h2>
      {failure ? <AdminNotice tone="error">{failure}</AdminNotice> : null}
      <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.createForm}>
        <TextField label="Name" autoComplete="off" required {...form.field("name")} />
        <TextField label="E-mail" type="email" autoComplete="off" required {...form.field("email")} />
        <SelectField label="Role" required {...form.field("role")}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {staffRoleLabels[role]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 12 characters, mixing letters with digits or symbols. Share it privately; they should keep it secret."
          {...form.field("password")}
        />
        <div className={styles.formActions}>
          <button type="submit" className={adminStyles.button} disabled={busy}>
            {busy ? "Adding…" : "Add staff member"}
          </button>
        </div>
      </form>
    </section>
  );
}
