import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RecentOrders } from "./recent-orders";

describe("RecentOrders", () => {
  it("shows the real count of the last 7 days with Indian grouping", () => {
    render(<RecentOrders count={123456} />);
    expect(screen.getByText("1,23,456 orders placed in the last 7 days")).toBeInTheDocument();
  });

  it("says order in the singular for one", () => {
    render(<RecentOrders count={1} />);
    expect(screen.getByText("1 order placed in the last 7 days")).toBeInTheDocument();
  });

  it("shows nothing before the first order", () => {
    const { container } = render(<RecentOrders count={0} />);
    expect(container.textContent).toBe("");
  });
});
