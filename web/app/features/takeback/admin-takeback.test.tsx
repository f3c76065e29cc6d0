import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TakebackEntry, TakebackQuarter } from "@urjavolt/contract/takeback";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { quarterDates, quarterOf } from "@urjavolt/contract/takeback";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { AdminTakeback, recentQuarters } from "./admin-takeback";

const today = indiaIsoDate();
const quarter = quarterOf(today);
const entry = (id: number, overrides: Partial<TakebackEntry> = {}): TakebackEntry => ({
  id,
  collectedOn: today,
  chemistry: "lead_acid",
  capacityBand: "101_to_150",
  weightKg: 58.4,
  source: "branch",
  place: "Rajpura branch",
  reference: null,
  recordedBy: "Meena Arora",
  recordedAt: `${today}T06:00:00.000Z`,
  voided: null,
  ...overrides,
});
const ledger: TakebackQuarter = {
  quarter,
  ...quarterDates(quarter)!,
  totals: [
    { chemistry: "lead_acid", batteries: 1, weightKg: 58.4 },
    { chemistry: "lithium_ion", batteries: 0, weightKg: 0 },
  ],
  entries: [entry(7)],
};
const session = { "GET admin/session": { body: { staff: { id: 1, email: "m@staff.test", name: "Meena Arora", role: "support" }, csrfToken: "t" } } };

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

describe("AdminTakeback", () => {
  it("records a battery and counts it in the quarter's totals at once", async () => {
    const api = fakeApi({ ...session, "POST admin/take-back": { status: 201, body: entry(8, { chemistry: "lithium_ion", capacityBand: "up_to_100", weightKg: 12.5, source: "technician", place: "Patiala" }) } });
    render(inRouter(<AdminTakeback initial={ledger} />));
    const totals = () => screen.getByRole("table", { name: /^Counted in/ });
    expect(within(totals()).getByRole("row", { name: /Lithium-ion 0 0\.0 kg/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Record the battery" }));
    expect(screen.getByText("Choose the battery's chemistry")).toBeInTheDocument();
    expect(screen.getByText("Enter the weight in kg")).toBeInTheDocument();
    expect(api.callsTo("POST admin/take-back")).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Collected on/), today);
    await userEvent.selectOptions(screen.getByLabelText(/^Chemistry/), "Lithium-ion");
    await userEvent.selectOptions(screen.getByLabelText(/^Capacity/), "Up to 100 Ah");
    await userEvent.type(screen.getByLabelText(/^Weight/), "12.5");
    await userEvent.selectOptions(screen.getByLabelText(/^How it reached us/), "Collected by a technician");
    await userEvent.type(screen.getByLabelText(/^Where/), "Patiala");
    await userEvent.click(screen.getByRole("button", { name: "Record the battery" }));
    expect(await screen.findByText("Recorded entry 8: Lithium-ion, 12.5 kg.")).toBeInTheDocument();
    expect(api.callsTo("POST admin/take-back")[0]!.body).toEqual({
      collectedOn: today,
      chemistry: "lithium_ion",
      capacityBand: "up_to_100",
      weightKg: 12.5,
      source: "technician",
      place: "Patiala",
      reference: null,
    });
    expect(within(totals()).getByRole("row", { name: /Lithium-ion 1 12\.5 kg/ })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: /^Entries in/ })).toHaveAccessibleName(expect.stringMatching(/: 2$/));
  });

  it("voids an entry with its reason: it stays listed, voided, and leaves the totals", async () => {
    const voided = entry(7, { voided: { by: "Meena Arora", at: `${today}T07:00:00.000Z`, reason: "Entered twice" } });
    const api = fakeApi({ ...session, "POST admin/take-back/7/void": { body: voided } });
    render(inRouter(<AdminTakeback initial={ledger} />));
    await userEvent.click(screen.getByRole("button", { name: "Void entry 7" }));
    await userEvent.click(screen.getByRole("button", { name: "Void the entry" }));
    expect(screen.getByText("Say why this entry is voided")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Why/), "Entered twice");
    await userEvent.click(screen.getByRole("button", { name: "Void the entry" }));
    expect(await screen.findByText("Voided by Meena Arora: Entered twice")).toBeInTheDocument();
    expect(api.callsTo("POST admin/take-back/7/void")[0]!.body).toEqual({ reason: "Entered twice" });
    expect(within(screen.getByRole("table", { name: /^Counted in/ })).getByRole("row", { name: /Lead-acid 0 0\.0 kg/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Void the entry" })).toBeNull();
  });

  it("offers this quarter and the seven before it, and the chosen quarter's CSV; a past quarter takes no new entries", () => {
    expect(recentQuarters("2026-11-27")).toEqual(["2026-27-Q3", "2026-27-Q2", "2026-27-Q1", "2025-26-Q4", "2025-26-Q3", "2025-26-Q2", "2025-26-Q1", "2024-25-Q4"]);
    expect(recentQuarters("2027-01-31")[1]).toBe("2026-27-Q3");
    render(inRouter(<AdminTakeback initial={{ ...ledger, quarter: "2025-26-Q3", from: "2025-10-01", to: "2025-12-31", entries: [] }} />));
    expect(screen.getByRole("link", { name: "Download Oct to Dec 2025 (2025-26 Q3) as CSV" })).toHaveAttribute("href", "/api/v1/admin/take-back.csv?quarter=2025-26-Q3");
    expect(screen.queryByRole("button", { name: "Record the battery" })).toBeNull();
    expect(screen.getByText("No battery taken back in this quarter yet.")).toBeInTheDocument();
  });
});
