import { type ServiceHoliday, ServiceHolidayInputSchema } from "@urjavolt/contract/service";
import { HOLIDAY_NAME_MAX } from "@urjavolt/contract/service-sla";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { useState } from "react";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type Column, DataTable } from "../../components/admin/data-table";
import { TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { type Notice, useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-service.module.css";

// Empty fields are left out, so an empty date reads "Date is required" rather than a format error.
const holidayForm = defineForm({ name: "service-holiday", schema: ServiceHolidayInputSchema, initial: { date: "", name: "" }, fallback: "" });

/**
 * The days the service desk is shut, when no deadline runs (decision 027). Adding or removing one
 * moves every open ticket's due times, so only admins change them (decision 026); support reads them.
 */
export function AdminServiceHolidays({ initial, canChange }: { initial: ServiceHoliday[]; canChange: boolean }) {
  const [holidays, setHolidays] = useState(initial);
  const [outcome, setOutcome] = useState<Notice | null>(null);

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
      <ConsoleNotice notice={outcome} />
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
  const form = useConsoleForm(holidayForm, {
    send: (input) => adminRequest<ServiceHoliday>("service/holidays", { method: "POST", json: input }),
    done: onAdded,
    failure: "Could not add the holiday",
  });
  return (
    <ConsoleCard id="holiday-add" title="Add a holiday">
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={styles.grid}>
        <TextField label="Date" type="date" required {...form.field("date")} />
        <TextField label="Name" required maxLength={HOLIDAY_NAME_MAX} placeholder="Diwali" {...form.field("name")} />
        <p className={styles.wide}>
          <SubmitButton busy={form.busy} busyLabel="Adding…">
            Add the holiday
          </SubmitButton>
        </p>
      </form>
    </ConsoleCard>
  );
}
