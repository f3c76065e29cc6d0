import { type FigureCell, type FigureTable, type FigureWeeks, displayCell } from "@urjavolt/contract/service-figures";
import { Fragment } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "../../components/admin/data-table";
import { adminApiUrl } from "../../lib/admin-api";
import styles from "./service-figures.module.css";

/** Where a table's CSV downloads from: the same rows, over the same weeks. */
export function figureCsvUrl(table: FigureTable["name"], weeks: FigureWeeks | number): string {
  return adminApiUrl("service/figures.csv", { table, weeks });
}

/** Text that wraps between its words: "SRV-2026-000001 SRV-2026-000002" splits a reference only when it cannot fit a line. */
function words(text: string) {
  return (
    <span>
      {text.split(" ").map((word, index) => (
        <Fragment key={index}>
          {index > 0 ? " " : null}
          <span className={styles.word}>{word}</span>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The numbers behind a chart: its table (folded away under the chart unless `open`), and its CSV
 * download. `linkOf` may make a row's first cell a link (a serial number to its tickets).
 */
export function FigureNumbers({ table, weeks, open = false, linkOf }: { table: FigureTable; weeks: number; open?: boolean; linkOf?: (row: FigureCell[]) => string }) {
  const columns: Column<{ index: number; cells: FigureCell[] }>[] = table.columns.map((column, index) => ({
    key: String(index),
    header: column.header,
    numeric: column.kind === "count" || column.kind === "percent",
    cell: (row) => {
      const text = displayCell(row.cells[index] ?? null, column.kind);
      if (index === 0 && linkOf) {
        return (
          <Link to={linkOf(row.cells)} className={styles.cellLink}>
            {words(text)}
          </Link>
        );
      }
      // A percentage of nothing ("–") says so to a screen reader too.
      if (column.kind === "percent" && row.cells[index] === null) {
        return (
          <>
            <span aria-hidden="true">{text}</span>
            <span className="visually-hidden">none to count</span>
          </>
        );
      }
      return column.kind === "text" ? words(text) : text;
    },
  }));
  const rows = table.rows.map((cells, index) => ({ index, cells }));
  return (
    <div className={styles.numbers}>
      <details className={styles.details} open={open}>
        <summary className={styles.summary}>Numbers behind the chart: {table.title.toLowerCase()}</summary>
        {/* A wide table scrolls sideways in its own box, which the keyboard can reach and scroll too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box takes the focus so the keyboard can scroll it (axe scrollable-region-focusable) */}
        <div className={styles.scroll} role="region" aria-label={`${table.title}, table`} tabIndex={0}>
          <DataTable caption={table.title} hideCaption columns={columns} rows={rows} rowKey={(row) => row.index} empty="Nothing to count in these weeks." />
        </div>
      </details>
      {/* The visible words start the name (WCAG 2.5.3); the rest tells the page's seven downloads apart. */}
      <a href={figureCsvUrl(table.name, weeks)} download aria-label={`Download CSV: ${table.title.toLowerCase()}`} className={styles.download}>
        Download CSV
      </a>
    </div>
  );
}
