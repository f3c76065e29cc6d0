import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { catalogueProductOptions } from "@urjavolt/contract/enquiries";
import { ComplaintForm } from "./complaint-form";
import { InEnglish } from "../../../test/i18n";

/** The form's product list as the page makes it from the catalogue (decision 047). */
export const testProducts = catalogueProductOptions([
  { product_name: "2100VA Lithium Inverter", product_category: "inverter", product_category_name: "Lithium-Ion Inverter/UPS", product_capacity: "2100VA" },
  { product_name: "48V 24Ah EV Battery for electric scooters", product_category: "ev", product_category_name: "Two/Three Wheeler EV Batteries", product_capacity: "48V 24Ah" },
]);

const answer = {
  message: "Support request submitted successfully! Your reference number is CMP-2026-000042.",
  reference: "CMP-2026-000042",
  trackPath: "/track-request/abc.def",
  callBy: "2026-11-27T08:30:00.000Z",
};

/** The complaint page with an action that keeps what the form posted and answers a reference. */
function renderForm() {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/technical-support",
      Component: () => <ComplaintForm anchor="complaint-form" products={testProducts} />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return {
          form: "complaint",
          status: "done",
          result: answer,
          values: {},
        };
      },
    },
  ]);
  render(<Stub initialEntries={["/technical-support"]} />, { wrapper: InEnglish });
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

  it("asks for an Indian mobile, box or no box (one rule for every form, decision 047), and sends nothing until then", async () => {
    const posted = renderForm();
    await fill("+441632960961");
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill out all required fields correctly.");
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone).toHaveAccessibleDescription("Please enter a valid 10-digit mobile number");
    expect(phone).toHaveFocus();
    expect(posted).toHaveLength(0);
    await userEvent.clear(phone);
    await userEvent.type(phone, "+91 98140-55667");
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("heading", { name: "Request Submitted" })).toBeInTheDocument();
    expect(posted[0]!.get("mobile")).toBe("9814055667");
  });
});

describe("complaint form: products and what comes after (decision 047)", () => {
  it("lists the catalogue's products and Other / not sure", async () => {
    renderForm();
    const product = await screen.findByLabelText(/^Product/);
    const options = [...product.querySelectorAll("option")].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ["", "Select a product"],
      ["2100VA", "2100VA Lithium Inverter"],
      ["48V 24Ah EV Battery for electric scooters", "48V 24Ah EV Battery for electric scooters"],
      ["other", "Other / not sure"],
    ]);
  });

  it("answers with the reference large and copyable, when we will call and Track this request", async () => {
    const posted = renderForm();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await fill("98140 55667");
    await userEvent.selectOptions(screen.getByLabelText(/^Product/), "48V 24Ah EV Battery for electric scooters");
    await userEvent.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByRole("heading", { name: "Request Submitted" })).toBeInTheDocument();
    expect(posted[0]!.get("product")).toBe("48V 24Ah EV Battery for electric scooters");
    expect(document.querySelector("[data-reference]")).toHaveTextContent(/^CMP-2026-000042$/);
    expect(screen.getByText("Your reference")).toBeInTheDocument();
    expect(screen.getByText(/Our service team will call you by/)).toHaveTextContent("Our service team will call you by 27 Nov 2026, 2:00 pm.");
    expect(screen.getByRole("link", { name: "Track this request" })).toHaveAttribute("href", "/track-request/abc.def");
    await userEvent.click(screen.getByRole("button", { name: /^Copy/ }));
    expect(writeText).toHaveBeenCalledWith("CMP-2026-000042");
    expect(await screen.findByText("Reference copied.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Another Request" })).toBeInTheDocument();
  });
});
