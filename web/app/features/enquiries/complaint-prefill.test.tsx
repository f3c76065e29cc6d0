import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type AccountPrefill, noPrefill } from "@urjavolt/contract/accounts";
import { catalogueProductOptions } from "@urjavolt/contract/enquiries";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { ComplaintForm } from "./complaint-form";
import { InEnglish } from "../../../test/i18n";

const testProducts = catalogueProductOptions([
  { product_name: "2100VA Lithium Inverter", product_category: "inverter", product_category_name: "Lithium-Ion Inverter/UPS", product_capacity: "2100VA" },
]);

const known: AccountPrefill = {
  signedIn: true,
  mobile: "9814055667",
  email: null,
  name: "Asha Rani",
  address: { address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" },
};

/** The prefill's answer, held until the test lets it go, as a slow network would. */
function heldPrefill(answer: AccountPrefill) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = fakeApi({
    "GET account/prefill": async () => {
      await released;
      return { body: answer };
    },
  });
  return { api, release: () => act(async () => release()) };
}

function renderComplaint() {
  const Stub = createRoutesStub([{ path: "/technical-support", Component: () => <ComplaintForm anchor="complaint-form" products={testProducts} /> }]);
  render(<Stub initialEntries={["/technical-support"]} />, { wrapper: InEnglish });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the complaint form filled in from the account (decision 054)", () => {
  it("fills the empty fields and keeps what the customer typed while the answer was on its way", async () => {
    const user = userEvent.setup();
    const { api, release } = heldPrefill(known);
    renderComplaint();
    await user.type(screen.getByLabelText(/^Name/), "Harjit Kaur");
    await release();
    await waitFor(() => expect(screen.getByLabelText(/^Phone/)).toHaveValue("9814055667"));
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Harjit Kaur");
    expect(screen.getByLabelText(/^Pin code/)).toHaveValue("140401");
    // The account knows no e-mail: the field stays empty for the customer.
    expect(screen.getByLabelText(/^Email/)).toHaveValue("");
    expect(api.callsTo("GET account/prefill")).toHaveLength(1);
  });

  it("fills nothing in for a visitor who is not signed in, or when the answer does not come", async () => {
    fakeApi({ "GET account/prefill": { body: noPrefill } });
    renderComplaint();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("");

    vi.restoreAllMocks();
    document.body.innerHTML = "";
    fakeApi({ "GET account/prefill": new Error("offline") });
    renderComplaint();
    await act(async () => {});
    expect(screen.getAllByLabelText(/^Phone/).at(-1)).toHaveValue("");
  });
});

