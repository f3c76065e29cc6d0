import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "@urjavolt/contract/paths";
import type { Promotion } from "@urjavolt/contract/promotions";
import { OFFERS_HIDDEN_KEY, PromoBanner } from "./promo-banner";
import { SiteShell } from "./site-shell";
import { InEnglish } from "../../test/i18n";

const NOW = Date.parse("2025-10-19T10:00:00.000Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function offer(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    code: "POWER1100",
    title: "Festive offer on the 1100VA series",
    greeting: "Happy Diwali!",
    message: "Special prices on 1100VA inverters.",
    festivalWish: "May your home stay bright.",
    validity: "Valid till 31 Oct 2025",
    category: "Inverter",
    power: "1100VA",
    icon: "⚡",
    emoji: "🪔",
    startsAt: new Date(NOW - 10 * DAY).toISOString(),
    endsAt: new Date(NOW + 2 * DAY + 5 * HOUR + 30 * 60_000).toISOString(),
    ...overrides,
  };
}

const first = offer();
const second = offer({ id: 2, code: "POWER2100", title: "Festive offer on the 2100VA series", power: "2100VA", greeting: "Happy Dussehra!" });
const nowIso = new Date(NOW).toISOString();

const title = (name: string) => screen.queryByText(name);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("promo banner content", () => {
  it("shows every field of the offer and its code", () => {
    render(<PromoBanner promotions={[first]} now={nowIso} />);
    const banner = screen.getByRole("region", { name: "Festival offers" });
    const text = banner.textContent ?? "";
    for (const part of ["🪔", "⚡", "Happy Diwali!", first.title, "Special prices on 1100VA inverters.", "May your home stay bright."]) {
      expect(text).toContain(part);
    }
    expect(text).toContain("Valid till 31 Oct 2025");
    expect(text).toContain("Category: Inverter");
    expect(text).toContain("Power: 1100VA");
    expect(screen.getByText("POWER1100")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "COPY CODE" })).toBeInTheDocument();
    // One offer: nothing to rotate, so no indicators and no pause button.
    expect(screen.queryByRole("button", { name: /Show offer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /offer rotation/ })).not.toBeInTheDocument();
  });

  it("renders nothing without offers", () => {
    const { container } = render(<PromoBanner promotions={[]} now={nowIso} />);
    expect(container.innerHTML).toBe("");
  });

  it("does not show an offer that has already ended", () => {
    const ended = offer({ id: 3, title: "Last year's offer", endsAt: new Date(NOW - HOUR).toISOString() });
    render(<PromoBanner promotions={[ended, second]} now={nowIso} />);
    expect(title("Last year's offer")).toBeNull();
    expect(title(second.title)).not.toBeNull();
    expect(screen.queryByRole("button", { name: /Show offer/ })).not.toBeInTheDocument();
  });

  it("shows no banner when every offer has ended", () => {
    const ended = offer({ endsAt: new Date(NOW - 1000).toISOString() });
    const { container } = render(<PromoBanner promotions={[ended]} now={nowIso} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("countdown", () => {
  it("shows days and hours to the offer's end in its last week", () => {
    render(<PromoBanner promotions={[first]} now={nowIso} />);
    expect(screen.getByText(/Ends in/).textContent).toBe("Ends in 2 days 5 hours");
  });

  it("gives the end's date while it is a week or more away, never hundreds of days", () => {
    const far = offer({ endsAt: "2027-10-31T18:29:59.000Z" });
    render(<PromoBanner promotions={[far]} now={nowIso} />);
    expect(screen.getByText(/Ends on/).textContent).toBe("Ends on 31 Oct 2027");
    expect(screen.queryByText(/days/)).not.toBeInTheDocument();
  });

  it("renders on the server from the loader's `now`, not the server's clock", () => {
    vi.setSystemTime(NOW + 3 * DAY);
    const html = renderToString(<PromoBanner promotions={[first]} now={nowIso} />);
    expect(html).toContain("2 days");
    expect(html).toContain("5 hours");
  });

  it("counts hours and minutes on the last day, minutes in the last hour, ticking from the real clock", () => {
    const soon = offer({ endsAt: new Date(NOW + HOUR + 2000).toISOString() });
    render(<PromoBanner promotions={[soon]} now={nowIso} />);
    expect(screen.getByText(/Ends in/).textContent).toBe("Ends in 1 hour 0 minutes");
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText(/Ends in/).textContent).toBe("Ends in 59 minutes");
  });

  it("stops at zero", () => {
    const soon = offer({ endsAt: new Date(NOW + 3000).toISOString() });
    render(<PromoBanner promotions={[soon]} now={nowIso} />);
    expect(screen.getByText(/Ends in/).textContent).toBe("Ends in under a minute");
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText("Offer ended")).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText("Offer ended")).toBeInTheDocument();
    expect(screen.queryByText(/Ends in/)).not.toBeInTheDocument();
  });
});

describe("rotation", () => {
  it("moves to the next offer every 6 seconds and wraps around", () => {
    render(<PromoBanner promotions={[first, second]} now={nowIso} />);
    expect(title(first.title)).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(title(first.title)).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(title(second.title)).not.toBeNull();
    expect(title(first.title)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(title(first.title)).not.toBeNull();
  });

  it("shows the offer whose indicator is clicked, marks it current and announces it", () => {
    render(<PromoBanner promotions={[first, second]} now={nowIso} />);
    const one = screen.getByRole("button", { name: "Show offer 1 of 2" });
    const two = screen.getByRole("button", { name: "Show offer 2 of 2" });
    expect(one).toHaveAttribute("aria-current", "true");
    expect(two).not.toHaveAttribute("aria-current");
    const live = document.querySelector("[aria-live=polite]");
    expect(live?.textContent).toBe("");

    fireEvent.click(two);
    expect(title(second.title)).not.toBeNull();
    expect(two).toHaveAttribute("aria-current", "true");
    expect(one).not.toHaveAttribute("aria-current");
    expect(live?.textContent).toBe(`Offer 2 of 2: ${second.title}`);
  });

  it("does not announce the automatic rotation", () => {
    render(<PromoBanner promotions={[first, second]} now={nowIso} />);
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(title(second.title)).not.toBeNull();
    expect(document.querySelector("[aria-live=polite]")?.textContent).toBe("");
  });

  it("pauses while hovered", () => {
    render(<PromoBanner promotions={[first, second]} now={nowIso} />);
    const banner = screen.getByRole("region", { name: "Festival offers" });
    fireEvent.mouseEnter(banner);
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(title(first.title)).not.toBeNull();
    fireEvent.mouseLeave(banner);
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(title(second.title)).not.toBeNull();
  });

  it("pauses while keyboard focus is inside", () => {
    render(<PromoBanner promotions={[first, second]} now={nowIso} />);
    const copy = screen.getByRole("button", { name: "COPY CODE" });
    act(() => copy.focus());
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(title(first.title)).not.toBeNull();
    act(() => copy.blur());
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(title(second.title)).not.toBeNull();
  });

  it("has a pause and play button", () => {
    render(<PromoBanner promotions={[first, second]} now={nowIso} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause offer rotation" }));
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(title(first.title)).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play offer rotation" }));
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(title(second.title)).not.toBeNull();
  });

  it("does not rotate by itself when the visitor prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("prefers-reduced-motion"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      render(<PromoBanner promotions={[first, second]} now={nowIso} />);
      act(() => {
        vi.advanceTimersByTime(12_000);
      });
      expect(title(first.title)).not.toBeNull();
      expect(screen.getByRole("button", { name: "Play offer rotation" })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("copy code", () => {
  function stubClipboard(writeText: (text: string) => Promise<void>) {
    const spy = vi.fn(writeText);
    Object.defineProperty(navigator, "clipboard", { value: { writeText: spy }, configurable: true });
    return spy;
  }

  it("copies the code and says COPIED! for 2 seconds", async () => {
    const writeText = stubClipboard(async () => {});
    render(<PromoBanner promotions={[first]} now={nowIso} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "COPY CODE" }));
    });
    expect(writeText).toHaveBeenCalledWith("POWER1100");
    expect(screen.getByRole("button", { name: "COPIED!" })).toBeInTheDocument();
    expect(document.querySelector("[aria-live=polite]")?.textContent).toBe("Code POWER1100 copied");
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole("button", { name: "COPIED!" })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("button", { name: "COPY CODE" })).toBeInTheDocument();
  });

  it("only logs a clipboard failure", async () => {
    stubClipboard(async () => {
      throw new Error("denied");
    });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<PromoBanner promotions={[first]} now={nowIso} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "COPY CODE" }));
    });
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "COPY CODE" })).toBeInTheDocument();
  });
});

describe("hiding the offers for the session", () => {
  const banner = () => screen.queryByRole("region", { name: "Festival offers" });

  it("has a Hide offers button that hides the banner and remembers it in sessionStorage", () => {
    render(<PromoBanner promotions={[first, second]} now={nowIso} />);
    const hide = screen.getByRole("button", { name: "Hide offers" });
    expect(hide).toHaveAttribute("type", "button");
    fireEvent.click(hide);
    expect(banner()).toBeNull();
    expect(sessionStorage.getItem(OFFERS_HIDDEN_KEY)).not.toBeNull();
    // Nothing keeps rotating or counting down behind it (once React's own pending work has run).
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("shows nothing in a later render of the same session", () => {
    sessionStorage.setItem(OFFERS_HIDDEN_KEY, "true");
    const { container } = render(<PromoBanner promotions={[first]} now={nowIso} />);
    expect(container.innerHTML).toBe("");
  });

  it("is rendered by the server, which cannot know, and hides itself once the page hydrates", () => {
    const html = renderToString(<PromoBanner promotions={[first]} now={nowIso} />);
    expect(html).toContain("Festival offers");
    sessionStorage.setItem(OFFERS_HIDDEN_KEY, "true");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <PromoBanner promotions={[first]} now={nowIso} />, { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe("");
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });

  it("moves focus on to what follows the banner", () => {
    render(
      <>
        <PromoBanner promotions={[first]} now={nowIso} />
        <a href="/">UrjaVolt home</a>
      </>,
    );
    const hide = screen.getByRole("button", { name: "Hide offers" });
    act(() => hide.focus());
    fireEvent.click(hide);
    expect(screen.getByRole("link", { name: "UrjaVolt home" })).toHaveFocus();
  });

  it("still shows the offers, and hides them on this page, when sessionStorage cannot be used", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<PromoBanner promotions={[first]} now={nowIso} />);
    expect(banner()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Hide offers" }));
    expect(banner()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe("site shell", () => {
  function renderShellAt(path: string) {
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => (
          <SiteShell promotions={{ now: nowIso, data: [first] }}>
            <h1>The page</h1>
          </SiteShell>
        ),
      },
    ]);
    render(<Stub initialEntries={[path]} />, { wrapper: InEnglish });
    expect(screen.getByRole("heading", { level: 1, name: "The page" })).toBeInTheDocument();
  }
  const banner = () => screen.queryByRole("region", { name: "Festival offers" });

  it.each([paths.home, paths.shop, paths.cart, paths.product(1)])("shows the offers on %s", (path) => {
    renderShellAt(path);
    expect(banner()).not.toBeNull();
  });

  it.each([
    paths.checkout,
    paths.onlinePayment,
    `${paths.checkout}/`,
    `${paths.onlinePayment}?order=ORD-1`,
    paths.orderConfirmation("abc.def"),
    paths.paymentConfirmation("abc.def"),
  ])(
    "shows no offers while paying or just after, on %s",
    (path) => {
      renderShellAt(path);
      expect(banner()).toBeNull();
    },
  );
});
