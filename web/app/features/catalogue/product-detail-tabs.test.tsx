import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ProductTabs } from "./product-detail-tabs";

function Harness() {
  const [selected, setSelected] = useState("description");
  return (
    <ProductTabs
      label="Product information"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: "description", label: "Description", content: <p>About it</p> },
        { id: "features", label: "Features", content: <p>What it does</p> },
        { id: "specifications", label: "Specifications", content: <p>Numbers</p> },
        { id: "reviews", label: "Reviews", content: <p>What people say</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("ProductTabs", () => {
  it("selects Description first, with one tab stop and the other panels hidden", () => {
    render(<Harness />);
    expect(screen.getByRole("tablist", { name: "Product information" })).toBeInTheDocument();
    expect(tab("Description")).toHaveAttribute("aria-selected", "true");
    expect(tab("Description")).toHaveAttribute("tabindex", "0");
    for (const name of ["Features", "Specifications", "Reviews"]) expect(tab(name).getAttribute("tabindex")).toBe("-1");
    expect(screen.getByRole("tabpanel", { name: "Description" })).toHaveTextContent("About it");
    // Hidden panels stay in the document (for the HTML) but out of the accessibility tree.
    expect(screen.getByText("Numbers").closest("[role=tabpanel]")?.hasAttribute("hidden")).toBe(true);
  });

  it("moves and selects with the arrow keys, wrapping at both ends", () => {
    render(<Harness />);
    tab("Description").focus();
    fireEvent.keyDown(tab("Description"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Features"));
    expect(tab("Features")).toHaveAttribute("aria-selected", "true");
    expect(tab("Features")).toHaveAttribute("tabindex", "0");
    expect(tab("Description")).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel", { name: "Features" })).toHaveTextContent("What it does");
    fireEvent.keyDown(tab("Features"), { key: "ArrowLeft" });
    fireEvent.keyDown(tab("Description"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Reviews"));
    expect(tab("Reviews")).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(tab("Reviews"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Description"));
  });

  it("goes to the ends with Home and End, and ignores other keys", () => {
    render(<Harness />);
    fireEvent.keyDown(tab("Description"), { key: "End" });
    expect(document.activeElement).toBe(tab("Reviews"));
    expect(screen.getByRole("tabpanel", { name: "Reviews" })).toHaveTextContent("What people say");
    fireEvent.keyDown(tab("Reviews"), { key: "Home" });
    expect(document.activeElement).toBe(tab("Description"));
    fireEvent.keyDown(tab("Description"), { key: "ArrowDown" });
    expect(tab("Description")).toHaveAttribute("aria-selected", "true");
  });

  it("selects a tab on click, and the panels name their tabs", () => {
    render(<Harness />);
    fireEvent.click(tab("Specifications"));
    const panel = screen.getByRole("tabpanel", { name: "Specifications" });
    expect(panel).toHaveTextContent("Numbers");
    expect(tab("Specifications")).toHaveAttribute("aria-controls", panel.id);
  });
});
