import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ShopSlide } from "@urjavolt/contract/promotions";
import { ShopSlides } from "./shop-slides";
import { InEnglish } from "../../../test/i18n";

const NOW = Date.parse("2026-10-05T10:00:00.000Z");
const DAY = 86_400_000;
const nowIso = new Date(NOW).toISOString();

const TITLES = ["Dussehra Special", "Diwali Celebration", "New Arrivals", "Free Installation", "Easy EMIs", "Bulk Orders"];
const LINKS = ["/shop-online", "/shop-online", "/shop-online?sort=newest", "/customer-support", "/emi-options", "/get-quote"];

const slides: ShopSlide[] = TITLES.map((title, index) => ({
  id: index + 1,
  title,
  subtitle: `Subtitle ${index + 1}`,
  description: `Description ${index + 1}`,
  buttonText: `Button ${index + 1}`,
  buttonLink: LINKS[index] as string,
  colour: "#0b2545",
  image: `/images/shop/slide-${index + 1}.svg`,
  offerLabel: `Offer ${index + 1}`,
  validity: index < 2 ? "Valid till 31 Oct 2026, 11:59 PM" : "",
  startsAt: new Date(NOW - DAY).toISOString(),
  endsAt: index < 2 ? new Date(NOW + 10 * DAY).toISOString() : null,
}));

function renderSlides(list: ShopSlide[] = slides) {
  return render(
    <MemoryRouter>
      <ShopSlides slides={list} now={nowIso} />
    </MemoryRouter>,
    { wrapper: InEnglish },
  );
}

/** The title of the slide on show (the others are hidden). */
function current(): string {
  const visible = screen.getAllByRole("group", { hidden: true }).filter((slide) => !slide.hidden && slide.getAttribute("aria-roledescription") === "slide");
  expect(visible).toHaveLength(1);
  return within(visible[0] as HTMLElement).getByText(TITLES.find((title) => visible[0]?.textContent?.includes(title)) ?? "missing").textContent ?? "";
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("shop slides content", () => {
  it("is an accessible carousel of six slides, each 'n of 6', with its fields and its link", () => {
    renderSlides();
    const region = screen.getByRole("region", { name: "Shop offers" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const groups = within(region).getAllByRole("group", { hidden: true }).filter((group) => group.getAttribute("aria-roledescription") === "slide");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 6", "2 of 6", "3 of 6", "4 of 6", "5 of 6", "6 of 6"]);
    expect(groups.map((group) => group.hidden)).toEqual([false, true, true, true, true, true]);
    const first = groups[0] as HTMLElement;
    for (const text of ["Offer 1", "Dussehra Special", "Subtitle 1", "Description 1", "Valid till 31 Oct 2026, 11:59 PM"]) {
      expect(first).toHaveTextContent(text);
    }
    expect(within(first).getByRole("link", { name: "Button 1" })).toHaveAttribute("href", "/shop-online");
    const image = first.querySelector("img");
    expect(image).toHaveAttribute("src", "/images/shop/slide-1.svg");
    expect(image).toHaveAttribute("alt", "");
    const hrefs = groups.map((group) => group.querySelector("a")?.getAttribute("href"));
    expect(hrefs).toEqual(LINKS);
  });

  it("leaves out a slide past its end, and renders nothing without slides", () => {
    const ended = { ...slides[0], id: 99, title: "Old offer", endsAt: new Date(NOW - 1000).toISOString() } as ShopSlide;
    renderSlides([ended, ...slides.slice(1)]);
    expect(screen.queryByText("Old offer")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Show slide 1 of 5/ })).toBeInTheDocument();
    const { container } = render(
      <MemoryRouter>
        <ShopSlides slides={[ended]} now={nowIso} />
      </MemoryRouter>,
      { wrapper: InEnglish },
    );
    expect(container.innerHTML).toBe("");
  });

  it("renders the first slide on the server", () => {
    const html = renderToString(
      <InEnglish>
        <MemoryRouter>
          <ShopSlides slides={slides} now={nowIso} />
        </MemoryRouter>
      </InEnglish>,
    );
    expect(html).toContain("Dussehra Special");
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("Pause slide rotation");
  });
});

describe("shop slides timing", () => {
  it("advances every 4 seconds and wraps from the last slide to the first", () => {
    renderSlides();
    expect(current()).toBe("Dussehra Special");
    advance(3999);
    expect(current()).toBe("Dussehra Special");
    advance(1);
    expect(current()).toBe("Diwali Celebration");
    for (const title of TITLES.slice(2)) {
      advance(4000);
      expect(current()).toBe(title);
    }
    advance(4000);
    expect(current()).toBe("Dussehra Special");
  });

  it("rests 5 seconds after next, then resumes its 4 second rhythm", () => {
    renderSlides();
    advance(2000);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe("Diwali Celebration");
    advance(5000);
    expect(current()).toBe("Diwali Celebration");
    advance(3999);
    expect(current()).toBe("Diwali Celebration");
    advance(1);
    expect(current()).toBe("New Arrivals");
    advance(4000);
    expect(current()).toBe("Free Installation");
  });

  it("goes back with previous (wrapping to the last) and to a slide by its dot, each restarting the rest", () => {
    renderSlides();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe("Bulk Orders");
    advance(4000);
    const dot = screen.getByRole("button", { name: "Show slide 4 of 6: Free Installation" });
    fireEvent.click(dot);
    expect(current()).toBe("Free Installation");
    expect(dot).toHaveAttribute("aria-current", "true");
    // The second click started a new 5 s rest: nothing moves until 5 s + 4 s after it.
    advance(5000);
    advance(3999);
    expect(current()).toBe("Free Installation");
    advance(1);
    expect(current()).toBe("Easy EMIs");
  });

  it("announces the slides a visitor picks, not the automatic ones", () => {
    renderSlides();
    const live = document.querySelector("[aria-live=polite]");
    advance(4000);
    expect(live?.textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(live?.textContent).toBe("Slide 3 of 6: New Arrivals");
  });

  it("moves with the arrow keys on its controls", () => {
    renderSlides();
    const next = screen.getByRole("button", { name: "Next slide" });
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(current()).toBe("Diwali Celebration");
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    expect(current()).toBe("Bulk Orders");
  });

  it("pauses while the pointer is over it", () => {
    renderSlides();
    const region = screen.getByRole("region", { name: "Shop offers" });
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(current()).toBe("Dussehra Special");
    fireEvent.mouseLeave(region);
    advance(4000);
    expect(current()).toBe("Diwali Celebration");
  });

  it("pauses while keyboard focus is inside, and resumes when it leaves", () => {
    renderSlides();
    const link = screen.getByRole("link", { name: "Button 1" });
    act(() => link.focus());
    advance(20_000);
    expect(current()).toBe("Dussehra Special");
    act(() => link.blur());
    advance(4000);
    expect(current()).toBe("Diwali Celebration");
  });

  it("has a pause and play button", () => {
    renderSlides();
    fireEvent.click(screen.getByRole("button", { name: "Pause slide rotation" }));
    advance(20_000);
    expect(current()).toBe("Dussehra Special");
    fireEvent.click(screen.getByRole("button", { name: "Play slide rotation" }));
    advance(4000);
    expect(current()).toBe("Diwali Celebration");
  });

  it("does not rotate by itself under prefers-reduced-motion, but the controls still work", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("prefers-reduced-motion"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderSlides();
    advance(20_000);
    expect(current()).toBe("Dussehra Special");
    expect(screen.getByRole("button", { name: "Play slide rotation" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    advance(20_000);
    expect(current()).toBe("Diwali Celebration");
  });
});
