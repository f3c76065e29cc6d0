import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductListItem } from "@urjavolt/contract/catalogue";
import { NO_PRODUCTS_TEXT } from "@urjavolt/contract/shop-filters";
import type { SearchResult } from "@urjavolt/contract/search";
import { SEARCH_TYPING_PAUSE_MS, ShopPage } from "./shop-page";
import { catalogueItem as item } from "../../../test/catalogue-item";
import { InEnglish } from "../../../test/i18n";
import { I18nProvider } from "@lingui/react";
import { messages as hi } from "@urjavolt/i18n/compiled/hi";
import { messages as pa } from "@urjavolt/i18n/compiled/pa";
import { makeI18n } from "../../lib/i18n";

// jsdom has no modal dialogs: a minimal showModal/close that keeps the open attribute and the close event.
afterEach(() => {
  vi.unstubAllGlobals();
});

const products = [
  item({ product_name: "Alpha Inverter", product_discountedPrice: 27_000, bestSeller: true }),
  item({ product_name: "Beta Battery", product_category: "battery", product_capacity: "48V 100Ah", product_discountedPrice: 74_999, product_stock: 0, madeInIndia: false }),
  item({ product_name: "Gamma Scooter Pack", product_category: "ev", product_batteryType: "NMC", product_discountedPrice: 23_999, isNew: true, rating: 3 }),
];

let location = "";
function LocationProbe() {
  location = useLocation().search;
  return null;
}

function renderShop(url = "/shop-online", list: ProductListItem[] | null = products, search: SearchResult | null = null, locale: "hi" | "pa" | null = null) {
  const Stub = createRoutesStub([
    {
      path: locale ? `/${locale}/shop-online` : "/shop-online",
      Component: () => (
        <>
          <ShopPage products={list} slides={null} search={search} />
          <LocationProbe />
        </>
      ),
    },
  ]);
  if (!locale) return render(<Stub initialEntries={[url]} />, { wrapper: InEnglish });
  const i18n = makeI18n({ locale, messages: locale === "hi" ? hi : pa });
  return render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[`/${locale}${url}`]} />
    </I18nProvider>,
  );
}

const names = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const sidebar = (name = "Filters") => screen.getByRole("complementary", { name });

describe("shop page", () => {
  it("shows every product, the results header and the badges", async () => {
    renderShop();
    expect(await screen.findByRole("heading", { level: 1, name: "Shop Online" })).toBeInTheDocument();
    // No claim without a figure behind it (decision 046): the requirements' trust badges are not shown.
    expect(screen.queryByText("#1 Trending Product")).toBeNull();
    expect(screen.queryByText("Trusted by 10K+ Customers")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "All Products" })).toBeInTheDocument();
    expect(screen.getByText("3 products found")).toBeInTheDocument();
    // Popularity: the bestseller first.
    expect(names()[0]).toBe("Alpha Inverter");
  });

  it("reads its filters and sort from the URL", async () => {
    renderShop("/shop-online?category=ev&sort=price-asc");
    expect(await screen.findByRole("heading", { level: 2, name: "Two/Three Wheeler EV Batteries" })).toBeInTheDocument();
    expect(screen.getByText("1 product found")).toBeInTheDocument();
    expect(names()).toEqual(["Gamma Scooter Pack"]);
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("price-asc");
  });

  it("filters as boxes are ticked and puts the view in the URL; Clear All resets it", async () => {
    renderShop();
    await screen.findByText("3 products found");
    fireEvent.click(within(sidebar()).getByLabelText(/In stock only/));
    expect(screen.getByText("2 products found")).toBeInTheDocument();
    expect(location).toBe("?inStock=1");
    fireEvent.click(within(sidebar()).getByLabelText(/NMC/));
    expect(names()).toEqual(["Gamma Scooter Pack"]);
    expect(location).toBe("?batteryType=NMC&inStock=1");
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "price-desc" } });
    expect(location).toContain("sort=price-desc");
    fireEvent.click(within(sidebar()).getByRole("button", { name: "Clear All" }));
    expect(screen.getByText("3 products found")).toBeInTheDocument();
    expect(location).toBe("?sort=price-desc");
  });

  it("searches once typing pauses, keeps the box as typed and the URL in the query's one form, and says when nothing matches", async () => {
    renderShop();
    await screen.findByText("3 products found");
    vi.useFakeTimers();
    try {
      const search = within(sidebar()).getByLabelText("Search products");
      fireEvent.change(search, { target: { value: "Beta " } });
      expect(names()).toHaveLength(3);
      act(() => vi.advanceTimersByTime(SEARCH_TYPING_PAUSE_MS));
      // Without the server's search (this page was given none), the words are matched here.
      expect(names()).toEqual(["Beta Battery"]);
      expect(location).toBe("?q=beta");
      expect((search as HTMLInputElement).value).toBe("Beta ");
      fireEvent.change(search, { target: { value: "nothing like this" } });
      act(() => vi.advanceTimersByTime(SEARCH_TYPING_PAUSE_MS));
      expect(screen.getByText(NO_PRODUCTS_TEXT)).toBeInTheDocument();
      expect(screen.getByText("0 products found for “nothing like this”")).toBeInTheDocument();
      expect((search as HTMLInputElement).value).toBe("nothing like this");
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows what the server's search found, best first, with Relevance as the order", async () => {
    const [first, second, third] = products;
    renderShop("/shop-online?q=gamma", products, { query: "gamma", hits: [{ id: third!.id, score: 4 }, { id: first!.id, score: 1 }], nearest: [] });
    await screen.findByText("2 products found for “gamma”");
    expect(names()).toEqual([third!.product_name, first!.product_name]);
    expect(screen.getByLabelText("Sort by")).toHaveValue("relevance");
    expect(second).toBeDefined();
  });

  it("offers the nearest products, the load calculator and the contact page when a search found nothing", async () => {
    const [first] = products;
    renderShop("/shop-online?q=zzz", products, { query: "zzz", hits: [], nearest: [{ id: first!.id, score: 1 }] });
    await screen.findByText("We found nothing for “zzz”.", { exact: false });
    const closest = screen.getByRole("region", { name: "Closest matches" });
    expect(within(closest).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Closest matches", first!.product_name]);
    expect(screen.getByRole("link", { name: /Load calculator/ })).toHaveAttribute("href", "/load-calculator");
    expect(screen.getByRole("link", { name: /Ask our team/ })).toHaveAttribute("href", "/contact-us");
  });

  it("says when the catalogue could not load, with a Retry button", async () => {
    renderShop("/shop-online", null);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("could not load our products");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});

describe("filter drawer", () => {
  it("opens as a dialog with the filters, moves focus in, and gives it back on close", async () => {
    renderShop();
    const opener = await screen.findByRole("button", { name: /^Filters/ });
    expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => opener.focus());
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Filters" });
    expect(dialog.hasAttribute("open")).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/Lithium Inverter Batteries/));
    expect(screen.getByText("1 product found")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Show 1 product" })).toBeInTheDocument();
    // The active filter count shows on the button.
    expect(opener).toHaveTextContent("1");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close filters" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
  });

  it("closes from its done button, keeping the chosen filters", async () => {
    renderShop("/shop-online?madeInIndia=1");
    fireEvent.click(await screen.findByRole("button", { name: /^Filters/ }));
    const dialog = screen.getByRole("dialog", { name: "Filters" });
    expect(within(dialog).getByLabelText("Made in India")).toBeChecked();
    fireEvent.click(within(dialog).getByRole("button", { name: "Show 2 products" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(location).toBe("?madeInIndia=1");
  });

  it("shows 12 products a page, with links to every page that keep the view, and starts again at 1 on a new filter", async () => {
    const many = Array.from({ length: 30 }, (_, index) => item({ product_name: `Model ${String(index + 1).padStart(2, "0")}`, product_discountedPrice: 10_000 + index }));
    renderShop("/shop-online?brand=UrjaVolt&page=3", many);
    expect(names()).toEqual(["Model 25", "Model 26", "Model 27", "Model 28", "Model 29", "Model 30"]);
    const pages = screen.getByRole("navigation", { name: "Product pages" });
    expect(pages).toHaveTextContent("Showing 25–30 of 30");
    expect(within(pages).getByRole("link", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
    expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/shop-online?brand=UrjaVolt#results-title");
    expect(within(pages).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/shop-online?brand=UrjaVolt&page=2#results-title");
    expect(within(pages).queryByRole("link", { name: "Next" })).not.toBeInTheDocument();

    fireEvent.click(within(pages).getByRole("link", { name: "Page 1" }));
    expect(await screen.findByText("Showing 1–12 of 30")).toBeInTheDocument();
    expect(names()).toHaveLength(12);
    fireEvent.click(within(sidebar()).getByRole("checkbox", { name: /Made in India/ }));
    expect(location).not.toContain("page=");
  });

  it("keeps a page past the last one to the last, and shows no pages for one page of products", () => {
    const many = Array.from({ length: 13 }, (_, index) => item({ product_name: `Unit ${index + 1}` }));
    renderShop("/shop-online?page=99", many);
    expect(screen.getByRole("navigation", { name: "Product pages" })).toHaveTextContent("Showing 13–13 of 13");
    cleanup();
    renderShop("/shop-online?page=2");
    expect(screen.queryByRole("navigation", { name: "Product pages" })).not.toBeInTheDocument();
    expect(names()).toHaveLength(3);
  });
});

describe("shop page in Hindi and Punjabi (decision 056)", () => {
  it("says its own words in Hindi, counts 0 as one, and keeps its links in Hindi", async () => {
    renderShop("/shop-online?category=ev&sort=price-asc", products, null, "hi");
    expect(await screen.findByRole("heading", { level: 1, name: "ऑनलाइन खरीदें" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "दोपहिया/तिपहिया EV बैटरियाँ" })).toBeInTheDocument();
    expect(screen.getByText("1 प्रोडक्ट मिला")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "क्रम" })).toHaveDisplayValue("दाम: कम से ज़्यादा");
    expect(screen.getByRole("link", { name: "लोड कैलकुलेटर से जानें" })).toHaveAttribute("href", "/hi/load-calculator");
    const card = screen.getByRole("article");
    expect(within(card).getByRole("link", { name: "Gamma Scooter Pack" })).toHaveAttribute("href", "/hi/productDetail/3");
    expect(within(card).getByRole("button", { name: "कार्ट में डालें" })).toBeInTheDocument();
    expect(within(card).getByText("नया")).toBeInTheDocument();
    fireEvent.click(within(sidebar("फ़िल्टर")).getByLabelText(/लिथियम इन्वर्टर बैटरियाँ/));
    expect(await screen.findByRole("heading", { level: 2, name: "लिथियम इन्वर्टर बैटरियाँ" })).toBeInTheDocument();
    fireEvent.click(within(sidebar("फ़िल्टर")).getByLabelText("सिर्फ़ स्टॉक में उपलब्ध"));
    // Hindi counts 0 as "one" (CLDR).
    expect(await screen.findByText("0 प्रोडक्ट मिला")).toBeInTheDocument();
    expect(screen.getByText("आपकी शर्तों से मेल खाता कोई प्रोडक्ट नहीं मिला।")).toBeInTheDocument();
  });

  it("names the filters, the price bands and the ratings in Punjabi, with no English word of its own left", async () => {
    renderShop("/shop-online", products, null, "pa");
    const panel = sidebar("ਫ਼ਿਲਟਰ");
    for (const legend of ["ਸ਼੍ਰੇਣੀ", "ਬ੍ਰਾਂਡ", "ਸਮਰੱਥਾ", "ਬੈਟਰੀ ਦੀ ਕਿਸਮ", "ਵਾਰੰਟੀ", "ਕੀਮਤ ਦੀ ਹੱਦ", "ਘੱਟੋ-ਘੱਟ ਰੇਟਿੰਗ", "ਉਪਲਬਧਤਾ"]) {
      expect(within(panel).getByRole("group", { name: legend })).toBeInTheDocument();
    }
    expect(within(panel).getByLabelText(/₹30,000 ਤੋਂ ਘੱਟ/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/4★ ਅਤੇ ਉਸ ਤੋਂ ਉੱਪਰ/)).toBeInTheDocument();
    expect(screen.getByText("3 ਉਤਪਾਦ ਮਿਲੇ")).toBeInTheDocument();
    // What is left in English is the products' own data (names, capacities, brands), translated in the console.
    const data = new Set(products.flatMap((product) => [product.product_name, product.product_brand, product.product_capacity, product.product_batteryType, product.product_warranty, ...product.product_features]));
    const words = (panel.textContent ?? "").replace(/[^A-Za-z ]+/g, " ").split(/\s+/).filter((word) => word.length > 2);
    const dataWords = new Set([...data].flatMap((text) => text.split(/[^A-Za-z]+/)));
    expect(words.filter((word) => !dataWords.has(word) && !["EV", "ESS", "UPS"].includes(word))).toEqual([]);
  });
});
