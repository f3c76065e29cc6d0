import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusCard, StatusHeading, StatusList, StatusMeta, StatusNote } from "./status-card";

describe("StatusCard", () => {
  it("is a region named by its heading, with the status beside it and its notes announced as they should be", () => {
    render(
      <StatusCard titleId="order-title" title="Order UV-2026-000001" status="Paid">
        <StatusMeta>Placed 27 Nov 2026</StatusMeta>
        <StatusNote>TEST ORDER: no money was taken.</StatusNote>
        <StatusNote tone="alert">This link has expired.</StatusNote>
        <StatusHeading>History</StatusHeading>
        <StatusList ordered>
          <li>Awaiting payment</li>
          <li>Paid</li>
        </StatusList>
      </StatusCard>,
    );
    const card = within(screen.getByRole("region", { name: "Order UV-2026-000001" }));
    expect(card.getByRole("heading", { level: 2, name: "Order UV-2026-000001" })).toBeInTheDocument();
    expect(card.getByText("Status:")).toHaveTextContent("Status: Paid");
    expect(card.getByRole("note")).toHaveTextContent("TEST ORDER: no money was taken.");
    expect(card.getByRole("alert")).toHaveTextContent("This link has expired.");
    expect(card.getByRole("heading", { level: 3, name: "History" })).toBeInTheDocument();
    expect(card.getByRole("list").tagName).toBe("OL");
    expect(card.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Awaiting payment", "Paid"]);
  });

  it("takes focus only when it says so, and leaves the heading to its children without a title", () => {
    const { rerender } = render(
      <StatusCard titleId="thanks" focusable>
        <h1 id="thanks">Thank you</h1>
      </StatusCard>,
    );
    expect(screen.getByRole("region", { name: "Thank you" })).toHaveAttribute("tabindex", "-1");
    expect(screen.queryByText("Status:")).toBeNull();
    rerender(
      <StatusCard titleId="thanks">
        <h1 id="thanks">Thank you</h1>
      </StatusCard>,
    );
    expect(screen.getByRole("region", { name: "Thank you" })).not.toHaveAttribute("tabindex");
  });
});
