import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ProductDetail } from "@urjavolt/contract/catalogue";
import type { ReviewList } from "@urjavolt/contract/reviews";
import type { EmiPlan } from "@urjavolt/contract/emi-rules";
import ProductDetailRoute, { loader, meta } from "./product-detail";

type LoaderArgs = Parameters<typeof loader>[0];

const product = {
  id: 2,
  product_name: "Lithium Inverter/UPS 2100VA",
  product_description: "A 2100VA inverter.",
  image: "/images/products/inverter-2100va.svg",
  product_images: ["/images/products/inverter-2100va.svg"],
  product_discountedPrice: 42_999,
  product_stock: 3,
  reviews: 0,
} as ProductDetail;
const firstPage: ReviewList = { reviews: [], total_reviews: 0, distribution: { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 } };

const plans: EmiPlan[] = [{ id: 1, provider: "Test Bank", kind: "credit-card", minAmount: 5_000, tenures: [{ months: 12, annualRate: 12 }] }];

function args(
  productId: string,
  services: { getProduct?: (id: string) => Promise<ProductDetail | null>; find?: () => Promise<ReviewList | null>; emiPlans?: () => Promise<{ plans: EmiPlan[] }> },
) {
  return {
    params: { productId },
    request: new Request(`http://localhost/productDetail/${productId}`),
    context: {
      services: {
        catalogue: { getProduct: services.getProduct ?? (async () => product) }, reviews: { find: services.find ?? (async () => firstPage) },
        emi: { listActive: services.emiPlans ?? (async () => ({ plans: [] })) },
      },
    },
  } as unknown as LoaderArgs;
}

const initOf = (result: unknown) => (result as { init?: ResponseInit | null }).init;

describe("product-detail route", () => {
  it("loads the product and the first page of its reviews", async () => {
    const find = vi.fn(async () => firstPage);
    const result = await loader(args("2", { find }));
    expect(result).toEqual({ product, reviews: firstPage, reviewsError: null, emiFrom: null, battery: null, delivery: null });
    expect(find).toHaveBeenCalledWith(2, { page: 1, limit: 5 });
  });

  it("works out the lowest EMI on the price from the shop's plans, and none without plans or when they cannot be read", async () => {
    // ₹42,999 over 12 months at 12%: ₹3,820.41 a month, so "EMI from ₹3,821".
    expect(await loader(args("2", { emiPlans: async () => ({ plans }) }))).toMatchObject({ emiFrom: { monthly: 3_821, months: 12, noCost: false } });
    // A no-cost plan that takes the price is named instead (decision 045): ₹42,999 over 6 months is ₹7,166.50, read ₹7,167.
    const noCost: EmiPlan = { id: 2, provider: "Test Bank", kind: "no-cost", minAmount: 15_000, tenures: [{ months: 6, annualRate: 0 }] };
    expect(await loader(args("2", { emiPlans: async () => ({ plans: [...plans, noCost] }) }))).toMatchObject({ emiFrom: { monthly: 7_167, months: 6, noCost: true } });
    expect(await loader(args("2", { emiPlans: async () => ({ plans: [{ ...plans[0]!, minAmount: 50_000 }] }) }))).toMatchObject({ emiFrom: null });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await loader(args("2", { emiPlans: async () => Promise.reject(new Error("down")) }))).toMatchObject({ product, emiFrom: null });
  });

  it("answers 404 for an unknown or non-numeric id", async () => {
    for (const id of ["999", "abc"]) {
      const result = await loader(args(id, { getProduct: async () => null }));
      expect(initOf(result)?.status).toBe(404);
    }
  });

  it("still serves the product when its reviews cannot be read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await loader(args("2", { find: async () => Promise.reject(new Error("down")) }));
    expect(result).toMatchObject({ product, reviews: null, reviewsError: expect.stringMatching(/^Failed to load reviews: /) });
  });

  it("titles the page after the product, or Product Not Found", () => {
    // The root's data carries the server's SITE_URL, on which the canonical link and JSON-LD are made.
    const matches = [{ id: "root", loaderData: { promotions: null, siteUrl: "https://www.urjavolt.in" } }];
    const found = meta({ matches, loaderData: { product, reviews: null, reviewsError: null } } as unknown as Parameters<typeof meta>[0]);
    expect(found).toEqual(expect.arrayContaining([{ title: "Lithium Inverter/UPS 2100VA | UrjaVolt" }, { name: "description", content: "A 2100VA inverter." }]));
    expect(found.some((tag) => "script:ld+json" in tag)).toBe(true);
    expect(found).toContainEqual({ tagName: "link", rel: "canonical", href: `https://www.urjavolt.in/productDetail/${product.id}` });
    const missing = meta({ matches, loaderData: { product: null, reviews: null, reviewsError: null } } as unknown as Parameters<typeof meta>[0]);
    expect(missing).toEqual(expect.arrayContaining([{ title: "Product Not Found | UrjaVolt" }]));
    expect(missing.some((tag) => "script:ld+json" in tag)).toBe(false);
  });

  it("shows Product Not Found with a way back home", async () => {
    const Stub = createRoutesStub([{ path: "/productDetail/:productId", Component: ProductDetailRoute, loader: () => ({ product: null, reviews: null, reviewsError: null }) }]);
    render(<Stub initialEntries={["/productDetail/999"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Product Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
});
