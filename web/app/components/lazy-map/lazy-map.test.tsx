import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LazyMap, type LazyMapProps } from "./lazy-map";

const props = { center: [20.5, 78.9], zoom: 5, height: 600, label: "Map", markers: [] } satisfies LazyMapProps;

describe("LazyMap", () => {
  it("holds the map's space with 'Loading Map...', then steps aside and reports when the library cannot load", async () => {
    const onError = vi.fn();
    const load = () => Promise.reject(new Error("network error while loading the map chunk"));
    const { container } = render(<LazyMap {...props} onError={onError} load={load} />);
    const loading = screen.getByRole("status");
    expect(loading).toHaveTextContent("Loading Map...");
    expect(loading).toHaveStyle({ height: "600px" });
    await waitFor(() => expect(onError).toHaveBeenCalledWith("library"));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the loaded map with the same props in place of the placeholder", async () => {
    const LeafletMap = ({ label, height }: LazyMapProps) => <figure aria-label={label} style={{ height }} />;
    render(<LazyMap {...props} load={() => Promise.resolve({ LeafletMap })} />);
    expect(await screen.findByRole("figure", { name: "Map" })).toHaveStyle({ height: "600px" });
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
