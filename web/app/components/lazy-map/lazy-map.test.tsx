import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LazyMap } from "./lazy-map";

vi.mock("./leaflet-map", () => {
  throw new Error("network error while loading the map chunk");
});

describe("LazyMap", () => {
  it("holds the map's space with 'Loading Map...', then steps aside and reports when the library cannot load", async () => {
    const onError = vi.fn();
    const { container } = render(<LazyMap center={[20.5, 78.9]} zoom={5} height={600} label="Map" markers={[]} onError={onError} />);
    const loading = screen.getByRole("status");
    expect(loading.textContent).toBe("Loading Map...");
    expect(loading.style.height).toBe("600px");
    await waitFor(() => expect(onError).toHaveBeenCalledWith("library"));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe("");
  });
});
