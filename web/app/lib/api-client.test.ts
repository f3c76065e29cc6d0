import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { ApiError, NON_JSON_MESSAGE, apiRequest, failureMessage } from "./api-client";

/** Every call answers this raw body, as it is. */
const answer = (status: number, body: string, type = "application/json") => fakeApi({ "*": () => new Response(body, { status, headers: { "content-type": type } }) });

afterEach(() => vi.restoreAllMocks());

describe("failureMessage (docs/requirements/site-and-service-forms.md §8 priority)", () => {
  it("prefers the server's message, then its errors joined, then the default", () => {
    expect(failureMessage({ message: "Serial taken", errors: { a: "x" } })).toBe("Serial taken");
    expect(failureMessage({ errors: { name: "Name is required", email: "Email is required" } })).toBe("Name is required, Email is required");
    expect(failureMessage({})).toBe("Failed to submit form");
    expect(failureMessage(null, "Failed to check warranty status")).toBe("Failed to check warranty status");
  });
});

describe("apiRequest", () => {
  it("returns the JSON of a success", async () => {
    const api = answer(201, JSON.stringify({ message: "ok" }));
    await expect(apiRequest("contactsubmit", { json: { a: 1 }, fallback: "f" })).resolves.toEqual({ message: "ok" });
    expect(api.calls).toMatchObject([{ method: "POST", path: "contactsubmit", body: { a: 1 } }]);
  });

  it("throws the envelope's message and field errors", async () => {
    answer(409, JSON.stringify({ message: "This serial number is already registered", errors: { serialno: "taken" } }));
    const error = await apiRequest("submitwarranty", { fallback: "f" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "This serial number is already registered", status: 409, fieldErrors: { serialno: "taken" } });
  });

  it("treats status 'error' in a 200 answer as a failure", async () => {
    answer(200, JSON.stringify({ status: "error" }));
    await expect(apiRequest("getwarranty/X", { method: "GET", fallback: "f", whenEmpty: "Failed to check warranty status" })).rejects.toThrow(
      "Failed to check warranty status",
    );
  });

  it("says so when the answer is not JSON, whatever its status", async () => {
    answer(500, "<html>Bad gateway</html>", "text/html");
    await expect(apiRequest("submitquote", { fallback: "f" })).rejects.toThrow(NON_JSON_MESSAGE);
    answer(200, "not json at all", "application/json");
    await expect(apiRequest("submitquote", { fallback: "f" })).rejects.toThrow(NON_JSON_MESSAGE);
  });

  it("uses the form's fallback when no answer arrives", async () => {
    fakeApi({ "*": new TypeError("Failed to fetch") });
    await expect(apiRequest("submitcomplaint", { fallback: "An error occurred. Please try again later." })).rejects.toThrow(
      "An error occurred. Please try again later.",
    );
  });
});
