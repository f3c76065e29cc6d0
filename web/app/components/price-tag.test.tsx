import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PriceTag } from "./price-tag";
import { InEnglish } from "../../test/i18n";

describe("PriceTag", () => {
  it("reads the price to pay, then the struck-out list price and what follows it", () => {
    const { container } = render(
      <PriceTag price={27999} discountedPrice={23999}>
        <span>14% OFF</span>
      </PriceTag>,
      { wrapper: InEnglish },
    );
    const line = container.querySelector("p");
    expect(line).toHaveTextContent("Price ₹23,999Original price ₹27,99914% OFF");
    expect(container.querySelector("s")).toHaveTextContent("₹27,999");
  });

  it("shows only the price, and not what follows, when nothing is taken off", () => {
    const { container } = render(
      <PriceTag price={4999} discountedPrice={4999}>
        <span>0% OFF</span>
      </PriceTag>,
      { wrapper: InEnglish },
    );
    expect(container.querySelector("p")).toHaveTextContent(/^Price ₹4,999$/);
    expect(container.querySelector("s")).not.toBeInTheDocument();
  });
});
