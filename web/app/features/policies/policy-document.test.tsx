import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { site } from "@urjavolt/contract/site";
import { grievanceMailto, grievanceOfficer } from "@urjavolt/contract/grievance";
import { PolicyDocument } from "./policy-document";
import { cancellationRefundPolicy } from "./cancellation-refund-policy";
import { privacyPolicy } from "./privacy-policy";
import { shippingPolicy } from "./shipping-policy";
import { termsAndConditions } from "./terms-and-conditions";
import { formatIsoDate } from "@urjavolt/contract/dates";
import type { Policy } from "./policy-types";

const policies = [privacyPolicy, termsAndConditions, cancellationRefundPolicy, shippingPolicy];

function renderPolicy(policy: Policy) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <PolicyDocument policy={policy} /> }]);
  return render(<Stub initialEntries={["/"]} />);
}

function headingLevels(container: HTMLElement) {
  return [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) => Number(heading.tagName.slice(1)));
}

describe.each(policies.map((policy) => [policy.title, policy] as const))("%s", (_title, policy) => {
  it("has one h1 and headings that never skip a level", () => {
    const { container } = renderPolicy(policy);
    expect(screen.getByRole("heading", { level: 1, name: policy.title })).toBeDefined();
    const levels = headingLevels(container);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(policy.sections.length);
  });

  it("has a table of contents whose links point at the sections, in order", () => {
    const { container } = renderPolicy(policy);
    const toc = screen.getByRole("navigation", { name: "On this page" });
    const hrefs = within(toc).getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(policy.sections.map((section) => `#${section.id}`));
    for (const section of policy.sections) {
      const target = container.querySelector(`[id="${section.id}"]`);
      expect(target?.tagName).toBe("SECTION");
      expect(within(target as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent(section.heading);
    }
  });

  it("has no duplicate ids", () => {
    const { container } = renderPolicy(policy);
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("shows the last-updated date and the contact details from the site configuration", () => {
    renderPolicy(policy);
    expect(screen.getByText(formatIsoDate(policy.updated)).tagName).toBe("TIME");
    expect(screen.getAllByRole("link", { name: site.supportEmail }).length).toBeGreaterThan(0);
    for (const phone of site.phones) {
      expect(screen.getAllByRole("link", { name: phone.display })[0]).toHaveAttribute("href", `tel:${phone.tel}`);
    }
  });
});

describe("policy terms (docs/requirements/online-shop.md §9)", () => {
  function text(policy: Policy) {
    return renderPolicy(policy).container.textContent ?? "";
  }

  it("states the cancellation and refund terms", () => {
    const body = text(cancellationRefundPolicy);
    expect(body).toContain("within 48 hours of delivery");
    expect(body).toContain("unboxing video");
    expect(body).toContain("1-3 business days");
    expect(body).toContain("5-7 business days");
    expect(body).toContain("original payment method");
    expect(body).toMatch(/free of charge[^.]*before it is dispatched/);
    expect(screen.getByRole("link", { name: "Warranty page" })).toHaveAttribute("href", "/warranty");
  });

  it("states the shipping terms", () => {
    const body = text(shippingPolicy);
    expect(body).toContain("within about 48 hours");
    expect(body).toContain("4-7 business days");
    expect(body).toContain("5-8 business days");
    expect(body).toContain("7-10 business days");
    expect(body).toContain("Shipping is free");
    expect(body).toContain("We do not ship outside India");
    expect(body).toContain("We do not offer cash on delivery");
    // Installation is said as the product page, checkout and the banner's slide say it (decision 057).
    expect(body).toContain("in the pin codes they serve");
    expect(body).toContain("on your tax invoice as its own line");
    expect(body).not.toContain("installation is not part of delivery");
  });

  it("names the courts in Punjab and the payment terms", () => {
    const body = text(termsAndConditions);
    expect(body).toContain("courts in Punjab");
    expect(body).toContain("include all taxes");
    expect(body).toContain("We do not offer cash on delivery");
  });

  it("explains local storage and the DPDP Act rights", () => {
    const body = text(privacyPolicy);
    expect(body).toContain("local storage");
    expect(body).toContain("Digital Personal Data Protection Act, 2023");
    expect(body).toMatch(/Grievance Officer/);
    for (const right of ["Access:", "Correction:", "Erasure:"]) expect(body).toContain(right);
  });
});

describe("the Grievance Officer (E-Commerce Rules 2020, rule 4(4))", () => {
  it.each([termsAndConditions, privacyPolicy])("is named on $title with designation, e-mail and phone", (policy) => {
    renderPolicy(policy);
    const main = document.body;
    expect(main).toHaveTextContent(grievanceOfficer.name);
    expect(main).toHaveTextContent(grievanceOfficer.designation);
    for (const link of screen.getAllByRole("link", { name: grievanceOfficer.email })) expect(link).toHaveAttribute("href", grievanceMailto);
    expect(screen.getByRole("link", { name: grievanceOfficer.phone.display })).toHaveAttribute("href", `tel:${grievanceOfficer.phone.tel}`);
  });
});
