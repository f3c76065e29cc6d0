import { CSRF_HEADER, STAFF_SESSION_COOKIE, staffMessages } from "@urjavolt/contract/staff";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { enquiries } from "../../db/schema/enquiries.ts";
import { staffUsers } from "../../db/schema/staff.ts";
import { warrantyRegistrations } from "../../db/schema/warranty.ts";
import { routesOf, signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { periodStarts } from "./dashboard-service.ts";
import { hashPassword, verifyPassword } from "./password.ts";

const PASSWORD = "Correct-horse-42-battery";

async function createStaff(app: FastifyInstance, email: string, role: "admin" | "support" = "admin", password = PASSWORD) {
  await app.database.db.insert(staffUsers).values({ email, name: `Staff ${email}`, role, passwordHash: await hashPassword(password) });
}

function signInRequest(app: FastifyInstance, email: string, password: string, address = "203.0.113.7") {
  return app.inject({ method: "POST", url: "/api/v1/admin/session", payload: { email, password }, remoteAddress: address });
}

function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers["set-cookie"] ?? "");
  return header.split(";")[0] ?? "";
}

/** Every admin route (so routes other modules add are covered too), as method and a path with its parameters filled in. */
function adminRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  return routesOf(app)
    .filter((route) => route.url.startsWith("/api/v1/admin") && ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(route.method))
    .map((route) => ({ method: route.method, url: route.url.replace(/:\w+/g, "1") }));
}

describe("staff passwords", () => {
  it("hashes with scrypt and a salt, and verifies only the right password", async () => {
    const one = await hashPassword(PASSWORD);
    const two = await hashPassword(PASSWORD);
    expect(one).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword(PASSWORD, one)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}x`, one)).toBe(false);
    expect(await verifyPassword(PASSWORD, "test$no-password")).toBe(false);
  });
});

describe("dashboard periods", () => {
  it("starts today at midnight India time and the week on Monday", () => {
    // Sunday 22 Nov 2026, 02:00 India time = Saturday 21 Nov 20:30 UTC.
    const starts = periodStarts(new Date("2026-11-21T20:30:00Z"));
    expect(starts.today.toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(starts.week.toISOString()).toBe("2026-11-15T18:30:00.000Z");
    // Monday itself: the week starts that midnight.
    const monday = periodStarts(new Date("2026-11-23T06:00:00Z"));
    expect(monday.week.toISOString()).toBe(monday.today.toISOString());
  });
});

describe.each(testDatabaseKinds)("staff console auth on %s", (kind) => {
  const t = useTestApp(kind);

  it("answers 401 on every admin route without a session, including unknown ones", async () => {
    const routes = adminRoutes(t.app);
    // Ours at least; the other console modules add theirs to this list as they land.
    expect(routes).toEqual(expect.arrayContaining([
      { method: "GET", url: "/api/v1/admin/session" },
      { method: "DELETE", url: "/api/v1/admin/session" },
      { method: "GET", url: "/api/v1/admin/dashboard" },
      { method: "GET", url: "/api/v1/admin/staff" },
      { method: "POST", url: "/api/v1/admin/staff" },
      { method: "PATCH", url: "/api/v1/admin/staff/1" },
    ]));
    routes.push({ method: "GET", url: "/api/v1/admin/no-such-thing" }, { method: "POST", url: "/api/v1/admin/warranties/1/invoice" });
    for (const route of routes) {
      if (route.method === "POST" && route.url === "/api/v1/admin/session") continue; // signing in
      const response = await t.app.inject({ method: route.method as "GET", url: route.url, payload: route.method === "GET" ? undefined : {} });
      expect({ route, status: response.statusCode, body: response.json() }).toEqual({ route, status: 401, body: { message: staffMessages.signInRequired } });
      // A forged or expired cookie is no better.
      const forged = await t.app.inject({ method: route.method as "GET", url: route.url, headers: { cookie: `${STAFF_SESSION_COOKIE}=${"x".repeat(43)}` } });
      expect({ route, status: forged.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it("refuses support users (403, whatever the body) every change outside the inbox, warranties and the service desk", async () => {
    const support = await signInAs(t.app, "support");
    // Support works enquiries, warranties, the service desk (tickets, visits, units) and the take-back ledger, and signs itself out; everything else that changes data is admin-only.
    const supportMay = /^\/api\/v1\/admin\/(enquiries|warranties|service\/tickets|service\/visits|service\/units|take-back|session)(\/|$|\?|\.)/;
    const writes = adminRoutes(t.app).filter((route) => route.method !== "GET" && !supportMay.test(route.url));
    expect(writes).toEqual(expect.arrayContaining([{ method: "POST", url: "/api/v1/admin/staff" }, { method: "POST", url: "/api/v1/admin/service/holidays" }]));
    for (const route of writes) {
      const response = await t.app.inject({ method: route.method as "POST", url: route.url, headers: support.headers, payload: {} });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
    }
  });

  it("signs in with an HttpOnly SameSite=Strict cookie, knows the session, and signs out", async () => {
    await createStaff(t.app, "asha@staff.test");
    const response = await signInRequest(t.app, "Asha@Staff.test ", PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ staff: { id: expect.any(Number), email: "asha@staff.test", name: "Staff asha@staff.test", role: "admin" }, csrfToken: expect.any(String) });
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^uv_staff=[\w-]{40,};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Secure"); // not in test; see the production test
    const cookie = cookieOf(response);

    const session = await t.app.inject({ url: "/api/v1/admin/session", headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual(body);
    expect(session.headers["cache-control"]).toBe("private, no-store");

    // Only the token's hash is stored.
    const token = cookie.split("=")[1] ?? "";
    const stored = await t.app.database.db.execute(`select token_hash from staff_sessions`);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Sign-out is a write: without the CSRF token it is refused.
    const noCsrf = await t.app.inject({ method: "DELETE", url: "/api/v1/admin/session", headers: { cookie } });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({ message: staffMessages.csrf });
    const out = await t.app.inject({ method: "DELETE", url: "/api/v1/admin/session", headers: { cookie, [CSRF_HEADER]: body.csrfToken } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers["set-cookie"])).toMatch(/^uv_staff=;.*Max-Age=0/);
    const after = await t.app.inject({ url: "/api/v1/admin/session", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it("refuses a wrong password or unknown e-mail with one message, and a deactivated account", async () => {
    await createStaff(t.app, "ravi@staff.test", "support");
    const wrong = await signInRequest(t.app, "ravi@staff.test", "Not-the-password-1", "198.51.100.1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: staffMessages.badCredentials });
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const unknown = await signInRequest(t.app, "nobody@staff.test", PASSWORD, "198.51.100.1");
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: staffMessages.badCredentials });
    await t.app.database.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.email, "ravi@staff.test"));
    const inactive = await signInRequest(t.app, "ravi@staff.test", PASSWORD, "198.51.100.1");
    expect(inactive.statusCode).toBe(401);
    const invalid = await t.app.inject({ method: "POST", url: "/api/v1/admin/session", payload: { email: "not an e-mail" } });
    expect(invalid.statusCode).toBe(400);
  });

  it("lets only admins manage staff accounts (403 for support), and checks CSRF on writes", async () => {
    const support = await signInAs(t.app, "support");
    const admin = await signInAs(t.app, "admin");
    expect((await t.app.inject({ url: "/api/v1/admin/staff", headers: { cookie: support.cookie } })).statusCode).toBe(403);
    const forbidden = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/staff",
      headers: support.headers,
      payload: { email: "new@staff.test", name: "New", role: "admin", password: PASSWORD },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: staffMessages.forbidden });
    // Support may read the dashboard.
    expect((await t.app.inject({ url: "/api/v1/admin/dashboard", headers: { cookie: support.cookie } })).statusCode).toBe(200);

    const list = await t.app.inject({ url: "/api/v1/admin/staff", headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().staff.map((s: { email: string }) => s.email)).toEqual(expect.arrayContaining([support.staff.email, admin.staff.email]));

    const create = (payload: object, headers = admin.headers) => t.app.inject({ method: "POST", url: "/api/v1/admin/staff", headers, payload });
    const wrongCsrf = await create({ email: "new@staff.test", name: "New", role: "support", password: PASSWORD }, { ...admin.headers, [CSRF_HEADER]: support.csrfToken });
    expect(wrongCsrf.statusCode).toBe(403);
    const weak = await create({ email: "new@staff.test", name: "New", role: "support", password: "password12345" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBeTruthy();
    const created = await create({ email: "New@Staff.test", name: "New Person", role: "support", password: PASSWORD });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: "new@staff.test", name: "New Person", role: "support", active: true, lastSignInAt: null });
    expect((await create({ email: "new@staff.test", name: "Again", role: "support", password: PASSWORD })).statusCode).toBe(409);
    // The new account can sign in with its password.
    expect((await signInRequest(t.app, "new@staff.test", PASSWORD, "192.0.2.50")).statusCode).toBe(200);
  });

  it("changes roles and deactivates others (signing them out), but never yourself", async () => {
    const admin = await signInAs(t.app, "admin");
    const other = await signInAs(t.app, "support");
    const patch = (id: number, payload: object) => t.app.inject({ method: "PATCH", url: `/api/v1/admin/staff/${id}`, headers: admin.headers, payload });
    expect((await patch(admin.staff.id, { active: false })).json()).toEqual({ message: staffMessages.notYourself });
    expect((await patch(admin.staff.id, { role: "support" })).statusCode).toBe(409);
    expect((await patch(other.staff.id, {})).statusCode).toBe(400);
    expect((await patch(999_999, { active: false })).statusCode).toBe(404);

    const promoted = await patch(other.staff.id, { role: "admin" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe("admin");
    expect((await t.app.inject({ url: "/api/v1/admin/staff", headers: { cookie: other.cookie } })).statusCode).toBe(200);

    const deactivated = await patch(other.staff.id, { active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().active).toBe(false);
    expect((await t.app.inject({ url: "/api/v1/admin/session", headers: { cookie: other.cookie } })).statusCode).toBe(401);
  });

  it("counts today's and this week's enquiries, complaints and warranties for the dashboard", async () => {
    const admin = await signInAs(t.app, "admin");
    const before = (await t.app.inject({ url: "/api/v1/admin/dashboard", headers: { cookie: admin.cookie } })).json();
    const base = { email: "c@example.com", mobile: "9876543210", name: "Customer" };
    await t.app.database.db.insert(enquiries).values([
      { ...base, kind: "complaint", reference: `T-C-${kind}-1`, status: "open" },
      { ...base, kind: "complaint", reference: `T-C-${kind}-2`, status: "resolved" },
      { ...base, kind: "contact", reference: `T-K-${kind}-1`, status: "open" },
      { ...base, kind: "quote", reference: `T-Q-${kind}-old`, status: "open", createdAt: new Date("2020-01-01T00:00:00Z") },
    ]);
    await t.app.database.db.insert(warrantyRegistrations).values({
      serialNo: `DASH-${kind}`,
      name: "Customer",
      mobile: "9876543210",
      purchaseDate: "2026-01-01",
      dealer: "Dealer",
      invoiceNo: "INV-1",
      pincode: "140401",
    });
    const response = await t.app.inject({ url: "/api/v1/admin/dashboard", headers: { cookie: admin.cookie } });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after.today.complaints - before.today.complaints).toBe(2);
    expect(after.today.contactMessages - before.today.contactMessages).toBe(1);
    expect(after.today.quoteRequests - before.today.quoteRequests).toBe(0);
    expect(after.today.enquiries - before.today.enquiries).toBe(3);
    expect(after.week.enquiries - before.week.enquiries).toBe(3);
    expect(after.openComplaints - before.openComplaints).toBe(1);
    expect(after.openEnquiries - before.openEnquiries).toBe(3);
    expect(after.pendingWarranties - before.pendingWarranties).toBe(1);
    expect(after.today.warrantyRegistrations - before.today.warrantyRegistrations).toBe(1);
    expect(after.today).toMatchObject({ paidOrders: expect.any(Number), revenue: expect.any(Number) });
  });

  it("creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD only when there is none, and refuses a weak one", async () => {
    const service = t.app.services.staff;
    await t.app.database.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.role, "admin"));
    expect(await service.ensureFirstAdmin(undefined)).toBe("missing");
    await expect(service.ensureFirstAdmin({ email: "boss@staff.test", password: "short" })).rejects.toThrow(/ADMIN_PASSWORD is too weak/);
    expect(await service.ensureFirstAdmin({ email: "boss@staff.test", password: PASSWORD })).toBe("created");
    expect(await service.ensureFirstAdmin({ email: "someone-else@staff.test", password: PASSWORD })).toBe("exists");
    const signedIn = await signInRequest(t.app, "boss@staff.test", PASSWORD, "192.0.2.77");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff.role).toBe("admin");
  });

  it("creates the first admin once when several instances start together", async () => {
    const service = t.app.services.staff;
    await t.app.database.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.role, "admin"));
    const first = { email: "together@staff.test", password: PASSWORD };
    const outcomes = await Promise.all([service.ensureFirstAdmin(first), service.ensureFirstAdmin(first), service.ensureFirstAdmin(first)]);
    expect(outcomes.sort()).toEqual(["created", "exists", "exists"]);
    const accounts = await t.app.database.db.select().from(staffUsers).where(eq(staffUsers.email, first.email));
    expect(accounts.map((account) => [account.role, account.active])).toEqual([["admin", true]]);
  });
});

describe("staff cookies in production", () => {
  const t = useTestApp("pglite", { env: { NODE_ENV: "production" } });

  it("are Secure", async () => {
    await createStaff(t.app, "prod@staff.test");
    const response = await signInRequest(t.app, "prod@staff.test", PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/; Secure/);
  });
});
