import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { AdminServiceHolidays } from "./admin-service-holidays";

const holidays = [{ date: "2026-11-08", name: "Diwali" }];

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

describe("AdminServiceHolidays", () => {
  it("shows support the holidays without a way to change them, as the API allows only admins", () => {
    render(inRouter(<AdminServiceHolidays initial={holidays} canChange={false} />));
    expect(screen.getByRole("row", { name: /8 Nov 2026 Diwali/ })).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Only an admin can add or remove service holidays.")).toBeInTheDocument();
  });

  it("adds a holiday in date order for an admin", async () => {
    const api = fakeApi({ "GET admin/session": { body: { staff: { id: 1, email: "a@staff.test", name: "Ravi Admin", role: "admin" }, csrfToken: "t" } }, "POST admin/service/holidays": { status: 201, body: { date: "2026-10-02", name: "Gandhi Jayanti" } } });
    render(inRouter(<AdminServiceHolidays initial={holidays} canChange />));
    await userEvent.type(screen.getByLabelText(/^Date/), "2026-10-02");
    await userEvent.type(screen.getByLabelText(/^Name/), "Gandhi Jayanti");
    await userEvent.click(screen.getByRole("button", { name: "Add the holiday" }));
    expect(await screen.findByText(/^Added Gandhi Jayanti/)).toBeInTheDocument();
    expect(api.callsTo("POST admin/service/holidays")[0]!.body).toEqual({ date: "2026-10-02", name: "Gandhi Jayanti" });
    expect(screen.getAllByRole("row").slice(1).map((row) => row.textContent)).toEqual([expect.stringContaining("Gandhi Jayanti"), expect.stringContaining("Diwali")]);
  });
});
