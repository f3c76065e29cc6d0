import type { UnitList, UnitRecord } from "@urjavolt/contract/service-units";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { AdminUnitRecord, AdminUnits } from "./admin-units";

const session = { staff: { id: 1, email: "meena@staff.test", name: "Meena Support", role: "support" as const }, csrfToken: "token" };

const replacement: UnitRecord = {
  serialNo: "UV-2100-8002",
  product: "2100VA Inverter",
  sources: ["replacement"],
  warranty: { basis: "inherited", from: "UV-2100-8001", startDate: "2026-11-20", endDate: "2031-11-20", inWarranty: true },
  order: null,
  registration: null,
  replaces: "UV-2100-8001",
  replacedBy: null,
  notes: null,
  tickets: [],
  visits: [],
  events: [{ at: "2026-11-26T06:00:00.000Z", kind: "replacement", text: "Given in exchange for UV-2100-8001", href: "/admin/service/units/UV-2100-8001" }],
};

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

describe("AdminUnitRecord", () => {
  it("shows a replacement's warranty counted from the unit it replaced, with links both ways through the history", () => {
    render(inRouter(<AdminUnitRecord unit={replacement} />));
    const warranty = within(screen.getByRole("region", { name: "Warranty" }));
    expect(warranty.getByRole("link", { name: "UV-2100-8001" })).toHaveAttribute("href", "/admin/service/units/UV-2100-8001");
    expect(warranty.getByText("20 Nov 2026")).toBeInTheDocument();
    expect(warranty.getByText("20 Nov 2031")).toBeInTheDocument();
    expect(warranty.getByText("In warranty (not registered)")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Unit" })).getByRole("link", { name: "UV-2100-8001" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Sale" })).getByText("Not sold through the shop, as far as we know.")).toBeInTheDocument();
    const history = within(screen.getByRole("region", { name: "History" }));
    expect(history.getByRole("listitem")).toHaveTextContent("26 Nov 2026, 11:30 am: Given in exchange for UV-2100-8001");
  });
});

describe("AdminUnits", () => {
  it("lists the units found, and enters a new one with its order number", async () => {
    const list: UnitList = { units: [{ serialNo: "UV-FIND-0001", product: null, sources: ["registration", "ticket"] }] };
    const created: UnitRecord = { ...replacement, serialNo: "UV-2100-9001", sources: ["order", "staff"], replaces: null };
    const api = fakeApi({ "GET admin/session": { body: session }, "POST admin/service/units": { status: 201, body: created } });
    render(inRouter(<AdminUnits list={list} />));
    const row = screen.getByRole("row", { name: /UV-FIND-0001/ });
    expect(row).toHaveTextContent("Registered for warranty by the customer; Named on a service request");
    expect(within(row).getByRole("link", { name: "UV-FIND-0001" })).toHaveAttribute("href", "/admin/service/units/UV-FIND-0001");

    const form = within(screen.getByRole("region", { name: "Enter a unit" }));
    await userEvent.click(form.getByRole("button", { name: "Enter the unit" }));
    expect(form.getByText("Serial number is required")).toBeInTheDocument();
    expect(form.getByText("Please select a product")).toBeInTheDocument();
    expect(api.callsTo("POST admin/service/units")).toEqual([]);
    await userEvent.type(form.getByLabelText(/^Serial number/), "uv 2100 9001");
    await userEvent.selectOptions(form.getByLabelText(/^Product/), "2100VA");
    await userEvent.type(form.getByLabelText(/^Shop order number/), "uv-2026-000123");
    await userEvent.click(form.getByRole("button", { name: "Enter the unit" }));
    await vi.waitFor(() => expect(api.callsTo("POST admin/service/units")).toHaveLength(1));
    expect(api.callsTo("POST admin/service/units")[0]!.body).toEqual({ serialNo: "UV21009001", product: "2100VA", orderNumber: "UV-2026-000123", purchaseDate: null, notes: null });
  });
});
