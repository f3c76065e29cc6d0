import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { grievanceMailto, grievanceOfficer } from "@urjavolt/contract/grievance";
import { ContactArea } from "./contact-page";

describe("the contact page's details", () => {
  it("name the Grievance Officer with designation, e-mail, phone and the time limits (E-Commerce Rules 2020)", () => {
    render(<ContactArea />);
    const item = screen.getByRole("heading", { level: 3, name: "Grievance Officer" }).parentElement!;
    expect(item).toHaveTextContent(`${grievanceOfficer.name}, ${grievanceOfficer.designation}`);
    expect(within(item).getByRole("link", { name: grievanceOfficer.email })).toHaveAttribute("href", grievanceMailto);
    expect(within(item).getByRole("link", { name: grievanceOfficer.phone.display })).toHaveAttribute("href", `tel:${grievanceOfficer.phone.tel}`);
    expect(item).toHaveTextContent("acknowledged within 48 hours and resolved within one month");
  });
});
