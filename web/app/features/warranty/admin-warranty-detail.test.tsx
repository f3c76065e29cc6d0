import type { WarrantyAdminDetail } from "@urjavolt/contract/warranty";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { AdminWarrantyDetail } from "./admin-warranty-detail";

const session = { staff: { id: 1, email: "ravi@staff.test", name: "Ravi Admin", role: "admin" as const }, csrfToken: "token" };
const pending: WarrantyAdminDetail = {
  id: 9,
  serialno: "UV1100A0001",
  name: "Asha Rani",
  mobile: "9876543210",
  email: null,
  status: "Pending",
  purchaseDate: "2026-01-15",
  expiryDate: "2028-01-15",
  dealer: "Rajpura Electricals",
  createdAt: "2026-01-20T08:00:00.000Z",
  invoiceno: "INV-77",
  pincode: "140401",
  comments: null,
  rejectionReason: null,
  warrantyYears: 2,
  replacedBy: null,
  replacedAt: null,
  invoice: null,
  product: null,
  events: [],
};

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

const approve = () => within(screen.getByRole("form", { name: "Approve" }));
const reject = () => within(screen.getByRole("form", { name: "Reject" }));

describe("AdminWarrantyDetail", () => {
  it("shows the expiry for the period as typed, and refuses a period out of range with focus on it", async () => {
    const api = fakeApi({});
    render(inRouter(<AdminWarrantyDetail initial={pending} />));
    const years = approve().getByLabelText(/^Warranty period/);
    expect(years).toHaveValue(2);
    expect(approve().getByText("Active until 15 Jan 2028")).toBeInTheDocument();
    await userEvent.clear(years);
    await userEvent.type(years, "0");
    expect(approve().getByText("The product's warranty period")).toBeInTheDocument();
    await userEvent.click(approve().getByRole("button", { name: "Approve warranty" }));
    expect(approve().getByText("Warranty period must be 1 to 25 years")).toBeInTheDocument();
    expect(years).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("approves with the period as typed", async () => {
    const api = fakeApi({ "GET admin/session": { body: session }, "POST admin/warranties/9/approve": { body: { ...pending, status: "Active", warrantyYears: 3, expiryDate: "2029-01-15" } } });
    render(inRouter(<AdminWarrantyDetail initial={pending} />));
    const years = approve().getByLabelText(/^Warranty period/);
    await userEvent.clear(years);
    await userEvent.type(years, "3");
    await userEvent.click(approve().getByRole("button", { name: "Approve warranty" }));
    expect(await screen.findByText(/^Approved: UV1100A0001 is Active until/)).toBeInTheDocument();
    expect(api.callsTo("POST admin/warranties/9/approve")[0]!.body).toEqual({ warrantyYears: 3 });
  });

  it("names the product on approving, for the certificate (decision 051)", async () => {
    const products = [
      { id: 1, model: "UVI-1100", name: "Lithium Inverter/UPS 1100VA" },
      { id: 7, model: "UVB-48-100", name: "48V 100Ah Lithium Inverter Battery" },
    ];
    const approved = { ...pending, status: "Active" as const, product: products[1]! };
    const api = fakeApi({ "GET admin/session": { body: session }, "POST admin/warranties/9/approve": { body: approved } });
    render(inRouter(<AdminWarrantyDetail initial={pending} products={products} />));
    expect(screen.getByText("Not named yet")).toBeInTheDocument();
    await userEvent.selectOptions(approve().getByLabelText(/^Product/), "UVB-48-100: 48V 100Ah Lithium Inverter Battery");
    await userEvent.click(approve().getByRole("button", { name: "Approve warranty" }));
    expect(await screen.findByText(/^Approved: UV1100A0001/)).toBeInTheDocument();
    expect(api.callsTo("POST admin/warranties/9/approve")[0]!.body).toEqual({ warrantyYears: 2, productId: 7 });
    expect(screen.getByText("48V 100Ah Lithium Inverter Battery (model UVB-48-100)")).toBeInTheDocument();
  });

  it("asks for a reason before rejecting, with focus on it", async () => {
    const api = fakeApi({});
    render(inRouter(<AdminWarrantyDetail initial={pending} />));
    await userEvent.click(reject().getByRole("button", { name: "Reject warranty" }));
    expect(reject().getByText("Please give a reason")).toBeInTheDocument();
    expect(reject().getByLabelText(/^Reason/)).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("shows the API's message on the reason", async () => {
    fakeApi({ "GET admin/session": { body: session }, "POST admin/warranties/9/reject": { status: 400, body: { message: "Please correct the marked fields.", errors: { reason: "Reason cannot exceed 500 characters" } } } });
    render(inRouter(<AdminWarrantyDetail initial={pending} />));
    await userEvent.type(reject().getByLabelText(/^Reason/), "Invoice unreadable");
    await userEvent.click(reject().getByRole("button", { name: "Reject warranty" }));
    expect(await reject().findByText("Reason cannot exceed 500 characters")).toBeInTheDocument();
    expect(reject().getByText("Please correct the marked fields.")).toBeInTheDocument();
    expect(reject().getByLabelText(/^Reason/)).toHaveFocus();
  });

  it("shows a replaced unit's replacement, linked to its record, and offers no decision", () => {
    const replaced: WarrantyAdminDetail = {
      ...pending,
      status: "Replaced",
      replacedBy: "UV1100A0002",
      replacedAt: "2026-11-20T06:30:00.000Z",
      events: [{ id: 1, at: "2026-11-20T06:30:00.000Z", staffName: "Suresh Gowda", staffEmail: "suresh@staff.test", action: "replaced", note: "Replaced by UV1100A0002 on a visit for service request CMP-2026-000001" }],
    };
    render(inRouter(<AdminWarrantyDetail initial={replaced} />));
    expect(screen.getByRole("link", { name: "UV1100A0002" })).toHaveAttribute("href", "/admin/service/units/UV1100A0002");
    expect(screen.getByText(/replaced by UV1100A0002: its warranty continues on that unit/)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("form", { name: "Reject" })).toBeNull();
  });
});
