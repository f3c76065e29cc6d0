import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ComplaintForm } from "./complaint-form";

/** The complaint page with an action that keeps what the form posted and answers a reference. */
function renderForm() {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/technical-support",
      Component: () => <ComplaintForm anchor="complaint-form" />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return {
          form: "complaint",
          status: "done",
          result: { message: "Support request submitted successfully! Your reference number is CMP-2026-000042.", reference: "CMP-2026-000042" },
          values: {},
        };
      },
    },
  ]);
  render(<Stub initialEntries={["/technical-support"]} />);
  return posted;
}

async function fill(mobile: string) {
  await userEvent.type(screen.getByLabelText(/^Name/), "Harjit Kaur");
  await userEvent.type(screen.getByLabelText(/^Phone/), mobile);
  await userEvent.type(screen.getByLabelText(/^Email/), "harjit@example.in");
  await userEvent.selectOptions(screen.getByLabelText(/^Product/), "2100VA");
  await userEvent.type(screen.getByLabelText(/^Pin code/), "140401");
  await userEvent.selectOptions(screen.getByLabelText(/^Issue/), "product_issue");
  await userEvent.type(screen.getByLabelText(/^Details/), "The inverter beeps.");
}

describe("complaint form: updates by SMS and WhatsApp", () => {
  it("offers both boxes unticked, and posts the one ticked", async () => {
    const posted = renderForm();
    const group = await screen.findByRole("group", { name: /Updates on your mobile/ });
    expect(group).toHaveAccessibleDescription(/never offers, to the mobile number above/);
    const sms = screen.getByRole("checkbox", { name: "Send me updates by SMS" });
    const whatsapp = screen.getByRole("checkbox", { name: "Send me updates on WhatsApp" });
    expect(sms).not.toBeChecked();
    expect(whatsapp).not.toBeChecked();
    await fill("9876543210");
    await userEvent.click(sms);
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("heading", { name: "Request Submitted" })).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get("sms_updates")).toBe("yes");
    expect(posted[0]!.get("whatsapp_updates")).toBeNull();
  });

  it("asks for an Indian mobile when a box is ticked, and sends nothing until then", async () => {
    const posted = renderForm();
    await fill("+441632960961");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Send me updates on WhatsApp" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill out all required fields correctly.");
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAccessibleDescription("For updates by SMS or WhatsApp, enter an Indian mobile number (10 digits starting with 6, 7, 8 or 9)");
    expect(phone).toHaveFocus();
    expect(posted).toHaveLength(0);
    // Unticked, the same number is accepted: e-mail needs no Indian mobile.
    await userEvent.click(screen.getByRole("checkbox", { name: "Send me updates on WhatsApp" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("heading", { name: "Request Submitted" })).toBeInTheDocument();
    expect(posted[0]!.get("whatsapp_updates")).toBeNull();
  });
});
