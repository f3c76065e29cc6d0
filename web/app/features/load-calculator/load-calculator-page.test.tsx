import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { CART_STORAGE_KEY } from "@urjavolt/contract/cart";
import { readLoadQuery, sizingProducts } from "@urjavolt/contract/load-calculator";
import { LoadCalculatorPage } from "./load-calculator-page";
import { catalogueItem as item } from "../../../test/catalogue-item";
import { InEnglish } from "../../../test/i18n";

const allInOne = item({ product_name: "Lithium Inverter/UPS 1100VA", product_discountedPrice: 27_499, specs: { "Rated capacity": "1100VA", "Built-in battery": "12.8V 100Ah LiFePO4" } });
const inverter = item({ product_name: "Lithium Inverter/UPS 3500VA", product_discountedPrice: 34_999, product_capacity: "3500VA", specs: { "Rated capacity": "3500VA", "System voltage": "48V" } });
const battery = item({
  product_name: "48V 100Ah Lithium Inverter Battery",
  product_category: "battery",
  product_price: 84_999,
  product_discountedPrice: 74_999,
  product_stock: 15,
  specs: { "Nominal voltage": "48V", Capacity: "100Ah" },
});
const products = sizingProducts([allInOne, inverter, battery, item({ product_name: "Scooter pack", product_category: "ev", specs: { "Nominal voltage": "48V", Capacity: "24Ah" } })]);

let search = "";
function LocationProbe() {
  search = useLocation().search;
  return null;
}

function renderTool(url: string, list = products) {
  const query = url.split("?")[1] ?? "";
  const Stub = createRoutesStub([
    {
      path: "/load-calculator",
      Component: () => (
        <>
          <LoadCalculatorPage initial={readLoadQuery(new URLSearchParams(query))} products={list} />
          <LocationProbe />
        </>
      ),
    },
    { path: "/cart", Component: () => <h1>Your Shopping Cart</h1> },
  ]);
  return render(<Stub initialEntries={[url]} />, { wrapper: InEnglish });
}

const result = () => within(screen.getByRole("region", { name: "Your inverter and battery" }));
/** A figure of the result's summary, by its term. */
const need = (term: string) => result().getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
/** One bundle of the result, by why it is offered. */
const option = (name: string | RegExp) => within(result().getByRole("article", { name }));

describe("load calculator page", () => {
  it("shows the form alone on a first visit", async () => {
    renderTool("/load-calculator");
    expect(await screen.findByRole("heading", { name: "Your appliances" })).toBeInTheDocument();
    expect(result().getByText("Choose a home above, or set your appliances, to see what you need.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add both to cart" })).toBeNull();
  });

  it("renders a shared 2 BHK link's sizing, formulas and the bundle from the catalogue", async () => {
    renderTool("/load-calculator?preset=2bhk");
    await screen.findByRole("heading", { name: "Your appliances" });
    // The preset's counts fill the form: 3 fans, 6 LEDs, a TV, a fridge, a cooler.
    expect(within(screen.getByRole("group", { name: "Ceiling fan" })).getByLabelText(/How many/)).toHaveValue("3");
    expect(need("Running load")).toBe("735 W");
    expect(need("Starting surge")).toBe("1,294 VA");
    expect(need("Inverter of at least")).toBe("1,149 VA");
    expect(need("Battery of at least")).toBe("3,630 Wh");
    const smallest = option("Smallest that fits");
    expect(smallest.getByRole("link", { name: "Lithium Inverter/UPS 3500VA" })).toHaveAttribute("href", `/productDetail/${inverter.id}`);
    expect(smallest.getByRole("link", { name: "48V 100Ah Lithium Inverter Battery" })).toHaveAttribute("href", `/productDetail/${battery.id}`);
    expect(smallest.getByText("₹1,09,998")).toBeInTheDocument();
    expect(smallest.getByText("Usable energy 4,320 Wh: about 5.3 hours at this load (you asked for 4).")).toBeInTheDocument();
    // Beside it, a longer backup: half as long again (≥ 7.9 h) is two of the same battery, 9,600 Wh: 10.6 h for 34,999 + 2 × 74,999.
    expect(result().getAllByRole("article")).toHaveLength(2);
    const longer = option("Longer backup");
    expect(longer.getByRole("heading", { level: 4, name: "2 × 48V 100Ah Lithium Inverter Battery" })).toBeInTheDocument();
    expect(longer.getByText("₹1,84,997")).toBeInTheDocument();
    expect(longer.getByText(/about 10.6 hours at this load/)).toBeInTheDocument();
    expect(result().getByText(/÷ 0.9 inverter efficiency ÷ 0.9 depth of discharge/)).toBeInTheDocument();
    const quote = result().getByRole("link", { name: "Ask for a quote" });
    expect(quote.getAttribute("href")).toMatch(/^\/get-quote\?product=3500VA&message=From%20the%20load%20calculator/);
    expect(result().getByRole("link", { name: "link to this result" })).toHaveAttribute("href", "/load-calculator?fan=3&led=6&tv=1&fridge=1&cooler=1&hours=4");
  });

  it("works out each change at once and keeps the address in step", async () => {
    renderTool("/load-calculator?preset=2bhk");
    await screen.findByRole("heading", { name: "Your appliances" });
    // Down to 2 hours: 735 × 2 = 1470 Wh ÷ 0.81 = 1815 Wh.
    fireEvent.change(screen.getByLabelText(/Hours of backup/), { target: { value: "2" } });
    expect(need("Battery of at least")).toBe("1,815 Wh");
    expect(search).toBe("?fan=3&led=6&tv=1&fridge=1&cooler=1&hours=2");
    // A bad value: the message under its field, no result.
    fireEvent.change(within(screen.getByRole("group", { name: "TV" })).getByLabelText(/How many/), { target: { value: "-1" } });
    expect(screen.getByText("TVs: enter how many, a whole number from 0 to 50.")).toBeInTheDocument();
    expect(result().getByText("Correct the values marked above to see the result.")).toBeInTheDocument();
  });

  it("puts a bundle's inverter and batteries in the cart and opens it", async () => {
    localStorage.removeItem(CART_STORAGE_KEY);
    renderTool("/load-calculator?preset=2bhk");
    await screen.findByRole("heading", { name: "Your appliances" });
    fireEvent.click(option("Longer backup").getByRole("button", { name: "Add both to cart" }));
    expect(await screen.findByRole("heading", { name: "Your Shopping Cart" })).toBeInTheDocument();
    const cart = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "[]") as { id: number; quantity: number }[];
    expect(cart.map((line) => [line.id, line.quantity])).toEqual([
      [inverter.id, 1],
      [battery.id, 2],
    ]);
  });

  it("shows a bundle within the budget, said to fall short of the hours, and one bundle when only one fits", async () => {
    // A 1 BHK (440 W) for 4 h needs 2,173 Wh: the 3500VA with a 48V 100Ah (1,09,998) is the smallest, two
    // of them the longer backup. ₹30,000 buys neither; the 1100VA all-in-one (27,499) runs 1,280 × 0.81 ÷ 440 = 2.4 h of the 4.
    renderTool("/load-calculator?preset=1bhk&budget=30000");
    await screen.findByRole("heading", { name: "Your appliances" });
    expect(screen.getByLabelText(/Your budget/)).toHaveValue("30000");
    expect(result().getByText("Three bundles from our shop to choose from, by backup and price.")).toBeInTheDocument();
    const budget = option("Within your budget");
    expect(budget.getByRole("link", { name: "Lithium Inverter/UPS 1100VA" })).toBeInTheDocument();
    expect(budget.getByText("Usable energy 1,152 Wh: about 2.4 hours at this load, less than the 4 you asked for.")).toBeInTheDocument();
    expect(budget.getByText("Within your budget of ₹30,000.")).toBeInTheDocument();
    expect(option("Smallest that fits").getByText("₹79,998 above your budget of ₹30,000.")).toBeInTheDocument();
    expect(result().getByRole("link", { name: "link to this result" })).toHaveAttribute("href", "/load-calculator?fan=2&led=4&tv=1&fridge=1&hours=4&budget=30000");
    // A bad budget: its message, no result.
    fireEvent.change(screen.getByLabelText(/Your budget/), { target: { value: "lots" } });
    expect(screen.getByText("Enter your budget in rupees as a whole number, for example 60000, up to ₹1,00,00,000; or leave it empty.")).toBeInTheDocument();
    // Only one battery unit in stock: nothing runs half as long again.
    renderTool("/load-calculator?preset=2bhk", sizingProducts([inverter, { ...battery, product_stock: 1 }]));
    expect(await screen.findAllByText("Only one bundle in our shop fits this load and backup.")).not.toHaveLength(0);
  });

  it("says the result is up to date when Calculate is pressed on a current result, each time", async () => {
    // jsdom lays nothing out and has no scrolling: the browser tests see the result's top come into view.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderTool("/load-calculator?preset=2bhk");
    await screen.findByRole("heading", { name: "Your appliances" });
    const region = screen.getByRole("region", { name: "Your inverter and battery" });
    const status = within(region).getAllByRole("status")[0]!;
    const calculate = screen.getByRole("button", { name: "Calculate" });
    fireEvent.click(calculate);
    expect(status).toHaveTextContent("Up to date: worked out for the values you entered.");
    expect(region).toHaveFocus();
    expect(scrolled).toEqual([region]);
    // Pressed again: the note is put in again (announced again), and the result keeps the focus.
    const first = within(status).getByText(/Up to date/);
    calculate.focus();
    fireEvent.click(calculate);
    expect(within(status).getByText(/Up to date/)).not.toBe(first);
    expect(region).toHaveFocus();
    // A change shows at once and takes the note away until the next press.
    fireEvent.change(screen.getByLabelText(/Hours of backup/), { target: { value: "2" } });
    expect(region.className).not.toMatch(/confirmed/);
  });

  it("explains a bad link and an empty catalogue instead of failing", async () => {
    renderTool("/load-calculator?preset=castle");
    expect(await screen.findByText("We have no home preset by that name. Choose 1 BHK, 2 BHK or 3 BHK.")).toBeInTheDocument();
    expect(screen.queryByText(/Choose at least one appliance/)).toBeNull();
  });

  it("says so when nothing in the shop fits", async () => {
    renderTool("/load-calculator?ac=6&hours=2");
    expect(await screen.findByText("Nothing in the shop fits this load.")).toBeInTheDocument();
    expect(result().getByText(/our largest inverter in the shop is 3,500 VA/)).toBeInTheDocument();
    expect(result().getByRole("link", { name: "Ask for a quote" }).getAttribute("href")).not.toMatch(/product=/);
  });

  it("says when the only inverter of the size starts too weakly for a motor, by the surge rating staff entered", async () => {
    // One AC: 2,344 VA running with headroom, 5,625 VA to start; the 3500VA's rating, as entered, is 4,000 VA.
    renderTool("/load-calculator?ac=1&hours=1", sizingProducts([{ ...inverter, product_surgeVA: 4000 }, battery]));
    expect(await screen.findByText("Nothing in the shop fits this load.")).toBeInTheDocument();
    expect(result().getByText(/Every inverter in the shop of at least 2,344 VA has a surge rating below the 5,625 VA the air conditioner \(1.5 ton\) needs to start\./)).toBeInTheDocument();
  });

  it("takes over what was typed before the page hydrated", async () => {
    // The server's HTML with a count typed into it before the scripts ran: hydrate over it.
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("react");
    const Page = () => (
      <>
        <LoadCalculatorPage initial={readLoadQuery(new URLSearchParams(""))} products={products} />
        <LocationProbe />
      </>
    );
    const Stub = createRoutesStub([{ path: "/load-calculator", Component: Page }]);
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <InEnglish>
        <Stub initialEntries={["/load-calculator"]} />
      </InEnglish>,
    );
    document.body.append(container);
    const tvs = within(container).getByRole("group", { name: "TV" }).querySelector("input") as HTMLInputElement;
    tvs.value = "2";
    await act(async () => {
      hydrateRoot(
        container,
        <InEnglish>
          <Stub initialEntries={["/load-calculator"]} />
        </InEnglish>,
      );
    });
    expect(search).toBe("?tv=2&hours=4");
    expect(need("Running load")).toBe("200 W");
    container.remove();
  });
});

