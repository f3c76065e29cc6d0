import { type AdminPincode, AdminPincodeInputSchema } from "@urjavolt/contract/delivery-admin";
import { type FormEvent, useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type Column, DataTable } from "../../components/admin/data-table";
import { TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors, failureText } from "../../lib/admin-forms";
import styles from "./admin-pincodes.module.css";
import { formatIndiaDate } from "@urjavolt/contract/dates";


/** The pincodes buy-now delivers to: add one, remove one; the delivery check follows at once. */
export function AdminPincodes({ initial }: { initial: AdminPincode[] }) {
  const [pincodes, setPincodes] = useState(initial);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: "status" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const parsed = AdminPincodeInputSchema.safeParse({ pincode: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const added = await adminRequest<AdminPincode>("pincodes", { method: "POST", json: parsed.data });
      setPincodes((list) => [...list, added].sort((a, b) => a.pincode.localeCompare(b.pincode)));
      setValue("");
      setNotice({ tone: "status", text: `Buy-now now delivers to ${added.pincode}.` });
    } catch (caught) {
      setError(apiFieldErrors(caught).pincode ?? failureText(caught));
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
      <form noValidate onSubmit={(event) => void add(event)} className={styles.add} aria-label="Add a pincode">
        <TextField
          label="Pincode"
          name="pincode"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          required
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
        />
        <button type="submit" className={adminStyles.button} disabled={busy}>
          {busy ? "Adding…" : "Add pincode"}
        </button>
      </form>
      <DataTable caption={`Pincodes buy-now delivers to (${pincodes.length})`} columns={columns} rows={pincodes} rowKey={(row) => row.pincode} empty="Buy-now delivers nowhere yet." />
    </>
  );
}
