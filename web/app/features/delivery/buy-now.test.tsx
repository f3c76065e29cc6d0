import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCart, writeCart } from "../../lib/cart-store";
import { BuyNow, type BuyNowProduct, type DeliveryOutcome } from "./buy-now";
import { fakeApi } from "../../../test/fake-api";
import { InEnglish } from "../../../test/i18n";

const inverter: BuyNowProduct = {
  id: 1,
  product_name: "Lithium Inverter/UPS 1100VA",
  product_description: "A 1100VA pure sine wave inverter/UPS with a built-in battery.",
  product_price: 32_999,
  product_discountedPrice: 27_499,
  product_stock: 8,
  image: "/images/products/inverter-1100va.svg",
  product_warranty: "5 Years",
};

function Checkout() {
  const location = useLocation();
  return <p>Checkout page {location.search}</p>;
}

function renderBuyNow(product: BuyNowProduct = inverter, checked: DeliveryOutcome | null = null) {
  const Stub = createRoutesStub([
    { path: "/buy-now/:productId", Component: () => <BuyNow product={product} checked={checked} /> },
    { path: "/checkout", Component: Checkout },
  ]);
  return render(<Stub initialEntries={[`/buy-now/${product.id}`]} />, { wrapper: InEnglish });
}

/** The server's answer to GET /api/v1/delivery/:pincode, for the pincodes given as deliverable. */
function fakeDeliveryApi(deliverable: string[]) {
  return fakeApi({
    "GET delivery/*": ({ path }) => {
      const pincode = path.slice("delivery/".length);
      return { body: { pincode, deliverable: deliverable.includes(pincode) } };
    },
  });
}

const field = () => screen.getByLabelText(/Delivery pincode/) as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: "Check Delivery and Buy" }) as HTMLButtonElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("buy now", () => {
  it("shows the product's price, stock and description", () => {
    renderBuyNow();
    expect(screen.getByRole("heading", { level: 2, name: inverter.product_name })).toBeInTheDocument();
    expect(screen.getByText("₹27,499")).toBeInTheDocument();
    expect(screen.getByText("17% OFF")).toBeInTheDocument();
    expect(screen.getByText("In stock: 8 available")).toBeInTheDocument();
    expect(screen.getByText(inverter.product_description)).toBeInTheDocument();
  });

  it("says only \"In stock\" from 10 units up, as the kept page carries no more than 10 (decision 049)", () => {
    renderBuyNow({ ...inverter, product_stock: 10 });
    expect(screen.getByText("In stock")).toBeInTheDocument();
    expect(screen.queryByText(/available/)).not.toBeInTheDocument();
  });

  it("keeps only digits in the pincode, six at most", async () => {
    const user = userEvent.setup();
    renderBuyNow();
    await user.type(field(), "14a0-40 19");
    expect(field().value).toBe("140401");
  });

  it("takes a pasted pincode with a space in it", async () => {
    const user = userEvent.setup();
    const api = fakeDeliveryApi(["140401"]);
    renderBuyNow();
    await user.click(field());
    await user.paste("140 401");
    expect(field().value).toBe("140401");
    await user.click(submit());
    expect(await screen.findByRole("status")).toHaveTextContent("deliverable to 140401");
    expect(api.calls).toMatchObject([{ method: "GET", path: "delivery/140401" }]);
  });

  it("keeps a pincode typed before the page hydrated, and checks it when Check is pressed", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("@testing-library/react");
    const api = fakeDeliveryApi(["140401"]);
    const page = () => (
      <InEnglish>
        {createElement(createRoutesStub([{ path: "/buy-now/:productId", Component: () => <BuyNow product={inverter} checked={null} /> }]), {
          initialEntries: ["/buy-now/1"],
        })}
      </InEnglish>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    document.body.append(container);
    try {
      // The visitor types into the server's HTML; React then takes the field as it finds it.
      field().value = "110001";
      await act(async () => {
        hydrateRoot(container, page());
      });
      expect(field()).toHaveValue("110001");
      await act(async () => submit().click());
      expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, this product is not deliverable to your pincode.");
      expect(field()).toHaveValue("110001");
      expect(api.calls).toMatchObject([{ method: "GET", path: "delivery/110001" }]);
    } finally {
      container.remove();
    }
  });

  it("refuses a short pincode without asking the server, tied to the field", async () => {
    const user = userEvent.setup();
    const api = fakeDeliveryApi([]);
    renderBuyNow();
    await user.type(field(), "1404");
    await user.click(submit());
    expect(api.calls).toEqual([]);
    const error = screen.getByText("Please enter a valid 6-digit pincode");
    expect(field().getAttribute("aria-describedby")).toContain(error.id);
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(document.activeElement).toBe(field());
  });

  it("says so when the pincode is not one we deliver to, and leaves the cart alone", async () => {
    const user = userEvent.setup();
    const api = fakeDeliveryApi(["140401"]);
    renderBuyNow();
    await user.type(field(), "110001");
    await user.click(submit());
    expect((await screen.findByRole("alert"))).toHaveTextContent("Sorry, this product is not deliverable to your pincode.");
    expect(api.calls).toMatchObject([{ method: "GET", path: "delivery/110001" }]);
    expect(readCart()).toEqual([]);
  });

  it("adds the product once and goes to checkout with the pincode after a second", async () => {
    const user = userEvent.setup();
    fakeDeliveryApi(["140401", "140402", "140403"]);
    writeCart([]);
    renderBuyNow();
    await user.type(field(), "140402");
    await user.click(submit());
    expect((await screen.findByRole("status"))).toHaveTextContent("Success! Lithium Inverter/UPS 1100VA is deliverable to 140402. Proceeding to checkout.");
    expect(readCart()).toEqual([
      { id: 1, product_name: inverter.product_name, product_discountedPrice: 27_499, quantity: 1, image: inverter.image, product_stock: 8 },
    ]);
    expect(submit()).toBeDisabled();
    expect(screen.queryByText(/Checkout page/)).not.toBeInTheDocument();
    expect((await screen.findByText(/Checkout page/, undefined, { timeout: 2000 })).textContent).toBe("Checkout page ?pincode=140402");
  });

  it("does not add a second one when the product is already in the cart", async () => {
    const user = userEvent.setup();
    fakeDeliveryApi(["140401"]);
    writeCart([{ id: 1, product_name: inverter.product_name, product_discountedPrice: 27_499, quantity: 2, image: inverter.image, product_stock: 8 }]);
    renderBuyNow();
    await user.type(field(), "140401");
    await user.click(submit());
    await screen.findByRole("status");
    expect(readCart()[0]?.quantity).toBe(2);
  });

  it("shows the server's message when the check fails", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET delivery/*": new TypeError("offline") });
    renderBuyNow();
    await user.type(field(), "140401");
    await user.click(submit());
    expect((await screen.findByRole("alert"))).toHaveTextContent("We could not check delivery just now. Please try again.");
  });

  it("is a GET of its own page, so the server answers a check sent before the scripts or without them", () => {
    renderBuyNow();
    const form = field().closest("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/buy-now/1");
  });

  it("carries on to the cart and checkout with a success the server found before the scripts ran", async () => {
    writeCart([]);
    renderBuyNow(inverter, { kind: "success", message: "Success! Lithium Inverter/UPS 1100VA is deliverable to 140401. Proceeding to checkout.", field: false, pincode: "140401" });
    expect(screen.getByRole("status")).toHaveTextContent("deliverable to 140401");
    expect(field()).toHaveValue("140401");
    expect(readCart()).toHaveLength(1);
    expect((await screen.findByText(/Checkout page/, undefined, { timeout: 2000 })).textContent).toBe("Checkout page ?pincode=140401");
  });

  it("shows the server's refusal of a check sent without the scripts, beside the field when it is about the pincode", () => {
    renderBuyNow(inverter, { kind: "error", message: "Please enter a valid 6-digit pincode", field: true, pincode: "1404" });
    expect(field()).toHaveValue("1404");
    expect(field()).toHaveAccessibleDescription(/Please enter a valid 6-digit pincode/);
    expect(readCart()).toEqual([]);
  });

  it("disables the form and its button when the product is out of stock", () => {
    renderBuyNow({ ...inverter, product_stock: 0 });
    expect(screen.getByText("Out of Stock")).toBeInTheDocument();
    expect(field()).toBeDisabled();
    expect(submit()).toBeDisabled();
    expect(screen.getByText("Lithium Inverter/UPS 1100VA is out of stock")).toBeInTheDocument();
  });
});
