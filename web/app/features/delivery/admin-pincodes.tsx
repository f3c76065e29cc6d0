import { type AdminPincode, AdminPincodeInputSchema } from "@urjavolt/contract/delivery-admin";
import { type FormEvent, useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type Column, DataTable } from "../../components/admin/data-table";
import { TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors, failureText } from "../../lib/admin-forms";
import { defineForm, useRouteForm } from "../../lib/route-form";
import styles from "./admin-pincodes.module.css";
import { formatIndiaDate } from "@urjavolt/contract/dates";

/** Adding a pincode: the field is checked as typed, as the API takes it. */
const pincodeForm = defineForm({ name: "pincode", schema: AdminPincodeInputSchema, initial: { pincode: "" }, fallback: "", toInput: (values) => values });

/** The pincodes buy-now delivers to: add one, remove one; the delivery check follows at once. */
export function AdminPincodes({ initial }: { initial: AdminPincode[] }) {
  const [pincodes, setPincodes] = useState(initial);
  // The console's pages are the browser's alone (decision 009): the form is sent by `add` to the staff API.
  const form = useRouteForm(pincodeForm);
  const [notice, setNotice] = useState<{ tone: "status" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const input = form.validate();
    if (!input) return;
    form.setErrors({});
    setBusy(true);
    try {
      const added = await adminRequest<AdminPincode>("pincodes", { method: "POST", json: input });
      setPincodes((list) => [...list, added].sort((a, b) => a.pincode.localeCompare(b.pincode)));
      form.reset();
      setNotice({ tone: "status", text: `Buy-now now delivers to ${added.pincode}.` });
    } catch (caught) {
      // The one field says why, whatever went wrong.
      form.showErrors({ pincode: apiFieldErrors(caught).pincode ?? failureText(caught) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (pincode: string) => {
    await adminRequest<void>(`pincodes/${pincode}`, { method: "DELETE" });
    setPincodes((list) => list.filter((row) => row.pincode !== pincode));
    setNotice({ tone: "status", text: `Buy-now no longer delivers to ${pincode}.` });
  };

  const columns: Column<AdminPincode>[] = [
    { key: "pincode", header: "Pincode", cell: (row) => row.pincode },
    { key: "added", header: "Added", cell: (row) => formatIndiaDate(row.createdAt) },
    {
      key: "actions",
      header: "Actions",
      cell: (row) => (
        <ConfirmButton title={`Stop delivering to ${row.pincode}?`} message={<p>Shoppers with this pincode can no longer buy now.</p>} confirmLabel="Remove" onConfirm={() => remove(row.pincode)}>
          Remove<span className="visually-hidden"> {row.pincode}</span>
        </ConfirmButton>
      ),
    },
  ];

  return (
    <>
      {notice ? <AdminNotice tone={notice.tone}>{notice.text}</AdminNotice> : null}
      <form ref={form.formRef} noValidate onSubmit={(event) => void add(event)} className={styles.add} aria-label="Add a pincode">
        <TextField label="Pincode" inputMode="numeric" maxLength={6} autoComplete="off" required {...form.field("pincode")} />
        <button type="submit" className={adminStyles.button} disabled={busy}>
          {busy ? "Adding…" : "Add pincode"}
        </button>
      </form>
      <DataTable caption={`Pincodes buy-now delivers to (${pincodes.length})`} columns={columns} rows={pincodes} rowKey={(row) => row.pincode} empty="Buy-now delivers nowhere yet." />
    </>
  );
}
