import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-client";
import { apiFieldErrors, fromLocalDateTime, toLocalDateTime } from "./admin-forms";
import { fieldErrors } from "@urjavolt/contract/form-rules";

describe("admin form helpers", () => {
  it("turns an ISO instant into a datetime-local value and back, in the browser's zone", () => {
    const iso = "2026-10-31T18:29:00.000Z";
    const local = toLocalDateTime(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalDateTime(local)).toBe(iso);
    expect(toLocalDateTime(null)).toBe("");
    expect(toLocalDateTime("not a date")).toBe("");
    expect(fromLocalDateTime("")).toBe("");
  });

  it("keys errors by their path, first message winning", () => {
    const result = z.object({ images: z.array(z.string().min(2, "Too short")), name: z.string().min(1, "Required").min(2, "Short") }).safeParse({ images: ["ok", "x"], name: "" });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ "images.1": "Too short", name: "Required" });
    expect(apiFieldErrors(new ApiError("No", 400, { price: "Bad" }))).toEqual({ price: "Bad" });
    expect(apiFieldErrors(new Error("x"))).toEqual({});
  });
});
