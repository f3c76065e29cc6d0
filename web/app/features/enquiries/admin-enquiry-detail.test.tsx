import type { EnquiryDetail } from "@urjavolt/contract/enquiries";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { AdminEnquiryDetail } from "./admin-enquiry-detail";

const session = { staff: { id: 1, email: "ravi@staff.test", name: "Ravi Admin", role: "admin" as const }, csrfToken: "token" };
const enquiry: EnquiryDetail = {
  id: 4,
  kind: "contact",
  reference: "ENQ-000004",
  status: "open",
  name: "Asha Rani",
  email: "asha@example.in",
  mobile: "9876543210",
  summary: "Battery backup",
  createdAt: "2026-11-22T08:00:00.000Z",
  updatedAt: "2026-11-22T08:00:00.000Z",
  subject: "Battery backup",
  product: null,
  serialNo: null,
  issue: null,
  issueDescription: null,
  pincode: null,
  message: "How long does it last?",
  events: [],
};

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

const statusForm = () => within(screen.getByRole("region", { name: "Change the status" }));

describe("AdminEnquiryDetail", () => {
  it("asks for another status or a note before saving, with focus on the note", async () => {
    const api = fakeApi({});
    render(inRouter(<AdminEnquiryDetail initial={enquiry} />));
    await userEvent.type(statusForm().getByLabelText(/^Internal note/), "   ");
    await userEvent.click(statusForm().getByRole("button", { name: "Save" }));
    expect(statusForm().getByText("Choose a different status or write a note")).toBeInTheDocument();
    expect(statusForm().getByLabelText(/^Internal note/)).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("saves the status and note, then starts the form again from the saved status", async () => {
    const updated: EnquiryDetail = {
      ...enquiry,
      status: "in progress",
      events: [{ id: 1, at: "2026-11-23T08:00:00.000Z", staffName: "Ravi Admin", staffEmail: "ravi@staff.test", fromStatus: "open", toStatus: "in progress", note: "Called back" }],
    };
    const api = fakeApi({ "GET admin/session": { body: session }, "PATCH admin/enquiries/4": { body: updated } });
    render(inRouter(<AdminEnquiryDetail initial={enquiry} />));
    await userEvent.selectOptions(statusForm().getByLabelText(/^Status/), "in progress");
    await userEvent.type(statusForm().getByLabelText(/^Internal note/), "Called back");
    await userEvent.click(statusForm().getByRole("button", { name: "Save" }));
    expect(await statusForm().findByText("Saved. ENQ-000004 is In progress.")).toBeInTheDocument();
    expect(api.callsTo("PATCH admin/enquiries/4")[0]!.body).toEqual({ status: "in progress", note: "Called back" });
    expect(statusForm().getByLabelText(/^Status/)).toHaveValue("in progress");
    expect(statusForm().getByLabelText(/^Internal note/)).toHaveValue("");
  });
});
