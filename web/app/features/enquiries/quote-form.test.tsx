import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "@urjavolt/contract/paths";
import { catalogueProductOptions } from "@urjavolt/contract/enquiries";
import { QuoteForm } from "./quote-form";

const products = catalogueProductOptions([
  { product_name: "3500VA Lithium Inverter", product_category: "inverter", product_category_name: "Lithium-Ion Inverter/UPS", product_capacity: "3500VA" },
  { product_name: "Golf Cart Battery 72V", product_category: "ev", product_category_name: "Two/Three Wheeler EV Batteries", product_capacity: "72V 105Ah" },
]);

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/get-quote", Component: () => <QuoteForm anchor="quote-form" products={products} /> }]);
  return render(<Stub initialEntries={[url]} />);
}

describe("quote form", () => {
  it("starts with the product and message a link filled in (the load calculator's result)", async () => {
    renderAt(paths.quoteAbout("3500VA", "From the load calculator: 735 W for 4 hours."));
    expect(await screen.findByLabelText(/Product/)).toHaveValue("3500VA");
    expect(screen.getByLabelText(/Message/)).toHaveValue("From the load calculator: 735 W for 4 hours.");
  });

  it("offers Other / not sure after the catalogue's products (decision 047)", async () => {
    renderAt("/get-quote?product=other");
    const product = await screen.findByLabelText(/Product/);
    expect(product).toHaveValue("other");
    expect([...product.querySelectorAll("option")].map((option) => option.textContent)).toEqual(["Select a product", "3500VA Lithium Inverter", "Golf Cart Battery 72V", "Other / not sure"]);
  });

  it("ignores a product that is not one of the choices", async () => {
    renderAt("/get-quote?product=9999VA&message=Hello");
    expect(await screen.findByLabelText(/Product/)).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Hello");
  });
});
