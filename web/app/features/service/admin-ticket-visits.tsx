import type { TicketDetail } from "@urjavolt/contract/service";
import { isOpenStatus } from "@urjavolt/contract/service-rules";
import {
  VISIT_ADDRESS_MAX,
  VISIT_TEXT_MAX,
  type TechnicianChoiceList,
  type Visit,
  VisitBookSchema,
  type VisitSlot,
  slotBounds,
  visitOutcomeLabels,
  visitSlotText,
  visitSlots,
  visitStatusLabels,
} from "@urjavolt/contract/service-visits";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { useEffect, useState } from "react";
import { ConsoleCard, ConsoleNotice, SubmitButton } from "../../components/admin/admin-page";
import adminStyles from "../../components/admin/admin.module.css";
import { ConfirmButton } from "../../components/admin/confirm-button";
import { type BadgeTone, StatusBadge } from "../../components/admin/status-badge";
import { SelectField, TextAreaField, TextField } from "../../components/form-field";
import { adminRequest } from "../../lib/admin-api";
import { failureText } from "../../lib/admin-forms";
import { type Notice, useConsoleForm } from "../../lib/console-form";
import { defineForm } from "../../lib/route-form";
import styles from "./admin-service.module.css";
import { VisitCloseForm } from "./visit-close-form";

export const visitTones: Record<Visit["status"], BadgeTone> = { booked: "info", done: "success", cancelled: "neutral" };

/** A slot as chosen: "09:00" is "9 am to 11 am". */
const slotLabel = (slot: string) => {
  const hour = Number(slot.slice(0, 2));
  const words = (h: number) => `${h % 12 || 12} ${h < 12 ? "am" : "pm"}`;
  return `${words(hour)} to ${words(hour + 2)}`;
};

/**
 * A ticket's visits in the console (decision 031): each booked, made or cancelled visit, with
 * cancel and close for the one still booked, and the booking form while the ticket is open and has
 * none booked.
 */
export function TicketVisits({ ticket, onChanged }: { ticket: TicketDetail; onChanged: (ticket: TicketDetail) => void }) {
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const booked = ticket.visits.find((visit) => visit.status === "booked");
  const changed = (updated: TicketDetail, text: string) => {
    onChanged(updated);
    setOutcome({ tone: "status", text });
  };
  return (
    <ConsoleCard id="ticket-visits" title="Visits">
      <ConsoleNotice notice={outcome} />
      {ticket.visits.length === 0 ? <p className={styles.text}>No visit booked yet.</p> : null}
      <ol className={styles.visits}>
        {ticket.visits.map((visit) => (
          <li key={visit.id} className={styles.visit}>
            <VisitSummary visit={visit} />
            {visit.status === "booked" ? (
              <div className={styles.visitActions}>
                <ConfirmButton
                  title="Cancel this visit?"
                  message={<p>The technician no longer sees it, and a ticket waiting for it goes back to Diagnosing. The customer is told by e-mail.</p>}
                  confirmLabel="Cancel the visit"
                  onConfirm={async () => {
                    const updated = await adminRequest<TicketDetail>(`service/visits/${visit.id}/cancel`, { method: "POST" });
                    changed(updated, "The visit is cancelled.");
                  }}
                >
                  Cancel the visit
                </ConfirmButton>
                <details className={styles.closeVisit}>
                  <summary>Close it for the technician</summary>
                  <VisitCloseForm
                    visitId={visit.id}
                    close={async (input) => {
                      const updated = await adminRequest<TicketDetail>(`service/visits/${visit.id}/close`, { method: "POST", json: input });
                      changed(updated, `The visit is closed and ${updated.reference} is resolved.`);
                    }}
                  />
                </details>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {isOpenStatus(ticket.status) && !booked ? <BookVisitForm
          ticket={ticket}
          onBooked={(updated) => changed(updated, updated.email ? `Visit booked. ${updated.name} is e-mailed the slot.` : `Visit booked. ${updated.name} gave no e-mail: call them with the slot.`)}
        /> : null}
      {!isOpenStatus(ticket.status) ? <p className={adminStyles.muted}>A resolved or closed ticket takes no visit; reopen it first.</p> : null}
    </ConsoleCard>
  );
}

function VisitSummary({ visit }: { visit: Visit }) {
  return (
    <div className={styles.visitSummary}>
      <p className={styles.visitSlot}>
        <strong>{visitSlotText(visit.slotStart, visit.slotEnd)}</strong>{" "}
        <StatusBadge tone={visitTones[visit.status]}>{visitStatusLabels[visit.status]}</StatusBadge>
      </p>
      <p>Technician: {visit.technician.name}</p>
      <p className={styles.text}>Address: {visit.address}</p>
      {visit.instructions ? <p className={styles.text}>For the technician: {visit.instructions}</p> : null}
      {visit.outcome ? (
        <p>
          Outcome: <strong>{visitOutcomeLabels[visit.outcome]}</strong>
          {visit.replacementSerial ? `, replacement unit ${visit.replacementSerial}` : ""}
        </p>
      ) : null}
      {visit.partsUsed ? <p className={styles.text}>Parts used: {visit.partsUsed}</p> : null}
      {visit.notes ? <p className={styles.text}>Notes: {visit.notes}</p> : null}
    </div>
  );
}

const bookVisitForm = defineForm({
  name: "visit-book",
  schema: VisitBookSchema,
  initial: { technicianId: "", date: "", slot: "", address: "", instructions: "" },
  fallback: "",
  toInput: ({ technicianId, instructions, ...values }) => ({ ...values, ...(technicianId && { technicianId: Number(technicianId) }), ...(instructions.trim() && { instructions }) }),
});

/** Books a technician for a slot; the technicians serving the ticket's pincode are listed first. */
function BookVisitForm({ ticket, onBooked }: { ticket: TicketDetail; onBooked: (ticket: TicketDetail) => void }) {
  const form = useConsoleForm(bookVisitForm, {
    send: (input) => adminRequest<TicketDetail>(`service/tickets/${ticket.id}/visits`, { method: "POST", json: input }),
    done: onBooked,
    failure: "Could not book the visit",
  });
  const [technicians, setTechnicians] = useState<TechnicianChoiceList["technicians"] | null>(null);
  const { setNotice } = form;
  // The slots the chosen technician already has on the chosen day are shown taken (the server refuses them too).
  const chosen = technicians?.find((technician) => String(technician.id) === form.values.technicianId);
  const takenSlots = new Set(chosen?.bookedSlots ?? []);
  const isTaken = (slot: VisitSlot) => /^\d{4}-\d{2}-\d{2}$/.test(form.values.date) && takenSlots.has(slotBounds(form.values.date, slot).start.toISOString());

  useEffect(() => {
    const controller = new AbortController();
    adminRequest<TechnicianChoiceList>(`service/tickets/${ticket.id}/technicians`, { signal: controller.signal })
      .then((list) => setTechnicians(list.technicians))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setNotice({ tone: "error", text: failureText(error, "Could not load the technicians") });
      });
    return () => controller.abort();
  }, [ticket.id, setNotice]);

  return (
    <form {...form.formProps} className={styles.bookVisit} aria-labelledby="book-visit">
      <h3 id="book-visit" className={styles.subTitle}>
        Book a visit
      </h3>
      <ConsoleNotice notice={form.notice} />
      {technicians !== null && technicians.length === 0 ? (
        <p className={styles.text}>There is no active technician yet. An admin adds one under Staff, with the pincodes they serve.</p>
      ) : null}
      <SelectField label="Technician" required hint={`Those serving pincode ${ticket.pincode} come first.`} {...form.field("technicianId")}>
        <option value="">{technicians === null ? "Loading…" : "Choose…"}</option>
        {(technicians ?? []).map((technician) => (
          <option key={technician.id} value={String(technician.id)}>
            {technician.name}
            {technician.servesPincode ? ` (serves ${ticket.pincode})` : ""}, {technician.bookedVisits} visit{technician.bookedVisits === 1 ? "" : "s"} booked
          </option>
        ))}
      </SelectField>
      <div className={styles.inline}>
        <TextField label="Date" type="date" required min={indiaIsoDate()} hint="Monday to Saturday, not a service holiday." {...form.field("date")} />
        <SelectField label="Time slot" required {...form.field("slot")}>
          <option value="">Choose…</option>
          {visitSlots.map((slot) => (
            <option key={slot} value={slot} disabled={isTaken(slot)}>
              {slotLabel(slot)}
              {isTaken(slot) ? ` (${chosen?.name} is booked)` : ""}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label="Address of the visit" required rows={2} maxLength={VISIT_ADDRESS_MAX} autoComplete="off" hint="House, street, area and city, as the customer gave it on the call." {...form.field("address")} />
      <TextAreaField label="For the technician" rows={2} maxLength={VISIT_TEXT_MAX} hint="Landmark, when to call, what to bring." {...form.field("instructions")} />
      <div>
        <SubmitButton busy={form.busy} busyLabel="Booking…">
          Book the visit
        </SubmitButton>
      </div>
    </form>
  );
}
