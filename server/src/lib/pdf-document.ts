import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";

const fontsFolder = fileURLToPath(new URL("../../assets/fonts/", import.meta.url));

/**
 * A PDFKit document with the site's fonts registered as "Body" and "Bold" (DejaVu Sans: PDF's own
 * fonts have no rupee sign), and its bytes collected: `done` resolves with the whole file once the
 * caller ends the document.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument(options);
  doc.registerFont("Body", `${fontsFolder}DejaVuSans.ttf`);
  doc.registerFont("Bold", `${fontsFolder}DejaVuSans-Bold.ttf`);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}
