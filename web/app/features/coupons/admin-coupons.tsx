import { formatRupees } from "@urjavolt/contract/money";
import { couponKinds } from "@urjavolt/contract/coupons";
import { type AdminCoupon, AdminCouponInputSchema, couponKindLabels } from "@urjavolt/contract/coupons-admin";
import { type Column, DataTable } from "../../components/admin/data-table";
import type { RecordField } from "../../components/admin/record-form";
import { RecordListEditor } from "../../components/admin/record-list-editor";
import { StatusBadge } from "../../components/admin/status-badge";
import { formatAdminDateTime } from "../../lib/admin-format";

const fields: RecordField[] = [
  { name: "code", label: "Code", type: "text", required: true, maxLength: 32, hint: "Letters, digits, - or _; shoppers may type it in any case" },
  { name: "kind", label: "Kind", type: "select", required: true, options: couponKinds.map((kind) => ({ value: kind, label: couponKindLabels[kind] })) },
  { name: "value", label: "Value", type: "number", required: true, hint: "A percentage (1 to 100), or rupees off" },
  { name: "description", label: "Description", type: "text", required: true, maxLength: 200, wide: true, hint: "What the shopper reads once it is applied" },
  { name: "minSubtotal", label: "Minimum order (₹)", type: "number", hint: "0 for none" },
  { name: "maxDiscount", label: "Maximum discount (₹)", type: "number", nullable: true, hint: "Blank for no cap" },
  { name: "startsAt", label: "Starts", type: "datetime", required: true },
  { name: "endsAt", label: "Ends", type: "datetime", empty: null, hint: "Blank for no end" },
  { name: "usageLimit", label: "Usage limit", type: "number", nullable: true, hint: "Paid orders that may use it; blank for no limit" },
  { name: "productModels", label: "Only for these product models", type: "lines", hint: "One model code per line (e.g. UVI-1100); blank for every product" },
];

const valueText = (coupon: AdminCoupon) =>
  (coupon.kind === "percent"
    ? `${coupon.value}% off${coupon.maxDiscount !== null ? `, up to ${formatRupees(coupon.maxDiscount)}` : ""}`
    : `${formatRupees(coupon.value)} off`) + (coupon.productModels ? ` ${coupon.productModels.join(", ")} only` : "");

const stateTone = { active: "success", scheduled: "info", ended: "neutral", "used up": "warning" } as const;

const columns: Column<AdminCoupon>[] = [
  { key: "code", header: "Code", cell: (coupon) => <strong>{coupon.code}</strong> },
  { key: "state", header: "State", cell: (coupon) => <StatusBadge tone={stateTone[coupon.state]}>{coupon.state.charAt(0).toUpperCase() + coupon.state.slice(1)}</StatusBadge> },
  { key: "value", header: "Discount", cell: valueText },
  { key: "minimum", header: "Minimum order", numeric: true, cell: (coupon) => (coupon.minSubtotal > 0 ? formatRupees(coupon.minSubtotal) : "None") },
  { key: "window", header: "Valid", cell: (coupon) => `${formatAdminDateTime(coupon.startsAt)} to ${coupon.endsAt ? formatAdminDateTime(coupon.endsAt) : "no end"}` },
  { key: "uses", header: "Paid uses", numeric: true, cell: (coupon) => `${coupon.usedCount}${coupon.usageLimit !== null ? ` of ${coupon.usageLimit}` : ""}` },
];

/** Coupons: admins add, edit and delete them; support staff see the list only. */
export function AdminCoupons({ initial, canEdit }: { initial: AdminCoupon[]; canEdit: boolean }) {
  if (!canEdit) {
    return <DataTable caption={`All coupons (${initial.length})`} columns={columns} rows={initial} rowKey={(coupon) => coupon.id} empty="No coupons yet." />;
  }
  return (
    <RecordListEditor
      heading="All coupons"
      noun="coupon"
      path="coupons"
      initial={initial}
      columns={columns}
      fields={fields}
      schema={AdminCouponInputSchema}
      nameOf={(coupon) => coupon.code}
      sort={(a, b) => a.code.localeCompare(b.code)}
      newDefaults={{ kind: "percent", minSubtotal: 0, startsAt: new Date().toISOString() }}
      deleteWarning={<p>This cannot be undone. A coupon that orders used cannot be deleted: set an end time instead.</p>}
    />
  );
}
