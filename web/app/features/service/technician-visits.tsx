import { exchangeKindText } from "@urjavolt/contract/exchange";
import { formatRupees } from "@urjavolt/contract/money";
import { productChoiceLabel } from "@urjavolt/contract/enquiries";
import { type TechnicianVisit, type TechnicianVisitList, visitOutcomeLabels, visitSlotText, visitStatusLabels } from "@urjavolt/contract/service-visits";
import { useState } from "react";
import { AdminNotice } from "../../components/admin/admin-page";
import { StatusBadge } from "../../components/admin/status-badge";
import { adminRequest } from "../../lib/admin-api";
import { visitTones } from "./admin-ticket-visits";
import styles from "./technician-visits.module.css";
import { VisitCloseForm } from "./visit-close-form";
import { InstallCloseForm, InstallFailForm } from "./install-close-form";
import { installFailReasonLabels } from "@urjavolt/contract/installation";

/**
 * A technician's own visits, for a phone (decision 031): the booked ones soonest first, each with
 * the customer to call, the address, the unit and the fault, and the form to close it; then those
 * closed in the last two weeks. Nothing else of the console is theirs.
 */
export function TechnicianVisits({ initial }: { initial: TechnicianVisitList }) {
  const [visits, setVisits] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className={styles.page}>
      {notice ? <AdminNotice>{notice}</AdminNotice> : null}
      <section aria-labelledby="visits-booked">
        <h2 id="visits-booked" className={styles.heading}>
          To visit ({visits.booked.length})
        </h2>
        {visits.booked.length === 0 ? <p>No visits booked for you. The service desk books repairs and buyers book installations at checkout; they appear here.</p> : null}
        <ol className={styles.list}>
          {visits.booked.map((visit) => (
            <li key={visit.id}>
              <VisitCard visit={visit}>
                <details className={styles.close}>
                  <summary>{visit.kind === "install" ? "Close this installation" : "Close this visit"}</summary>
                  {visit.kind === "install" ? (
                    <InstallCloseForm
                      visit={visit}
                      close={async (input) => {
                        const next = await adminRequest<TechnicianVisitList>(`visits/${visit.id}/install`, { method: "POST", json: input });
                        setVisits(next);
                        const paid =
                          input.payment?.method === "link"
                            ? ` A payment link was sent to ${visit.order?.mobile ?? "the customer"}.`
                            : input.payment?.method === "cash"
                              ? " The cash is recorded: the receipt and the GST invoice are issued."
                              : "";
                        setNotice(`Installation for ${visit.order?.number ?? ""} closed: ${input.units.length} unit${input.units.length === 1 ? "" : "s"} registered for warranty, Active. The customer is sent the certificates.${paid}`);
                      }}
                    />
                  ) : (
                    <VisitCloseForm
                      visitId={visit.id}
                      close={async (input) => {
                        const next = await adminRequest<TechnicianVisitList>(`visits/${visit.id}/close`, { method: "POST", json: input });
                        setVisits(next);
                        setNotice(`Visit for ${visit.ticket?.reference ?? ""} closed: ${visitOutcomeLabels[input.outcome]}. The customer is asked to confirm the fix.`);
                      }}
                    />
                  )}
                </details>
                {visit.kind === "install" ? (
                  <details className={styles.close}>
                    <summary>Not installed</summary>
                    <InstallFailForm
                      visit={visit}
                      fail={async (input) => {
                        const next = await adminRequest<TechnicianVisitList>(`visits/${visit.id}/install-failed`, { method: "POST", json: input });
                        setVisits(next);
                        setNotice(`Installation for ${visit.order?.number ?? ""} not done: ${installFailReasonLabels[input.reason].toLowerCase()}.`);
                      }}
                    />
                  </details>
                ) : null}
              </VisitCard>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="visits-recent">
        <h2 id="visits-recent" className={styles.heading}>
          Closed in the last two weeks
        </h2>
        {visits.recent.length === 0 ? <p>None yet.</p> : null}
        <ol className={styles.list}>
          {visits.recent.map((visit) => (
            <li key={visit.id}>
              <VisitCard visit={visit} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function VisitCard({ visit, children }: { visit: TechnicianVisit; children?: React.ReactNode }) {
  if (visit.order) return <InstallCard visit={visit} order={visit.order}>{children}</InstallCard>;
  const { ticket } = visit;
  if (!ticket) return null;
  return (
    <article className={styles.card} aria-labelledby={`visit-${visit.id}`}>
      <h3 id={`visit-${visit.id}`} className={styles.slot}>
        {visitSlotText(visit.slotStart, visit.slotEnd)}
      </h3>
      <p className={styles.meta}>
        Repair {ticket.reference} <StatusBadge tone={visitTones[visit.status]}>{visitStatusLabels[visit.status]}</StatusBadge>
        {visit.outcome ? ` ${visitOutcomeLabels[visit.outcome]}` : ""}
      </p>
      <dl className={styles.fields}>
        <div>
          <dt>Customer</dt>
          <dd>
            {ticket.name},{" "}
            <a href={`tel:${ticket.mobile}`} className={styles.call}>
              call {ticket.mobile}
            </a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {visit.address} ({ticket.pincode})
          </dd>
        </div>
        <div>
          <dt>Unit</dt>
          <dd>
            {productChoiceLabel(ticket.product)}
            {ticket.serialNo ? `, serial ${ticket.serialNo}` : ", serial not given"}
          </dd>
        </div>
        <div>
          <dt>Fault</dt>
          <dd>
            {ticket.issue}: {ticket.description}
          </dd>
        </div>
        {visit.instructions ? (
          <div>
            <dt>From the desk</dt>
            <dd>{visit.instructions}</dd>
          </div>
        ) : null}
        {visit.replacementSerial ? (
          <div>
            <dt>Replacement unit</dt>
            <dd>{visit.replacementSerial}</dd>
          </div>
        ) : null}
        {visit.partsUsed ? (
          <div>
            <dt>Parts used</dt>
            <dd>{visit.partsUsed}</dd>
          </div>
        ) : null}
        {visit.notes ? (
          <div>
            <dt>Notes</dt>
            <dd>{visit.notes}</dd>
          </div>
        ) : null}
      </dl>
      {children}
    </article>
  );
}

/** An installation booked at checkout (decision 057): the order, who to call, where, and what to fit. */
function InstallCard({ visit, order, children }: { visit: TechnicianVisit; order: NonNullable<TechnicianVisit["order"]>; children?: React.ReactNode }) {
  return (
    <article className={styles.card} aria-labelledby={`visit-${visit.id}`}>
      <h3 id={`visit-${visit.id}`} className={styles.slot}>
        {visitSlotText(visit.slotStart, visit.slotEnd)}
      </h3>
      <p className={styles.meta}>
        Installation, order {order.number} <StatusBadge tone={visitTones[visit.status]}>{visitStatusLabels[visit.status]}</StatusBadge>
      </p>
      <dl className={styles.fields}>
        <div>
          <dt>Customer</dt>
          <dd>
            {order.name},{" "}
            <a href={`tel:${order.mobile}`} className={styles.call}>
              call {order.mobile}
            </a>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{visit.address}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>
            <ul className={styles.items}>
              {order.items.map((item) => (
                <li key={item.productId}>
                  {item.quantity} × {item.name}
                  {item.installation ? ", to install" : ""}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {order.exchange ? (
          <div>
            <dt>Old battery to collect</dt>
            <dd>
              {order.exchange.quantity} × {exchangeKindText(order.exchange.chemistry, order.exchange.capacityBand)}: {formatRupees(order.exchange.value)} off the order, confirmed at pickup
            </dd>
          </div>
        ) : null}
        {visit.fittedSerials ? (
          <div>
            <dt>Serial numbers fitted</dt>
            <dd>{visit.fittedSerials.join(", ")}</dd>
          </div>
        ) : null}
        {visit.notes ? (
          <div>
            <dt>Notes</dt>
            <dd>{visit.notes}</dd>
          </div>
        ) : null}
      </dl>
      {children}
    </article>
  );
}
