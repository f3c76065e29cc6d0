import { describe, expect, it } from "vitest";
import { deliveryEstimate } from "./delivery-rules.ts";
import { InstallCloseSchema, installationDays, installationFee, installationMessages, installationOfferText, isOffered } from "./installation.ts";
import { creditNoteLines } from "./credit-notes.ts";
import { INSTALLATION_SAC } from "./gst.ts";
import { buildInvoiceDocument } from "./invoices.ts";

describe("installation rules (decision 057)", () => {
  it("says free or the fee per unit", () => {
    expect(installationOfferText(0)).toBe("Installation by our technician: free");
    expect(installationOfferText(99_900)).toBe("Installation by our technician: ₹999");
  });

  it("charges the fee per unit of each product offering installation, and none when none does", () => {
    expect(installationFee([{ quantity: 2, installation: true, installationFeePaise: 49_900 }, { quantity: 1, installation: true, installationFeePaise: 0 }, { quantity: 3, installation: false, installationFeePaise: 0 }])).toBe(99_800);
    expect(installationFee([{ quantity: 1, installation: true, installationFeePaise: 0 }])).toBe(0);
    expect(installationFee([{ quantity: 1, installation: false, installationFeePaise: 0 }])).toBeNull();
  });

  it("offers working days from the day after the delivery estimate, for 14 calendar days", () => {
    const now = new Date("2026-11-27T06:00:00Z"); // a Friday, India time
    const estimateTo = deliveryEstimate("2026-11-27", "140401").to;
    const days = installationDays(now, "140401", (date) => date === "2026-12-12");
    expect(days[0]! > estimateTo).toBe(true);
    expect(days.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
    expect(days).not.toContain("2026-12-12");
    const span = (new Date(`${days.at(-1)}T00:00:00Z`).getTime() - new Date(`${days[0]}T00:00:00Z`).getTime()) / 86_400_000;
    expect(span).toBeLessThan(14);
    expect(isOffered([{ date: days[0]!, slots: ["09:00"] }], { date: days[0]!, slot: "09:00" })).toBe(true);
    expect(isOffered([{ date: days[0]!, slots: ["09:00"] }], { date: days[0]!, slot: "11:00" })).toBe(false);
  });

  it("takes serials as the warranty keeps them and refuses one entered twice", () => {
    expect(InstallCloseSchema.parse({ units: [{ productId: 1, serial: " uvi 88 01 " }] }).units[0]!.serial).toBe("UVI8801");
    const twice = InstallCloseSchema.safeParse({ units: [{ productId: 1, serial: "A-1" }, { productId: 2, serial: "a-1" }] });
    expect(twice.success).toBe(false);
    expect(twice.error!.issues[0]!.message).toBe(installationMessages.serialRepeated("A-1"));
    expect(InstallCloseSchema.safeParse({ units: [] }).success).toBe(false);
  });

  it("credits the installation line with the last of the goods, as delivery", () => {
    const invoice = buildInvoiceDocument({
      number: "UV/26-27/000001",
      issuedAt: new Date("2026-11-27T06:00:00Z"),
      orderNumber: "UV-2026-000001",
      supplier: { name: "Seller", address: "Mohali", state: "Punjab", gstin: null },
      buyer: { name: "Asha", address: "Rajpura", state: "Punjab", gstin: null, pincode: "140401" },
      lines: [
        { description: "Inverter", hsn: "85044010", quantity: 1, unit: "NOS", amountPaise: 2_500_000, gstRatePercent: 18 },
        { description: "Installation", hsn: INSTALLATION_SAC, quantity: 1, unit: "OTH", amountPaise: 99_900, gstRatePercent: 18 },
      ],
    });
    const credited = creditNoteLines(invoice, new Map(), [{ invoiceLine: 0, quantity: 1, amountPaise: 2_500_000 }]);
    expect(credited.map((line) => line.hsn)).toEqual(["85044010", INSTALLATION_SAC]);
    expect(credited[1]!.amountPaise).toBe(99_900);
  });
});
