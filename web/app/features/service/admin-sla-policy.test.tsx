import { type SlaPolicyList, defaultSlaPolicy, slaPolicyRows } from "@urjavolt/contract/service-sla";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { AdminSlaPolicy } from "./admin-sla-policy";

const session = { staff: { id: 1, email: "ravi@staff.test", name: "Ravi Admin", role: "admin" as const }, csrfToken: "token" };
const policy: SlaPolicyList = { rows: slaPolicyRows(defaultSlaPolicy).map((row) => ({ ...row, isDefault: true })) };
const field = (label: string) => screen.getByRole("spinbutton", { name: label });

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

describe("AdminSlaPolicy", () => {
  it("shows every target in business hours, checks a change against the Rules' limits, and saves only the rows changed", async () => {
    const saved: SlaPolicyList = { rows: policy.rows.map((row) => (row.line === "Inverters" && row.priority === "normal" ? { ...row, responseMinutes: 60, isDefault: false } : row)) };
    const api = fakeApi({ "GET admin/session": { body: session }, "PUT admin/service/sla-policy": { body: saved } });
    render(inRouter(<AdminSlaPolicy initial={policy} canChange />));
    const response = field("Response, Inverters, Normal, in business hours");
    expect(response).toHaveValue(4);
    expect(field("Resolution, Inverters, Normal, in business hours")).toHaveValue(70);
    expect(screen.getByRole("button", { name: "No changes to save" })).toBeDisabled();

    fireEvent.change(response, { target: { value: "12" } });
    await userEvent.click(screen.getByRole("button", { name: "Save 1 change" }));
    expect(response).toHaveAccessibleDescription(/Response must be at most 10 business hours/);
    expect(api.callsTo("PUT admin/service/sla-policy")).toEqual([]);

    fireEvent.change(response, { target: { value: "1" } });
    await userEvent.click(screen.getByRole("button", { name: "Save 1 change" }));
    expect(await screen.findByText("Saved 1 target. Every open ticket's deadlines are counted again.")).toBeInTheDocument();
    expect(api.callsTo("PUT admin/service/sla-policy")[0]!.body).toEqual({ rows: [{ line: "Inverters", priority: "normal", responseMinutes: 60, resolutionMinutes: 4200 }] });
    expect(within(screen.getByRole("row", { name: /Inverters Normal/ })).getByText("Staff")).toBeInTheDocument();
  });

  it("shows support the targets without fields to change them", () => {
    render(inRouter(<AdminSlaPolicy initial={policy} canChange={false} />));
    expect(screen.queryAllByRole("spinbutton")).toEqual([]);
    expect(within(screen.getByRole("row", { name: /Batteries Low/ })).getByText("150")).toBeInTheDocument();
    expect(screen.getByText("Only an admin changes the targets.")).toBeInTheDocument();
  });
});
