import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "@urjavolt/contract/paths";
import { QuoteForm } from "./quote-form";

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/get-quote", Component: () => <QuoteForm anchor="quote-form" /> }]);
  return render(<Stub initialEntries={[url]} />);
}

describe("quote form", () => {
  it("starts with the product and message a link filled in (the load calculator's result)", async () => {
    renderAt(paths.quoteAbout("3500VA", "From the load calculator: 735 W for 4 hours."));
    expect(await screen.findByLabelText(/Product/)).toHaveValue("3500VA");
    expect(screen.getByLabelText(/Message/)).toHaveValue("From the load calculator: 735 W for 4 hours.");
  });

  it("ignores a product that is not one of the choices", async () => {
    renderAt("/get-quote?product=9999VA&message=Hello");
    expect(await screen.findByLabelText(/Product/)).toHaveValue("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Hello");
  });
});
