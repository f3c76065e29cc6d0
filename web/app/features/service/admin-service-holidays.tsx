import { type ServiceHoliday, ServiceHolidayInputSchema } from "@urjavolt/contract/service";
import { HOLIDAY_NAME_MAX } from "@urjavolt/contract/service-sla";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { type FormEvent, useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type Column, DataTable } from "../../components/admin/data-table";
import { TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors, failureText } from "../../lib/admin-forms";
import { defineForm, useRouteForm } from "../../lib/route-form";
import styles from "./admin-service.module.css";

type Outcome = { tone: "status" | "error"; text: string } | null;

// Empty fields are left out, so an empty date reads "Date is required" rather than a format error.
const holidayForm = defineForm({ name: "service-holiday", schema: ServiceHolidayInputSchema, initial: { date: "", name: "" }, fallback: "" });

/**
 * The days the service desk is shut, when no deadline runs (decision 027). Adding or removing one
 * moves every open ticket's due times, so only admins change them (decision 026); support reads them.
 */
export function AdminServiceHolidays({ initial, canChange }: { initial: ServiceHoliday[]; canChange: boolean }) {
  const [holidays, setHolidays] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const remove = async (holiday: ServiceHoliday) => {
    await adminRequest<void>(`service/holidays/${holiday.date}`, { method: "DELETE" });
    setHolidays((current) => current.filter((day) => day.date !== holiday.date));
    setOutcome({ tone: "status", text: `Removed ${holiday.name} (${formatIsoDate(holiday.date)}). Open tickets' deadlines are counted again.` });
  };

  const columns: Column<ServiceHoliday>[] = [
    { key: "date", header: "Date", cell: (holiday) => <time dateTime={holiday.date}>{formatIsoDate(holiday.date)}</time> },
    { key: "name", header: "Holiday", cell: (holiday) => holiday.name },
  ];
  if (canChange) {
    columns.push({
      key: "remove",
      header: "Remove",
      cell: (holiday) => (
        <ConfirmButton
          title="Remove this holiday?"
          message={`${holiday.name} on ${formatIsoDate(holiday.date)} becomes a working day, and every open ticket's deadlines are counted again.`}
          confirmLabel="Remove"
          onConfirm={() => remove(holiday)}
        >
          Remove<span className="visually-hidden"> {holiday.name}</span>
        </ConfirmButton>
      ),
    });
  }

  return (
    <div className={styles.holidays}>
      {outcome ? <AdminNotice tone={outcome.tone}>{outcome.text}</AdminNotice> : null}
      {canChange ? (
        <AddHoliday
          onAdded={(holiday) => {
            setHolidays((current) => [...current, holiday].sort((a, b) => a.date.localeCompare(b.date)));
            setOutcome({ tone: "status", text: `Added ${holiday.name} (${formatIsoDate(holiday.date)}). Open tickets' deadlines are counted again.` });
          }}
        />
      ) : (
        <p className={adminStyles.muted}>Only an admin can add or remove service holidays.</p>
      )}
      <DataTable caption={`Service holidays: ${holidays.length}`} columns={columns} rows={holidays} rowKey={(holiday) => holiday.date} empty="No service holidays yet." />
    </div>
  );
}

function AddHoliday({ onAdded }: { onAdded: (holiday: ServiceHoliday) => void }) {
  const form = useRouteForm(holidayForm);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    setBusy(true);
    try {
      onAdded(await adminRequest<ServiceHoliday>("service/holidays", { method: "POST", json: input }));
      form.reset();
    } catch (error) {
      form.showErrors(apiFieldErrors(error));
      setFailure(failureText(error, "Could not add the holiday"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="holiday-add" className={adminStyles.card}>
      <h2 id="holiday-add" className={adminStyles.cardTitle}>
        Add a holiday
      </h2>
      {failure ? <AdminNotice tone="error">{failure}</AdminNotice> : null}
      <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.grid}>
        <TextField label="Date" type="date" required {...form.field("date")} />
        <TextField label="Name" required maxLength={HOLIDAY_NAME_MAX} placeholder="Diwali" {...form.field("name")} />
        <p className={styles.wide}>
          <button type="submit" className={adminStyles.button} disabled={busy}>
            {busy ? "Adding…" : "Add the holiday"}
          </button>
        </p>
      </form>
    </section>
  );
}
