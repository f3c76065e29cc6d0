import type { Store } from "@urjavolt/contract/stores";
import { STORE_CATEGORIES } from "@urjavolt/contract/stores-rules";
import { AdminStoreInputSchema } from "@urjavolt/contract/stores-admin";
import type { Column } from "../../components/admin/data-table";
import type { RecordField } from "../../components/admin/record-form";
import { RecordListEditor } from "../../components/admin/record-list-editor";

const fields: RecordField[] = [
  { name: "name", label: "Name", type: "text", required: true, maxLength: 120 },
  { name: "category", label: "Kind", type: "select", required: true, options: STORE_CATEGORIES.map((c) => ({ value: c, label: c })) },
  { name: "address", label: "Address", type: "text", required: true, maxLength: 300, wide: true },
  { name: "city", label: "City", type: "text", required: true, maxLength: 80 },
  { name: "state", label: "State", type: "text", required: true, maxLength: 80 },
  { name: "pincode", label: "Pincode", type: "text", required: true, maxLength: 6 },
  { name: "phone", label: "Phone", type: "text", required: true, maxLength: 20, hint: "e.g. +91 98765 43210" },
  { name: "hours", label: "Hours", type: "text", required: true, maxLength: 120, hint: "e.g. Mon-Sat 10:00-19:00" },
  { name: "services", label: "Services", type: "lines", hint: "One per line" },
  { name: "latitude", label: "Latitude", type: "number", nullable: true, hint: "For the map and distances; both or neither" },
  { name: "longitude", label: "Longitude", type: "number", nullable: true },
];

/** The store locator's stores: add, edit, delete; the locator shows changes at once. */
export function AdminStores({ initial }: { initial: Store[] }) {
  const columns: Column<Store>[] = [
    { key: "name", header: "Store", cell: (s) => s.name },
    { key: "kind", header: "Kind", cell: (s) => s.category },
    { key: "place", header: "Place", cell: (s) => `${s.city}, ${s.state} ${s.pincode}` },
    { key: "phone", header: "Phone", cell: (s) => s.phone },
    { key: "map", header: "On the map", cell: (s) => (s.latitude === null ? "No" : "Yes") },
  ];
  return (
    <RecordListEditor
      heading="Stores"
      noun="store"
      path="stores"
      initial={initial}
      columns={columns}
      fields={fields}
      schema={AdminStoreInputSchema}
      nameOf={(s) => s.name}
      newDefaults={{ category: STORE_CATEGORIES[1] }}
    />
  );
}
