import type React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { type EmiPlan, type EmiQuery, type EmiQueryResult, readEmiQuery } from "@urjavolt/contract/emi-rules";
import { EmiFrom } from "./emi-from";
import { EmiPage, NO_EMI_PLANS_TEXT } from "./emi-page";

const plans: EmiPlan[] = [
  { id: 1, provider: "Test Bank", kind: "credit-card", minAmount: 5_000, tenures: [{ months: 6, annualRate: 12 }, { months: 12, annualRate: 12 }] },
  { id: 2, provider: "Test Bank", kind: "no-cost", minAmount: 20_000, tenures: [{ months: 6, annualRate: 0 }] },
];

function renderPage(list: EmiPlan[], query: EmiQuery, answer: EmiQueryResult | null) {
  const Stub = createRoutesStub([{ path: "/emi-options", Component: () => <EmiPage plans={list} query={query} answer={answer} /> }]);
  return render(<Stub initialEntries={["/emi-options"]} />);
}

const figures = (option: HTMLElement) =>
  Object.fromEntries(within(option).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe("the EMI page", () => {
  it("names no figure without plans: EMI is offered at checkout by the payment gateway", async () => {
    renderPage([], { amount: "", months: "" }, null);
    expect(await screen.findByText(NO_EMI_PLANS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Amount/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });

  it("shows the server's answer: ₹50,000 over 12 months at 12% is ₹4,442.44 a month and ₹3,309.27 of interest", async () => {
    const query = { amount: "50,000", months: "12" };
    renderPage(plans, query, readEmiQuery(query));
    const options = await screen.findByRole("list", { name: "EMI on ₹50,000 over 12 months" });
    const items = within(options).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(figures(items[0]!)).toEqual({ "Monthly instalment": "₹4,442.44", "Interest rate": "12% a year", "Total interest": "₹3,309.27", "Total payable": "₹53,309.27" });
  });

  it("lists the plans with their tenures and minimum order", async () => {
    renderPage(plans, { amount: "", months: "12" }, null);
    const list = await screen.findByRole("list", { name: "Test Bank No-cost EMI tenures" });
    expect(within(list).getByText("6 months, no interest")).toBeInTheDocument();
    expect(screen.getByText("On orders of ₹20,000 or more")).toBeInTheDocument();
    expect(screen.getByText("12 months at 12% a year")).toBeInTheDocument();
  });

  it("updates the figures as the fields change, lowest instalment first, and says what is wrong", async () => {
    const user = userEvent.setup();
    renderPage(plans, { amount: "", months: "12" }, null);
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "30000");
    await user.selectOptions(screen.getByRole("combobox", { name: /Tenure/ }), "6");
    const items = within(screen.getByRole("list", { name: "EMI on ₹30,000 over 6 months" })).getAllByRole("listitem");
    expect(items.map((item) => figures(item)["Monthly instalment"])).toEqual(["₹5,000", "₹5,176.45"]);
    expect(figures(items[0]!)["Total interest"]).toBe("₹0");

    await user.clear(amount);
    await user.type(amount, "abc");
    expect(screen.getByText("Enter an amount from ₹1 to ₹1,00,00,000")).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");

    await user.clear(amount);
    await user.type(amount, "4000");
    expect(screen.getByText("No plan over 6 months takes ₹4,000: the smallest amount for EMI over 6 months is ₹5,000.")).toBeInTheDocument();
  });
});

describe("the product page's EMI line", () => {
  const renderLine = (element: React.ReactElement) => {
    const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
    render(<Stub />);
  };

  it("gives the figure and its tenure, and links to the calculator with the price filled in", async () => {
    renderLine(<EmiFrom line={{ monthly: 3_821, months: 12, noCost: false }} price={42_999} />);
    expect(await screen.findByText("₹3,821/month")).toBeInTheDocument();
    expect(screen.getByText(/^EMI from/).textContent).toBe("EMI from ₹3,821/month for 12 months. See EMI options on ₹42,999");
    expect(screen.getByRole("link", { name: "See EMI options on ₹42,999" })).toHaveAttribute("href", "/emi-options?amount=42999&months=12#emi-calculator");
  });

  it("says no-cost when the figure is a no-cost EMI, amounts in Indian grouping", async () => {
    renderLine(<EmiFrom line={{ monthly: 8_167, months: 6, noCost: true }} price={48_999} />);
    expect((await screen.findByText(/^No-cost EMI from/)).textContent).toBe("No-cost EMI from ₹8,167/month for 6 months. See EMI options on ₹48,999");
    expect(screen.getByRole("link", { name: "See EMI options on ₹48,999" })).toHaveAttribute("href", "/emi-options?amount=48999&months=6#emi-calculator");
  });
});
