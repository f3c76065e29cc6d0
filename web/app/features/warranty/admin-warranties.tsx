import { type WarrantyAdminItem, type WarrantyAdminList, type WarrantyStatus, warrantyFilterStatuses } from "@urjavolt/contract/warranty";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/data-table";
import { type FilterField, FilterBar } from "../../components/admin/filter-bar";
import { Pager } from "../../components/admin/pager";
import { StatusBadge } from "../../components/admin/status-badge";
import { formatIsoDate as formatDate } from "@urjavolt/contract/dates";
import adminStyles from "../../components/admin/admin.module.css";
import styles from "./admin-warranty.module.css";
import { paths } from "@urjavolt/contract/paths";

export const warrantyFilters: FilterField[] = [
  {
    name: "status",
    label: "Status",
    type: "select",
    options: warrantyFilterStatuses.map((status) => ({ value: status, label: status.charAt(0).toUpperCase() + status.slice(1) })),
    allLabel: "Any status",
  },
  { name: "q", label: "Search", type: "search", placeholder: "Serial, mobile or name" },
];

/** Registrations matching the URL's filters, newest first; each opens its detail. */
export function AdminWarranties({ list }: { list: WarrantyAdminList }) {
  const columns: Column<WarrantyAdminItem>[] = [
    {
      key: "serial",
      header: "Serial number",
      cell: (item) => (
        <Link to={paths.admin.warranty(item.id)} className={adminStyles.recordKey}>
          {item.serialno}
        </Link>
      ),
    },
    { key: "status", header: "Status", cell: (item) => <WarrantyStatusBadge status={item.status} /> },
    { key: "name", header: "Customer", cell: (item) => <span className={styles.stack}>{item.name}<span className={adminStyles.muted}>{item.mobile}</span></span> },
    { key: "purchase", header: "Purchased", cell: (item) => formatDate(item.purchaseDate) },
    { key: "expiry", header: "Expires", cell: (item) => formatDate(item.expiryDate) },
    { key: "dealer", header: "Dealer", cell: (item) => item.dealer },
  ];
  return (
    <>
      <FilterBar fields={warrantyFilters} label="Filter the warranties" />
      <DataTable caption={`Warranty registrations: ${list.total} found`} columns={columns} rows={list.items} rowKey={(item) => item.id} empty="No registrations match these filters." />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Warranty pages" />
    </>
  );
}

export function WarrantyStatusBadge({ status }: { status: WarrantyStatus }) {
  return <StatusBadge status={status}>{status}</StatusBadge>;
}
