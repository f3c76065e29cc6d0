import { act, fireEvent } from "@testing-library/react";
import { type FormEvent, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { beforeHydrationScript, hydrationStarts } from "./before-hydration";
import { defineForm, useRouteForm } from "./route-form";

const spec = defineForm({
  name: "test",
  schema: z.object({ name: z.string().min(1, "Name is required"), city: z.string().min(1, "City is required") }),
  initial: { name: "", city: "" },
  fallback: "An error occurred. Please try again.",
});

/** A form only the page's scripts send (no action), as checkout and the review form are. */
function TestForm() {
  const form = useRouteForm(spec);
  const [sent, setSent] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = form.validate();
    if (data) setSent(`${data.name} from ${data.city}`);
  };
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-label="Test">
      <input aria-label="Name" {...form.field("name")} />
      <input aria-label="City" {...form.field("city")} />
      <button type="submit">Send</button>
      <output>{sent ?? Object.values(form.errors).join(", ")}</output>
    </form>
  );
}

const Page = createRoutesStub([{ path: "/", Component: TestForm }]);

/** The server's HTML in the document, as a visitor sees it before the scripts run. */
function serverPage() {
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  // The guard the root layout puts in the page's head.
  new Function(beforeHydrationScript)();
  const root = document.getElementById("root")!;
  const input = (label: string) => root.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
  return { root, input };
}

afterEach(() => {
  delete document.documentElement.dataset.hydrating;
  document.body.innerHTML = "";
});

describe("a script-only form before and after hydration", () => {
  it("takes over what the visitor typed before the page hydrated", async () => {
    const { root, input } = serverPage();
    input("Name").value = "Asha Rani";
    hydrationStarts();
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    await act(async () => {
      fireEvent.change(input("City"), { target: { value: "Rajpura" } });
    });
    // The name typed early is still there after another field changed, and goes with the form.
    expect(input("Name").value).toBe("Asha Rani");
    await act(async () => {
      root.querySelector("form")!.requestSubmit();
    });
    expect(root.querySelector("output")!.textContent).toBe("Asha Rani from Rajpura");
  });

  it("holds a submit pressed before hydration, and sends the form once it has hydrated", async () => {
    const { root, input } = serverPage();
    input("Name").value = "Vikram Gill";
    input("City").value = "Mohali";
    const native = new Event("submit", { bubbles: true, cancelable: true });
    root.querySelector("form")!.dispatchEvent(native);
    // The browser's own submit (a reload with the fields in the address) did not happen.
    expect(native.defaultPrevented).toBe(true);
    hydrationStarts();
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    expect(root.querySelector("output")!.textContent).toBe("Vikram Gill from Mohali");
  });
});
