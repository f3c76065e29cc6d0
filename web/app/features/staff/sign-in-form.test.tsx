import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api";
import { inRouter } from "../../../test/in-router";
import { rememberAdminSession } from "../../lib/admin-api";
import { SignInForm } from "./sign-in-form";

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

describe("SignInForm", () => {
  it("shows every missing field's message, focuses the first and sends nothing", async () => {
    const api = fakeApi({});
    const onSignedIn = vi.fn();
    render(inRouter(<SignInForm onSignedIn={onSignedIn} />));
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByText("E-mail is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(api.calls).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("signs in with the e-mail and password as typed", async () => {
    const api = fakeApi({ "POST admin/session": { body: { staff: { id: 1, email: "ravi@staff.test", name: "Ravi", role: "admin" }, csrfToken: "token" } } });
    const onSignedIn = vi.fn();
    render(inRouter(<SignInForm onSignedIn={onSignedIn} />));
    await userEvent.type(screen.getByLabelText(/^E-mail/), "Ravi@Staff.test");
    await userEvent.type(screen.getByLabelText(/^Password/), "correct horse");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.callsTo("POST admin/session")[0]!.body).toEqual({ email: "ravi@staff.test", password: "correct horse" });
  });

  it("on a refusal says why, empties the password and puts focus there", async () => {
    fakeApi({ "POST admin/session": { status: 401, body: { message: "Wrong e-mail or password" } } });
    render(inRouter(<SignInForm onSignedIn={() => {}} />));
    await userEvent.type(screen.getByLabelText(/^E-mail/), "ravi@staff.test");
    await userEvent.type(screen.getByLabelText(/^Password/), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong e-mail or password");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("");
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue("ravi@staff.test");
  });
});
