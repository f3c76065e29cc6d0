import { type RightsRequest, type RightsRequestList, rightsRequestKindLabels } from "@urjavolt/contract/accounts-rights";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { type Column, DataTable } from "../../components/admin/data-table";
import { formatAdminDateTime } from "../../lib/admin-format";
import styles from "./accounts-rights.module.css";

/**
 * The log of customers' requests about their data (decision 053), for the grievance officer: who
 * (account number, contact partly hidden, "Erased" after erasure), what, when and with what outcome;
 * an erasure lists what was kept, why and until when.
 */
export function AdminRightsRequests({ list }: { list: RightsRequestList }) {
  const columns: Column<RightsRequest>[] = [
    { key: "at", header: "When", cell: (row) => formatAdminDateTime(row.at) },
    { key: "kind", header: "Request", cell: (row) => rightsRequestKindLabels[row.kind] },
    { key: "who", header: "Account", cell: (row) => `No. ${row.customerId}, ${row.contact}` },
    {
      key: "detail",
      header: "What",
      cell: (row) => (
        <span>
          {row.detail}
          {row.kept && row.kept.length > 0 ? (
            <details>
              <summary>
                Kept: {row.kept.length} record{row.kept.length === 1 ? "" : "s"}
              </summary>
              <ul className={styles.reasons}>
                {row.kept.map((item) => (
                  <li key={item.reference}>
                    {item.what}: {item.until ? `until ${formatIsoDate(item.until)}` : "while open"}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </span>
      ),
    },
    { key: "outcome", header: "Outcome", cell: (row) => row.outcome },
  ];
  return <DataTable caption={`Requests: the newest ${list.data.length}`} columns={columns} rows={list.data} rowKey={(row) => row.id} empty="No customer has asked about their data yet." />;
}
