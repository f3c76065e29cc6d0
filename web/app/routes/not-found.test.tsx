import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import NotFoundRoute, { loader, meta } from "./not-found";

describe("not-found route", () => {
  it("answers 404", () => {
    const result = loader() as unknown as { init: ResponseInit | null };
    expect(result.init?.status).toBe(404);
  });

  it("has its own title and description", () => {
    expect(meta({ matches: [] })).toEqual(
      expect.arrayContaining([
        { title: "Page Not Found | UrjaVolt" },
        { name: "description", content: expect.stringContaining("may have moved") },
      ]),
    );
  });

  it("says the page may have moved and links home, to the shop and to support", async () => {
    const Stub = createRoutesStub([{ path: "*", Component: NotFoundRoute }]);
    render(<Stub initialEntries={["/no-such-page"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText(/may have moved/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Shop online" })).toHaveAttribute("href", "/shop-online");
    expect(screen.getByRole("link", { name: "Customer support" })).toHaveAttribute("href", "/customer-support");
  });
});
