/**
 * CSV for spreadsheets (RFC 4180: comma separated, CRLF line ends, fields quoted when they hold a
 * comma, quote or line break, quotes doubled). A cell that a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so text a
 * customer typed can never run as a formula on a staff member's computer (OWASP "CSV injection").
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document: the header row, then the rows; a byte-order mark so Excel reads UTF-8 (₹, names). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
