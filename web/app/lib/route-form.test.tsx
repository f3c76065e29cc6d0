import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { MOBILE_INPUT_MAX, cleanMobile, mobileNumber } from "@urjavolt/contract/form-rules";
import { FORM_NAME_FIELD, type FormReply, formClientAction, formNameField } from "./form-reply";
import { defineForm, useRouteForm } from "./route-form";

const spec = defineForm({
  name: "note",
  schema: z.strictObject({ title: z.string({ error: "Title is required" }).min(2, { error: "Too short" }), body: z.string().optional() }),
  initial: { title: "", body: "" },
  fallback: "An error occurred. Please try again.",
});

function NoteForm() {
  const form = useRouteForm<typeof spec.schema, typeof spec.initial, { id: number }>(spec, { action: "/notes" });
  return (
    <form aria-label="Note" {...form.formProps}>
      <input {...formNameField(spec)} />
      <label>
        Title
        <input {...form.field("title")} aria-invalid={form.errors.title ? true : undefined} />
      </label>
      {form.errors.title ? <p>{form.errors.title}</p> : null}
      <label>
        Body
        <input {...form.field("body")} />
      </label>
      {form.outcome?.status === "refused" ? <p role="alert">{form.outcome.message}</p> : null}
      {form.outcome?.status === "done" ? <p role="status">Saved note {form.outcome.result.id}</p> : null}
      <button type="submit">{form.sending ? "Saving..." : "Save"}</button>
    </form>
  );
}

function renderForm(action: (body: FormData) => Promise<FormReply<{ id: number }>>) {
  const Stub = createRoutesStub([
    {
      path: "/notes",
      Component: NoteForm,
      action: async ({ request }) => action(await request.formData()),
    },
  ]);
  return render(<Stub initialEntries={["/notes"]} />);
}

describe("useRouteForm", () => {
  it("renders a real post to its action, so the browser can send it without the scripts", () => {
    renderForm(async () => ({ form: "note", status: "done", result: { id: 1 }, values: {} }));
    const form = screen.getByRole("form", { name: "Note" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/notes");
    expect(form.querySelector(`input[name="${FORM_NAME_FIELD}"]`)).toHaveValue("note");
  });

  it("checks the schema before sending: every message, focus on the first field in error, nothing posted", async () => {
    const action = vi.fn(async () => ({ form: "note", status: "done" as const, result: { id: 1 }, values: {} }));
    renderForm(action);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill out all required fields correctly.");
    expect(screen.getByText("Title is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
    // An edit clears that field's message.
    await userEvent.type(screen.getByLabelText("Title"), "A");
    expect(screen.queryByText("Title is required")).not.toBeInTheDocument();
  });

  it("posts through a fetcher, shows the result and clears the form", async () => {
    const action = vi.fn(async (body: FormData) => {
      expect(Object.fromEntries(body)).toEqual({ [FORM_NAME_FIELD]: "note", title: "Shopping", body: "" });
      return { form: "note", status: "done" as const, result: { id: 7 }, values: {} };
    });
    renderForm(action);
    await userEvent.type(screen.getByLabelText("Title"), "Shopping");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Saved note 7");
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("shows the action's refusal with its field messages and keeps what was typed", async () => {
    renderForm(async () => ({ form: "note", status: "refused", message: "This title is taken", errors: { title: "Taken" }, values: {} }));
    await userEvent.type(screen.getByLabelText("Title"), "Shopping");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This title is taken");
    expect(screen.getByText("Taken")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Shopping");
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveFocus());
  });
});

describe("what was chosen before the page hydrated", () => {
  const choices = defineForm({
    name: "choices",
    schema: z.strictObject({ stars: z.string(), agree: z.string().optional(), note: z.string().optional() }),
    initial: { stars: "", agree: "", note: "" },
    fallback: "An error occurred. Please try again.",
  });

  function ChoicesForm() {
    const form = useRouteForm<typeof choices.schema, typeof choices.initial, never>(choices, { action: "/choices" });
    return (
      <form aria-label="Choices" {...form.formProps}>
        {["1", "2", "3"].map((value) => (
          <label key={value}>
            {value} stars
            <input type="radio" name="stars" value={value} checked={form.values.stars === value} onChange={form.onChange} />
          </label>
        ))}
        <label>
          I agree
          <input type="checkbox" name="agree" value="yes" checked={form.values.agree === "yes"} onChange={(event) => form.setValue("agree", event.currentTarget.checked ? "yes" : "")} />
        </label>
        <label>
          Note
          <input {...form.field("note")} />
        </label>
        <output>{`${form.values.stars}|${form.values.agree}|${form.values.note}`}</output>
      </form>
    );
  }

  it("takes over a radio picked, a box ticked and text typed in the server's HTML", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("@testing-library/react");
    const routes = [{ path: "/choices", Component: ChoicesForm }];
    const container = document.createElement("div");
    container.innerHTML = renderToString(createElement(createRoutesStub(routes), { initialEntries: ["/choices"] }));
    document.body.append(container);
    // The visitor acts on the server's HTML before React is there.
    container.querySelector<HTMLInputElement>('input[value="2"]')!.checked = true;
    container.querySelector<HTMLInputElement>('input[name="agree"]')!.checked = true;
    container.querySelector<HTMLInputElement>('input[name="note"]')!.value = "Before";
    await act(async () => {
      hydrateRoot(container, createElement(createRoutesStub(routes), { initialEntries: ["/choices"] }));
    });
    expect(container.querySelector("output")).toHaveTextContent("2|yes|Before");
    expect(container.querySelector<HTMLInputElement>('input[value="2"]')).toBeChecked();
    expect(container.querySelector<HTMLInputElement>('input[name="agree"]')).toBeChecked();
    container.remove();
  });
});

describe("a field with a rule for what is typed or pasted", () => {
  const callback = defineForm({
    name: "callback",
    schema: z.strictObject({ mobile: mobileNumber({ required: "Mobile number is required", invalid: "Mobile number must be 10 digits" }) }),
    initial: { mobile: "" },
    fallback: "An error occurred. Please try again.",
    clean: { mobile: cleanMobile },
  });

  function CallbackForm() {
    const form = useRouteForm<typeof callback.schema, typeof callback.initial, never>(callback, { action: "/callback" });
    return (
      <form aria-label="Callback" {...form.formProps}>
        <label>
          Mobile
          <input {...form.field("mobile")} maxLength={MOBILE_INPUT_MAX} />
        </label>
        <output>{form.values.mobile}</output>
      </form>
    );
  }
  const routes = [{ path: "/callback", Component: CallbackForm }];

  it("cleans a pasted mobile number as it arrives", async () => {
    const Stub = createRoutesStub(routes);
    render(<Stub initialEntries={["/callback"]} />);
    await userEvent.click(screen.getByLabelText("Mobile"));
    await userEvent.paste("+91 98765-43210");
    expect(screen.getByLabelText("Mobile")).toHaveValue("9876543210");
  });

  it("cleans what was pasted before the page hydrated as it takes it over", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("@testing-library/react");
    const container = document.createElement("div");
    container.innerHTML = renderToString(createElement(createRoutesStub(routes), { initialEntries: ["/callback"] }));
    document.body.append(container);
    try {
      container.querySelector<HTMLInputElement>('input[name="mobile"]')!.value = "098765 43210";
      await act(async () => {
        hydrateRoot(container, createElement(createRoutesStub(routes), { initialEntries: ["/callback"] }));
      });
      expect(container.querySelector("output")).toHaveTextContent("9876543210");
      expect(container.querySelector<HTMLInputElement>('input[name="mobile"]')).toHaveValue("9876543210");
    } finally {
      container.remove();
    }
  });
});

describe("formClientAction", () => {
  const request = () => {
    const body = new FormData();
    body.append(FORM_NAME_FIELD, "note");
    return new Request("http://site/notes", { method: "POST", body });
  };

  it("passes the action's answer through", async () => {
    const reply = { form: "note", status: "done", result: { id: 1 }, values: {} };
    expect(await formClientAction([spec])({ request: request(), serverAction: async () => reply })).toBe(reply);
  });

  it("passes a redirect the action answers on to the router", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/notes/1" } });
    await expect(formClientAction([spec])({ request: request(), serverAction: () => Promise.reject(redirect) })).rejects.toBe(redirect);
  });

  it("turns a request that got no answer into the form's fallback, and a foreign answer into the non-JSON message", async () => {
    const clientAction = formClientAction([spec]);
    expect(await clientAction({ request: request(), serverAction: () => Promise.reject(new TypeError("Failed to fetch")) })).toMatchObject({
      form: "note",
      status: "refused",
      message: "An error occurred. Please try again.",
    });
    expect(await clientAction({ request: request(), serverAction: () => Promise.reject(new SyntaxError("Unexpected token <")) })).toMatchObject({
      message: "Server returned non-JSON response. Please check the API endpoint.",
    });
  });
});
