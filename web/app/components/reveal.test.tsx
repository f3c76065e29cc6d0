import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "./reveal";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: { callback: Callback; options: IntersectionObserverInit | undefined }[] = [];

class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observed.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
}

describe("Reveal", () => {
  beforeEach(() => {
    observed = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("renders plain, visible content on the server", () => {
    expect(renderToString(<Reveal>Hello</Reveal>)).toBe("<div>Hello</div>");
  });

  it("leaves content above the fold alone", () => {
    placeAt(100);
    render(<Reveal>Above</Reveal>);
    expect(screen.getByText("Above").className).toBe("");
    expect(observed).toHaveLength(0);
  });

  it("hides content below the fold after hydration and reveals it in view, with its delay and threshold", () => {
    placeAt(5000);
    render(
      <Reveal delay={300} threshold={0.15}>
        Below
      </Reveal>,
    );
    const element = screen.getByText("Below");
    expect(element.className).toMatch(/waiting/);
    expect(observed[0]!.options).toEqual({ threshold: 0.15 });
    act(() => observed[0]!.callback([{ isIntersecting: true }]));
    expect(element.className).toMatch(/revealed/);
    expect(element.style.transitionDelay).toBe("300ms");
  });

  it("shows everything after forceVisibleAfter even out of view", () => {
    vi.useFakeTimers();
    placeAt(5000);
    render(<Reveal forceVisibleAfter={1000}>Forced</Reveal>);
    expect(screen.getByText("Forced").className).toMatch(/waiting/);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("Forced").className).toMatch(/revealed/);
  });

  it("hides nothing under prefers-reduced-motion", () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    placeAt(5000);
    render(<Reveal>Still</Reveal>);
    expect(screen.getByText("Still").className).toBe("");
  });
});
