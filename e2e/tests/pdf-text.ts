import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";

/** Whether poppler's pdftotext is installed (Debian's poppler-utils; CI installs it). */
export const hasPdftotext = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** The text of a PDF file as a reader sees it, laid out as on the page. */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)("pdftotext", ["-layout", file, "-"]);
  return stdout;
}
