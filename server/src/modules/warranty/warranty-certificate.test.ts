import { certificateTerms, type WarrantyDetails } from "@urjavolt/contract/warranty";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n.ts";
import { hasPdftotext, pdfText } from "../../test/pdf-text.ts";
import { certificateWords, renderWarrantyCertificate } from "./warranty-certificate.ts";

const details: WarrantyDetails = {
  serialno: "UV-2100-9101",
  name: "Ravi Kumar",
  mobile: "XXXXXX3210",
  status: "Active",
  invoice: "Received",
  purchase_date: "2024-10-20",
  expiry_date: "2029-10-20",
  dealer: "Sharma Electricals",
  invoiceno: "INV-778",
  pincode: "140401",
  product: "Lithium Inverter/UPS 2100VA",
  model: "UVI-2100",
};

/** The fonts a PDF embeds, by the names PDFKit's subsets carry (`/BaseFont /CZZZZZ+NotoSansDevanagari-Regular`). */
function embeddedFonts(pdf: Buffer): string[] {
  return [...new Set([...pdf.toString("latin1").matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]!))].sort();
}

describe("the warranty certificate (decisions 051, 052, 056)", () => {
  it("is never made for a unit taken back, nor for any status but Active", async () => {
    for (const status of ["Replaced", "Pending", "Expired", "Rejected"] as const) {
      await expect(renderWarrantyCertificate({ ...details, status }, "en", "https://www.urjavolt.in")).rejects.toThrow(`No certificate for a warranty that is ${status}`);
    }
  });

  it("is set in DejaVu Sans in English, in Noto Sans Devanagari for a Hindi registration and in Baloo Paaji 2 for a Punjabi one", async () => {
    const [en, hi, pa] = await Promise.all((["en", "hi", "pa"] as const).map((locale) => renderWarrantyCertificate(details, locale, "https://www.urjavolt.in")));
    for (const pdf of [en, hi, pa]) expect(pdf!.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The brand keeps its own bold letters in every language.
    expect(embeddedFonts(en!)).toEqual(["DejaVuSans", "DejaVuSans-Bold"]);
    expect(embeddedFonts(hi!)).toEqual(["DejaVuSans-Bold", "NotoSansDevanagari-Bold", "NotoSansDevanagari-Regular"]);
    expect(embeddedFonts(pa!)).toEqual(["BalooPaaji2-Bold", "BalooPaaji2-Regular", "DejaVuSans-Bold"]);
    expect(hi!.toString("latin1")).toContain("/Lang (hi-IN)");
    expect(pa!.toString("latin1")).toContain("/Lang (pa-IN)");
  });

  it("prints the spec's six terms in English, word for word", () => {
    expect(certificateWords(i18nFor("en")).termList).toEqual([...certificateTerms]);
    // And translated, each of them, in Hindi and Punjabi.
    for (const locale of ["hi", "pa"] as const) {
      for (const term of certificateWords(i18nFor(locale)).termList) expect(term).not.toMatch(/[A-Za-z]/);
    }
  });

  it.skipIf(!hasPdftotext)("names the product, its model and the serial, and the shop's public address, in English (read with pdftotext)", async () => {
    const text = pdfText(await renderWarrantyCertificate(details, "en", "https://www.urjavolt.in"));
    expect(text).toContain("Warranty Certificate");
    expect(text).toMatch(/Product\s+Lithium Inverter\/UPS 2100VA/);
    expect(text).toMatch(/Model\s+UVI-2100/);
    expect(text).toMatch(/Serial number\s+UV-2100-9101/);
    expect(text).toMatch(/Customer\s+Ravi Kumar/);
    expect(text).toMatch(/Purchase date\s+20 Oct 2024/);
    expect(text).toMatch(/Status\s+Active/);
    expect(text).toContain("Website: www.urjavolt.in");
    for (const term of certificateTerms) expect(text.replace(/\s+/g, " ")).toContain(term);
  });

  // A reader copies the text of a shaped script glyph by glyph, a vowel sign drawn before its
  // consonant coming first ("सीिरयल"): only words whose glyphs keep their letters' order are compared.
  it.skipIf(!hasPdftotext)("is written in Hindi or Punjabi for a unit registered from those pages, the product, serial and names as written", async () => {
    const hi = pdfText(await renderWarrantyCertificate(details, "hi", "https://www.urjavolt.in"));
    expect(hi).toContain("वारंटी प्रमाणपत्र");
    expect(hi).toMatch(/प्रोडक्ट\s+Lithium Inverter\/UPS 2100VA/);
    expect(hi).toContain("UV-2100-9101");
    expect(hi).toContain("Ravi Kumar");
    expect(hi).toContain("www.urjavolt.in");
    expect(hi).not.toContain("Warranty Certificate");
    const pa = pdfText(await renderWarrantyCertificate(details, "pa", "https://www.urjavolt.in"));
    expect(pa).toContain("ਵਾਰੰਟੀ");
    expect(pa).toMatch(/ਉਤਪਾਦ\s+Lithium Inverter\/UPS 2100VA/);
    expect(pa).toMatch(/ਮਾਡਲ\s+UVI-2100/);
    expect(pa).toContain("www.urjavolt.in");
    expect(pa).not.toContain("Terms and conditions");
  });

  it("leaves the product and model out when staff have not named them", async () => {
    const { product: _product, model: _model, ...unnamed } = details;
    const pdf = await renderWarrantyCertificate(unnamed, "en", "https://www.urjavolt.in");
    if (hasPdftotext) {
      const text = pdfText(pdf);
      expect(text).not.toContain("Product");
      expect(text).toMatch(/Serial number\s+UV-2100-9101/);
    }
  });
});
