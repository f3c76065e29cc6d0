import { render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { describe, expect, it } from "vitest";
import { recentOrdersShown } from "@urjavolt/contract/orders-recent";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { makeI18n } from "../../lib/i18n";
import { InEnglish } from "../../../test/i18n";
import { RecentOrders } from "./recent-orders";

const textFor = (count: number) => {
  const { container, unmount } = render(<RecentOrders count={count} />, { wrapper: InEnglish });
  const text = container.textContent;
  unmount();
  return text;
};

describe("RecentOrders", () => {
  it("shows the last 7 days' paid orders rounded down to a step, with Indian grouping", () => {
    render(<RecentOrders count={123456} />, { wrapper: InEnglish });
    expect(screen.getByText("1,00,000+ orders placed in the last 7 days")).toBeInTheDocument();
  });

  it("never overstates: each count reads as the step at or below it", () => {
    expect([25, 49, 50, 99, 100, 260, 999, 1000, 2600].map(textFor)).toEqual([
      "25+ orders placed in the last 7 days",
      "25+ orders placed in the last 7 days",
      "50+ orders placed in the last 7 days",
      "50+ orders placed in the last 7 days",
      "100+ orders placed in the last 7 days",
      "250+ orders placed in the last 7 days",
      "500+ orders placed in the last 7 days",
      "1,000+ orders placed in the last 7 days",
      "2,500+ orders placed in the last 7 days",
    ]);
  });

  it("gives the shop page the step, not the count, so its HTML changes only when the step does", () => {
    expect([0, 24, 25, 49, 50, 260, 123456].map(recentOrdersShown)).toEqual([0, 0, 25, 25, 50, 250, 100_000]);
    for (const count of [25, 49, 260, 2600]) expect(textFor(recentOrdersShown(count))).toBe(textFor(count));
  });

  it("shows nothing below 25 orders, where a count would undo the trust badges rather than prove them", () => {
    for (const count of [0, 1, 24]) {
      const { container, unmount } = render(<RecentOrders count={count} />, { wrapper: InEnglish });
      expect(container.textContent).toBe("");
      unmount();
    }
  });

  it("says it in the page's language, the figure grouped the Indian way", () => {
    render(
      <I18nProvider i18n={makeI18n({ locale: "hi", messages: hi })}>
        <RecentOrders count={123456} />
      </I18nProvider>,
    );
    expect(screen.getByText("पिछले 7 दिनों में 1,00,000+ ऑर्डर दिए गए")).toBeInTheDocument();
  });
});
