import { site } from "@urjavolt/contract/site";
import type { jsPDF } from "jspdf";

/** The brand logo on a dark band, the default for every PDF the browser makes. */
export const PDF_LOGO_SRC = "/images/brand/logo-on-dark.svg";

export const PDF_NAVY: [number, number, number] = [11, 37, 69];
export const PDF_INK: [number, number, number] = [15, 23, 42];
export const PDF_MUTED: [number, number, number] = [71, 85, 105];
export const PDF_GREEN: [number, number, number] = [21, 128, 61];

/** The brand logo as a PNG data URL, or undefined when it cannot be loaded (the header is then text only). */
export async function loadPdfLogo(src: string = PDF_LOGO_SRC): Promise<string | undefined> {
  try {
    const image = new Image();
    image.src = src;
    await image.decode();
    // Drawn at four times its size so the wordmark stays sharp in print.
    const canvas = document.createElement("canvas");
    canvas.width = (image.naturalWidth || 240) * 4;
    canvas.height = (image.naturalHeight || 60) * 4;
    const context = canvas.getContext("2d");
    if (!context) return undefined;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL("image/png");
  } catch {
    return undefined;
  }
}

/**
 * The navy header band with the logo (a 4:1 wordmark) at (x, y), or the brand name as text when the
 * logo did not load or jsPDF refuses it. Leaves the text colour white for the caller's header lines.
 */
export function drawBrandBand(
  doc: jsPDF,
  logo: string | undefined,
  { bandHeight, x, y, logoWidth, fallbackFontSize }: { bandHeight: number; x: number; y: number; logoWidth: number; fallbackFontSize: number },
): void {
  doc.setFillColor(...PDF_NAVY);
  doc.rect(0, 0, doc.internal.pageSize.getWidth(), bandHeight, "F");
  doc.setTextColor(255, 255, 255);
  if (logo) {
    try {
      doc.addImage(logo, "PNG", x, y, logoWidth, logoWidth / 4);
      return;
    } catch {
      // Fall through to the text banner.
    }
  }
  doc.setFont("helvetica", "bold");
  doc.setFontSize(fallbackFontSize);
  doc.text(site.brand, x, y + logoWidth / 4 - 2);
}
