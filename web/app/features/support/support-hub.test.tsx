import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { site } from "@urjavolt/contract/site";
import { SupportContact, SupportInstallation, SupportOptions } from "./support-hub";

function renderHub() {
  const Stub = createRoutesStub([
    {
      path: "/customer-support",
      Component: () => (
        <>
          <SupportOptions />
          <SupportInstallation />
          <SupportContact />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/customer-support"]} />);
}

describe("customer support hub", () => {
  it("links to the five ways to get help", () => {
    renderHub();
    const list = screen.getByRole("heading", { level: 2, name: "How can we help?" }).nextElementSibling as HTMLElement;
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Warranty Register", "/warranty"],
      ["Register Complaint", "/technical-support"],
      ["Contact Us", "/contact-us"],
      ["Get a Quote", "/get-quote"],
      ["Online Payment", "/online-payment"],
    ]);
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(5);
  });

  it("says where installation is offered and links to how it works, as the shop banner's slide promises", () => {
    renderHub();
    const section = screen.getByRole("region", { name: "Installation" });
    expect(section.textContent).toContain("in the pin codes they serve: free unless the product page shows a fee");
    expect(within(section).getByRole("link", { name: "How installation works" })).toHaveAttribute("href", "/shippingpolicy#installation");
  });

  it("gives the support phone numbers, e-mail and hours from the site configuration", () => {
    renderHub();
    for (const phone of site.phones) {
      expect(screen.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.tel}`);
    }
    expect(screen.getByRole("link", { name: site.supportEmail })).toHaveAttribute("href", `mailto:${site.supportEmail}`);
    expect(screen.getByText(site.hours)).toBeDefined();
  });

  it("hides its decorative icons from assistive technology", () => {
    const { container } = renderHub();
    const icons = container.querySelectorAll("svg");
    expect(icons.length).toBeGreaterThan(0);
    icons.forEach((icon) => expect(icon.getAttribute("aria-hidden")).toBe("true"));
  });
});
