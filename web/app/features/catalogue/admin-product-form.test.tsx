import type { AdminProduct } from "@urjavolt/contract/catalogue-admin";
import { GST_RATES, taxMessages } from "@urjavolt/contract/gst";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberAdminSession } from "../../lib/admin-api";
import { productAdminMessages } from "@urjavolt/contract/catalogue-admin";
import { AdminProductForm } from "./admin-product-form";
import { type ApiCall, fakeApi } from "../../../test/fake-api";

const product: AdminProduct = {
  id: 12,
  slug: "uvb-48100",
  model: "UVB-48100",
  name: "48V 100Ah LiFePO4 Battery",
  category: "battery",
  brand: "UrjaVolt",
  description: "A lithium battery for inverters.",
  price: 60_000,
  discountedPrice: 54_999,
  stock: 3,
  reserved: 0,
  version: 4,
  images: [],
  capacity: "48V 100Ah",
  surgeVA: null,
  batteryType: "LiFePO4",
  warranty: "5 Years",
  warrantyMonths: 60,
  features: [],
  specifications: {},
  additionalInfo: {},
  dimensions: null,
  weight: null,
  inTheBox: [],
  madeInIndia: true,
  isNew: false,
  battery: null,
  batteryBankVolts: null,
  hsnCode: "85076000",
  gstRatePercent: 28,
  genericName: "Lithium-ion (LiFePO4) inverter battery",
  netQuantity: "1 N",
  countryOfOrigin: "India",
  manufacturerName: null,
  manufacturerAddress: null,
  importerName: null,
  importerAddress: null,
  bisStandard: "IS 16046 (Part 2) : 2018",
  bisRegistration: null,
  eprRegistration: null,
  declarationsDemo: false,
  installation: false,
  installationFee: 0,
  missingDeclarations: ["dimensions", "weight", "BIS R-number", "EPR registration"],
  rating: 0,
  reviewCount: 0,
  updatedAt: "2026-11-22T08:00:00.000Z",
};

let calls: ApiCall[] = [];

/** The admin API as the form meets it: a create answers the new product, a save answers what was sent. */
function fakeAdminApi() {
  calls = fakeApi({
    "POST admin/products": ({ body }) => ({ status: 201, body: { ...product, ...(body as object), id: 99 } }),
    "PUT admin/products/*": ({ body }) => ({ body: { ...product, ...(body as object), id: product.id } }),
  }).calls;
}

beforeEach(() => {
  rememberAdminSession({ staff: { id: 1, email: "admin@example.in", name: "Admin", role: "admin" }, csrfToken: "csrf-token" });
  fakeAdminApi();
});
afterEach(() => {
  rememberAdminSession(null);
  vi.restoreAllMocks();
});

function CreatedPage() {
  return <p>Created product {useParams().id}</p>;
}

function renderForm(initial: AdminProduct | null) {
  const Stub = createRoutesStub([
    { path: "/admin/products/new", Component: () => <AdminProductForm product={initial} /> },
    { path: "/admin/products/:id", Component: CreatedPage },
  ]);
  return render(<Stub initialEntries={["/admin/products/new"]} />);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const gstRate = () => screen.getByLabelText(/^GST rate/) as HTMLSelectElement;

async function fillNewProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Model code/), "UVI-1100");
  await user.type(field(/^Name/), "Lithium Inverter/UPS 1100VA");
  await user.type(field(/^Description/), "A pure sine wave inverter.");
  await user.type(field(/^Price/), "30000");
  await user.type(field(/^Selling price/), "27499");
  await user.type(field(/^Warranty\b(?! months)/), "2 Years");
  await user.type(field(/^Warranty months/), "24");
  await user.selectOptions(screen.getByLabelText(/^Battery(?! type)/), "external");
  await user.type(field(/^Bank voltage/), "48");
}

describe("AdminProductForm: tax invoice", () => {
  it("groups the HSN code and the GST rate, offering every rate in force", () => {
    renderForm(null);
    const group = screen.getByRole("group", { name: "Tax invoice" });
    const hsn = within(group).getByLabelText(/^HSN code/) as HTMLInputElement;
    expect(hsn.inputMode).toBe("numeric");
    expect(hsn.required).toBe(true);
    const hint = within(group).getByText("4, 6 or 8 digits, printed on the tax invoice");
    expect(hsn.getAttribute("aria-describedby")).toContain(hint.id);
    const options = within(within(group).getByLabelText(/^GST rate/)).getAllByRole("option") as HTMLOptionElement[];
    expect(options.map((option) => option.textContent)).toEqual(GST_RATES.map((rate) => `${rate}%`));
    expect(options.map((option) => option.textContent)).toContain("18%");
  });

  it("starts a new product with its category's tax class and sends it with the product", async () => {
    const user = userEvent.setup();
    renderForm(null);
    // The first category is the inverters': HSN 8504 40 10 at 18%.
    expect((screen.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe("inverter");
    expect(field(/^HSN code/).value).toBe("85044010");
    expect(gstRate().value).toBe("18");
    expect(gstRate().selectedOptions[0]?.textContent).toBe("18%");

    await fillNewProduct(user);
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Created product 99")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "POST", path: "admin/products", body: { model: "UVI-1100", category: "inverter", hsnCode: "85044010", gstRatePercent: 18, battery: "external", batteryBankVolts: 48 } });
  });

  it("asks an inverter what battery it needs, beside the field, and no other product (decision 044)", async () => {
    const user = userEvent.setup();
    renderForm(null);
    await fillNewProduct(user);
    expect(screen.getByText("Needs a 48 V battery bank (not included)")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Battery(?! type)/), "");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Say whether the inverter's battery is built in or a separate bank")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText(/^Category/), "battery");
    expect(screen.queryByRole("group", { name: "Battery" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Create product" }));
    await screen.findByText("Created product 99");
    expect(calls[0]).toMatchObject({ body: { category: "battery", battery: null, batteryBankVolts: null } });
  });

  it("follows the category with the tax class until staff set their own", async () => {
    const user = userEvent.setup();
    renderForm(null);
    await user.selectOptions(screen.getByLabelText(/^Category/), "battery");
    expect(field(/^HSN code/).value).toBe("85076000");
    await user.selectOptions(screen.getByLabelText(/^Category/), "accessory");
    await user.clear(field(/^HSN code/));
    await user.type(field(/^HSN code/), "85363000");
    await user.selectOptions(gstRate(), "12");
    await user.selectOptions(screen.getByLabelText(/^Category/), "inverter");
    expect(field(/^HSN code/).value).toBe("85363000");
    expect(gstRate().value).toBe("12");
  });

  it("refuses an HSN code that is not 4, 6 or 8 digits, beside the field, without calling the API", async () => {
    const user = userEvent.setup();
    renderForm(null);
    await fillNewProduct(user);
    await user.clear(field(/^HSN code/));
    await user.type(field(/^HSN code/), "85076");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    const error = screen.getByText(taxMessages.hsnInvalid);
    expect(field(/^HSN code/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/^HSN code/).getAttribute("aria-describedby")).toContain(error.id);
    expect(document.activeElement).toBe(field(/^HSN code/));
    expect(screen.getByText("Please correct the marked fields.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows an existing product's HSN code and rate, and saves the changes as digits and a number", async () => {
    const user = userEvent.setup();
    renderForm(product);
    expect(field(/^HSN code/).value).toBe("85076000");
    expect(gstRate().value).toBe("28");

    await user.clear(field(/^HSN code/));
    await user.type(field(/^HSN code/), "8507 60");
    await user.selectOptions(gstRate(), "12%");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText(/^Product saved/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "PUT", path: "admin/products/12", body: { hsnCode: "850760", gstRatePercent: 12 } });
    // The saved product's values stay in the form.
    expect(field(/^HSN code/).value).toBe("850760");
    expect(gstRate().value).toBe("12");
  });
});

describe("AdminProductForm: stock and concurrent edits (decision 033)", () => {
  it("asks a new product for its opening stock and sends it", async () => {
    const user = userEvent.setup();
    renderForm(null);
    await fillNewProduct(user);
    await user.clear(field(/^Opening stock/));
    await user.type(field(/^Opening stock/), "12");
    await user.click(screen.getByRole("button", { name: "Create product" }));
    expect(await screen.findByText("Created product 99")).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ stock: 12 });
    expect(calls[0]!.body).not.toHaveProperty("version");
  });

  it("never edits or sends an existing product's stock, and sends the version it edits", async () => {
    const user = userEvent.setup();
    renderForm(product);
    expect(screen.queryByLabelText(/stock/i)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText(/^Product saved/)).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ version: 4 });
    expect(calls[0]!.body).not.toHaveProperty("stock");
  });

  it("says so, and offers a reload, when someone changed the product meanwhile", async () => {
    fakeApi({ "PUT admin/products/*": () => ({ status: 409, body: { message: productAdminMessages.changedMeanwhile } }) });
    const user = userEvent.setup();
    renderForm(product);
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText(productAdminMessages.changedMeanwhile)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload the product" })).toBeInTheDocument();
  });
});

describe("AdminProductForm: declarations (decision 051)", () => {
  it("shows what is still missing, and sends the declarations typed, an empty box as none", async () => {
    const user = userEvent.setup();
    renderForm(product);
    const group = screen.getByRole("group", { name: "Declarations" });
    expect(within(group).getByText("Still missing: dimensions, weight, BIS R-number, EPR registration.")).toBeInTheDocument();
    expect(within(group).queryByText(/Demo values/)).toBeNull();
    expect((within(group).getByLabelText(/^Net quantity/) as HTMLInputElement).value).toBe("1 N");
    await user.type(within(group).getByLabelText(/^BIS R-number/), "R-41001234");
    await user.type(within(group).getByLabelText(/^EPR registration number/), "EPR-BWM-PB-2025-0007");
    await user.clear(within(group).getByLabelText(/^Generic name/));
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText(/^Product saved/)).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({
      genericName: null,
      netQuantity: "1 N",
      countryOfOrigin: "India",
      manufacturerName: null,
      bisRegistration: "R-41001234",
      eprRegistration: "EPR-BWM-PB-2025-0007",
      declarationsDemo: false,
    });
  });

  it("refuses a malformed BIS R-number beside its field, without calling the API", async () => {
    const user = userEvent.setup();
    renderForm(product);
    await user.type(field(/^BIS R-number/), "41001234");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("Enter the BIS registration as R- and eight digits, for example R-41012345")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("marks a demo product's invented declarations as demo, until staff untick the box", async () => {
    const user = userEvent.setup();
    renderForm({ ...product, declarationsDemo: true, missingDeclarations: [] });
    const group = screen.getByRole("group", { name: "Declarations" });
    expect(within(group).getByText(/were invented for the demo catalogue/)).toBeInTheDocument();
    const demo = within(group).getByRole("checkbox", { name: "Demo values" });
    expect(demo).toBeChecked();
    await user.click(demo);
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText(/^Product saved/)).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ declarationsDemo: false });
    // The saved product is no longer demo: the notice is gone.
    expect(screen.queryByText(/were invented for the demo catalogue/)).toBeNull();
  });
});

describe("AdminProductForm: boxes", () => {
  it("keeps a ticked box ticked as the form hydrates, and sends it as true", async () => {
    const user = userEvent.setup();
    renderForm({ ...product, madeInIndia: true, isNew: true });
    expect(screen.getByRole("checkbox", { name: "Made in India" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "New" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText(/^Product saved/)).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ madeInIndia: true, isNew: true });
  });
});
