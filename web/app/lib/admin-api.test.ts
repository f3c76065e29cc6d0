import { afterEach, describe, expect, it, vi } from "vitest";
import { staffMessages } from "@urjavolt/contract/staff";
import { ApiError } from "./api-client";
import { adminApiUrl, adminRequest, rememberAdminSession, signIn, signInPath } from "./admin-api";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const session = { staff: { id: 1, email: "a@staff.test", name: "A", role: "admin" as const }, csrfToken: "token-123" };

afterEach(() => {
  vi.restoreAllMocks();
  rememberAdminSession(null);
});

describe("adminApiUrl", () => {
  it("puts the path under /api/v1/admin/ and leaves empty filters out", () => {
    expect(adminApiUrl("enquiries", { status: "open", q: "", page: 2, from: undefined })).toBe("/api/v1/admin/enquiries?status=open&page=2");
    expect(adminApiUrl("/orders/5")).toBe("/api/v1/admin/orders/5");
    expect(adminApiUrl("enquiries.csv", new URLSearchParams("type=complaint&q="))).toBe("/api/v1/admin/enquiries.csv?type=complaint");
  });
});

describe("signInPath", () => {
  it("comes back only to console pages", () => {
    expect(signInPath("/admin/orders?status=paid")).toBe("/admin/sign-in?next=%2Fadmin%2Forders%3Fstatus%3Dpaid");
    expect(signInPath("https://evil.example/admin")).toBe("/admin/sign-in?next=%2Fadmin");
    expect(signInPath("/admin/sign-in?next=x")).toBe("/admin/sign-in?next=%2Fadmin");
  });
});

describe("adminRequest", () => {
  it("sends reads without and writes with the session's CSRF token", async () => {
    rememberAdminSession(session);
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(200, { ok: true }));
    await adminRequest("dashboard");
    await adminRequest("staff", { method: "POST", json: { name: "B" } });
    const [readUrl, read] = fetch.mock.calls[0]!;
    const [writeUrl, write] = fetch.mock.calls[1]!;
    expect(readUrl).toBe("/api/v1/admin/dashboard");
    expect((read?.headers as Record<string, string>)["x-csrf-token"]).toBeUndefined();
    expect(writeUrl).toBe("/api/v1/admin/staff");
    expect(write).toMatchObject({ method: "POST", credentials: "same-origin", body: JSON.stringify({ name: "B" }) });
    expect((write?.headers as Record<string, string>)["x-csrf-token"]).toBe("token-123");
  });

  it("fetches the session first when a write comes before any session answer", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (input) => (String(input).endsWith("/admin/session") ? json(200, session) : new Response(null, { status: 204 })));
    await expect(adminRequest("staff/2", { method: "DELETE" })).resolves.toBeUndefined();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/v1/admin/session", "/api/v1/admin/staff/2"]);
    expect((fetch.mock.calls[1]![1]?.headers as Record<string, string>)["x-csrf-token"]).toBe("token-123");
  });

  it("retries a write once with the new session's token when the old one is refused", async () => {
    rememberAdminSession({ ...session, csrfToken: "old-token" });
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (String(input).endsWith("/admin/session")) return json(200, session);
      const token = (init?.headers as Record<string, string>)["x-csrf-token"];
      return token === "token-123" ? json(200, { ok: true }) : json(403, { message: staffMessages.csrf });
    });
    await expect(adminRequest("staff", { method: "POST", json: {} })).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/v1/admin/staff", "/api/v1/admin/session", "/api/v1/admin/staff"]);
  });

  it("throws the envelope's message and field errors", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(409, { message: "A staff account with this e-mail already exists", errors: { email: "taken" } }));
    const error = await adminRequest("staff", { method: "GET" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "A staff account with this e-mail already exists", status: 409, fieldErrors: { email: "taken" } });
  });
});

describe("signIn", () => {
  it("says when a throttled sign-in may try again, from Retry-After", async () => {
    const throttled = (seconds: string) =>
      new Response(JSON.stringify({ message: staffMessages.throttled }), { status: 429, headers: { "content-type": "application/json", "retry-after": seconds } });
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(throttled("30")).mockResolvedValueOnce(throttled("840"));
    await expect(signIn("a@staff.test", "x")).rejects.toMatchObject({ status: 429, message: `${staffMessages.throttled} You can try again in 30 seconds.` });
    await expect(signIn("a@staff.test", "x")).rejects.toMatchObject({ message: `${staffMessages.throttled} You can try again in 14 minutes.` });
  });
});
