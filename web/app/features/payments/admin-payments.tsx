import { formatRupees } from "@urjavolt/contract/money";
import type { PaymentStatus } from "@urjavolt/contract/payments";
import { type AdminPayment, type AdminPaymentList, paymentStatusLabels } from "@urjavolt/contract/payments-admin";
import { paymentStatuses } from "@urjavolt/contract/payments";
import { type Column, DataTable } from "../../components/admin/data-table";
import { type FilterField, FilterBar } from "../../components/admin/filter-bar";
import { Pager } from "../../components/admin/pager";
import { StatusBadge } from "../../components/admin/status-badge";
import { formatAdminDateTime } from "../../lib/admin-format";
import adminStyles from "../../components/admin/admin.module.css";
import styles from "./admin-payments.module.css";

export const paymentFilters: FilterField[] = [
  { name: "status", label: "Status", type: "select", options: paymentStatuses.map((status) => ({ value: status, label: paymentStatusLabels[status] })), allLabel: "Any status" },
  { name: "from", label: "Started from", type: "date" },
  { name: "to", label: "Started to", type: "date" },
  { name: "q", label: "Search", type: "search", placeholder: "Name, e-mail, phone, receipt, payment id" },
];

function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge status={status === "created" ? "pending" : status}>{paymentStatusLabels[status]}</StatusBadge>;
}

/** Payments made on the standalone payment page, newest first: read-only, the gateway changes them. */
export function AdminPayments({ list }: { list: AdminPaymentList }) {
  const columns: Column<AdminPayment>[] = [
    {
      key: "receipt",
      header: "Receipt",
      cell: (payment) => <span className={styles.strong}>{payment.receiptNumber ?? "—"}</span>,
    },
    {
      key: "status",
      header: "Status",
      cell: (payment) => (
        <span className={adminStyles.cellStack}>
          <PaymentStatusBadge status={payment.status} />
          {payment.test ? <StatusBadge tone="warning">Test</StatusBadge> : null}
          {payment.refunded > 0 ? <span className={adminStyles.cellNote}>{formatRupees(payment.refunded)} refunded</span> : null}
        </span>
      ),
    },
    { key: "started", header: "Started", cell: (payment) => formatAdminDateTime(payment.createdAt) },
    {
      key: "payer",
      header: "Payer",
      cell: (payment) => (
        <span className={adminStyles.cellStack}>
          {payment.name}
          <span className={adminStyles.cellNote}>
            {payment.phone} · {payment.email}
          </span>
        </span>
      ),
    },
    { key: "purpose", header: "Purpose", cell: (payment) => payment.purpose },
    { key: "amount", header: "Amount", numeric: true, cell: (payment) => formatRupees(payment.amount) },
    {
      key: "gateway",
      header: "Gateway ids",
      cell: (payment) => (
        <span className={adminStyles.cellStack}>
          <span className={styles.code}>{payment.gatewayOrderId}</span>
          <span className={styles.code}>{payment.paymentId ?? "No payment yet"}</span>
          {payment.failedAttempts > 0 ? (
            <span className={adminStyles.cellNote}>
              {payment.failedAttempts} failed {payment.failedAttempts === 1 ? "attempt" : "attempts"}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <>
      <FilterBar fields={paymentFilters} label="Filter the payments" />
      <DataTable caption={`Payments: ${list.total} found`} columns={columns} rows={list.payments} rowKey={(payment) => payment.id} empty="No payments match these filters." />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Payment pages" />
    </>
  );
}
