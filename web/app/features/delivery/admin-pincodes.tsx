import { type AdminPincode, AdminPincodeInputSchema } from "@urjavolt/contract/delivery-admin";
import { useState } from "react";
import { ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type Column, DataTable } from "../../components/admin/data-table";
import { TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-pincodes.module.css";
import { formatIndiaDate } from "@urjavolt/contract/dates";

/** Adding a pincode: the field is checked as typed, as the API takes it. */
const pincodeForm = defineForm({ name: "pincode", schema: AdminPincodeInputSchema, initial: { pincode: "" }, fallback: "", toInput: (values) => values });

/** The pincodes buy-now delivers to: add one, remove one; the delivery check follows at once. */
export function AdminPincodes({ initial }: { initial: AdminPincode[] }) {
  const [pincodes, setPincodes] = useState(initial);
  // The one field says why, whatever went wrong; the notice says what was done.
  const form = useConsoleForm(pincodeForm, {
    send: (input) => adminRequest<AdminPincode>("pincodes", { method: "POST", json: input }),
    done: (added) => {
      setPincodes((list) => [...list, added].sort((a, b) => a.pincode.localeCompare(b.pincode)));
      return `Buy-now now delivers to ${added.pincode}.`;
    },
    failure: "Could not save",
    failureField: "pincode",
  });
  const { setNotice } = form;

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
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={styles.add} aria-label="Add a pincode">
        <TextField label="Pincode" inputMode="numeric" maxLength={6} autoComplete="off" required {...form.field("pincode")} />
        <SubmitButton busy={form.busy} busyLabel="Adding…">
          Add pincode
        </SubmitButton>
      </form>
      <DataTable caption={`Pincodes buy-now delivers to (${pincodes.length})`} columns={columns} rows={pincodes} rowKey={(row) => row.pincode} empty="Buy-now delivers nowhere yet." />
    </>
  );
}
