import type { TicketDetail, TicketEvent, TicketSla } from "@urjavolt/contract/service";
import { serviceStatusLabels } from "@urjavolt/contract/service-rules";
import { complaintIssueLabel, productChoiceLabel } from "@urjavolt/contract/enquiries";
import { formatIsoDate } from "@urjavolt/contract/dates";
import type { Staff } from "@urjavolt/contract/staff";
import { type ReactNode, useState } from "react";
import { ConsoleCard } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { RecordHistory } from "../../components/admin/record-history";
import { StatusBadge } from "../../components/admin/status-badge";
import { formatAdminDateTime } from "../../lib/admin-format";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { ClockText, PriorityBadge, TicketStatusBadge } from "./admin-tickets";
import { MoveForm, NoteForm, PriorityAndAssignee, type StaffOption, UpdatesCard } from "./admin-ticket-changes";
import { TicketVisits } from "./admin-ticket-visits";
import { FieldList } from "./field-list";
import styles from "./admin-service.module.css";

/**
 * One service ticket (decision 026): who and what, the unit's warranty, both deadlines, the moves
 * the lifecycle allows now, notes, priority, assignee and the history. `assignable` is who the
 * ticket may be given to: every active account for an admin, or just the staff member themself for
 * support, who may not list staff accounts.
 */
export function AdminTicketDetail({ initial, me, assignable }: { initial: TicketDetail; me: Staff; assignable: StaffOption[] | null }) {
  const [ticket, setTicket] = useState(initial);
  const fields: [string, ReactNode][] = [
    ["Status", <TicketStatusBadge key="status" status={ticket.status} />],
    ["Priority", <PriorityBadge key="priority" priority={ticket.priority} />],
    ["Assigned to", ticket.assignedTo?.name ?? "Unassigned"],
    ["Came from", ticket.source === "phone" ? "A phone call" : "The complaint form on the website"],
    ["Opened", formatAdminDateTime(ticket.openedAt)],
    ["Acknowledged", ticket.acknowledgedAt ? formatAdminDateTime(ticket.acknowledgedAt) : "Not yet"],
  ];
  if (ticket.resolvedAt) fields.push(["Resolved", formatAdminDateTime(ticket.resolvedAt)]);
  if (ticket.reopenUntil && ticket.status === "resolved") fields.push(["Customer may reopen until", formatAdminDateTime(ticket.reopenUntil)]);
  if (ticket.closedAt) fields.push(["Closed", formatAdminDateTime(ticket.closedAt)]);
  if (ticket.escalatedAt) fields.push(["Escalated to the Grievance Officer", formatAdminDateTime(ticket.escalatedAt)]);

  return (
    <div className={adminStyles.detail}>
      <ConsoleCard id="ticket-summary" title="Ticket">
        <FieldList fields={fields} />
      </ConsoleCard>

      <Deadlines sla={ticket.sla} />

      <ConsoleCard id="ticket-customer" title="Customer">
        <FieldList
          fields={[
            ["Name", ticket.name],
            ["Mobile", <a key="mobile" href={`tel:${ticket.mobile}`}>{ticket.mobile}</a>],
            ["E-mail", ticket.email ? <a key="email" href={`mailto:${ticket.email}`}>{ticket.email}</a> : "Not given"],
            ["Pin code", ticket.pincode],
          ]}
        />
      </ConsoleCard>

      <ConsoleCard id="ticket-fault" title="Product and fault">
        <FieldList
          fields={[
            ["Product", productChoiceLabel(ticket.product)],
            ["Serial number", ticket.serialNo ? <Link key="serial" to={paths.admin.unit(ticket.serialNo)}>{ticket.serialNo}</Link> : "Not given"],
            ["Issue", complaintIssueLabel(ticket.issue, ticket.issueDescription)],
          ]}
        />
        <h3 className={styles.subTitle}>What the customer said</h3>
        <p className={styles.text}>{ticket.description}</p>
      </ConsoleCard>

      <CustomerPhotos events={ticket.events} />
      <UpdatesCard ticket={ticket} onChanged={setTicket} />

      <WarrantyCard ticket={ticket} />

      <TicketVisits ticket={ticket} onChanged={setTicket} />
      <MoveForm ticket={ticket} onChanged={setTicket} />
      <NoteForm ticket={ticket} onChanged={setTicket} />
      <PriorityAndAssignee ticket={ticket} me={me} assignable={assignable} onChanged={setTicket} />

      <RecordHistory
        id="ticket-history"
        empty="Nothing has happened yet."
        entries={ticket.events.map((event) => ({ key: String(event.id), at: event.at, who: whoDid(event), what: whatHappened(event), note: event.body }))}
      />
    </div>
  );
}

const clockStates = { running: "Running", paused: "Paused", met: "Met", breached: "Overdue" } as const;

/** Both clocks as the API counted them at the request: due time in India time, time left, state (decision 027). */
function Deadlines({ sla }: { sla: TicketSla }) {
  const clocks = [
    { name: "Response", hint: "Until someone acknowledges the ticket.", clock: sla.response },
    { name: "Resolution", hint: "Until the fault is resolved; it stands still while the ticket waits for parts or the customer.", clock: sla.resolution },
  ];
  return (
    <ConsoleCard id="ticket-deadlines" title="Deadlines">
      <div className={styles.clocks}>
        {clocks.map(({ name, hint, clock }) => (
          <section key={name} aria-label={`${name} deadline`} className={styles.clock}>
            <h3>{name}</h3>
            <p className={adminStyles.muted}>{hint}</p>
            <p>
              <strong>Due:</strong> {clock.dueAt ? formatAdminDateTime(clock.dueAt) : clock.state === "paused" ? "Set again when the work resumes" : "—"}
            </p>
            <p>
              <strong>Time left:</strong> <ClockText clock={clock} />
            </p>
            <p>
              <strong>State:</strong> {clockStates[clock.state]}
            </p>
          </section>
        ))}
      </div>
      <p className={adminStyles.muted}>Counted in business hours: Monday to Saturday, 9 am to 7 pm India time, less the service holidays.</p>
    </ConsoleCard>
  );
}

/** The photos the customer sent from their request's page (decision 028), each opening at full size. */
function CustomerPhotos({ events }: { events: TicketEvent[] }) {
  const photos = events.filter((event): event is TicketEvent & { photo: string } => event.photo !== null);
  if (photos.length === 0) return null;
  return (
    <ConsoleCard id="ticket-photos" title="Photos from the customer">
      <ul className={styles.photos}>
        {photos.map((event) => (
          <li key={event.id}>
            <a href={event.photo}>
              <img src={event.photo} alt={`Sent by the customer ${formatAdminDateTime(event.at)}${event.body ? `: ${event.body}` : ""}`} loading="lazy" width={200} height={150} />
            </a>
            <p className={adminStyles.muted}>
              {formatAdminDateTime(event.at)}
              {event.body ? `: ${event.body}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </ConsoleCard>
  );
}

/** The unit's warranty at a glance and whether the repair is charged: where staff start, not a verdict (decision 026). */
function WarrantyCard({ ticket }: { ticket: TicketDetail }) {
  const { warranty } = ticket;
  let body: ReactNode;
  if (warranty === null) body = <p className={styles.text}>No serial number was given, so the warranty cannot be checked.</p>;
  else if (!warranty.registered) body = <p className={styles.text}>Serial number {warranty.serialNo} is not registered for warranty.</p>;
  else
    body = (
      <FieldList
        fields={[
          ["Registration", <StatusBadge key="registration" status={warranty.status}>{warranty.status}</StatusBadge>],
          ["Starts", formatIsoDate(warranty.startDate)],
          ["Ends", formatIsoDate(warranty.endDate)],
          ["On the day the ticket was opened", warranty.inWarranty ? "In warranty" : "Out of warranty"],
        ]}
      />
    );
  return (
    <ConsoleCard id="ticket-warranty" title="Warranty">
      {body}
      <p className={styles.verdict}>{ticket.chargeable ? "Repair chargeable" : "Repair not chargeable: the unit is covered by its warranty"}</p>
      {ticket.chargeable ? <p className={adminStyles.muted}>Staff may still waive the charge.</p> : null}
    </ConsoleCard>
  );
}

function whoDid(event: TicketEvent): string {
  if (event.staff) return event.staff.name;
  return event.actor === "customer" ? "The customer" : "The system";
}

function whatHappened(event: TicketEvent): string {
  if (event.kind === "status") {
    if (event.fromStatus === null) return `opened the ticket as ${serviceStatusLabels[event.toStatus ?? "new"]}`;
    return `changed the status from ${serviceStatusLabels[event.fromStatus]} to ${serviceStatusLabels[event.toStatus ?? event.fromStatus]}`;
  }
  return event.kind === "message" ? "sent a message" : "added a note";
}
