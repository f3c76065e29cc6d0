import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHero } from "./page-hero";

const image = { src: "/images/heroes/home-hero.svg", alt: "A solar-powered home at dusk", width: 1200, height: 700 };

describe("PageHero", () => {
  it("shows the illustration when no video is configured", () => {
    render(<PageHero title="Made in Punjab" lead="Lead" image={image} />);
    expect(screen.getByRole("heading", { level: 1, name: "Made in Punjab" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: image.alt })).toHaveAttribute("src", image.src);
    expect(document.querySelector("video")).not.toBeInTheDocument();
  });

  it("plays a configured video muted and looping, with the illustration as its poster", () => {
    render(<PageHero title="Made in Punjab" lead="Lead" image={image} video={{ src: "/media/hero.mp4", type: "video/mp4" }} />);
    const video = document.querySelector("video")!;
    expect(video).toHaveAttribute("poster", image.src);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute("aria-label", image.alt);
    expect(video.querySelector("source")!).toHaveAttribute("src", "/media/hero.mp4");
  });

  it("falls back to the illustration when the video cannot load", () => {
    render(<PageHero title="Made in Punjab" lead="Lead" image={image} video={{ src: "/media/missing.mp4", type: "video/mp4" }} />);
    fireEvent.error(document.querySelector("source")!);
    expect(document.querySelector("video")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: image.alt })).toBeInTheDocument();
  });
});
