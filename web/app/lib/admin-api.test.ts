import { afterEach, describe, expect, it, vi } from "vitest";
import { staffMessages } from "@urjavolt/contract/staff";
import { fakeApi } from "../../test/fake-api";
import { ApiError } from "./api-client";
import { adminApiUrl, adminRequest, rememberAdminSession, signIn, signInPath } from "./admin-api";

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
    const api = fakeApi({ "*": { body: { ok: true } } });
    await adminRequest("dashboard");
    await adminRequest("staff", { method: "POST", json: { name: "B" } });
    const [read, write] = api.calls;
    expect(read).toMatchObject({ method: "GET", path: "admin/dashboard" });
    expect(read!.headers["x-csrf-token"]).toBeUndefined();
    expect(write).toMatchObject({ method: "POST", path: "admin/staff", credentials: "same-origin", body: { name: "B" } });
    expect(write!.headers["x-csrf-token"]).toBe("token-123");
  });

  it("fetches the session first when a write comes before any session answer", async () => {
    const api = fakeApi({ "GET admin/session": { body: session }, "DELETE admin/staff/2": new Response(null, { status: 204 }) });
    await expect(adminRequest("staff/2", { method: "DELETE" })).resolves.toBeUndefined();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["GET admin/session", "DELETE admin/staff/2"]);
    expect(api.calls[1]!.headers["x-csrf-token"]).toBe("token-123");
  });

  it("retries a write once with the new session's token when the old one is refused", async () => {
    rememberAdminSession({ ...session, csrfToken: "old-token" });
    const api = fakeApi({
      "GET admin/session": { body: session },
      "POST admin/staff": ({ headers }) => (headers["x-csrf-token"] === "token-123" ? { body: { ok: true } } : { status: 403, body: { message: staffMessages.csrf } }),
    });
    await expect(adminRequest("staff", { method: "POST", json: {} })).resolves.toEqual({ ok: true });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST admin/staff", "GET admin/session", "POST admin/staff"]);
  });

  it("throws the envelope's message and field errors", async () => {
    fakeApi({ "GET admin/staff": { status: 409, body: { message: "A staff account with this e-mail already exists", errors: { email: "taken" } } } });
    const error = await adminRequest("staff", { method: "GET" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "A staff account with this e-mail already exists", status: 409, fieldErrors: { email: "taken" } });
  });
});

describe("signIn", () => {
  it("says when a throttled sign-in may try again, from Retry-After", async () => {
    const waits = ["30", "840"];
    fakeApi({ "POST admin/session": () => ({ status: 429, body: { message: staffMessages.throttled }, headers: { "retry-after": waits.shift()! } }) });
    await expect(signIn("a@staff.test", "x")).rejects.toMatchObject({ status: 429, message: `${staffMessages.throttled} You can try again in 30 seconds.` });
    await expect(signIn("a@staff.test", "x")).rejects.toMatchObject({ message: `${staffMessages.throttled} You can try again in 14 minutes.` });
  });
});
