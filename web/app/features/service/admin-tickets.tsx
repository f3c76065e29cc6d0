import { type TicketItem, type TicketList, ticketListStatusFilters } from "@urjavolt/contract/service";
import { type ServiceStatus, serviceStatusLabels, ticketPriorityLabels, type TicketPriority } from "@urjavolt/contract/service-rules";
import { productChoiceLabel } from "@urjavolt/contract/enquiries";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/data-table";
import { type FilterField, FilterBar } from "../../components/admin/filter-bar";
import { Pager } from "../../components/admin/pager";
import { type BadgeTone, StatusBadge } from "../../components/admin/status-badge";
import adminStyles from "../../components/admin/admin.module.css";
import styles from "./admin-service.module.css";

const statusFilterLabels: Record<(typeof ticketListStatusFilters)[number], string> = {
  open: "Open (not resolved or closed)",
  all: "All statuses",
  ...serviceStatusLabels,
};

/** The status filter's empty choice is the API's default, open tickets; "all" and each status follow. */
export const ticketFilters: FilterField[] = [
  {
    name: "status",
    label: "Status",
    type: "select",
    allLabel: statusFilterLabels.open,
    options: ticketListStatusFilters.filter((filter) => filter !== "open").map((filter) => ({ value: filter, label: statusFilterLabels[filter] })),
  },
  { name: "q", label: "Search", type: "search", placeholder: "Reference, name, mobile, e-mail, serial" },
];

/** The service desk's list as the API sorts it: the nearest deadline first (decision 027). */
export function AdminTickets({ list }: { list: TicketList }) {
  const columns: Column<TicketItem>[] = [
    {
      key: "reference",
      header: "Reference",
      cell: (item) => (
        <Link to={paths.admin.ticket(item.id)} className={adminStyles.recordKey}>
          {item.reference}
        </Link>
      ),
    },
    { key: "timeLeft", header: "Time left", cell: (item) => <RunningClock item={item} /> },
    { key: "status", header: "Status", cell: (item) => <TicketStatusBadge status={item.status} /> },
    { key: "priority", header: "Priority", cell: (item) => <PriorityBadge priority={item.priority} /> },
    {
      key: "customer",
      header: "Customer",
      cell: (item) => (
        <span className={styles.stack}>
          {item.name}
          <span className={adminStyles.muted}>{item.mobile}</span>
        </span>
      ),
    },
    {
      key: "product",
      header: "Product",
      cell: (item) => (
        <span className={styles.stack}>
          {productChoiceLabel(item.product)}
          {item.serialNo ? <span className={adminStyles.muted}>{item.serialNo}</span> : null}
        </span>
      ),
    },
    { key: "assignee", header: "Assigned to", cell: (item) => item.assignedTo?.name ?? <span className={adminStyles.muted}>Unassigned</span> },
    { key: "opened", header: "Opened", cell: (item) => formatIndiaDateTime(item.openedAt) },
  ];
  return (
    <>
      <FilterBar fields={ticketFilters} label="Filter the tickets" />
      <DataTable caption={`Service tickets: ${list.total} found`} columns={columns} rows={list.items} rowKey={(item) => item.id} empty="No tickets match these filters." />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Ticket pages" />
    </>
  );
}

/**
 * The clock that matters now: the response clock until someone acknowledges the ticket (every move
 * out of `new` does), then the resolution clock (docs/decisions/027).
 */
export function runningClockOf(item: Pick<TicketItem, "status" | "sla">): { name: "Response" | "Resolution"; clock: TicketItem["sla"]["response"] } {
  return item.status === "new" ? { name: "Response", clock: item.sla.response } : { name: "Resolution", clock: item.sla.resolution };
}

/** A ticket's time left in the API's words, with a word (not colour alone) when it is nearly due or overdue, and its escalation. */
export function RunningClock({ item }: { item: Pick<TicketItem, "status" | "sla" | "escalatedAt"> }) {
  const { name, clock } = runningClockOf(item);
  return (
    <span className={styles.stack}>
      <span className={adminStyles.muted}>{name}</span>
      <ClockText clock={clock} />
      {item.escalatedAt ? <StatusBadge tone="danger">Escalated</StatusBadge> : null}
    </span>
  );
}

/** "Overdue by 1 h 5 min" marked overdue; "1 h left" marked "Due soon" in its last stretch; the rest as the API says. */
export function ClockText({ clock }: { clock: TicketItem["sla"]["response"] }) {
  if (clock.state === "breached") {
    return (
      <span className={styles.overdue}>
        <span aria-hidden="true">⚠ </span>
        {clock.text}
      </span>
    );
  }
  if (clock.warning) {
    return (
      <span className={styles.warning}>
        <strong>Due soon:</strong> {clock.text}
      </span>
    );
  }
  return <span>{clock.text}</span>;
}

const statusTones: Record<ServiceStatus, BadgeTone> = {
  new: "warning",
  acknowledged: "info",
  diagnosing: "info",
  visit_scheduled: "info",
  awaiting_parts: "neutral",
  waiting_on_customer: "neutral",
  resolved: "success",
  closed: "neutral",
  reopened: "warning",
};

export function TicketStatusBadge({ status }: { status: ServiceStatus }) {
  return <StatusBadge tone={statusTones[status]}>{serviceStatusLabels[status]}</StatusBadge>;
}

const priorityTones: Record<TicketPriority, BadgeTone> = { urgent: "danger", high: "warning", normal: "neutral", low: "neutral" };

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <StatusBadge tone={priorityTones[priority]}>{ticketPriorityLabels[priority]}</StatusBadge>;
}
