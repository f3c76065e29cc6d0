import type { WarrantyDetails } from "@urjavolt/contract/warranty";
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildCertificate } from "./warranty-certificate";

/** The PDF's text as a reader sees it (poppler's pdftotext), or null where poppler is not installed. */
function pdfText(bytes: ArrayBuffer): string | null {
  const file = join(mkdtempSync(join(tmpdir(), "certificate-")), "certificate.pdf");
  writeFileSync(file, new Uint8Array(bytes));
  try {
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  } catch {
    return null;
  }
}

const details: WarrantyDetails = {
  serialno: "UV-2100-9101",
  name: "Ravi Kumar",
  mobile: "XXXXXX3210",
  status: "Replaced",
  invoice: "Received",
  purchase_date: "2024-08-20",
  expiry_date: "2029-08-20",
  dealer: "Sharma Electricals",
  invoiceno: "INV-778",
  pincode: "140401",
  replaced_by: "XXXX9102",
  replaced_on: "2026-11-20",
};

describe("the warranty certificate", () => {
  it("is never made for a unit taken back, nor for any status but Active", async () => {
    for (const status of ["Replaced", "Pending", "Expired", "Rejected"] as const) {
      await expect(buildCertificate({ ...details, status }, "https://www.example.in", null)).rejects.toThrow(`No certificate for a warranty that is ${status}`);
    }
  });

  it("names the product, its model and the serial, and prints the shop's public address (SITE_URL), never the page's own", async () => {
    expect(window.location.host).not.toBe("www.urjavolt.in");
    const active = { ...details, status: "Active" as const, product: "Lithium Inverter/UPS 2100VA", model: "UVI-2100" };
    const doc = await buildCertificate(active, "https://www.urjavolt.in", "/missing-logo.svg");
    const bytes = doc.output("arraybuffer");
    const raw = new TextDecoder("latin1").decode(bytes);
    for (const text of ["(Product)", "(Lithium Inverter/UPS 2100VA)", "(Model)", "(UVI-2100)", "(Serial number)", "(UV-2100-9101)"]) expect(raw).toContain(text);
    expect(raw).toContain("Website: www.urjavolt.in");
    expect(raw).not.toContain(window.location.host);
    const text = pdfText(bytes);
    if (text !== null) {
      expect(text).toMatch(/Product\s+Lithium Inverter\/UPS 2100VA/);
      expect(text).toMatch(/Model\s+UVI-2100/);
      expect(text).toMatch(/Serial number\s+UV-2100-9101/);
      expect(text).toContain("Website: www.urjavolt.in");
    }
  });

  it("is made without the logo where there is no canvas (the owner's download, made on the server), the brand then in text", async () => {
    const doc = await buildCertificate({ ...details, status: "Active" }, "https://www.urjavolt.in", null);
    const raw = new TextDecoder("latin1").decode(doc.output("arraybuffer"));
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw).toContain("(UrjaVolt)");
    expect(raw).toContain("(Ravi Kumar)");
  });

  it("leaves the product out when staff have not named it", async () => {
    const doc = await buildCertificate({ ...details, status: "Active" }, "https://www.urjavolt.in", "/missing-logo.svg");
    const raw = new TextDecoder("latin1").decode(doc.output("arraybuffer"));
    expect(raw).not.toContain("(Product)");
    expect(raw).toContain("(UV-2100-9101)");
  });
});
