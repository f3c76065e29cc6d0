import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApp } from "../test/helper.ts";
import { AppError } from "./errors.ts";

describe("the error envelope", () => {
  const t = useTestApp("pglite", {
    site: true,
    extend(app) {
      app.get("/api/v1/test/boom", () => {
        throw new Error("connection to 10.0.0.5 refused: password for shop_admin");
      });
      app.get("/api/v1/test/taken", () => {
        throw new AppError("conflict", "This serial number is already registered");
      });
      app.get("/test/busy", () => {
        throw new AppError("unavailable", "The server is busy right now. Please try again in a few seconds.");
      });
      app.post(
        "/api/v1/test/echo",
        { schema: { body: z.object({ name: z.string().min(1, "Please enter your name"), address: z.object({ pincode: z.string().regex(/^\d{6}$/, "Pincode must be 6 digits") }) }) } },
        (request) => request.body,
      );
    },
  });

  it("answers unknown API paths with a JSON 404, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/v1/no-such-thing", payload: method === "GET" ? undefined : {} });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: "Not found" });
    }
    expect((await t.app.inject({ url: "/api/v2/whatever" })).json()).toEqual({ message: "Not found" });
    for (const url of ["/api/v1", "/api/v1/", "/api"]) {
      const response = await t.app.inject({ method: "POST", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });

  it("answers a body that is not JSON with a JSON 400", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/test/echo", headers: { "content-type": "application/json" }, payload: "{name:" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers invalid input with 400 and a message per field path", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/test/echo", payload: { name: "", address: { pincode: "1404" } } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please fill out all required fields correctly.",
      errors: { name: "Please enter your name", "address.pincode": "Pincode must be 6 digits" },
    });
  });

  it("maps an AppError's kind to its status", async () => {
    const response = await t.app.inject({ url: "/api/v1/test/taken" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "This serial number is already registered" });
  });

  it("answers a shed request with 503, its message and Retry-After, as JSON or as a page", async () => {
    const json = await t.app.inject({ url: "/test/busy", headers: { "x-request-id": "nginx-7f3a" } });
    expect(json.statusCode).toBe(503);
    expect(json.headers["retry-after"]).toBe("5");
    expect(json.json()).toEqual({ message: "The server is busy right now. Please try again in a few seconds." });
    const page = await t.app.inject({ url: "/test/busy", headers: { accept: "text/html", "x-request-id": "nginx-7f3a" } });
    expect(page.statusCode).toBe(503);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Please try again in a few seconds.");
    expect(page.body).toContain("Reference: nginx-7f3a");
  });

  it("answers a failure with 500, a generic message and a request id, never the details", async () => {
    const response = await t.app.inject({ url: "/api/v1/test/boom" });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ message: "Something went wrong on our side. Please try again.", requestId: response.headers["x-request-id"] });
    expect(body.requestId).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/10\.0\.0\.5|shop_admin|Error|stack/);
  });

  it("answers a body over the limit with 413", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/test/echo", payload: { name: "x".repeat(1_100_000), address: { pincode: "140401" } } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request is too large." });
  });

  it("answers an unsupported content type with 415", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/test/echo", headers: { "content-type": "application/xml" }, payload: "<a/>" });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: "This content type is not supported here." });
  });
});
