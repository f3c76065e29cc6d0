import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeImage, imageNotAvailable } from "./safe-image";

describe("SafeImage", () => {
  it("swaps a failed image for the placeholder and says so in its alt text", () => {
    render(<SafeImage src="/images/missing.svg" alt="Our Mohali plant" width={800} height={500} />);
    const image = screen.getByRole("img");
    expect(image).toHaveAttribute("src", "/images/missing.svg");
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", imageNotAvailable);
    expect(image).toHaveAttribute("alt", "Our Mohali plant (image not available)");
    expect(image).toHaveAttribute("width", "800");
  });

  it("does not loop when the placeholder itself fails", () => {
    render(<SafeImage src="/images/missing.svg" alt="" width={10} height={10} />);
    const image = screen.getByRole("presentation");
    fireEvent.error(image);
    fireEvent.error(image);
    expect(image).toHaveAttribute("src", imageNotAvailable);
  });
});
