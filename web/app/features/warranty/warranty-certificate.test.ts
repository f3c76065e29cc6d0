import type { WarrantyDetails } from "@urjavolt/contract/warranty";
import { describe, expect, it } from "vitest";
import { downloadCertificate } from "./warranty-certificate";

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
      await expect(downloadCertificate({ ...details, status }, "https://www.example.in")).rejects.toThrow(`No certificate for a warranty that is ${status}`);
    }
  });
});
