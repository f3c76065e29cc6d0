import type { ReactNode } from "react";
import styles from "./admin.module.css";

export type Column<T> = {
  /** Unique within the table. */
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned (numbers, money). */
  numeric?: boolean;
};

/**
 * An accessible table with a caption (visible, or for screen readers only with `hideCaption`). On
 * phones each row becomes a card whose cells carry their column's name.
 */
export function DataTable<T>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty = "Nothing to show.",
}: {
  caption: string;
  hideCaption?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty?: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={hideCaption ? "visually-hidden" : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={column.numeric ? styles.numeric : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
