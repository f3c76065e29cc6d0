import { formatRupees } from "@urjavolt/contract/money";
import { type AdminOrderList, type AdminOrderSummary, type OrderStatus, orderStatusLabels, orderStatuses } from "@urjavolt/contract/orders-admin";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/data-table";
import { type FilterField, FilterBar } from "../../components/admin/filter-bar";
import { Pager } from "../../components/admin/pager";
import { StatusBadge } from "../../components/admin/status-badge";
import { formatAdminDateTime } from "../../lib/admin-format";
import adminStyles from "../../components/admin/admin.module.css";
import styles from "./admin-orders.module.css";
import { paths } from "@urjavolt/contract/paths";

export const orderFilters: FilterField[] = [
  { name: "status", label: "Status", type: "select", options: orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })), allLabel: "Any status" },
  { name: "from", label: "Placed from", type: "date" },
  { name: "to", label: "Placed to", type: "date" },
  { name: "q", label: "Search", type: "search", placeholder: "Number, name, mobile, e-mail" },
];

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge status={status}>{orderStatusLabels[status]}</StatusBadge>;
}

/** The orders matching the URL's filters, newest first, each linking to its detail. */
export function AdminOrders({ list }: { list: AdminOrderList }) {
  const columns: Column<AdminOrderSummary>[] = [
    {
      key: "number",
      header: "Order",
      cell: (order) => (
        <Link to={paths.admin.order(order.id)} className={adminStyles.recordKey}>
          {order.number}
        </Link>
      ),
    },
    {
      key: "status",
      header: "Status",
      cell: (order) => (
        <span className={styles.statusCell}>
          <OrderStatusBadge status={order.status} />
          {order.needsRefund ? <StatusBadge tone="danger">Refund due</StatusBadge> : null}
          {order.test ? <StatusBadge tone="warning">Test</StatusBadge> : null}
        </span>
      ),
    },
    { key: "placed", header: "Placed", cell: (order) => formatAdminDateTime(order.createdAt) },
    {
      key: "customer",
      header: "Customer",
      cell: (order) => (
        <span className={styles.stack}>
          {order.fullName}
          <span className={adminStyles.muted}>{order.mobile}</span>
        </span>
      ),
    },
    { key: "items", header: "Items", numeric: true, cell: (order) => order.itemCount },
    { key: "total", header: "Total", numeric: true, cell: (order) => formatRupees(order.total) },
    { key: "coupon", header: "Coupon", cell: (order) => order.couponCode ?? "—" },
  ];
  return (
    <>
      <FilterBar fields={orderFilters} label="Filter the orders" />
      <DataTable caption={`Orders: ${list.total} found`} columns={columns} rows={list.orders} rowKey={(order) => order.id} empty="No orders match these filters." />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Order pages" />
    </>
  );
}
