import { site } from "@urjavolt/contract/site";
import { type WarrantyDetails, certificateTerms, hasCertificate } from "@urjavolt/contract/warranty";
import { PDF_GREEN as GREEN, PDF_INK as INK, PDF_LOGO_SRC, PDF_MUTED as MUTED, drawBrandBand, loadPdfLogo } from "../../lib/pdf-brand";
import { formatIsoDate as formatDate } from "@urjavolt/contract/dates";
import { printedAddress } from "../../lib/site-url";

const RED: [number, number, number] = [185, 28, 28];

export function certificateFileName(serial: string): string {
  return `${serial.replace(/[^A-Za-z0-9._-]/g, "_")}.pdf`;
}

/**
 * The warranty certificate (docs/requirements/site-and-service-forms.md §9): portrait A4, named by
 * the serial (certificateFileName), made for a unit's owner on the server (decision 052) or in a
 * browser. It names what it covers (the product, its model and the serial, decision 051) and the
 * shop's public address from SITE_URL, never the address the page was opened at.
 */
export async function buildCertificate(details: WarrantyDetails, siteUrl: string, logoSrc: string | null = PDF_LOGO_SRC) {
  // Only an Active warranty has a certificate: never one for a unit taken back (decision 037), or any other status.
  if (!hasCertificate(details.status)) throw new Error(`No certificate for a warranty that is ${details.status}`);
  // `logoSrc` null: made on the server (the owner's download, decision 052), which has no canvas to draw the logo, so the brand is the text banner.
  const [{ jsPDF }, logo] = await Promise.all([import("jspdf"), logoSrc === null ? undefined : loadPdfLogo(logoSrc)]);
  const doc = new jsPDF({ orientation: "portrait", unit: "mm", format: "a4" });
  const width = doc.internal.pageSize.getWidth();
  const margin = 18;

  // Header band: the logo (a wordmark, 4:1) when it loads, else the brand name as a text banner.
  drawBrandBand(doc, logo, { bandHeight: 36, x: margin, y: 7, logoWidth: 56, fallbackFontSize: 24 });
  doc.setFont("helvetica", "normal");
  doc.setFontSize(10);
  doc.text(`${site.brand} is a brand of ${site.parentCompany.name}`, margin, 29);

  doc.setTextColor(...INK);
  doc.setFont("helvetica", "bold");
  doc.setFontSize(18);
  doc.text("Warranty Certificate", width / 2, 52, { align: "center" });

  const rows: [string, string][] = [
    ...(details.product ? [["Product", details.product] as [string, string]] : []),
    ...(details.model ? [["Model", details.model] as [string, string]] : []),
    ["Serial number", details.serialno],
    ["Customer", details.name],
    ["Mobile", details.mobile],
    ["Purchase date", formatDate(details.purchase_date)],
    ["Status", details.status],
    ["Expiry date", formatDate(details.expiry_date)],
    ["Dealer", details.dealer],
  ];
  let y = 66;
  doc.setFontSize(12);
  for (const [label, value] of rows) {
    doc.setFont("helvetica", "bold");
    doc.setTextColor(...MUTED);
    doc.text(label, margin, y);
    doc.setFont("helvetica", "normal");
    doc.setTextColor(...(label === "Status" ? (value.toLowerCase().includes("active") ? GREEN : RED) : INK));
    doc.text(value, margin + 50, y);
    y += 9;
  }

  y += 6;
  doc.setDrawColor(226, 232, 240);
  doc.line(margin, y, width - margin, y);
  y += 10;
  doc.setTextColor(...INK);
  doc.setFont("helvetica", "bold");
  doc.setFontSize(13);
  doc.text("Terms and conditions", margin, y);
  y += 8;
  doc.setFont("helvetica", "normal");
  doc.setFontSize(10.5);
  certificateTerms.forEach((term, index) => {
    const lines = doc.splitTextToSize(`${index + 1}. ${term}`, width - 2 * margin) as string[];
    doc.text(lines, margin, y);
    y += lines.length * 5.5 + 2;
  });

  // Footer: how to reach support.
  const footerTop = doc.internal.pageSize.getHeight() - 30;
  doc.setFillColor(248, 250, 252);
  doc.rect(0, footerTop, width, 30, "F");
  doc.setTextColor(...MUTED);
  doc.setFontSize(10);
  doc.text(`Customer support: ${site.phones.map((phone) => phone.display).join(" / ")}`, width / 2, footerTop + 10, { align: "center" });
  doc.text(`E-mail: ${site.supportEmail}   Website: ${printedAddress(siteUrl)}`, width / 2, footerTop + 17, { align: "center" });
  doc.text(site.hours, width / 2, footerTop + 24, { align: "center" });
  return doc;
}
