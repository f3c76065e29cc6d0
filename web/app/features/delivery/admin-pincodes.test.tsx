import type { AdminPincode } from "@urjavolt/contract/delivery-admin";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { AdminPincodes } from "./admin-pincodes";

const session = { staff: { id: 1, email: "ravi@staff.test", name: "Ravi Admin", role: "admin" as const }, csrfToken: "token" };
const initial: AdminPincode[] = [{ pincode: "140401", createdAt: "2026-11-01T08:00:00.000Z" }];

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

describe("AdminPincodes", () => {
  it("refuses a pincode that is not six digits, with focus on it, and sends nothing", async () => {
    const api = fakeApi({});
    render(inRouter(<AdminPincodes initial={initial} />));
    await userEvent.type(screen.getByLabelText(/^Pincode/), "0123");
    await userEvent.click(screen.getByRole("button", { name: "Add pincode" }));
    expect(screen.getByText("Enter a 6-digit pincode")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Pincode/)).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("adds the pincode to the list and empties the field", async () => {
    const api = fakeApi({ "GET admin/session": { body: session }, "POST admin/pincodes": { status: 201, body: { pincode: "110001", createdAt: "2026-11-02T08:00:00.000Z" } } });
    render(inRouter(<AdminPincodes initial={initial} />));
    await userEvent.type(screen.getByLabelText(/^Pincode/), "110001");
    await userEvent.click(screen.getByRole("button", { name: "Add pincode" }));
    expect(await screen.findByText("Buy-now now delivers to 110001.")).toBeInTheDocument();
    expect(api.callsTo("POST admin/pincodes")[0]!.body).toEqual({ pincode: "110001" });
    expect(screen.getByLabelText(/^Pincode/)).toHaveValue("");
    expect(screen.getByRole("table", { name: "Pincodes buy-now delivers to (2)" })).toBeInTheDocument();
  });

  it("shows why the API refused on the field", async () => {
    fakeApi({ "GET admin/session": { body: session }, "POST admin/pincodes": { status: 409, body: { message: "Buy-now already delivers to 140401" } } });
    render(inRouter(<AdminPincodes initial={initial} />));
    await userEvent.type(screen.getByLabelText(/^Pincode/), "140401");
    await userEvent.click(screen.getByRole("button", { name: "Add pincode" }));
    expect(await screen.findByText("Buy-now already delivers to 140401")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Pincode/)).toHaveAttribute("aria-invalid", "true");
  });
});
