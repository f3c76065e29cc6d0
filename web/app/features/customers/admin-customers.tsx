import type { CustomerMatch, CustomerSearch } from "@urjavolt/contract/customers";
import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import adminStyles from "../../components/admin/admin.module.css";
import { type Column, DataTable } from "../../components/admin/data-table";
import { type FilterField, FilterBar } from "../../components/admin/filter-bar";

export const customerFilters: FilterField[] = [{ name: "q", label: "Mobile, e-mail or name", type: "search", placeholder: "98140 55667, asha@example.in or Asha" }];

/** "+91 98140 55667", or the e-mail address as it is. */
export const shownContact = (match: Pick<CustomerMatch, "contact" | "kind">) =>
  match.kind === "mobile" ? `+91 ${match.contact.slice(0, 5)} ${match.contact.slice(5)}` : match.contact;

/**
 * The search for one customer (decision 054): by a mobile (read by the one mobile rule), an e-mail
 * address or part of a name found on their orders, registrations and requests; each customer opens
 * their page.
 */
export function AdminCustomers({ search, query }: { search: CustomerSearch | null; query: string }) {
  const columns: Column<CustomerMatch>[] = [
    {
      key: "contact",
      header: "Customer",
      cell: (match) => (
        <Link to={paths.admin.customer(match.contact)} className={adminStyles.recordKey}>
          {shownContact(match)}
        </Link>
      ),
    },
    { key: "names", header: "Names on their records", cell: (match) => match.names.join(", ") || "–" },
    { key: "orders", header: "Orders", numeric: true, cell: (match) => match.orders },
    { key: "units", header: "Units", numeric: true, cell: (match) => match.units },
    { key: "tickets", header: "Requests", numeric: true, cell: (match) => match.tickets },
    { key: "account", header: "Account", cell: (match) => (match.account ? "Signed in before" : "No account") },
  ];
  return (
    <>
      <FilterBar fields={customerFilters} label="Find a customer" submitLabel="Search" />
      {search === null ? (
        <p className={adminStyles.muted}>Type a 10-digit mobile number, an e-mail address, or at least 3 letters of a name.</p>
      ) : (
        <>
          <DataTable
            caption={`Customers for “${query}”: ${search.data.length}${search.more ? " shown, more match" : " found"}`}
            columns={columns}
            rows={search.data}
            rowKey={(match) => match.contact}
            empty="No order, warranty, request or account carries this."
          />
          {search.more ? <p className={adminStyles.muted}>More customers match this name: add more of it, or search by mobile.</p> : null}
        </>
      )}
    </>
  );
}
