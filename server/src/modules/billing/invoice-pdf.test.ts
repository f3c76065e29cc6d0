import { buildInvoiceDocument } from "@urjavolt/contract/invoices";
import { site } from "@urjavolt/contract/site";
import { describe, expect, it } from "vitest";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { supplierParty } from "./invoices.ts";
import { hasPdftotext, pdfText } from "../../test/pdf-text.ts";

const base = {
  number: "UV/26-27/000001",
  issuedAt: new Date("2026-11-22T10:00:00Z"),
  orderNumber: "UV-2026-000001",
  supplier: supplierParty(),
  buyer: { name: "Asha Rani", address: "12 Mall Road, Rajpura", state: "Punjab", pincode: "140401", gstin: "27AAPFU0939F1ZV" },
  lines: [{ description: "UrjaVolt 150Ah lithium battery", hsn: "85076000", quantity: 1, unit: "NOS", amountPaise: 2_475_000, gstRatePercent: 18 }],
};

describe.skipIf(!hasPdftotext)("tax invoice PDF (read with pdftotext)", () => {
  it("names the supplier from the site configuration, registered in Punjab", () => {
    expect(supplierParty()).toMatchObject({ name: site.parentCompany.name, gstin: site.gstin, state: "Punjab" });
  });

  it("shows both GSTINs, the HSN code, CGST and SGST for a Punjab buyer, and the total in words", async () => {
    const pdf = await renderInvoicePdf(buildInvoiceDocument(base));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain(`GSTIN: ${site.gstin}`);
    expect(text).toContain("State: Punjab (state code 03)");
    expect(text).toContain("UV/26-27/000001");
    expect(text).toContain("22 Nov 2026");
    expect(text).toContain("Buyer GSTIN: 27AAPFU0939F1ZV");
    expect(text).toContain("Place of supply");
    expect(text).toContain("85076000");
    expect(text).toMatch(/NOS\s+20,974\.58/);
    // Each tax cell holds its rate and, under it, its amount.
    expect(text).toMatch(/9%\s+9%\s+24,750\.00\s+1,887\.71\s+1,887\.71/);
    expect(text).toMatch(/CGST\s+1,887\.71\s+SGST\s+1,887\.71/);
    expect(text).not.toContain("IGST");
    expect(text).toMatch(/Invoice total \(₹\)\s+24,750\.00/);
    expect(text).toContain("Rupees Twenty-Four Thousand Seven Hundred Fifty Only");
  });

  it("shows IGST for a Maharashtra buyer, and no buyer GSTIN when none was given", async () => {
    const text = pdfText(await renderInvoicePdf(buildInvoiceDocument({ ...base, buyer: { ...base.buyer, state: "Maharashtra", gstin: null } })));
    expect(text).toMatch(/18%\s+24,750\.00\s+3,775\.42/);
    expect(text).toMatch(/IGST\s+3,775\.42/);
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("Buyer GSTIN");
    expect(text).toContain("Maharashtra (state code 27)");
  });

  it("carries long orders over to further pages with the table's header again", async () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({ ...base.lines[0]!, description: `Battery module ${index + 1} with a longer description that wraps onto a second line in the table` }));
    const text = pdfText(await renderInvoicePdf(buildInvoiceDocument({ ...base, lines })));
    expect(text.split("\f").filter((page) => page.trim() !== "").length).toBeGreaterThan(1);
    expect(text.match(/HSN\/SAC/g)!.length).toBeGreaterThan(1);
    expect(text).toContain("Battery module 40");
    expect(text).toContain("Rupees Nine Lakh Ninety Thousand Only");
  });
});
