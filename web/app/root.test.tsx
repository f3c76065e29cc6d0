import { render, screen } from "@testing-library/react";
import { createRoutesStub, data, type AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PromotionList } from "@urjavolt/contract/promotions";
import App, { ErrorBoundary, loader } from "./root";
import { useLocalize } from "./lib/i18n";

type LoaderArgs = Parameters<typeof loader>[0];

// Only the services the root loader reads; the rest of SiteServices plays no part here.
const args = (context: Omit<Partial<AppLoadContext>, "services"> & { services?: Partial<AppLoadContext["services"]> }, url = "http://localhost/") =>
  ({ context, request: new Request(url), params: {} }) as unknown as LoaderArgs;

describe("root loader", () => {
  it("hands the active offers to the shell", async () => {
    const list: PromotionList = { now: "2025-10-19T10:00:00.000Z", data: [] };
    const result = await loader(args({ services: { promotions: { listActive: async () => list, listShopSlides: async () => ({ now: list.now, data: [] }) } } }));
    expect(result).toMatchObject({ promotions: list, locale: "en" });
  });

  it("reads the page's language from its URL alone and sends that language's messages (decision 056)", async () => {
    const services = { promotions: { listActive: async () => null, listShopSlides: async () => ({ now: "", data: [] }) } } as never;
    const hindi = await loader(args({ services }, "http://localhost/hi/shop-online?x=1"));
    const punjabi = await loader(args({ services }, "http://localhost/pa"));
    const english = await loader(args({ services }, "http://localhost/history"));
    expect([hindi.locale, punjabi.locale, english.locale]).toEqual(["hi", "pa", "en"]);
    expect(Object.keys(hindi.messages).sort()).toEqual(Object.keys(english.messages).sort());
  });

  it("renders without the banner when the offers cannot be loaded", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await loader(
      args({
        services: {
          promotions: {
            listActive: async () => {
              throw new Error("database down");
            },
            listShopSlides: async () => ({ now: "2025-10-19T10:00:00.000Z", data: [] }),
          },
        },
      }),
    );
    expect(result.promotions).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe("root error boundary", () => {
  function Boom(): never {
    throw new Error("kaboom");
  }

  it("shows a friendly page inside the shell for an unexpected error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: () => ({ promotions: null }),
        Component: App,
        ErrorBoundary,
        HydrateFallback: () => null,
        children: [{ path: "/", Component: Boom }],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Customer support" })).toHaveAttribute("href", "/customer-support");
    log.mockRestore();
  });

  it("shows the not-found page for a 404 thrown by a route", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: () => ({ promotions: null }),
        Component: App,
        ErrorBoundary,
        HydrateFallback: () => null,
        children: [
          {
            path: "/",
            loader: () => {
              throw data(null, { status: 404 });
            },
            Component: () => null,
          },
        ],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("main").id).toBe("main");
  });
});

describe("root layout on the staff console", () => {
  it("gives the console, which stays in English, the locale that shared pieces ask for", async () => {
    // Any piece that reads the page's locale (here as the shell's links do) must find one under /admin too.
    function UsesLocale() {
      const localize = useLocalize();
      return <a href={localize("/shop-online")}>Shop</a>;
    }
    const Stub = createRoutesStub([
      {
        id: "root",
        loader: () => ({ promotions: null, locale: "en", messages: {} }),
        Component: App,
        ErrorBoundary,
        HydrateFallback: () => null,
        children: [{ path: "/admin", Component: UsesLocale }],
      },
    ]);
    render(<Stub initialEntries={["/admin"]} />);
    expect(await screen.findByRole("link", { name: "Shop" })).toHaveAttribute("href", "/shop-online");
    // The console brings its own frame: no public header.
    expect(screen.queryByRole("banner")).toBeNull();
  });
});
