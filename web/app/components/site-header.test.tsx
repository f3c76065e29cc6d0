import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CART_STORAGE_KEY } from "@urjavolt/contract/cart";
import { writeCart } from "../lib/cart-store";
import type { NavItem } from "../site/navigation";
import { InEnglish } from "../../test/i18n";
import { SiteHeader } from "./site-header";

/** A navigation label that is no catalogue message: shown as it is. */
const label = (text: string) => ({ id: text, message: text });

function renderHeader({ path = "/", navigation }: { path?: string; navigation?: readonly NavItem[] } = {}) {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <SiteHeader navigation={navigation} />
          <main>
            <p>Page body</p>
            <Outlet />
          </main>
        </>
      ),
      children: [
        { path: "/", Component: () => <h1>Home page</h1> },
        { path: "*", Component: () => <h1>Another page</h1> },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />, { wrapper: InEnglish });
}

const line = (id: number, quantity: number) => ({ id, product_name: `Product ${id}`, product_discountedPrice: 1000, quantity, image: "", product_stock: 500 });
const cartLink = () => screen.getByRole("link", { name: /^Cart/ });

describe("cart badge", () => {
  it("is hidden with an empty cart", () => {
    renderHeader();
    expect(cartLink()).toHaveAttribute("href", "/cart");
    expect(cartLink().textContent).toBe("Cart, empty");
  });

  it("shows the total quantity and says it in the link's name", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(1, 2), line(2, 3)]));
    renderHeader();
    const link = screen.getByRole("link", { name: "Cart, 5 items" });
    expect(within(link).getByText("5")).toBeInTheDocument();
  });

  it("caps the badge at 99+ above 99 items", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(1, 120)]));
    renderHeader();
    const link = screen.getByRole("link", { name: "Cart, 120 items" });
    expect(within(link).getByText("99+")).toBeInTheDocument();
  });

  it("follows a cart change in this tab", () => {
    renderHeader();
    act(() => {
      writeCart([line(7, 1)]);
    });
    expect(screen.getByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument();
    act(() => {
      writeCart([]);
    });
    expect(cartLink().textContent).toBe("Cart, empty");
  });

  it("follows a cart change in another tab (storage event)", () => {
    renderHeader();
    act(() => {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(1, 4)]));
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
    });
    expect(within(screen.getByRole("link", { name: "Cart, 4 items" })).getByText("4")).toBeInTheDocument();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    expect(cartLink().textContent).toBe("Cart, empty");
  });

  it("ignores changes to other storage keys", () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(1, 2)]));
    renderHeader();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "something-else" }));
    });
    expect(screen.getByRole("link", { name: "Cart, 2 items" })).toBeInTheDocument();
  });
});

describe("products dropdown", () => {
  const productsButton = () => screen.getByRole("button", { name: "Our Products" });

  it("opens on click and closes on a second click", async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(productsButton()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "ESS Batteries" })).not.toBeInTheDocument();

    await user.click(productsButton());
    expect(productsButton()).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(productsButton().getAttribute("aria-controls") ?? "");
    expect(menu).not.toBeNull();
    expect(within(menu as HTMLElement).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Lithium-Ion Inverter/UPS", "/lithiumion-inverter"],
      ["Lithium Solar Batteries", "/solar-batteries"],
      ["ESS Batteries", "/ess-batteries"],
      ["Two/Three Wheelers Batteries", "/lithiumion-batteries"],
      ["Telecom Batteries", "/telecom-batteries"],
      ["Load Calculator", "/load-calculator"],
    ]);

    await user.click(productsButton());
    expect(productsButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on an outside click", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(productsButton());
    await user.click(screen.getByText("Page body"));
    expect(productsButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(productsButton());
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Lithium-Ion Inverter/UPS");
    await user.keyboard("{Escape}");
    expect(productsButton()).toHaveAttribute("aria-expanded", "false");
    expect(document.activeElement).toBe(productsButton());
  });

  it("closes when one of its links is followed", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(productsButton());
    await user.click(screen.getByRole("link", { name: "Telecom Batteries" }));
    expect(screen.getByRole("heading", { name: "Another page" })).toBeInTheDocument();
    expect(productsButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps only one dropdown open at a time", async () => {
    const user = userEvent.setup();
    renderHeader({
      navigation: [
        { kind: "group", id: "a", label: label("First"), items: [{ label: label("One"), to: "/one" }] },
        { kind: "group", id: "b", label: label("Second"), items: [{ label: label("Two"), to: "/two" }] },
      ],
    });
    const first = screen.getByRole("button", { name: "First" });
    const second = screen.getByRole("button", { name: "Second" });
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "One" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Two" })).toBeInTheDocument();
  });
});

describe("mobile menu", () => {
  afterEach(() => {
    document.body.style.overflow = "";
  });

  it("locks body scrolling while open, moves focus in, and restores both on Escape", async () => {
    const user = userEvent.setup();
    document.body.style.overflow = "auto";
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAttribute("aria-label", "Close menu");
    expect(document.body.style.overflow).toBe("hidden");
    expect(document.activeElement?.textContent).toBe("Home");

    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(document.body.style.overflow).toBe("auto");
    expect(document.activeElement).toBe(toggle);
  });

  it("closes on an outside click (the backdrop)", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByText("Page body"));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(document.body.style.overflow).toBe("");
  });

  it("closes when a link is followed", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("link", { name: "About Us" }));
    expect(screen.getByRole("heading", { name: "Another page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(document.body.style.overflow).toBe("");
  });

  it("is a modal dialog that closes with its own button", async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    await user.click(within(dialog).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(document.body.style.overflow).toBe("");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
  });

  it("keeps Tab inside the menu while open", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    // The menu's last link is the language switch's (decision 056): on a phone it lives here and in the footer.
    const last = within(dialog).getByRole("link", { name: "ਪੰਜਾਬੀ" });
    expect(within(dialog).getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi");
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close menu" }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });
});

describe("scrolled style", () => {
  afterEach(() => {
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("turns on past 50 px of scrolling", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header.hasAttribute("data-scrolled")).toBe(false);
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 50, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header.hasAttribute("data-scrolled")).toBe(false);
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 51, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header.hasAttribute("data-scrolled")).toBe(true);
  });
});

describe("navigation", () => {
  it("links the brand home and lists the main items in order", () => {
    renderHeader({ path: "/about-us" });
    expect(screen.getByRole("link", { name: "UrjaVolt" })).toHaveAttribute("href", "/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const names = Array.from(nav.querySelectorAll("a, button"))
      .filter((element) => !element.closest("[hidden]"))
      .map((element) => element.textContent);
    expect(names).toEqual(["Home", "About Us", "Our Products", "Customer Support", "Shop Online"]);
    expect(within(nav).getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
  });
});
