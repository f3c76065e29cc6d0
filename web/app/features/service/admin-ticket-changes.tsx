import { type TicketDetail, TICKET_NOTE_MAX, TicketNoteSchema } from "@urjavolt/contract/service";
import { type ServiceStatus, type TicketPriority, serviceStatusLabels, ticketPriorities, ticketPriorityLabels } from "@urjavolt/contract/service-rules";
import type { Staff } from "@urjavolt/contract/staff";
import { type TextChannel, channelLabels, consentSourceLabels, textChannels } from "@urjavolt/contract/messages";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { SelectField, TextAreaField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { formatAdminDateTime } from "../../lib/admin-format";
import { useConsoleAction, useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import { FieldList } from "./field-list";
import styles from "./admin-service.module.css";

/**
 * What staff change on a service ticket (decision 026), each section with its own notice: the
 * customer's SMS and WhatsApp consents, the status (the moves the lifecycle allows now), notes,
 * priority and assignee. Every change answers the ticket as it now stands, which the page keeps.
 */

export type StaffOption = { id: number; name: string };
type Changed = (ticket: TicketDetail) => void;

/**
 * What the customer said about updates by SMS and WhatsApp to this mobile (decision 030): agreed on
 * which form and when, or asked to stop. A customer who asks the desk to stop is recorded here, and
 * nothing more goes to them on that channel.
 */
export function UpdatesCard({ ticket, onChanged }: { ticket: TicketDetail; onChanged: Changed }) {
  const { notice, busy, change } = useTicketChange(onChanged);
  const stop = (channel: TextChannel) =>
    void change(
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
    <ConsoleCard id="ticket-updates" title="Updates by SMS and WhatsApp">
      <ConsoleNotice notice={notice} />
      <FieldList fields={textChannels.map((channel) => [channelLabels[channel], said(channel)])} />
      <p className={adminStyles.muted}>
        Status changes go by SMS or WhatsApp only on a channel the customer agreed to on a form. When they ask us to stop, record it here.
      </p>
    </ConsoleCard>
  );
}

/** One change to the ticket at a time: the page keeps the ticket the API answers; a refusal (a 409 move) is the section's notice. */
function useTicketChange(onChanged: Changed) {
  const action = useConsoleAction();
  const change = (request: () => Promise<TicketDetail>, said: (ticket: TicketDetail) => string) =>
    action.run(request, {
      failure: "Could not save the change",
      done: (updated) => {
        onChanged(updated);
        return said(updated);
      },
    });
  return { ...action, change };
}

export function MoveForm({ ticket, onChanged }: { ticket: TicketDetail; onChanged: Changed }) {
  const { notice, busy, change } = useTicketChange(onChanged);
  const [note, setNote] = useState("");
  const move = async (status: ServiceStatus) => {
    const trimmed = note.trim();
    const outcome = await change(
      () => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/status`, { method: "POST", json: trimmed ? { status, note: trimmed } : { status } }),
      (updated) => `Saved. ${updated.reference} is ${serviceStatusLabels[updated.status]}.`,
    );
    if (outcome.ok) setNote("");
  };
  return (
    <ConsoleCard id="ticket-move" title="Move the ticket">
      <ConsoleNotice notice={notice} />
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
    </ConsoleCard>
  );
}

const noteForm = defineForm({ name: "ticket-note", schema: TicketNoteSchema, initial: { body: "" }, fallback: "", toInput: (values) => values });

export function NoteForm({ ticket, onChanged }: { ticket: TicketDetail; onChanged: Changed }) {
  const form = useConsoleForm(noteForm, {
    send: (input) => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/notes`, { method: "POST", json: input }),
    done: (updated) => {
      onChanged(updated);
      return "Note added.";
    },
    failure: "Could not save the change",
  });
  return (
    <ConsoleCard id="ticket-note" title="Add a note">
      <ConsoleNotice notice={form.notice} />
      <form {...form.formProps} className={adminStyles.statusForm}>
        <TextAreaField label="Note" required rows={3} maxLength={TICKET_NOTE_MAX} hint="Only staff see this." {...form.field("body")} />
        <div>
          <SubmitButton busy={form.busy} busyLabel="Saving…">
            Add the note
          </SubmitButton>
        </div>
      </form>
    </ConsoleCard>
  );
}

export function PriorityAndAssignee({ ticket, me, assignable, onChanged }: { ticket: TicketDetail; me: Staff; assignable: StaffOption[] | null; onChanged: Changed }) {
  const { notice, busy, change } = useTicketChange(onChanged);
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
    void change(
      () => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/priority`, { method: "PUT", json: { priority } }),
      (updated) => `Priority is now ${ticketPriorityLabels[updated.priority]}. The deadlines are counted again.`,
    );
  };
  const saveAssignee = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void change(
      () => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/assignee`, { method: "PUT", json: { staffId: assignee ? Number(assignee) : null } }),
      (updated) => (updated.assignedTo ? `Assigned to ${updated.assignedTo.name}.` : "The ticket is unassigned."),
    );
  };
  return (
    <ConsoleCard id="ticket-owner" title="Priority and assignee">
      <ConsoleNotice notice={notice} />
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
    </ConsoleCard>
  );
}

