import { productChoices } from "@urjavolt/contract/enquiries";
import { formatIndiaDateTime, formatIsoDate, indiaIsoDate } from "@urjavolt/contract/dates";
import { paths } from "@urjavolt/contract/paths";
import { serviceStatusLabels } from "@urjavolt/contract/service-rules";
import { type UnitList, type UnitRecord, type UnitWarranty, UnitCreateSchema, unitSourceLabels } from "@urjavolt/contract/service-units";
import { visitOutcomeLabels } from "@urjavolt/contract/service-visits";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { type Column, DataTable } from "../../components/admin/data-table";
import { type FilterField, FilterBar } from "../../components/admin/filter-bar";
import { StatusBadge } from "../../components/admin/status-badge";
import { SelectField, TextAreaField, TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { formatAdminDateTime } from "../../lib/admin-format";
import { useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-service.module.css";
import { FieldList } from "./field-list";

export const unitFilters: FilterField[] = [{ name: "q", label: "Find by serial number", type: "search", placeholder: "Any part of the serial" }];

type UnitRow = UnitList["units"][number];

/** Known serials found by the search, each leading to its record, and the form to enter a unit by hand (decision 032). */
export function AdminUnits({ list }: { list: UnitList }) {
  const columns: Column<UnitRow>[] = [
    { key: "serial", header: "Serial number", cell: (unit) => <Link to={paths.admin.unit(unit.serialNo)}>{unit.serialNo}</Link> },
    { key: "product", header: "Product", cell: (unit) => unit.product ?? "Not known" },
    { key: "sources", header: "Known from", cell: (unit) => unit.sources.map((source) => unitSourceLabels[source]).join("; ") },
  ];
  return (
    <>
      <FilterBar fields={unitFilters} label="Find a unit" />
      <DataTable caption={`Units: ${list.units.length} shown`} columns={columns} rows={list.units} rowKey={(unit) => unit.serialNo} empty="No unit has a serial number like this." />
      <NewUnitForm />
    </>
  );
}

const newUnitForm = defineForm({
  name: "new-unit",
  schema: UnitCreateSchema,
  initial: { serialNo: "", product: "", orderNumber: "", purchaseDate: "", notes: "" },
  fallback: "",
  toInput: ({ orderNumber, purchaseDate, notes, product, ...values }) => ({
    ...values,
    ...(product && { product }),
    ...(orderNumber.trim() && { orderNumber }),
    ...(purchaseDate && { purchaseDate }),
    ...(notes.trim() && { notes }),
  }),
});

/** A unit staff enter: its serial and product, with the shop order it was sold with or the date it was bought. */
function NewUnitForm() {
  const navigate = useNavigate();
  const form = useConsoleForm(newUnitForm, {
    send: (input) => adminRequest<UnitRecord>("service/units", { method: "POST", json: input }),
    done: (unit) => navigate(paths.admin.unit(unit.serialNo), { state: { notice: `Unit ${unit.serialNo} entered.` } }),
    failure: "Could not enter the unit",
    keep: true,
  });
  return (
    <ConsoleCard id="new-unit" title="Enter a unit">
      <p className={adminStyles.muted}>
        For a unit shipped from the shop (give its order number) or one the customer has not registered. A registered unit is known already. A spare
        for exchanges takes neither an order number nor a purchase date: technicians give only spares of the request's product.
      </p>
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={styles.bookVisit}>
        <TextField label="Serial number" required autoComplete="off" autoCapitalize="characters" {...form.field("serialNo")} />
        <SelectField label="Product" required {...form.field("product")}>
          <option value="">Choose…</option>
          {productChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <div className={styles.inline}>
          <TextField label="Shop order number" autoComplete="off" hint="e.g. UV-2026-000123: its warranty starts the day it was paid." {...form.field("orderNumber")} />
          <TextField label="Purchase date" type="date" max={indiaIsoDate()} hint="When it was bought elsewhere." {...form.field("purchaseDate")} />
        </div>
        <TextAreaField label="Notes" rows={2} maxLength={500} {...form.field("notes")} />
        <div>
          <SubmitButton busy={form.busy} busyLabel="Entering…">
            Enter the unit
          </SubmitButton>
        </div>
      </form>
    </ConsoleCard>
  );
}

/** One unit's record: what it is, how it was sold and registered, its warranty, and everything that happened to it. */
export function AdminUnitRecord({ unit }: { unit: UnitRecord }) {
  const fields: [string, ReactNode][] = [
    ["Product", unit.product ?? "Not known"],
    ["Known from", unit.sources.map((source) => unitSourceLabels[source]).join("; ")],
  ];
  if (unit.replaces) fields.push(["Replaces", <Link key="replaces" to={paths.admin.unit(unit.replaces)}>{unit.replaces}</Link>]);
  if (unit.replacedBy) fields.push(["Replaced by", <Link key="replacedBy" to={paths.admin.unit(unit.replacedBy)}>{unit.replacedBy}</Link>]);
  if (unit.notes) fields.push(["Notes", unit.notes]);
  return (
    <div className={adminStyles.detail}>
      <ConsoleCard id="unit-summary" title="Unit">
        <FieldList fields={fields} />
      </ConsoleCard>

      <ConsoleCard id="unit-warranty" title="Warranty">
        <WarrantyFields warranty={unit.warranty} />
        {unit.registration ? (
          <p>
            <Link to={paths.admin.warranty(unit.registration.id)}>
              Registration by {unit.registration.name}, bought {formatIsoDate(unit.registration.purchaseDate)} from {unit.registration.dealer} (invoice {unit.registration.invoiceNo})
            </Link>
          </p>
        ) : null}
      </ConsoleCard>

      <ConsoleCard id="unit-sale" title="Sale">
        {unit.order ? (
          <FieldList
            fields={[
              ["Order", <Link key="order" to={paths.admin.order(unit.order.id)}>{unit.order.number}</Link>],
              ["Paid", unit.order.paidAt ? formatAdminDateTime(unit.order.paidAt) : "Not paid"],
              ["Tax invoice", unit.order.invoiceNumber ?? "None issued"],
            ]}
          />
        ) : (
          <p className={styles.text}>Not sold through the shop, as far as we know.</p>
        )}
      </ConsoleCard>

      <ConsoleCard id="unit-requests" title="Service requests">
        {unit.tickets.length === 0 ? <p className={styles.text}>No complaint or service call about this unit.</p> : null}
        <ul className={styles.plainList}>
          {unit.tickets.map((ticket) => (
            <li key={ticket.id}>
              <Link to={paths.admin.ticket(ticket.id)}>{ticket.reference}</Link>, opened {formatAdminDateTime(ticket.openedAt)}: {serviceStatusLabels[ticket.status]}
              {visitsOf(unit, ticket.id)}
            </li>
          ))}
        </ul>
      </ConsoleCard>

      <ConsoleCard id="unit-history" title="History">
        <ol className={styles.timeline}>
          {unit.events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <time dateTime={event.at}>{formatIndiaDateTime(event.at)}</time>: {event.href ? <Link to={event.href}>{event.text}</Link> : event.text}
            </li>
          ))}
        </ol>
      </ConsoleCard>
    </div>
  );
}

function visitsOf(unit: UnitRecord, ticketId: number): string {
  const visits = unit.visits.filter((visit) => visit.ticketId === ticketId);
  if (visits.length === 0) return "";
  const made = visits.filter((visit) => visit.outcome !== null).map((visit) => visitOutcomeLabels[visit.outcome!].toLowerCase());
  return `; ${visits.length} visit${visits.length === 1 ? "" : "s"}${made.length ? ` (${made.join(", ")})` : ""}`;
}

function WarrantyFields({ warranty }: { warranty: UnitWarranty }) {
  switch (warranty.basis) {
    case "none":
      return <p className={styles.text}>Not registered, and no sale or replacement tells when its warranty started.</p>;
    case "registration":
      return (
        <FieldList
          fields={[
            ["Status", <StatusBadge key="status" status={warranty.status}>{warranty.status}</StatusBadge>],
            ["Starts", formatIsoDate(warranty.startDate)],
            ["Ends", formatIsoDate(warranty.endDate)],
          ]}
        />
      );
    default:
      return (
        <FieldList
          fields={[
            ["Counted from", warranty.basis === "inherited" ? <>the purchase of <Link to={paths.admin.unit(warranty.from)}>{warranty.from}</Link>, which it replaced</> : "its sale"],
            ["Starts", formatIsoDate(warranty.startDate)],
            ["Ends", formatIsoDate(warranty.endDate)],
            ["Today", warranty.inWarranty ? "In warranty (not registered)" : "Out of warranty"],
          ]}
        />
      );
  }
}
