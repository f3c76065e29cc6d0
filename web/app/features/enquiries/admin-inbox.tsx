import {
  type EnquiryStatus,
  type InboxItem,
  type InboxList,
  enquiryKindLabels,
  enquiryKinds,
  enquiryStatusLabels,
  enquiryStatuses,
} from "@urjavolt/contract/enquiries";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/data-table";
import { type FilterField, FilterBar } from "../../components/admin/filter-bar";
import { Pager } from "../../components/admin/pager";
import { StatusBadge } from "../../components/admin/status-badge";
import adminStyles from "../../components/admin/admin.module.css";
import { adminApiUrl } from "../../lib/admin-api";
import { formatIndiaDateTime } from "@urjavolt/contract/dates";
import styles from "./admin-enquiries.module.css";
import { paths } from "@urjavolt/contract/paths";

export const inboxFilters: FilterField[] = [
  { name: "type", label: "Type", type: "select", options: enquiryKinds.map((kind) => ({ value: kind, label: enquiryKindLabels[kind] })), allLabel: "All types" },
  { name: "status", label: "Status", type: "select", options: enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusLabels[status] })), allLabel: "Any status" },
  { name: "from", label: "Received from", type: "date" },
  { name: "to", label: "Received to", type: "date" },
  { name: "q", label: "Search", type: "search", placeholder: "Reference, name, e-mail, mobile, text" },
];

/** The inbox's list: every message, quote request and complaint matching the URL's filters, newest first. */
export function AdminInbox({ list, search }: { list: InboxList; search: URLSearchParams }) {
  const exportQuery = new URLSearchParams(search);
  exportQuery.delete("page");
  const columns: Column<InboxItem>[] = [
    {
      key: "reference",
      header: "Reference",
      cell: (item) => (
        <Link to={paths.admin.inboxItem(item.id)} className={adminStyles.recordKey}>
          {item.reference}
        </Link>
      ),
    },
    { key: "type", header: "Type", cell: (item) => enquiryKindLabels[item.kind] },
    { key: "status", header: "Status", cell: (item) => <EnquiryStatusBadge status={item.status} /> },
    { key: "received", header: "Received", cell: (item) => formatIndiaDateTime(item.createdAt) },
    { key: "from", header: "From", cell: (item) => <span className={styles.from}>{item.name}<span className={adminStyles.muted}>{item.mobile}</span></span> },
    { key: "about", header: "About", cell: (item) => item.summary || "—" },
  ];
  return (
    <>
      <FilterBar fields={inboxFilters} label="Filter the inbox" />
      <p className={styles.toolbar}>
        <a href={adminApiUrl("enquiries.csv", exportQuery)} className={adminStyles.buttonSecondary} download>
          Download CSV<span className="visually-hidden"> of this filtered list</span>
        </a>
      </p>
      <DataTable
        caption={`Enquiries: ${list.total} found`}
        columns={columns}
        rows={list.items}
        rowKey={(item) => item.id}
        empty="No enquiries match these filters."
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} label="Inbox pages" />
    </>
  );
}

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <StatusBadge status={status}>{enquiryStatusLabels[status]}</StatusBadge>;
}
