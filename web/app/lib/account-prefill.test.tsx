import { act, waitFor } from "@testing-library/react";
import type { AccountPrefill } from "@urjavolt/contract/accounts";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fakeApi } from "../../test/fake-api";
import { useAccountPrefill } from "./account-prefill";
import { beforeHydrationScript, hydrationStarts } from "./before-hydration";
import { defineForm, useRouteForm } from "./route-form";

const known: AccountPrefill = {
  signedIn: true,
  mobile: "9814055667",
  email: null,
  name: "Asha Rani",
  address: { address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" },
};

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.hydrating;
});

const spec = defineForm({
  name: "test",
  schema: z.object({ name: z.string(), mobile: z.string() }),
  initial: { name: "", mobile: "" },
  fallback: "An error occurred. Please try again.",
});

function PrefilledForm() {
  const form = useRouteForm(spec, { action: "/" });
  useAccountPrefill((account) => form.fillBlank({ name: account.name ?? "", mobile: account.mobile ?? "" }));
  return (
    <form {...form.formProps} aria-label="Test">
      <input aria-label="Name" {...form.field("name")} />
      <input aria-label="Mobile" {...form.field("mobile")} />
    </form>
  );
}

describe("a form filled in from the account as the page hydrates", () => {
  it("keeps the text typed before the scripts came, a tap being a promise", async () => {
    fakeApi({ "GET account/prefill": { body: known } });
    const Page = createRoutesStub([{ path: "/", Component: PrefilledForm }]);
    document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
    new Function(beforeHydrationScript)();
    const root = document.getElementById("root")!;
    const input = (label: string) => root.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
    input("Name").value = "Typed Early";
    hydrationStarts();
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    await waitFor(() => expect(input("Mobile").value).toBe("9814055667"));
    expect(input("Name").value).toBe("Typed Early");
    document.body.innerHTML = "";
  });
});
