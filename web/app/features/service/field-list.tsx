import type { ReactNode } from "react";
import adminStyles from "../../components/admin/admin.module.css";

/** Labelled values of a console record (a ticket, a unit), as a description list. */
export function FieldList({ fields }: { fields: [string, ReactNode][] }) {
  return (
    <dl className={adminStyles.fields}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
