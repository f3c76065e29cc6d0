import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/outbox.ts";
import { enqueueMail } from "./outbox.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";

describe.each(testDatabaseKinds)("the e-mail outbox in the staff console on %s", (kind) => {
  const t = useTestApp(kind);

  it("shows admins every message, waiting without SMTP_URL, and queues a failed one again", async () => {
    const contact = { name: "Asha Rani", email: "asha@example.in", mobile: "+919876543210", subject: "Dealership", message: "Hello" };
    expect((await t.app.inject({ method: "POST", url: "/api/v1/contactsubmit", payload: contact })).statusCode).toBe(201);
    await t.database.db.transaction((tx) => enqueueMail(tx, { kind: "test", to: "gone@example.in", subject: "S", text: "T", html: "<p>T</p>" }));
    await t.database.db.update(outbox).set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" }).where(eq(outbox.to, "gone@example.in"));

    expect((await t.app.inject({ url: "/api/v1/admin/outbox" })).statusCode).toBe(401);
    const support = await signInAs(t.app, "support");
    expect((await t.app.inject({ url: "/api/v1/admin/outbox", headers: { cookie: support.cookie } })).statusCode).toBe(403);

    const admin = await signInAs(t.app, "admin");
    const list = await t.app.inject({ url: "/api/v1/admin/outbox", headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().sending).toBe(false);
    const messages = list.json().data as { id: number; to: string; status: string; text: string; last_error: string | null }[];
    expect(messages.map((message) => [message.to, message.status]).sort()).toEqual([
      ["asha@example.in", "queued"],
      ["gone@example.in", "failed"],
      ["support@urjavolt.example", "queued"],
    ]);
    expect(messages.find((message) => message.to === "asha@example.in")!.text).toMatch(/your reference number is [A-Z]+-\d{4}-\d+/);
    const failed = messages.find((message) => message.status === "failed")!;
    expect(failed.last_error).toBe("550 mailbox unavailable");

    const filtered = await t.app.inject({ url: "/api/v1/admin/outbox?status=failed", headers: { cookie: admin.cookie } });
    expect(filtered.json().data).toHaveLength(1);

    const retried = await t.app.inject({ method: "POST", url: `/api/v1/admin/outbox/${failed.id}/retry`, headers: admin.headers });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: "queued", attempts: 0 });
    const again = await t.app.inject({ method: "POST", url: `/api/v1/admin/outbox/${failed.id}/retry`, headers: admin.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a failed message can be queued again.");
    expect((await t.app.inject({ method: "POST", url: "/api/v1/admin/outbox/999999/retry", headers: admin.headers })).statusCode).toBe(404);
  });
});
