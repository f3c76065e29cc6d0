import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { grievanceMailto, grievanceOfficer } from "@urjavolt/contract/grievance";
import { I18nProvider } from "@lingui/react";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { makeI18n } from "../../lib/i18n";
import { InEnglish } from "../../../test/i18n";
import { ContactArea, ContactHero } from "./contact-page";

describe("the contact page's details", () => {
  it("name the Grievance Officer with designation, e-mail, phone and the time limits (E-Commerce Rules 2020)", () => {
    render(<ContactArea />, { wrapper: InEnglish });
    const item = screen.getByRole("heading", { level: 3, name: "Grievance Officer" }).parentElement!;
    expect(item).toHaveTextContent(`${grievanceOfficer.name}, ${grievanceOfficer.designation}`);
    expect(within(item).getByRole("link", { name: grievanceOfficer.email })).toHaveAttribute("href", grievanceMailto);
    expect(within(item).getByRole("link", { name: grievanceOfficer.phone.display })).toHaveAttribute("href", `tel:${grievanceOfficer.phone.tel}`);
    expect(item).toHaveTextContent("acknowledged within 48 hours and resolved within one month");
  });

  it("are in Hindi on the Hindi page, with the addresses, names and numbers as they are written (decision 056)", () => {
    render(
      <I18nProvider i18n={makeI18n({ locale: "hi", messages: hi })}>
        <ContactHero />
        <ContactArea />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("आइए, मिलकर भविष्य को ऊर्जा दें");
    expect(screen.getByRole("heading", { level: 2, name: "संपर्क जानकारी" })).toBeInTheDocument();
    const item = screen.getByRole("heading", { level: 3, name: "शिकायत अधिकारी" }).parentElement!;
    expect(item).toHaveTextContent(`${grievanceOfficer.name}, शिकायत अधिकारी और कस्टमर केयर प्रमुख`);
    expect(item).toHaveTextContent("शिकायत मिलने की पुष्टि 48 घंटे में की जाती है और उसका समाधान एक महीने में किया जाता है।");
    expect(screen.getByRole("heading", { level: 3, name: "कॉर्पोरेट ऑफ़िस" }).parentElement).toHaveTextContent("Chandigarh 160022");
  });
});
