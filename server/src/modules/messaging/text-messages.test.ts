import { consentText, textEvents } from "@urjavolt/contract/messages";
import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { messageConsents } from "../../db/schema/messages.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTickets } from "../../db/schema/service.ts";
import { type FakeTextGateway, startFakeTextGateway } from "../../test/fake-text-gateway.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { CONSENT_WITHDRAWN_ERROR, MAIL_MAX_ATTEMPTS, createMailWorker } from "./mail-worker.ts";
import { textProviders } from "./text-providers.ts";
import { consentTextIn } from "./text-messages.ts";

/**
 * SMS and WhatsApp updates (decision 030) through the API, as a customer and the desk cause them:
 * consent recorded from the forms, messages queued only on the channels agreed, sent through the
 * gateway (a local fake at its HTTP boundary), kept while there is none, and retried.
 */

const complaint = {
  name: "Harpreet Kaur",
  email: "harpreet@example.in",
  mobile: "+919876543210",
  product: "2100VA",
  serialno: "UV-2100-1234",
  service_issue: "installation_issue",
  pincode: "140401",
  message: "The inverter trips when the pump starts.",
};

const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe.each(testDatabaseKinds)("SMS and WhatsApp updates without a gateway on %s", (kind) => {
  const t = useTestApp(kind);
  let gateway: FakeTextGateway;
  beforeAll(async () => {
    gateway = await startFakeTextGateway();
  });
  afterAll(() => gateway.close());

  const submit = async (payload: object) => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/submitcomplaint", payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().reference as string;
  };
  const textsTo = (mobile: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, mobile), ne(outbox.channel, "email")))
      .orderBy(asc(outbox.id));
  const ticketOf = async (reference: string) => (await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, reference)))[0]!;
  /** A worker sending texts through the fake gateway, as a server with SMS_API_URL and WHATSAPP_API_URL set has. */
  const gatewayWorker = (options: { now?: () => Date; maxAttempts?: number } = {}) =>
    createMailWorker({
      db: t.database.db,
      transport: undefined,
      from: "x@example.in",
      texts: textProviders(loadConfig(gateway.env(textEvents)).texts),
      ...options,
    });

  it("records each box ticked on the complaint form with its words, the form and the reference, and queues the first update on it", async () => {
    const reference = await submit({ ...complaint, mobile: "+919811100001", sms_updates: true });
    const consents = await t.database.db.select().from(messageConsents).where(eq(messageConsents.mobile, "+919811100001"));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      channel: "sms",
      status: "given",
      source: "complaint-form",
      reference,
      wording:
        "Send me updates by SMS. About your service requests and warranties only, never offers, to the mobile number above. You can ask us to stop at any time.",
      staffId: null,
    });
    const texts = await textsTo("+919811100001");
    expect(texts.map((row) => [row.channel, row.kind, row.status])).toEqual([["sms", "complaint-received", "queued"]]);
    expect(texts[0]!.text).toBe(
      `UrjaVolt: We received your service request ${reference}. Our service team will call you. Track it at http://localhost:3000/track-request`,
    );
    expect(texts[0]!.variables).toEqual([reference]);
    // The e-mail confirmation goes as before.
    expect((await t.database.db.select().from(outbox).where(eq(outbox.to, complaint.email))).map((row) => row.channel)).toContain("email");
  });

  it("queues nothing on a channel the customer did not agree to, and nothing at all without a box ticked", async () => {
    const without = await submit({ ...complaint, mobile: "9811100002" });
    expect(await t.database.db.select().from(messageConsents).where(eq(messageConsents.mobile, "+919811100002"))).toEqual([]);
    const support = await signInAs(t.app, "support");
    const ticket = await ticketOf(without);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/v1/admin/service/tickets/${ticket.id}/status`,
          headers: support.headers,
          payload: { status: "acknowledged" },
        })
      ).statusCode,
    ).toBe(200);
    expect(await textsTo("+919811100002")).toEqual([]);

    // WhatsApp only: each status goes there, never by SMS; the statuses without their own template share one.
    const reference = await submit({ ...complaint, mobile: "09811100003", whatsapp_updates: "yes" });
    const id = (await ticketOf(reference)).id;
    for (const status of ["acknowledged", "diagnosing", "awaiting_parts", "resolved"]) {
      const moved = await t.app.inject({ method: "POST", url: `/api/v1/admin/service/tickets/${id}/status`, headers: support.headers, payload: { status } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const texts = await textsTo("+919811100003");
    expect(texts.map((row) => [row.channel, row.kind])).toEqual([
      ["whatsapp", "complaint-received"],
      ["whatsapp", "ticket-acknowledged"],
      ["whatsapp", "ticket-status-changed"],
      ["whatsapp", "ticket-status-changed"],
      ["whatsapp", "ticket-resolved"],
    ]);
    expect(texts[3]!.variables.slice(0, 3)).toEqual(["Harpreet Kaur", reference, "We are waiting for spare parts"]);
    expect(texts[3]!.variables[3]).toMatch(/^http:\/\/localhost:3000\/track-request\/[\w-]+\.[\w-]{43}$/);

    // The ticket's page shows staff what the customer agreed to.
    const detail = await t.app.inject({ url: `/api/v1/admin/service/tickets/${id}`, headers: { cookie: support.cookie } });
    expect(detail.json().consents).toEqual([
      {
        channel: "whatsapp",
        mobile: "+919811100003",
        status: "given",
        at: expect.any(String),
        source: "complaint-form",
        reference,
        wording: expect.stringMatching(/^Send me updates on WhatsApp\. /),
      },
    ]);
  });

  it("a consent given once holds for the mobile's later requests, and a phone ticket for it", async () => {
    await submit({ ...complaint, mobile: "9811100004", sms_updates: true });
    const later = await submit({ ...complaint, mobile: "+919811100004" });
    const admin = await signInAs(t.app, "admin");
    const call = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/service/tickets",
      headers: admin.headers,
      payload: {
        name: "Harpreet Kaur",
        mobile: "09811100004",
        pincode: "140401",
        product: "2100VA",
        issue: "product_issue",
        description: "Called about the battery.",
      },
    });
    expect(call.statusCode, call.body).toBe(201);
    const texts = await textsTo("+919811100004");
    expect(texts.map((row) => [row.kind, row.variables[0]])).toEqual([
      ["complaint-received", expect.stringMatching(/^CMP-/)],
      ["complaint-received", later],
      ["complaint-received", call.json().reference],
    ]);
  });

  it("refuses a ticked box with a mobile that is not an Indian mobile, and keeps nothing", async () => {
    // One mobile rule for every form (decision 047): such a number is refused, box or no box.
    for (const [mobile, boxes] of [
      ["+441632960961", { sms_updates: true }],
      ["1234567890", { sms_updates: true }],
      ["+441632960961", {}],
    ] as const) {
      const response = await t.app.inject({ method: "POST", url: "/api/v1/submitcomplaint", payload: { ...complaint, mobile, ...boxes } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ mobile: "Please enter a valid 10-digit mobile number" });
    }
    const odd = await t.app.inject({ method: "POST", url: "/api/v1/submitcomplaint", payload: { ...complaint, whatsapp_updates: "perhaps" } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors).toEqual({ whatsapp_updates: "Tick the box, or leave it empty" });
    expect(await t.database.db.select().from(messageConsents).where(eq(messageConsents.mobile, "+919876543210"))).toEqual([]);
  });

  it("keeps the messages queued while no gateway is set up, as e-mails without SMTP, and the outbox shows their channel", async () => {
    await submit({ ...complaint, mobile: "9811100005", sms_updates: true, whatsapp_updates: true });
    expect(t.app.mailWorker.channels).toEqual([]);
    expect(await t.app.mailWorker.runOnce()).toBe(0);
    const texts = await textsTo("+919811100005");
    expect(texts.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["sms", "queued", 0],
      ["whatsapp", "queued", 0],
    ]);

    const admin = await signInAs(t.app, "admin");
    const list = await t.app.inject({ url: "/api/v1/admin/outbox?channel=whatsapp", headers: { cookie: admin.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ sending: false, gateways: { sms: false, whatsapp: false } });
    const shown = list.json().data.find((message: { to: string }) => message.to === "+919811100005");
    expect(shown).toMatchObject({
      channel: "whatsapp",
      kind: "complaint-received",
      status: "queued",
      subject: expect.stringMatching(/^Service request received \(CMP-/),
    });
    expect(list.json().data.every((message: { channel: string }) => message.channel === "whatsapp")).toBe(true);
    expect((await t.app.inject({ url: "/api/v1/admin/outbox?channel=fax", headers: { cookie: admin.cookie } })).statusCode).toBe(400);

    // Once a gateway is there, what waited goes out.
    const before = gateway.received.length;
    await gatewayWorker().runOnce();
    expect((await textsTo("+919811100005")).map((row) => row.status)).toEqual(["sent", "sent"]);
    expect(
      gateway.received
        .slice(before)
        .filter((request) => request.body.to === "919811100005")
        .map((request) => request.path),
    ).toEqual(["/sms", "/whatsapp"]);
  });

  it("retries a message the gateway refused, with backoff, and marks it failed after the last attempt", async () => {
    await submit({ ...complaint, mobile: "9811100006", sms_updates: true });
    const start = Date.now();
    gateway.failNext(1, 503);
    const first = gatewayWorker({ now: () => new Date(start) });
    await first.runOnce();
    let [sms] = await textsTo("+919811100006");
    expect(sms).toMatchObject({ status: "queued", attempts: 1, lastError: 'The SMS gateway answered 503: {"status":"error","message":"Gateway busy (503)"}' });
    expect(sms!.nextAttemptAt.getTime()).toBe(start + 30_000);
    // Not before its time; then it goes.
    expect(await gatewayWorker({ now: () => new Date(start + 29_000) }).runOnce()).toBe(0);
    const received = gateway.received.length;
    await gatewayWorker({ now: () => new Date(start + 31_000) }).runOnce();
    [sms] = await textsTo("+919811100006");
    expect(sms).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(gateway.received).toHaveLength(received + 1);

    // A gateway that keeps refusing: failed after the last attempt, for staff to queue again.
    await submit({ ...complaint, mobile: "9811100007", sms_updates: true });
    gateway.failNext(MAIL_MAX_ATTEMPTS, 500);
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await gatewayWorker({ now: () => new Date(start + attempt * 24 * 3_600_000) }).runOnce();
    }
    const [failed] = await textsTo("+919811100007");
    expect(failed).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS, lastError: expect.stringMatching(/^The SMS gateway answered 500/) });
  });

  it("counts a gateway that refuses the key as a failed attempt, with its answer", async () => {
    await submit({ ...complaint, mobile: "9811100010", sms_updates: true });
    const wrongKey = createMailWorker({
      db: t.database.db,
      transport: undefined,
      from: "x@example.in",
      texts: textProviders(loadConfig({ ...gateway.env(textEvents), SMS_API_KEY: "not-the-right-key" }).texts),
    });
    await wrongKey.runOnce();
    const [sms] = await textsTo("+919811100010");
    expect(sms).toMatchObject({ status: "queued", attempts: 1, lastError: 'The SMS gateway answered 401: {"status":"error","message":"Invalid API key"}' });
  });

  it("sends nothing more to a customer who asked the desk to stop, queued messages included", async () => {
    const reference = await submit({ ...complaint, mobile: "9811100008", sms_updates: true, whatsapp_updates: true });
    const ticket = await ticketOf(reference);
    const support = await signInAs(t.app, "support");
    const withdraw = (channel: string) =>
      t.app.inject({ method: "POST", url: `/api/v1/admin/service/tickets/${ticket.id}/consents/withdraw`, headers: support.headers, payload: { channel } });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/v1/admin/service/tickets/${ticket.id}/consents/withdraw`,
          headers: { cookie: support.cookie },
          payload: { channel: "sms" },
        })
      ).statusCode,
    ).toBe(403);
    const withdrawn = await withdraw("sms");
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(
      withdrawn.json().consents.map((consent: { channel: string; status: string; source: string }) => [consent.channel, consent.status, consent.source]),
    ).toEqual([
      ["sms", "withdrawn", "console"],
      ["whatsapp", "given", "complaint-form"],
    ]);
    expect(withdrawn.json().events.at(-1)).toMatchObject({ kind: "note", body: "The customer asked us to stop SMS updates" });
    expect((await withdraw("sms")).json()).toEqual({ message: "The customer has not agreed to updates on this channel." });
    expect((await withdraw("email")).statusCode).toBe(400);

    // The SMS queued before the withdrawal is not sent; the WhatsApp message is.
    const before = gateway.received.length;
    await gatewayWorker().runOnce();
    const texts = await textsTo("+919811100008");
    expect(texts.map((row) => [row.channel, row.status, row.lastError])).toEqual([
      ["sms", "failed", CONSENT_WITHDRAWN_ERROR],
      ["whatsapp", "sent", null],
    ]);
    expect(
      gateway.received
        .slice(before)
        .filter((request) => request.body.to === "919811100008")
        .map((request) => request.path),
    ).toEqual(["/whatsapp"]);
    // And later changes go on WhatsApp alone.
    await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/service/tickets/${ticket.id}/status`,
      headers: support.headers,
      payload: { status: "acknowledged" },
    });
    expect((await textsTo("+919811100008")).slice(2).map((row) => row.channel)).toEqual(["whatsapp"]);
    // A ticket whose mobile takes no updates says so: the desk's phone tickets still take a number from abroad (decision 047).
    const call = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/service/tickets",
      headers: support.headers,
      payload: { name: "Harpreet Kaur", mobile: "+441632960962", pincode: "140401", product: "2100VA", issue: "product_issue", description: "Calling from abroad." },
    });
    expect(call.statusCode, call.body).toBe(201);
    const foreign = await ticketOf(call.json().reference);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/v1/admin/service/tickets/${foreign.id}/consents/withdraw`,
          headers: support.headers,
          payload: { channel: "sms" },
        })
      ).json(),
    ).toEqual({ message: "This ticket's mobile is not an Indian mobile number, so no updates go to it." });
  });

  it("records the warranty form's boxes with the serial number, and sends the registration and the decision", async () => {
    const form = new FormData();
    const fields = {
      name: "Ravi Kumar",
      mobile: "9811100009",
      serialno: "uv-msg-0009",
      purchaseDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
      dealer: "Sharma & Sons",
      invoiceno: "INV-9",
      pincode: "140401",
      whatsapp_updates: "yes",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("invoice", new Blob([pdf], { type: "application/pdf" }), "invoice.pdf");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/v1/submitwarranty",
      headers: { "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const consents = await t.database.db.select().from(messageConsents).where(eq(messageConsents.mobile, "+919811100009"));
    expect(consents.map((row) => [row.channel, row.source, row.reference])).toEqual([["whatsapp", "warranty-form", "UV-MSG-0009"]]);

    const admin = await signInAs(t.app, "admin");
    const list = await t.app.inject({ url: "/api/v1/admin/warranties?q=UV-MSG-0009", headers: { cookie: admin.cookie } });
    const id = list.json().items[0].id as number;
    const approved = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/warranties/${id}/approve`,
      headers: admin.headers,
      payload: { warrantyYears: 5 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const texts = await textsTo("+919811100009");
    expect(texts.map((row) => [row.channel, row.kind])).toEqual([
      ["whatsapp", "warranty-registered"],
      ["whatsapp", "warranty-approved"],
    ]);
    expect(texts[1]!.variables).toEqual(["Ravi Kumar", "UV-MSG-0009", expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)]);
  });
});

describe.each(testDatabaseKinds)("SMS and WhatsApp updates through the gateway on %s", (kind) => {
  // The gateway starts first: the app is built with its address (the hooks run in this order).
  const env: Record<string, string> = {};
  let gateway: FakeTextGateway;
  beforeAll(async () => {
    gateway = await startFakeTextGateway();
    Object.assign(env, gateway.env(textEvents));
  });
  const t = useTestApp(kind, { env });
  afterAll(() => gateway.close());

  it("sends each agreed channel through its gateway with the registered template, and leaves e-mails waiting for SMTP", async () => {
    expect(t.app.mailWorker.channels).toEqual(["sms", "whatsapp"]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/submitcomplaint",
      payload: { ...complaint, sms_updates: "yes", whatsapp_updates: "yes" },
    });
    expect(response.statusCode).toBe(201);
    const reference = response.json().reference as string;
    // The server's own worker sends them (its poll may have been first).
    await t.app.mailWorker.runOnce();
    const rows = await t.database.db.select().from(outbox).orderBy(asc(outbox.channel), asc(outbox.id));
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ["email", "queued"],
      ["email", "queued"],
      ["sms", "sent"],
      ["whatsapp", "sent"],
    ]);
    const [sms, whatsapp] = [rows[2]!, rows[3]!];
    expect(gateway.received).toEqual([
      {
        path: "/sms",
        key: "Bearer fake-gateway-key-0001",
        body: {
          to: "919876543210",
          sender: "URJAVT",
          dlt_entity_id: "1201160000000000001",
          dlt_template_id: "1207160000000000010",
          message: `UrjaVolt: We received your service request ${reference}. Our service team will call you. Track it at http://localhost:3000/track-request`,
          variables: [reference],
          reference: `outbox-${sms.id}`,
        },
      },
      {
        path: "/whatsapp",
        key: "Bearer fake-gateway-key-0001",
        body: {
          to: "919876543210",
          type: "template",
          template: {
            name: "complaint_received_v1",
            language: "en",
            parameters: ["Harpreet Kaur", reference, expect.stringMatching(/^http:\/\/localhost:3000\/track-request\//)],
          },
          reference: `outbox-${whatsapp.id}`,
        },
      },
    ]);

    const admin = await signInAs(t.app, "admin");
    const list = await t.app.inject({ url: "/api/v1/admin/outbox", headers: { cookie: admin.cookie } });
    expect(list.json()).toMatchObject({ sending: false, gateways: { sms: true, whatsapp: true } });
  });
});

describe("the words a consent keeps (decisions 030, 056)", () => {
  it("are the box's and the hint's words the page showed, in its language", () => {
    expect(consentTextIn("sms", "en")).toBe(consentText("sms"));
    const hindi = consentTextIn("whatsapp", "hi");
    const punjabi = consentTextIn("sms", "pa");
    for (const words of [hindi, punjabi]) {
      expect(words).toMatch(/^[^A-Za-z]+$/u);
      expect(words).toContain("। ");
    }
    expect(hindi.startsWith("मुझे व्हाट्सऐप पर अपडेट भेजें। ")).toBe(true);
  });
});
