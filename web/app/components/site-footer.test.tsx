import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "@urjavolt/contract/site";
import { InEnglish } from "../../test/i18n";
import { SiteFooter } from "./site-footer";

function renderFooter() {
  const Stub = createRoutesStub([{ path: "/", Component: SiteFooter }]);
  return render(<Stub initialEntries={["/"]} />, { wrapper: InEnglish });
}

const href = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");

describe("site footer", () => {
  it("gives the hours exactly as the spec words them", () => {
    renderFooter();
    expect(screen.getByText("Monday to Saturday 9:00 AM - 7:00 PM")).toBeInTheDocument();
  });

  it("links both phones, the support e-mail and lists the three addresses", () => {
    renderFooter();
    expect(href("+91 172 400 0100")).toBe("tel:+911724000100");
    expect(href("+91 98765 43210")).toBe("tel:+919876543210");
    expect(href(site.supportEmail)).toBe(`mailto:${site.supportEmail}`);
    for (const title of ["Corporate Office", "Manufacturing Unit-1", "Manufacturing Unit-2"]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
  });

  it("has the quick, product and policy links", () => {
    renderFooter();
    expect(href("Blog")).toBe("/blog");
    expect(href("Store Locator")).toBe("/store-locator");
    expect(href("Our Branches")).toBe("/branch");
    expect(href("Contact Us")).toBe("/contact-us");
    expect(href("Telecom Batteries")).toBe("/telecom-batteries");
    expect(href("Privacy Policy")).toBe("/privacypolicy");
    expect(href("Terms and Conditions")).toBe("/termsandconditions");
    expect(href("Cancellation and Refund Policy")).toBe("/cancellationrefundpolicy");
    expect(href("Shipping Policy")).toBe("/shippingpolicy");
  });

  it("opens careers, the parent company and social links in a new tab and says so", () => {
    renderFooter();
    const careers = screen.getByRole("link", { name: "Careers (opens in a new tab)" });
    expect(careers).toHaveAttribute("href", site.careersUrl);
    expect(careers).toHaveAttribute("target", "_blank");
    expect(careers).toHaveAttribute("rel", "noopener noreferrer");
    expect(href(`${site.parentCompany.name} (opens in a new tab)`)).toBe(site.parentCompany.url);
    const social = screen.getByRole("list", { name: "Follow us" });
    expect(within(social).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Facebook (opens in a new tab)",
      "Instagram (opens in a new tab)",
      "LinkedIn (opens in a new tab)",
      "WhatsApp channel (opens in a new tab)",
    ]);
  });

  it("carries the copyright with the current year", () => {
    renderFooter();
    expect(screen.getByText(`${new Date().getFullYear()}`, { exact: false }).closest("p")?.textContent).toBe(
      `© ${new Date().getFullYear()} ${site.brand}. All rights reserved.`,
    );
  });
});
