import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Whether poppler's pdftotext is installed (Debian's poppler-utils; CI installs it). Tests that read PDFs skip without it. */
export const hasPdftotext = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** The text of a PDF as a reader sees it (poppler's pdftotext). */
export function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), "invoice-pdf-"));
  try {
    const file = join(folder, "invoice.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
