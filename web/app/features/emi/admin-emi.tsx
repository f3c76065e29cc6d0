import { type AdminEmiPlan, AdminEmiPlanInputSchema } from "@urjavolt/contract/emi";
import { emiKindLabels, emiKinds, tenureLine } from "@urjavolt/contract/emi-rules";
import { formatRupees } from "@urjavolt/contract/money";
import type { Column } from "../../components/admin/data-table";
import type { RecordField } from "../../components/admin/record-form";
import { RecordListEditor } from "../../components/admin/record-list-editor";
import { StatusBadge } from "../../components/admin/status-badge";

const fields: RecordField[] = [
  { name: "provider", label: "Bank or provider", type: "text", required: true, maxLength: 80, hint: "As buyers know it, e.g. the bank's name" },
  { name: "kind", label: "Kind", type: "select", required: true, options: emiKinds.map((kind) => ({ value: kind, label: emiKindLabels[kind] })) },
  {
    name: "tenures",
    label: "Tenures and yearly interest rates",
    type: "lines",
    required: true,
    wide: true,
    hint: "One a line, e.g. “12 months at 15%”; a no-cost EMI is at 0%",
  },
  { name: "minAmount", label: "Minimum order (₹)", type: "number", hint: "0 for any order" },
  {
    name: "active",
    label: "Shown on the site",
    type: "select",
    options: [
      { value: "true", label: "Yes" },
      { value: "false", label: "No, hidden" },
    ],
  },
  { name: "sortOrder", label: "Display order", type: "number", hint: "Lower first" },
];

const columns: Column<AdminEmiPlan>[] = [
  { key: "provider", header: "Provider", cell: (plan) => <strong>{plan.provider}</strong> },
  { key: "kind", header: "Kind", cell: (plan) => emiKindLabels[plan.kind] },
  { key: "tenures", header: "Tenures", cell: (plan) => plan.tenures.map(tenureLine).join("; ") },
  { key: "minimum", header: "Minimum order", numeric: true, cell: (plan) => (plan.minAmount > 0 ? formatRupees(plan.minAmount) : "None") },
  {
    key: "active",
    header: "Shown",
    cell: (plan) => (plan.active ? <StatusBadge tone="success">Shown</StatusBadge> : <StatusBadge tone="neutral">Hidden</StatusBadge>),
  },
];

/**
 * The EMI plans (decision 022): what the EMI page lists and the product pages' "EMI from" line is
 * worked out from. Admins add, edit, hide and delete them; a change shows on the site at once.
 */
export function AdminEmiPlans({ initial }: { initial: AdminEmiPlan[] }) {
  return (
    <RecordListEditor
      heading="All EMI plans"
      noun="EMI plan"
      path="emi-plans"
      initial={initial}
      columns={columns}
      fields={fields}
      schema={AdminEmiPlanInputSchema}
      nameOf={(plan) => `${plan.provider} ${emiKindLabels[plan.kind]}`}
      toRecord={(plan) => ({ ...plan, tenures: plan.tenures.map(tenureLine), active: String(plan.active) })}
      sort={(a, b) => a.sortOrder - b.sortOrder || a.provider.localeCompare(b.provider) || a.id - b.id}
      newDefaults={{ kind: "credit-card", minAmount: 0, active: "true", sortOrder: 0 }}
      deleteWarning={<p>This cannot be undone. To take a plan off the site for a while, set “Shown on the site” to No instead.</p>}
    />
  );
}
