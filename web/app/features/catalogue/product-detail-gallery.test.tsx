import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductGallery } from "./product-detail-gallery";
import { WISHLIST_STORAGE_KEY } from "./product-detail-wishlist";

const images = (n: number) => Array.from({ length: n }, (_, i) => `/images/products/shot-${i + 1}.svg`);
const mainImage = () => screen.getByRole("img", { name: /image \d of \d/ });

describe("ProductGallery", () => {
  it("shows up to four thumbnails and switches the main image", () => {
    render(<ProductGallery productId={1} name="Inverter 1100VA" images={images(6)} />);
    const thumbnails = screen.getAllByRole("button", { name: /^Show image/ });
    expect(thumbnails).toHaveLength(4);
    expect(mainImage()).toHaveAttribute("src", "/images/products/shot-1.svg");
    expect(thumbnails[0]).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByRole("button", { name: "Show image 3 of 6" }));
    expect(mainImage()).toHaveAttribute("src", "/images/products/shot-3.svg");
    expect(mainImage()).toHaveAttribute("alt", "Inverter 1100VA, image 3 of 6");
    expect(screen.getByRole("button", { name: "Show image 3 of 6" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Show image 1 of 6" })).toHaveAttribute("aria-pressed", "false");
  });

  it("offers More only when there are over three images", () => {
    const { unmount } = render(<ProductGallery productId={1} name="P" images={images(3)} />);
    expect(screen.queryByRole("button", { name: /More/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Show image/ })).toHaveLength(3);
    unmount();
    render(<ProductGallery productId={1} name="P" images={images(4)} />);
    expect(screen.getByRole("button", { name: /More/ })).toBeInTheDocument();
  });

  it("shows no thumbnails for a single image and a placeholder for none", () => {
    const { unmount } = render(<ProductGallery productId={1} name="P" images={images(1)} />);
    expect(screen.queryByRole("button", { name: /^Show image/ })).not.toBeInTheDocument();
    unmount();
    render(<ProductGallery productId={1} name="P" images={[]} />);
    expect(mainImage()).toHaveAttribute("src", "/images/placeholder/image-not-available.svg");
  });

  it("opens every image in a dialog, chooses one, and gives focus back to More", () => {
    render(<ProductGallery productId={1} name="Inverter" images={images(6)} />);
    const more = screen.getByRole("button", { name: /More/ });
    fireEvent.click(more);
    const dialog = screen.getByRole("dialog", { name: "All images (6)" });
    expect(dialog?.hasAttribute("open")).toBe(true);
    expect(within(dialog).getAllByRole("button", { name: /^Show image/ })).toHaveLength(6);
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Show image 6 of 6 of Inverter" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(mainImage()).toHaveAttribute("src", "/images/products/shot-6.svg");
    expect(document.activeElement).toBe(more);
  });

  it("closes the dialog on Escape (the cancel event) and on Close", () => {
    render(<ProductGallery productId={1} name="Inverter" images={images(5)} />);
    fireEvent.click(screen.getByRole("button", { name: /More/ }));
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /More/ }));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(mainImage()).toHaveAttribute("src", "/images/products/shot-1.svg");
  });

  it("zooms the main image 2x with a pressed toggle, and a new image starts unzoomed", () => {
    render(<ProductGallery productId={1} name="P" images={images(2)} />);
    const zoom = screen.getByRole("button", { name: "Zoom image" });
    expect(zoom).toHaveAttribute("aria-pressed", "false");
    expect(mainImage().style.transform).toBe("");
    fireEvent.click(zoom);
    expect(zoom).toHaveAttribute("aria-pressed", "true");
    expect(mainImage().style.transform).toBe("scale(2)");
    fireEvent.click(screen.getByRole("button", { name: "Show image 2 of 2" }));
    expect(zoom).toHaveAttribute("aria-pressed", "false");
    expect(mainImage().style.transform).toBe("");
  });

  it("keeps the wishlist in this browser only", () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([7]));
    const { unmount } = render(<ProductGallery productId={3} name="P" images={images(1)} />);
    const heart = screen.getByRole("button", { name: "Save to wishlist" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(heart);
    expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "")).toEqual([7, 3]);
    unmount();
    render(<ProductGallery productId={3} name="P" images={images(1)} />);
    const again = screen.getByRole("button", { name: "Save to wishlist" });
    expect(again).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(again);
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "")).toEqual([7]);
  });
});
