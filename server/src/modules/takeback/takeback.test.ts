import { indiaIsoDate } from "@urjavolt/contract/dates";
import { quarterOf } from "@urjavolt/contract/takeback";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { batteryTakebacks } from "../../db/schema/takeback.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

const base = "/api/v1/admin/take-back";

describe.each(testDatabaseKinds)("the battery take-back ledger on %s", (kind) => {
  const t = useTestApp(kind);

  const battery = (overrides: object = {}) => ({
    collectedOn: "2025-11-20",
    chemistry: "lead_acid",
    capacityBand: "101_to_150",
    weightKg: "58.4",
    source: "branch",
    place: "Rajpura branch",
    reference: "",
    ...overrides,
  });

  it("records batteries by chemistry and weight, reads a quarter with its totals, and exports it for the return", async () => {
    const desk = await signInAs(t.app, "support", { name: "Meena Arora" });
    const record = (payload: object) => t.app.inject({ method: "POST", url: base, headers: desk.headers, payload });
    const tubular = await record(battery());
    expect(tubular.statusCode, tubular.body).toBe(201);
    expect(tubular.json()).toMatchObject({ collectedOn: "2025-11-20", chemistry: "lead_acid", weightKg: 58.4, reference: null, recordedBy: "Meena Arora", voided: null });
    expect((await record(battery({ chemistry: "lithium_ion", capacityBand: "up_to_100", weightKg: 12.5, source: "technician", place: "Patiala", reference: "CMP-2026-000123" }))).statusCode).toBe(201);
    expect((await record(battery({ collectedOn: "2025-12-31", weightKg: "61" }))).statusCode).toBe(201);
    // The first of January is the next quarter (January to March is the financial year's fourth).
    expect((await record(battery({ collectedOn: "2026-01-01", weightKg: "30" }))).statusCode).toBe(201);
    const [stored] = await t.database.db.select().from(batteryTakebacks).where(eq(batteryTakebacks.id, tubular.json().id));
    expect(stored).toMatchObject({ weightGrams: 58_400, recordedBy: desk.staff.id });
    expect((await t.app.inject({ url: `${base}?quarter=2025-26-Q4`, headers: desk.headers })).json().totals[0]).toEqual({ chemistry: "lead_acid", batteries: 1, weightKg: 30 });

    const quarter = await t.app.inject({ url: `${base}?quarter=2025-26-Q3`, headers: desk.headers });
    expect(quarter.statusCode, quarter.body).toBe(200);
    expect(quarter.json()).toMatchObject({
      quarter: "2025-26-Q3",
      from: "2025-10-01",
      to: "2025-12-31",
      totals: [
        { chemistry: "lead_acid", batteries: 2, weightKg: 119.4 },
        { chemistry: "lithium_ion", batteries: 1, weightKg: 12.5 },
      ],
    });
    expect(quarter.json().entries.map((entry: { collectedOn: string }) => entry.collectedOn)).toEqual(["2025-11-20", "2025-11-20", "2025-12-31"]);
    expect((await t.app.inject({ url: `${base}?quarter=2025-26-Q2`, headers: desk.headers })).json().entries).toEqual([]);

    const csv = await t.app.inject({ url: `${base}.csv?quarter=2025-26-Q3`, headers: desk.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="battery-take-back-2025-26-Q3.csv"');
    const lines = csv.body.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Entry,Collected on,Chemistry,Capacity band,Weight (kg),How it reached us,Where,Reference,Recorded by");
    expect(lines).toContain(`${tubular.json().id},2025-11-20,Lead-acid,101 to 150 Ah,58.4,Brought to a branch or store,Rajpura branch,,Meena Arora`);
    expect(lines.slice(-2)).toEqual(["Total 2025-26-Q3,,Lead-acid,2 batteries,119.4,,,,", "Total 2025-26-Q3,,Lithium-ion,1 battery,12.5,,,,"]);
  });

  it("voids an entry made by mistake with its reason: it stays in the ledger, leaves the totals and the export, and is voided once", async () => {
    const desk = await signInAs(t.app, "support", { name: "Meena Arora" });
    const today = indiaIsoDate();
    const entry = (await t.app.inject({ method: "POST", url: base, headers: desk.headers, payload: battery({ collectedOn: today, weightKg: "44.0" }) })).json();
    const voidIt = (id: number, payload: object) => t.app.inject({ method: "POST", url: `${base}/${id}/void`, headers: desk.headers, payload });
    expect((await voidIt(entry.id, { reason: "  " })).json().errors).toEqual({ reason: "Say why this entry is voided" });
    const voided = await voidIt(entry.id, { reason: "Entered twice; the same battery is entry above" });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().voided).toMatchObject({ by: "Meena Arora", reason: "Entered twice; the same battery is entry above" });
    expect((await voidIt(entry.id, { reason: "again" })).statusCode).toBe(409);
    expect((await voidIt(999_999, { reason: "no such" })).statusCode).toBe(404);

    const quarter = (await t.app.inject({ url: `${base}?quarter=${quarterOf(today)}`, headers: desk.headers })).json();
    expect(quarter.entries.find((row: { id: number }) => row.id === entry.id).voided).not.toBeNull();
    const counted = quarter.totals.find((total: { chemistry: string }) => total.chemistry === "lead_acid");
    const csv = (await t.app.inject({ url: `${base}.csv?quarter=${quarterOf(today)}`, headers: desk.headers })).body;
    expect(csv).not.toMatch(new RegExp(`^${entry.id},`, "m"));
    expect(csv).toContain(`Lead-acid,${counted.batteries} ${counted.batteries === 1 ? "battery" : "batteries"}`);
  });

  it("refuses bad input with the field named, and keeps the ledger to the desk", async () => {
    const desk = await signInAs(t.app, "support");
    const refused = async (payload: object) => {
      const response = await t.app.inject({ method: "POST", url: base, headers: desk.headers, payload });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    const tomorrow = new Date(`${indiaIsoDate()}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect(await refused(battery({ collectedOn: tomorrow.toISOString().slice(0, 10) }))).toEqual({ collectedOn: "The date cannot be in the future" });
    expect(await refused(battery({ collectedOn: "2026-02-30" }))).toEqual({ collectedOn: "Enter the date it was collected" });
    for (const weightKg of ["0", "-3", "151", "12.25", "heavy", 0]) {
      expect(await refused(battery({ weightKg }))).toEqual({ weightKg: "Enter the weight in kg, more than 0 and at most 150, to one decimal place" });
    }
    expect(await refused(battery({ weightKg: "" }))).toEqual({ weightKg: "Enter the weight in kg" });
    expect(await refused(battery({ chemistry: "nickel", capacityBand: "huge", source: "post", place: " " }))).toEqual({
      chemistry: "Choose the battery's chemistry",
      capacityBand: "Choose the capacity band",
      source: "Choose how it reached us",
      place: "Enter the branch, store or town where it was collected",
    });
    expect(await refused(battery({ place: "Rajpura\nbranch" }))).toEqual({ place: "Please keep this to one line" });
    expect((await t.app.inject({ method: "POST", url: base, headers: desk.headers, payload: { ...battery(), customerMobile: "9876543210" } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${base}?quarter=2026-28-Q1`, headers: desk.headers })).json()).toMatchObject({ errors: { quarter: "Choose a quarter such as 2026-27 Q3" } });
    expect((await t.app.inject({ url: `${base}.csv?quarter=Q5`, headers: desk.headers })).statusCode).toBe(400);

    const technician = await signInAs(t.app, "technician");
    expect((await t.app.inject({ url: base, headers: technician.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: base, headers: technician.headers, payload: battery() })).statusCode).toBe(403);
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${base}.csv` })).statusCode).toBe(401);
  });
});
