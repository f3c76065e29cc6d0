import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { I18nProvider } from "@lingui/react";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { makeI18n } from "../../lib/i18n";
import { site } from "@urjavolt/contract/site";
import { SupportContact, SupportInstallation, SupportOptions } from "./support-hub";
import { InEnglish } from "../../../test/i18n";

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
  return render(<Stub initialEntries={["/customer-support"]} />, { wrapper: InEnglish });
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

  it("gives the support team's details in Punjabi on the Punjabi pages, the numbers and e-mail as they are written (decision 056)", () => {
    render(
      <I18nProvider i18n={makeI18n({ locale: "pa", messages: pa })}>
        <SupportContact />
      </I18nProvider>,
    );
    const section = screen.getByRole("region", { name: "ਸਾਡੀ ਸਹਾਇਤਾ ਟੀਮ ਨਾਲ ਗੱਲ ਕਰੋ" });
    expect(section).toHaveTextContent("ਸਾਨੂੰ ਫ਼ੋਨ ਕਰੋ ਜਾਂ ਲਿਖੋ; ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਆਰਡਰ ਆਈਡੀ, ਰਸੀਦ ਆਈਡੀ ਜਾਂ ਉਤਪਾਦ ਦਾ ਸੀਰੀਅਲ ਨੰਬਰ ਕੋਲ ਰੱਖੋ।");
    const items = within(section).getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      `ਕਸਟਮਰ ਕੇਅਰ${site.phones[0]!.display}`,
      `ਵਿਕਰੀ${site.phones[1]!.display}`,
      `ਈਮੇਲ${site.supportEmail}`,
      "ਸਮਾਂਸੋਮਵਾਰ ਤੋਂ ਸ਼ਨਿੱਚਰਵਾਰ, ਸਵੇਰੇ 9:00 ਤੋਂ ਸ਼ਾਮ 7:00 ਵਜੇ ਤੱਕ",
    ]);
  });

  it("hides its decorative icons from assistive technology", () => {
    const { container } = renderHub();
    const icons = container.querySelectorAll("svg");
    expect(icons.length).toBeGreaterThan(0);
    icons.forEach((icon) => expect(icon.getAttribute("aria-hidden")).toBe("true"));
  });
});
