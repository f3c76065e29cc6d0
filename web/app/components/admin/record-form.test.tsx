import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "../../lib/api-client";
import { inRouter } from "../../../test/in-router";
import { RecordForm, type RecordField } from "./record-form";

const schema = z
  .object({
    title: z.string().trim().min(1, "Title is required"),
    kind: z.enum(["a", "b"]),
    order: z.number({ error: "Order must be a number" }).int(),
    startsAt: z.iso.datetime({ error: "Start must be a date and time" }),
    endsAt: z.iso.datetime().nullable(),
    tags: z.array(z.string()),
    latitude: z.number().nullable(),
  })
  .strict();

const value = (element: HTMLElement) => (element as HTMLInputElement).value;
/** The text of the elements that describe a control (its hint and error). */
const description = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const fields: RecordField[] = [
  { name: "title", label: "Title", type: "text", required: true },
  { name: "kind", label: "Kind", type: "select", options: [{ value: "a", label: "Kind A" }, { value: "b", label: "Kind B" }] },
  { name: "order", label: "Order", type: "number", required: true },
  { name: "startsAt", label: "Starts", type: "datetime", required: true },
  { name: "endsAt", label: "Ends", type: "datetime", empty: null },
  { name: "tags", label: "Tags", type: "lines" },
  { name: "latitude", label: "Latitude", type: "number", nullable: true },
];

describe("RecordForm", () => {
  it("fills its controls from the record and sends typed input: numbers, ISO instants, lists, nulls", async () => {
    const onSubmit = vi.fn(async () => {});
    const record = { title: "Diwali", kind: "b", order: 3, startsAt: "2026-10-01T04:30:00.000Z", endsAt: null, tags: ["x", "y"], latitude: null };
    render(inRouter(<RecordForm label="Edit Diwali" fields={fields} record={record} schema={schema} submitLabel="Save" onSubmit={onSubmit} />));
    expect(value(screen.getByLabelText(/^Title/))).toBe("Diwali");
    expect(value(screen.getByLabelText(/^Kind/))).toBe("b");
    expect(value(screen.getByLabelText(/^Tags/))).toBe("x\ny");
    expect(value(screen.getByLabelText(/^Ends/))).toBe("");
    await userEvent.type(screen.getByLabelText(/^Tags/), "\n z ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...record, tags: ["x", "y", "z"] });
  });

  it("shows the schema's errors on their fields, focuses the first and sends nothing", async () => {
    const onSubmit = vi.fn(async () => {});
    render(inRouter(<RecordForm label="New" fields={fields} record={null} schema={schema} submitLabel="Add" onSubmit={onSubmit} />));
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const title = screen.getByLabelText(/^Title/);
    expect(description(title)).toBe("Title is required");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(document.activeElement).toBe(title);
    expect(description(screen.getByLabelText(/^Order/))).toBe("Order must be a number");
    expect(screen.getByRole("alert")).toHaveTextContent("Please correct the marked fields.");
  });

  it("shows the API's field errors and message when the server refuses", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError("Another offer already has this code", 409, { title: "Taken" });
    });
    const record = { title: "Diwali", kind: "a", order: 1, startsAt: "2026-10-01T04:30:00.000Z", endsAt: null, tags: [], latitude: 30.5 };
    render(inRouter(<RecordForm label="Edit" fields={fields} record={record} schema={schema} submitLabel="Save" onSubmit={onSubmit} />));
    expect(value(screen.getByLabelText(/^Latitude/))).toBe("30.5");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Another offer already has this code");
    expect(description(screen.getByLabelText(/^Title/))).toBe("Taken");
  });
});
