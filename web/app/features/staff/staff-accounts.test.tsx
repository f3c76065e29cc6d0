import type { Staff, StaffAccount } from "@urjavolt/contract/staff";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { StaffAccounts } from "./staff-accounts";

const me: Staff = { id: 1, email: "ravi@staff.test", name: "Ravi Admin", role: "admin" };
const accounts: StaffAccount[] = [{ ...me, active: true, pincodes: [], createdAt: "2026-11-01T08:00:00.000Z", lastSignInAt: null }];
const session = { staff: me, csrfToken: "token" };

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

function newStaffForm() {
  return within(screen.getByRole("region", { name: "Add a staff member" }));
}

describe("CreateStaffForm", () => {
  it("asks a technician's pincodes, checks them, and sends them as a list", async () => {
    const created: StaffAccount = { id: 3, email: "field@staff.test", name: "Ravi Kumar", role: "technician", active: true, pincodes: ["560034", "560035"], createdAt: "2026-11-02T08:00:00.000Z", lastSignInAt: null };
    const api = fakeApi({ "GET admin/session": { body: session }, "POST admin/staff": { status: 201, body: created } });
    render(inRouter(<StaffAccounts initial={accounts} me={me} />));
    const form = newStaffForm();
    expect(form.queryByLabelText(/^Pincodes served/)).toBeNull();
    await userEvent.type(form.getByLabelText(/^Name/), "Ravi Kumar");
    await userEvent.type(form.getByLabelText(/^E-mail/), "field@staff.test");
    await userEvent.selectOptions(form.getByLabelText(/^Role/), "technician");
    await userEvent.type(form.getByLabelText(/^Password/), "long enough pass 42");
    await userEvent.type(form.getByLabelText(/^Pincodes served/), "560034, 56003");
    await userEvent.click(form.getByRole("button", { name: "Add staff member" }));
    expect(form.getByText("Each pincode must be 6 digits, not starting with 0: 56003")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await userEvent.type(form.getByLabelText(/^Pincodes served/), "5{Enter}560034");
    await userEvent.click(form.getByRole("button", { name: "Add staff member" }));
    expect(await screen.findByText(/^Created Ravi Kumar \(Technician\)/)).toBeInTheDocument();
    expect(api.callsTo("POST admin/staff")[0]!.body).toEqual({ name: "Ravi Kumar", email: "field@staff.test", role: "technician", password: "long enough pass 42", pincodes: ["560034", "560035"] });
    expect(screen.getByRole("cell", { name: /560034, 560035/ })).toBeInTheDocument();
  });

  it("shows every field's message, focuses the first field in error and sends nothing", async () => {
    const api = fakeApi({});
    render(inRouter(<StaffAccounts initial={accounts} me={me} />));
    await userEvent.click(newStaffForm().getByRole("button", { name: "Add staff member" }));
    expect(newStaffForm().getByText("Name is required")).toBeInTheDocument();
    expect(newStaffForm().getByText("E-mail is required")).toBeInTheDocument();
    expect(newStaffForm().getByText("Password is required")).toBeInTheDocument();
    expect(newStaffForm().getByLabelText(/^Name/)).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("creates the account, lists it and empties the form", async () => {
    const created: StaffAccount = { id: 2, email: "asha@staff.test", name: "Asha", role: "admin", active: true, pincodes: [], createdAt: "2026-11-02T08:00:00.000Z", lastSignInAt: null };
    const api = fakeApi({ "GET admin/session": { body: session }, "POST admin/staff": { status: 201, body: created } });
    render(inRouter(<StaffAccounts initial={accounts} me={me} />));
    const form = newStaffForm();
    await userEvent.type(form.getByLabelText(/^Name/), "Asha");
    await userEvent.type(form.getByLabelText(/^E-mail/), "asha@staff.test");
    await userEvent.selectOptions(form.getByLabelText(/^Role/), "admin");
    await userEvent.type(form.getByLabelText(/^Password/), "long enough pass 42");
    await userEvent.click(form.getByRole("button", { name: "Add staff member" }));
    expect(await screen.findByText(/^Created Asha/)).toBeInTheDocument();
    expect(api.callsTo("POST admin/staff")[0]!.body).toEqual({ name: "Asha", email: "asha@staff.test", role: "admin", password: "long enough pass 42" });
    expect(form.getByLabelText(/^Name/)).toHaveValue("");
    expect(form.getByLabelText(/^Role/)).toHaveValue("support");
  });

  it("shows the API's message on its field and focuses it", async () => {
    fakeApi({ "GET admin/session": { body: session }, "POST admin/staff": { status: 409, body: { message: "That e-mail already has an account", errors: { email: "That e-mail already has an account" } } } });
    render(inRouter(<StaffAccounts initial={accounts} me={me} />));
    const form = newStaffForm();
    await userEvent.type(form.getByLabelText(/^Name/), "Ravi again");
    await userEvent.type(form.getByLabelText(/^E-mail/), "ravi@staff.test");
    await userEvent.type(form.getByLabelText(/^Password/), "long enough pass 42");
    await userEvent.click(form.getByRole("button", { name: "Add staff member" }));
    expect(await form.findAllByText("That e-mail already has an account")).toHaveLength(2);
    expect(form.getByLabelText(/^E-mail/)).toHaveFocus();
  });
});
