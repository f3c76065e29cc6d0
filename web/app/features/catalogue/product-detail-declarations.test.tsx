import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { companyManufacturer, consumerCare } from "@urjavolt/contract/catalogue-declarations";
import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogueItem } from "../../../test/catalogue-item";
import { inRouter } from "../../../test/in-router";
import { ProductDeclarations, RETURNS_SUMMARY, OLD_BATTERY_SUMMARY } from "./product-detail-declarations";

function product(overrides: Partial<ProductDetail["declarations"]> = {}, fields: Partial<ProductDetail> = {}): ProductDetail {
  const item = catalogueItem({ model: "UVB-48-100", product_brand: "UrjaVolt", product_price: 84_999, product_discountedPrice: 74_999, product_category: "battery" });
  return {
    ...item,
    product_title: item.product_name,
    product_images: [item.image],
    product_specs: {},
    additional_info: {},
    dimensions: "480 x 440 x 180 mm",
    weight: "42 kg",
    warranty: "5 Years",
    what_is_in_box: [],
    installation: null,
    declarations: {
      generic_name: "Lithium-ion (LiFePO4) inverter battery",
      net_quantity: "1 N",
      country_of_origin: "India",
      manufacturer: { ...companyManufacturer },
      importer: null,
      bis_standard: "IS 16046 (Part 2) : 2018",
      bis_registration: "R-41990012",
      epr_registration: "EPR-BWM-PB-2024-0012",
      ...overrides,
    },
    ...fields,
  };
}

/** The row's value by its term, as a shopper reads the list. */
function valueOf(term: string): string {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling!.textContent!;
}

describe("the product page's declarations (decision 051)", () => {
  it("states what the Legal Metrology rules ask, first in view: generic name, brand and model, net quantity, MRP with all taxes beside our price, origin", () => {
    render(inRouter(<ProductDeclarations product={product()} />));
    const section = screen.getByRole("region", { name: "Product declarations" });
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("Product declarations");
    expect(valueOf("Generic name")).toBe("Lithium-ion (LiFePO4) inverter battery");
    expect(valueOf("Brand and model")).toBe("UrjaVolt, model UVB-48-100");
    expect(valueOf("Net quantity")).toBe("1 N");
    expect(valueOf("MRP")).toBe("₹84,999 (inclusive of all taxes); our price ₹74,999");
    expect(valueOf("Country of origin")).toBe("India");
  });

  it("keeps the rest in a details element that opens without a script: size, maker, consumer care, BIS, EPR with its QR code, warranty and returns with their links", () => {
    render(inRouter(<ProductDeclarations product={product()} />));
    const details = screen.getByText(/^Size, maker, consumer care/).closest("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(valueOf("Dimensions")).toBe("480 x 440 x 180 mm");
    expect(valueOf("Weight")).toBe("42 kg");
    expect(valueOf("Manufactured by")).toBe(`${companyManufacturer.name}, ${companyManufacturer.address}`);
    expect(screen.queryByText("Imported by")).not.toBeInTheDocument();
    expect(valueOf("Consumer care")).toContain(consumerCare.address);
    expect(within(details).getByRole("link", { name: consumerCare.phone.display })).toHaveAttribute("href", `tel:${consumerCare.phone.tel}`);
    expect(within(details).getByRole("link", { name: consumerCare.email })).toHaveAttribute("href", `mailto:${consumerCare.email}`);
    expect(valueOf("BIS certification")).toBe("IS 16046 (Part 2) : 2018; registration R-41990012");
    expect(valueOf("EPR registration")).toContain("EPR-BWM-PB-2024-0012");
    const qr = within(details).getByRole("img", { name: "QR code of EPR registration EPR-BWM-PB-2024-0012" });
    expect(qr).toHaveAttribute("src", expect.stringMatching(/^\/api\/v1\/productData\/\d+\/epr-qr\.svg$/));
    expect(valueOf("Warranty")).toMatch(/^5 Years manufacturer's warranty/);
    expect(within(details).getByRole("link", { name: "Warranty terms" })).toHaveAttribute("href", "/termsandconditions#warranty");
    expect(valueOf("Returns and cancellation")).toContain(RETURNS_SUMMARY);
    expect(within(details).getByRole("link", { name: "Cancellation and Refund Policy" })).toHaveAttribute("href", "/cancellationrefundpolicy#at-a-glance");
    // How to return an old battery (Battery Waste Management Rules, 2022), with the policy's section.
    expect(valueOf("Your old battery")).toContain(OLD_BATTERY_SUMMARY);
    expect(within(details).getByRole("link", { name: "Returning an old battery" })).toHaveAttribute("href", "/cancellationrefundpolicy#old-batteries");
  });

  it("names an importer and another maker when staff gave them, and says plainly what is not declared yet", () => {
    render(
      inRouter(
        <ProductDeclarations
          product={product(
            { country_of_origin: "China", manufacturer: { name: "Shenzhen Cells Co.", address: "Shenzhen, China" }, importer: { name: "Panchnad Power Systems Pvt. Ltd.", address: "Chandigarh" }, generic_name: null, bis_standard: null, bis_registration: null, epr_registration: null },
            { dimensions: null },
          )}
        />,
      ),
    );
    expect(valueOf("Manufactured by")).toBe("Shenzhen Cells Co., Shenzhen, China");
    expect(valueOf("Imported by")).toBe("Panchnad Power Systems Pvt. Ltd., Chandigarh");
    expect(valueOf("Generic name")).toBe("Not declared yet");
    expect(valueOf("Dimensions")).toBe("Not declared yet");
    expect(screen.queryByText("EPR registration")).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("is in the server's HTML, with no stock in it (decision 049)", () => {
    const Stub = createRoutesStub([{ path: "*", Component: () => <ProductDeclarations product={product({}, { product_stock: 3 })} /> }]);
    const html = renderToString(<Stub />);
    expect(html).toContain("Product declarations");
    expect(html).toContain("<details");
    expect(html).toContain("R-41990012");
    expect(html).not.toMatch(/in stock|only 3/i);
  });
});
