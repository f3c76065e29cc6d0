import { consentSourceLabels } from "@urjavolt/contract/messages";
import type { CustomerRecord } from "@urjavolt/contract/customers";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { formatRupees } from "@urjavolt/contract/money";
import { orderStatusLabels } from "@urjavolt/contract/orders-admin";
import { paths } from "@urjavolt/contract/paths";
import { serviceStatusLabels } from "@urjavolt/contract/service-rules";
import type { ServiceStatus } from "@urjavolt/contract/service-rules";
import type { OrderStatus } from "@urjavolt/contract/orders-admin";
import { Link } from "react-router";
import adminStyles from "../../components/admin/admin.module.css";
import { ConsoleCard } from "../../components/admin/admin-page";
import { type Column, DataTable } from "../../components/admin/data-table";
import { StatusBadge } from "../../components/admin/status-badge";
import { formatAdminDateTime } from "../../lib/admin-format";
import styles from "./admin-customers.module.css";

type Order = CustomerRecord["orders"][number];
type Unit = CustomerRecord["units"][number];
type Ticket = CustomerRecord["tickets"][number];
type Consent = CustomerRecord["consents"][number];

const channelNames = { sms: "SMS", whatsapp: "WhatsApp" } as const;

/**
 * One customer's page (decision 054): their account, orders, units, service requests with visits
 * and messages, and what they agreed to be sent, each linking to the console's own page for it.
 * Read-only: staff act on a record from its own page, never as the customer.
 */
export function AdminCustomer({ customer }: { customer: CustomerRecord }) {
  const orderColumns: Column<Order>[] = [
    {
      key: "number",
      header: "Order",
      cell: (order) => (
        <Link to={paths.admin.order(order.id)} className={adminStyles.recordKey}>
          {order.number}
        </Link>
      ),
    },
    { key: "status", header: "Status", cell: (order) => <StatusBadge status={order.status}>{orderStatusLabels[order.status as OrderStatus] ?? order.status}</StatusBadge> },
    { key: "placed", header: "Placed", cell: (order) => formatAdminDateTime(order.placedAt) },
    { key: "to", header: "Deliver to", cell: (order) => `${order.fullName}, ${order.city}` },
    { key: "total", header: "Total", numeric: true, cell: (order) => formatRupees(order.total) },
  ];
  const unitColumns: Column<Unit>[] = [
    {
      key: "serial",
      header: "Serial number",
      cell: (unit) => (
        <Link to={paths.admin.warranty(unit.id)} className={adminStyles.recordKey}>
          {unit.serialNo}
        </Link>
      ),
    },
    { key: "status", header: "Warranty", cell: (unit) => <StatusBadge status={unit.status}>{unit.status}</StatusBadge> },
    { key: "purchased", header: "Purchased", cell: (unit) => formatIsoDate(unit.purchaseDate) },
    { key: "registered", header: "Registered", cell: (unit) => formatAdminDateTime(unit.registeredAt) },
  ];
  const consentColumns: Column<Consent>[] = [
    { key: "channel", header: "Channel", cell: (consent) => channelNames[consent.channel] },
    { key: "status", header: "Now", cell: (consent) => <StatusBadge tone={consent.status === "given" ? "success" : "neutral"}>{consent.status === "given" ? "Agreed" : "Withdrawn"}</StatusBadge> },
    { key: "when", header: "Since", cell: (consent) => formatAdminDateTime(consent.at) },
    { key: "where", header: "Given on", cell: (consent) => `${consentSourceLabels[consent.source]}${consent.reference ? ` (${consent.reference})` : ""}` },
  ];
  return (
    <div className={styles.sections}>
      <ConsoleCard id="customer-account" title="Account">
        {customer.account ? (
          <p>
            Signed in first on {formatAdminDateTime(customer.account.since)}; {customer.account.devices} device{customer.account.devices === 1 ? "" : "s"} signed in now.
          </p>
        ) : (
          <p>No account: the customer has never signed in with this {customer.kind === "mobile" ? "number" : "address"}.</p>
        )}
        <p className={adminStyles.muted}>
          Records join on the {customer.kind === "mobile" ? "mobile number, however it was written" : "e-mail address, in any case"}, as the customer's own account page joins them. Staff cannot sign in as a customer or see their sign-in codes.
        </p>
        {customer.names.length > 0 ? <p>Names on their records: {customer.names.join(", ")}</p> : null}
      </ConsoleCard>
      <ConsoleCard id="customer-orders" title={`Orders (${customer.orders.length})`}>
        <DataTable caption="Orders" hideCaption columns={orderColumns} rows={customer.orders} rowKey={(order) => order.id} empty="No orders." />
      </ConsoleCard>
      <ConsoleCard id="customer-units" title={`Units (${customer.units.length})`}>
        <DataTable caption="Registered units" hideCaption columns={unitColumns} rows={customer.units} rowKey={(unit) => unit.id} empty="No warranty registrations." />
      </ConsoleCard>
      <ConsoleCard id="customer-tickets" title={`Service requests (${customer.tickets.length})`}>
        {customer.tickets.length === 0 ? <p className={adminStyles.muted}>No service requests.</p> : null}
        <ul className={styles.tickets}>
          {customer.tickets.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      </ConsoleCard>
      <ConsoleCard id="customer-consents" title="Updates by SMS and WhatsApp">
        {customer.kind === "email" ? (
          <p className={adminStyles.muted}>Consents are kept per mobile number: open the customer by their mobile to see them.</p>
        ) : (
          <DataTable caption="Message consents" hideCaption columns={consentColumns} rows={customer.consents} rowKey={(consent) => consent.channel} empty="Never agreed to updates by SMS or WhatsApp." />
        )}
      </ConsoleCard>
    </div>
  );
}

function TicketItem({ ticket }: { ticket: Ticket }) {
  return (
    <li className={styles.ticket}>
      <h3 className={styles.ticketTitle}>
        <Link to={paths.admin.ticket(ticket.id)} className={adminStyles.recordKey}>
          {ticket.reference}
        </Link>{" "}
        <StatusBadge status={ticket.status}>{serviceStatusLabels[ticket.status as ServiceStatus] ?? ticket.status}</StatusBadge>
      </h3>
      <p className={adminStyles.muted}>
        {ticket.product}, opened {formatAdminDateTime(ticket.openedAt)}
      </p>
      {ticket.visits.length > 0 ? (
        <>
          <h4 className={styles.minor}>Visits</h4>
          <ul className={styles.lines}>
            {ticket.visits.map((visit) => (
              <li key={visit.slotStart}>
                {formatAdminDateTime(visit.slotStart)}: {visit.status}
                {visit.outcome ? ` (${visit.outcome.replaceAll("_", " ")})` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {ticket.messages.length > 0 ? (
        <>
          <h4 className={styles.minor}>Messages</h4>
          <ul className={styles.lines}>
            {ticket.messages.map((message, index) => (
              <li key={index}>
                <span className={adminStyles.muted}>
                  {message.from === "customer" ? "Customer" : "Service desk"}, {formatAdminDateTime(message.at)}:
                </span>{" "}
                {message.body}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
