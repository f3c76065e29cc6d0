import { type TicketDetail, type TicketEvent, type TicketSla, TICKET_NOTE_MAX, TicketNoteSchema } from "@urjavolt/contract/service";
import { type ServiceStatus, type TicketPriority, serviceStatusLabels, ticketPriorities, ticketPriorityLabels } from "@urjavolt/contract/service-rules";
import { complaintIssueLabel, productChoiceLabel } from "@urjavolt/contract/enquiries";
import { formatIsoDate } from "@urjavolt/contract/dates";
import type { Staff } from "@urjavolt/contract/staff";
import { type TextChannel, channelLabels, consentSourceLabels, textChannels } from "@urjavolt/contract/messages";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { RecordHistory } from "../../components/admin/record-history";
import { StatusBadge } from "../../components/admin/status-badge";
import { SelectField, TextAreaField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { apiFieldErrors, failureText } from "../../lib/admin-forms";
import { formatAdminDateTime } from "../../lib/admin-format";
import { defineForm, useRouteForm } from "../../lib/route-form";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import { ClockText, PriorityBadge, TicketStatusBadge } from "./admin-tickets";
import { TicketVisits } from "./admin-ticket-visits";
import { FieldList } from "./field-list";
import styles from "./admin-service.module.css";

type Outcome = { tone: "status" | "error"; text: string } | null;
type StaffOption = { id: number; name: string };

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
      <section aria-labelledby="ticket-summary" className={adminStyles.card}>
        <h2 id="ticket-summary" className={adminStyles.cardTitle}>
          Ticket
        </h2>
        <FieldList fields={fields} />
      </section>

      <Deadlines sla={ticket.sla} />

      <section aria-labelledby="ticket-customer" className={adminStyles.card}>
        <h2 id="ticket-customer" className={adminStyles.cardTitle}>
          Customer
        </h2>
        <FieldList
          fields={[
            ["Name", ticket.name],
            ["Mobile", <a key="mobile" href={`tel:${ticket.mobile}`}>{ticket.mobile}</a>],
            ["E-mail", ticket.email ? <a key="email" href={`mailto:${ticket.email}`}>{ticket.email}</a> : "Not given"],
            ["Pin code", ticket.pincode],
          ]}
        />
      </section>

      <section aria-labelledby="ticket-fault" className={adminStyles.card}>
        <h2 id="ticket-fault" className={adminStyles.cardTitle}>
          Product and fault
        </h2>
        <FieldList
          fields={[
            ["Product", productChoiceLabel(ticket.product)],
            ["Serial number", ticket.serialNo ? <Link key="serial" to={paths.admin.unit(ticket.serialNo)}>{ticket.serialNo}</Link> : "Not given"],
            ["Issue", complaintIssueLabel(ticket.issue, ticket.issueDescription)],
          ]}
        />
        <h3 className={styles.subTitle}>What the customer said</h3>
        <p className={styles.text}>{ticket.description}</p>
      </section>

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
    <section aria-labelledby="ticket-deadlines" className={adminStyles.card}>
      <h2 id="ticket-deadlines" className={adminStyles.cardTitle}>
        Deadlines
      </h2>
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
    </section>
  );
}

/** The photos the customer sent from their request's page (decision 028), each opening at full size. */
function CustomerPhotos({ events }: { events: TicketEvent[] }) {
  const photos = events.filter((event): event is TicketEvent & { photo: string } => event.photo !== null);
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="ticket-photos" className={adminStyles.card}>
      <h2 id="ticket-photos" className={adminStyles.cardTitle}>
        Photos from the customer
      </h2>
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
    </section>
  );
}

/**
 * What the customer said about updates by SMS and WhatsApp to this mobile (decision 030): agreed on
 * which form and when, or asked to stop. A customer who asks the desk to stop is recorded here, and
 * nothing more goes to them on that channel.
 */
function UpdatesCard({ ticket, onChanged }: { ticket: TicketDetail; onChanged: (ticket: TicketDetail) => void }) {
  const { outcome, busy, run } = useTicketChange(onChanged);
  const stop = (channel: TextChannel) =>
    void run(
      () => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/consents/withdraw`, { method: "POST", json: { channel } }),
      () => `Recorded. No more ${channelLabels[channel]} updates go to ${ticket.mobile}.`,
    );
  const said = (channel: TextChannel): ReactNode => {
    const consent = ticket.consents.find((entry) => entry.channel === channel);
    if (!consent) return "Not agreed";
    const where = `${consentSourceLabels[consent.source]}${consent.reference ? ` (${consent.reference})` : ""}`;
    if (consent.status === "withdrawn") return `Asked us to stop, recorded on ${formatAdminDateTime(consent.at)} by ${where}`;
    return (
      <span className={styles.consent}>
        Agreed on {formatAdminDateTime(consent.at)}, on {where}
        <button type="button" className={adminStyles.buttonSecondary} disabled={busy} onClick={() => stop(channel)}>
          Stop {channelLabels[channel]} updates<span className="visually-hidden"> to {ticket.mobile}</span>
        </button>
      </span>
    );
  };
  return (
    <section aria-labelledby="ticket-updates" className={adminStyles.card}>
      <h2 id="ticket-updates" className={adminStyles.cardTitle}>
        Updates by SMS and WhatsApp
      </h2>
      {outcome ? <AdminNotice tone={outcome.tone}>{outcome.text}</AdminNotice> : null}
      <FieldList fields={textChannels.map((channel) => [channelLabels[channel], said(channel)])} />
      <p className={adminStyles.muted}>
        Status changes go by SMS or WhatsApp only on a channel the customer agreed to on a form. When they ask us to stop, record it here.
      </p>
    </section>
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
    <section aria-labelledby="ticket-warranty" className={adminStyles.card}>
      <h2 id="ticket-warranty" className={adminStyles.cardTitle}>
        Warranty
      </h2>
      {body}
      <p className={styles.verdict}>{ticket.chargeable ? "Repair chargeable" : "Repair not chargeable: the unit is covered by its warranty"}</p>
      {ticket.chargeable ? <p className={adminStyles.muted}>Staff may still waive the charge.</p> : null}
    </section>
  );
}

/** Runs one change against the API and keeps the ticket it answers; refusals (a 409 move) come back as the section's message. */
function useTicketChange(onChanged: (ticket: TicketDetail) => void) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const run = async (request: () => Promise<TicketDetail>, done: (ticket: TicketDetail) => string): Promise<unknown> => {
    setOutcome(null);
    setBusy(true);
    try {
      const updated = await request();
      onChanged(updated);
      setOutcome({ tone: "status", text: done(updated) });
      return null;
    } catch (error) {
      setOutcome({ tone: "error", text: failureText(error, "Could not save the change") });
      return error;
    } finally {
      setBusy(false);
    }
  };
  return { outcome, busy, run };
}

function MoveForm({ ticket, onChanged }: { ticket: TicketDetail; onChanged: (ticket: TicketDetail) => void }) {
  const { outcome, busy, run } = useTicketChange(onChanged);
  const [note, setNote] = useState("");
  const move = async (status: ServiceStatus) => {
    const trimmed = note.trim();
    const failed = await run(
      () => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/status`, { method: "POST", json: trimmed ? { status, note: trimmed } : { status } }),
      (updated) => `Saved. ${updated.reference} is ${serviceStatusLabels[updated.status]}.`,
    );
    if (!failed) setNote("");
  };
  return (
    <section aria-labelledby="ticket-move" className={adminStyles.card}>
      <h2 id="ticket-move" className={adminStyles.cardTitle}>
        Move the ticket
      </h2>
      {outcome ? <AdminNotice tone={outcome.tone}>{outcome.text}</AdminNotice> : null}
      {ticket.transitions.length === 0 ? (
        <p className={styles.text}>This ticket is closed. If the fault has come back, open a new ticket.</p>
      ) : (
        <div className={adminStyles.statusForm}>
          <TextAreaField
            label="Note with the move"
            name="moveNote"
            maxLength={TICKET_NOTE_MAX}
            rows={3}
            hint="Only staff see this, in the history below. The customer is told the new status by e-mail, and by SMS or WhatsApp when they agreed to it."
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <div className={styles.moves}>
            {ticket.transitions.map((status) => (
              <button key={status} type="button" className={adminStyles.button} disabled={busy} onClick={() => void move(status)}>
                Move to {serviceStatusLabels[status]}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

const noteForm = defineForm({ name: "ticket-note", schema: TicketNoteSchema, initial: { body: "" }, fallback: "", toInput: (values) => values });

function NoteForm({ ticket, onChanged }: { ticket: TicketDetail; onChanged: (ticket: TicketDetail) => void }) {
  const { outcome, busy, run } = useTicketChange(onChanged);
  const form = useRouteForm(noteForm);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    const failed = await run(() => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/notes`, { method: "POST", json: input }), () => "Note added.");
    if (failed) form.showErrors(apiFieldErrors(failed));
    else form.reset();
  };
  return (
    <section aria-labelledby="ticket-note" className={adminStyles.card}>
      <h2 id="ticket-note" className={adminStyles.cardTitle}>
        Add a note
      </h2>
      {outcome ? <AdminNotice tone={outcome.tone}>{outcome.text}</AdminNotice> : null}
      <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)} className={adminStyles.statusForm}>
        <TextAreaField label="Note" required rows={3} maxLength={TICKET_NOTE_MAX} hint="Only staff see this." {...form.field("body")} />
        <div>
          <button type="submit" className={adminStyles.button} disabled={busy}>
            {busy ? "Saving…" : "Add the note"}
          </button>
        </div>
      </form>
    </section>
  );
}

function PriorityAndAssignee({ ticket, me, assignable, onChanged }: { ticket: TicketDetail; me: Staff; assignable: StaffOption[] | null; onChanged: (ticket: TicketDetail) => void }) {
  const { outcome, busy, run } = useTicketChange(onChanged);
  const [priority, setPriority] = useState<TicketPriority>(ticket.priority);
  const current = ticket.assignedTo ? String(ticket.assignedTo.id) : "";
  const [assignee, setAssignee] = useState(current);
  // Another change (a visit booked, which assigns the technician) moves what the fields start from.
  useEffect(() => setAssignee(current), [current]);
  useEffect(() => setPriority(ticket.priority), [ticket.priority]);

  // Support may not list staff accounts: they can take the ticket themselves, or leave it unassigned.
  const people = new Map<number, string>((assignable ?? [{ id: me.id, name: me.name }]).map((person) => [person.id, person.name]));
  if (ticket.assignedTo && !people.has(ticket.assignedTo.id)) people.set(ticket.assignedTo.id, ticket.assignedTo.name);

  const savePriority = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      () => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/priority`, { method: "PUT", json: { priority } }),
      (updated) => `Priority is now ${ticketPriorityLabels[updated.priority]}. The deadlines are counted again.`,
    );
  };
  const saveAssignee = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(
      () => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/assignee`, { method: "PUT", json: { staffId: assignee ? Number(assignee) : null } }),
      (updated) => (updated.assignedTo ? `Assigned to ${updated.assignedTo.name}.` : "The ticket is unassigned."),
    );
  };
  return (
    <section aria-labelledby="ticket-owner" className={adminStyles.card}>
      <h2 id="ticket-owner" className={adminStyles.cardTitle}>
        Priority and assignee
      </h2>
      {outcome ? <AdminNotice tone={outcome.tone}>{outcome.text}</AdminNotice> : null}
      <div className={styles.grid}>
        <form onSubmit={savePriority} className={styles.inline}>
          <SelectField label="Priority" name="priority" required value={priority} onChange={(event) => setPriority(event.currentTarget.value as TicketPriority)}>
            {ticketPriorities.map((choice) => (
              <option key={choice} value={choice}>
                {ticketPriorityLabels[choice]}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={adminStyles.buttonSecondary} disabled={busy || priority === ticket.priority}>
            Change priority
          </button>
        </form>
        <form onSubmit={saveAssignee} className={styles.inline}>
          <SelectField label="Assigned to" name="assignee" value={assignee} onChange={(event) => setAssignee(event.currentTarget.value)} optionalNote="">
            <option value="">Unassigned</option>
            {[...people].map(([id, name]) => (
              <option key={id} value={String(id)}>
                {id === me.id ? `${name} (me)` : name}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={adminStyles.buttonSecondary} disabled={busy || assignee === current}>
            Assign
          </button>
        </form>
      </div>
    </section>
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
