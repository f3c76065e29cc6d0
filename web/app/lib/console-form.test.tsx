import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { inRouter } from "../../test/in-router";
import { ConsoleNotice, SubmitButton } from "../components/admin/admin-page";
import { TextField } from "../components/form-field";
import { ApiError } from "./api-client";
import { type ConsoleFormOptions, type Notice, type NoticeState, useConsoleAction, useConsoleForm } from "./console-form";
import { defineForm } from "./route-form";

const spec = defineForm({
  name: "holiday",
  schema: z.strictObject({
    date: z.string({ error: "Date is required" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Date must look like 2026-10-20" }),
    name: z.string({ error: "Name is required" }).min(2, { error: "Name is too short" }),
  }),
  initial: { date: "", name: "" },
  fallback: "",
});
type Input = z.output<typeof spec.schema>;
type Options = Omit<ConsoleFormOptions<typeof spec.schema, typeof spec.initial, { id: number }>, "failure"> & { failure?: string };

/** `ownNotice`: the form shows its notice itself (not when a parent holds and shows it). */
function HolidayForm({ ownNotice = true, ...options }: Options & { ownNotice?: boolean }) {
  const form = useConsoleForm(spec, { failure: "Could not add the holiday", ...options });
  return (
    <form {...form.formProps} aria-label="Add a holiday">
      {ownNotice ? <ConsoleNotice notice={form.notice} /> : null}
      <TextField label="Date" required {...form.field("date")} />
      <TextField label="Name" required {...form.field("name")} />
      <SubmitButton busy={form.busy} busyLabel="Adding…">
        Add the holiday
      </SubmitButton>
    </form>
  );
}

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fill(date: string, name: string) {
  if (date) await userEvent.type(screen.getByLabelText(/^Date/), date);
  if (name) await userEvent.type(screen.getByLabelText(/^Name/), name);
}

const submit = () => userEvent.click(screen.getByRole("button", { name: /Add the holiday|Adding…/ }));

describe("useConsoleForm", () => {
  it("checks every rule first: each field's message, focus on the first, the `invalid` notice, nothing sent", async () => {
    const send = vi.fn(async () => ({ id: 1 }));
    render(inRouter(<HolidayForm send={send} invalid="Please correct the marked fields." />));
    await fill("", "D");
    await submit();
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription("Date is required");
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription("Name is too short");
    expect(screen.getByLabelText(/^Date/)).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the marked fields.");
    expect(send).not.toHaveBeenCalled();
  });

  it("without `invalid`, lets the fields' messages alone say what is wrong", async () => {
    render(inRouter(<HolidayForm send={vi.fn(async () => ({ id: 1 }))} />));
    await submit();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription("Name is required");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("is busy while the request runs, and sends once however often it is submitted", async () => {
    const answer = deferred<{ id: number }>();
    const send = vi.fn(() => answer.promise);
    render(inRouter(<HolidayForm send={send} />));
    await fill("2026-10-20", "Diwali");
    await submit();
    const button = screen.getByRole("button", { name: "Adding…" });
    expect(button).toBeDisabled();
    // Enter in a field submits the form even while its button is disabled.
    await userEvent.type(screen.getByLabelText(/^Name/), "{Enter}");
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ date: "2026-10-20", name: "Diwali" });
    await act(async () => answer.resolve({ id: 7 }));
    expect(screen.getByRole("button", { name: "Add the holiday" })).toBeEnabled();
  });

  it("hands the answer and the input to `done`, says what it returns as a status, and empties the fields", async () => {
    const done = vi.fn((result: { id: number }, input: Input) => `Added ${input.name} as holiday ${result.id}.`);
    render(inRouter(<HolidayForm send={async () => ({ id: 7 })} done={done} />));
    await fill("2026-10-20", "Diwali");
    await submit();
    expect(await screen.findByRole("status")).toHaveTextContent("Added Diwali as holiday 7.");
    expect(done).toHaveBeenCalledWith({ id: 7 }, { date: "2026-10-20", name: "Diwali" });
    expect(screen.getByLabelText(/^Date/)).toHaveValue("");
    expect(screen.getByLabelText(/^Name/)).toHaveValue("");
  });

  it("keeps the fields as sent with `keep`", async () => {
    render(inRouter(<HolidayForm send={async () => ({ id: 7 })} done={() => "Saved."} keep />));
    await fill("2026-10-20", "Diwali");
    await submit();
    expect(await screen.findByRole("status")).toHaveTextContent("Saved.");
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Diwali");
  });

  it("stays busy while what `done` returns (a navigation) is under way", async () => {
    const leaving = deferred<void>();
    render(inRouter(<HolidayForm send={async () => ({ id: 7 })} done={() => leaving.promise} keep />));
    await fill("2026-10-20", "Diwali");
    await submit();
    expect(await screen.findByRole("button", { name: "Adding…" })).toBeDisabled();
    await act(async () => leaving.resolve());
    expect(screen.getByRole("button", { name: "Add the holiday" })).toBeEnabled();
  });

  it("shows the API's field messages by their fields, focuses the first, and says the API's message in an alert", async () => {
    const send = vi.fn(async () => {
      throw new ApiError("Please check the holiday", 400, { name: "Diwali is already a holiday" });
    });
    const failed = vi.fn();
    render(inRouter(<HolidayForm send={send} failed={failed} />));
    await fill("2026-10-20", "Diwali");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the holiday");
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription("Diwali is already a holiday");
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    // The fields stay as typed, to be put right.
    expect(screen.getByLabelText(/^Date/)).toHaveValue("2026-10-20");
    expect(failed).toHaveBeenCalledWith(expect.any(ApiError));
    // Typing in the field clears its message; the next submit clears the notice.
    await userEvent.type(screen.getByLabelText(/^Name/), " Day");
    expect(screen.getByLabelText(/^Name/)).not.toHaveAccessibleDescription();
  });

  it("says `failure` when what went wrong has no message of its own", async () => {
    render(inRouter(<HolidayForm send={async () => Promise.reject(new Error(""))} />));
    await fill("2026-10-20", "Diwali");
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not add the holiday");
  });

  it("with `failureField`, says every failure by that field and puts no notice up", async () => {
    render(
      inRouter(
        <HolidayForm
          send={async () => {
            throw new ApiError("Holidays are closed for this year", 409);
          }}
          failureField="name"
        />,
      ),
    );
    await fill("2026-10-20", "Diwali");
    await submit();
    expect(await screen.findByText("Holidays are closed for this year")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription("Holidays are closed for this year");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("checks `check`'s rules with the schema's", async () => {
    const send = vi.fn(async () => ({ id: 1 }));
    render(inRouter(<HolidayForm send={send} check={() => ({ date: "That day is a Sunday" })} />));
    await fill("2026-10-18", "Diwali");
    await submit();
    expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription("That day is a Sunday");
    expect(send).not.toHaveBeenCalled();
  });

  it("says its outcome in a parent's notice, which outlives the form when the form starts again", async () => {
    function Parent() {
      const notice = useState<Notice | null>(null);
      const [round, setRound] = useState(0);
      return (
        <section aria-label="Holidays">
          <ConsoleNotice notice={notice[0]} />
          <KeyedForm key={round} notice={notice} onDone={() => setRound((n) => n + 1)} />
        </section>
      );
    }
    function KeyedForm({ notice, onDone }: { notice: NoticeState; onDone: () => void }) {
      return (
        <HolidayForm
          ownNotice={false}
          notice={notice}
          send={async () => ({ id: 3 })}
          done={() => {
            onDone();
            return "Added.";
          }}
        />
      );
    }
    render(inRouter(<Parent />));
    await fill("2026-10-20", "Diwali");
    await submit();
    expect(await within(screen.getByRole("region", { name: "Holidays" })).findByRole("status")).toHaveTextContent("Added.");
    // The form was started again: its own state went with the old one.
    expect(screen.getByRole("button", { name: "Add the holiday" })).toBeEnabled();
  });

  it("puts the schema's and the API's messages where the spec's errorsAt says", async () => {
    const listSpec = defineForm({
      name: "days",
      schema: z.strictObject({ days: z.array(z.string().regex(/^\d+$/, { error: "Not a number" })) }),
      initial: { first: "", second: "" },
      fallback: "",
      toInput: (values: { first: string; second: string }) => ({ days: [values.first, values.second] }),
      errorsAt: (found) => Object.fromEntries(Object.entries(found).map(([path, message]) => [path === "days.0" ? "first" : "second", message])),
    });
    const send = vi.fn(async () => {
      throw new ApiError("Refused", 400, { "days.0": "Too many days" });
    });
    function DaysForm() {
      const form = useConsoleForm(listSpec, { send, failure: "Could not save" });
      return (
        <form {...form.formProps} aria-label="Days">
          <ConsoleNotice notice={form.notice} />
          <TextField label="First" {...form.field("first")} />
          <TextField label="Second" {...form.field("second")} />
          <SubmitButton busy={form.busy} busyLabel="Saving…">
            Save
          </SubmitButton>
        </form>
      );
    }
    render(inRouter(<DaysForm />));
    await userEvent.type(screen.getByLabelText(/^First/), "1");
    await userEvent.type(screen.getByLabelText(/^Second/), "x");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText(/^Second/)).toHaveAccessibleDescription("Not a number");
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Second/));
    await userEvent.type(screen.getByLabelText(/^Second/), "2");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Refused");
    expect(screen.getByLabelText(/^First/)).toHaveAccessibleDescription("Too many days");
  });
});

describe("useConsoleAction", () => {
  function Rows({ retry }: { retry: (id: number) => Promise<string> }) {
    const action = useConsoleAction<number>();
    return (
      <>
        <ConsoleNotice notice={action.notice} />
        {[1, 2].map((id) => (
          <button key={id} type="button" disabled={action.busyWith === id} onClick={() => void action.run(() => retry(id), { key: id, failure: "Could not retry", done: (text) => text })}>
            Retry {id}
          </button>
        ))}
      </>
    );
  }

  it("marks only the row whose request runs, and says what the request answered", async () => {
    const answer = deferred<string>();
    render(<Rows retry={() => answer.promise} />);
    await userEvent.click(screen.getByRole("button", { name: "Retry 2" }));
    expect(screen.getByRole("button", { name: "Retry 2" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Retry 1" })).toBeEnabled();
    await act(async () => answer.resolve("Queued again."));
    expect(screen.getByRole("status")).toHaveTextContent("Queued again.");
    expect(screen.getByRole("button", { name: "Retry 2" })).toBeEnabled();
  });

  it("says why a request failed, and clears that when the next one starts", async () => {
    const retry = vi.fn<(id: number) => Promise<string>>().mockRejectedValueOnce(new ApiError("The gateway is down", 502)).mockResolvedValueOnce("Queued again.");
    render(<Rows retry={retry} />);
    await userEvent.click(screen.getByRole("button", { name: "Retry 1" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The gateway is down");
    await userEvent.click(screen.getByRole("button", { name: "Retry 1" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Queued again.");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
