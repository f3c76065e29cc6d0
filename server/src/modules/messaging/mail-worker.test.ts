import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { asc, eq, like } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/outbox.ts";
import { testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { createMailWorker, smtpTransport } from "./mail-worker.ts";
import { enqueueMail } from "./outbox.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { invoiceAttachments } from "../billing/invoices.ts";
import { financialYear } from "@urjavolt/contract/invoices";

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a local port, keeping what it receives; `stop()`/`start()` to simulate an outage. */
function localSmtp() {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async start() {
      server = make();
      server.listen(port, "127.0.0.1");
      await once(server.server, "listening");
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
  };
}

const contact = { name: "Asha Rani", email: "asha@example.in", mobile: "+919876543210", subject: "Dealership", message: "I'd like to sell your inverters." };

describe.each(testDatabaseKinds)("the mail outbox on %s", (kind) => {
  const smtp = localSmtp();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const t = useTestApp(kind, { env: { STAFF_NOTIFY_EMAIL: "staff@urjavolt.example", MAIL_FROM: "UrjaVolt <no-reply@urjavolt.example>" } });
  const worker = (options: { baseDelayMs?: number; maxAttempts?: number; now?: () => Date } = {}) =>
    createMailWorker({ db: t.database.db, transport: smtpTransport(smtp.url), from: "UrjaVolt <no-reply@urjavolt.example>", baseDelayMs: 0, ...options });

  it("queues the confirmation and the staff notice with the enquiry, and sends each to its address", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/v1/contactsubmit", payload: contact });
    expect(response.statusCode).toBe(201);
    const reference = response.json().reference as string;
    const queued = await t.database.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(queued.map((row) => [row.kind, row.to, row.status])).toEqual([
      ["contact-confirmation", "asha@example.in", "queued"],
      ["staff-contact", "staff@urjavolt.example", "queued"],
    ]);
    const sender = worker();
    expect(await sender.runOnce()).toBe(2);
    await sender.stop();
    const customer = smtp.received.find((mail) => mail.to.includes("asha@example.in"));
    const staff = smtp.received.find((mail) => mail.to.includes("staff@urjavolt.example"));
    expect(customer?.from).toBe("no-reply@urjavolt.example");
    const customerMail = await simpleParser(customer!.raw);
    expect(customerMail.subject).toContain(reference);
    expect(customerMail.text).toContain(`your reference number is ${reference}`);
    expect(customerMail.text).toContain("support@urjavolt.example");
    expect(customerMail.html).toContain(reference);
    expect(customerMail.html).not.toMatch(/<img/i);
    const staffMail = await simpleParser(staff!.raw);
    expect(staffMail.text).toContain("Asha Rani");
    expect(staffMail.text).toContain("Mobile: 9876543210");
    const rows = await t.database.db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1 && row.sentAt !== null)).toBe(true);
  });

  it("loses nothing while the SMTP server is down and sends everything once it is back", async () => {
    await smtp.stop();
    const before = smtp.received.length;
    await t.app.inject({ method: "POST", url: "/api/v1/contactsubmit", payload: { ...contact, email: "down@example.in" } });
    // The first retry waits a minute: until then the messages stay queued with their error.
    const sender = worker({ baseDelayMs: 60_000 });
    expect(await sender.runOnce()).toBe(2);
    await sender.stop();
    const waiting = await t.database.db.select().from(outbox).where(eq(outbox.status, "queued"));
    expect(waiting).toHaveLength(2);
    expect(waiting.every((row) => row.attempts === 1 && row.lastError !== null)).toBe(true);
    await smtp.start();
    const early = worker({ baseDelayMs: 60_000 });
    expect(await early.runOnce()).toBe(0);
    await early.stop();
    const later = worker({ baseDelayMs: 60_000, now: () => new Date(Date.now() + 61_000) });
    expect(await later.runOnce()).toBe(2);
    await later.stop();
    expect(smtp.received.length - before).toBe(2);
    expect(smtp.received.some((mail) => mail.to.includes("down@example.in"))).toBe(true);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.status, "queued"))).toHaveLength(0);
  });

  it("marks a message failed after the attempt limit, and staff can queue it again", async () => {
    await t.database.db.transaction((tx) => enqueueMail(tx, { kind: "test", to: "nobody@example.in", subject: "S", text: "T", html: "<p>T</p>", attachments: [{ kind: "nothing-registered", ref: "x", filename: "x.pdf" }] }));
    const sender = worker({ maxAttempts: 2 });
    await sender.runOnce();
    await sender.stop();
    const [failed] = await t.database.db.select().from(outbox).where(eq(outbox.to, "nobody@example.in"));
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    expect(failed!.lastError).toContain("nothing-registered");
  });

  it("stops after the message in hand when stopped mid-drain, leaving the rest queued", async () => {
    for (let i = 0; i < 3; i++) {
      await t.database.db.transaction((tx) => enqueueMail(tx, { kind: "test", to: `leaving${i}@example.in`, subject: `Leaving ${i}`, text: "T", html: "<p>T</p>" }));
    }
    const sent: string[] = [];
    let sending!: () => void;
    const started = new Promise<void>((resolve) => (sending = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const sender = createMailWorker({
      db: t.database.db,
      from: "UrjaVolt <no-reply@urjavolt.example>",
      transport: {
        async sendMail(message) {
          sending();
          await finished;
          sent.push(message.to);
        },
      },
    });
    const draining = sender.runOnce();
    await started;
    const stopping = sender.stop();
    finish();
    await Promise.all([draining, stopping]);
    // One message went (an earlier test's leftover, if one was due first); the others wait for the next instance.
    expect(sent).toHaveLength(1);
    const rows = await t.database.db.select().from(outbox).where(like(outbox.to, "leaving%@example.in"));
    const sentHere = rows.filter((row) => row.status === "sent");
    expect(sentHere.length).toBeLessThanOrEqual(1);
    expect(rows.filter((row) => row.status === "queued")).toHaveLength(3 - sentHere.length);
    await t.database.db.delete(outbox).where(like(outbox.to, "leaving%@example.in"));
  });

  it.runIf(kind === "postgres")("two workers at once send each message exactly once", async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 20; i++) {
      await t.database.db.transaction((tx) => enqueueMail(tx, { kind: "test", to: `bulk${i}@example.in`, subject: `Bulk ${i}`, text: "T", html: "<p>T</p>" }));
    }
    const [a, b] = [worker(), worker()];
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(sentA + sentB).toBe(20);
    const bulk = smtp.received.slice(before).flatMap((mail) => mail.to);
    expect(bulk).toHaveLength(20);
    expect(new Set(bulk).size).toBe(20);
  });
});

describe("the shop's e-mails", () => {
  const smtp = localSmtp();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const t = useTestApp("pglite", { seed: true, env: { STAFF_NOTIFY_EMAIL: "orders@urjavolt.example", SITE_URL: "https://shop.urjavolt.example" } });
  let address = 1;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, payload, remoteAddress: `10.9.0.${address++}` });

  it("queues the paid order's confirmation (invoice attached, tracking link) and the staff notice in the paid transition", async () => {
    const shipping = { full_name: "Asha Rani", email: "asha.rani@example.in", mobile: "9876543210", address: "12 Mall Road", city: "Rajpura", state: "Punjab", pincode: "140401" };
    const created = await post("placeOrderpayment/create-order", { ...shipping, product_data: [{ product_id: 1, quantity: 1 }], coupon_code: null });
    expect(created.statusCode).toBe(201);
    const number = created.json().custom_order_id as string;
    expect(await t.database.db.select().from(outbox)).toHaveLength(0);
    const payment = (await post("test-gateway/pay", { order_id: created.json().order_id, outcome: "success" })).json();
    expect((await post("payment/verifyPlaceOrderPayment", payment)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((row) => [row.kind, row.to])).toEqual([
      ["order-paid", "asha.rani@example.in"],
      ["staff-order-paid", "orders@urjavolt.example"],
    ]);
    const invoiceFile = `Invoice-TEST-${financialYear(new Date()).slice(2)}-000001.pdf`;
    expect(rows[0]!.attachments).toEqual([{ kind: "invoice", ref: number, filename: invoiceFile }]);
    expect(rows[0]!.text).toContain(`https://shop.urjavolt.example/track-order?token=`);
    expect(rows[0]!.subject).toContain(number);
    // A repeat of the verification (or the webhook) queues nothing more.
    expect((await post("payment/verifyPlaceOrderPayment", payment)).statusCode).toBe(200);
    expect(await t.database.db.select().from(outbox)).toHaveLength(2);

    // Sent by the server's own worker: the invoice PDF goes with the buyer's e-mail.
    const before = smtp.received.length;
    const sender = createMailWorker({ db: t.database.db, transport: smtpTransport(smtp.url), from: "no-reply@urjavolt.example", attachments: invoiceAttachments(t.app.services.invoices) });
    await sender.runOnce();
    await sender.stop();
    const sent = smtp.received.slice(before);
    const buyerMail = await simpleParser(sent.find((mail) => mail.to.includes("asha.rani@example.in"))!.raw);
    expect(buyerMail.attachments.map((file) => [file.filename, file.contentType])).toEqual([[invoiceFile, "application/pdf"]]);
    const invoiceText = pdfText(buyerMail.attachments[0]!.content);
    expect(invoiceText).toContain(number);
    expect(invoiceText).toContain("Asha Rani");
    const link = /https:\/\/shop\.urjavolt\.example\/track-order\?token=\S+/.exec(buyerMail.text ?? "")![0];
    const token = decodeURIComponent(new URL(link).searchParams.get("token")!);
    const tracked = await t.app.inject({ url: `/api/v1/track-order/${encodeURIComponent(token)}` });
    expect(tracked.json().number).toBe(number);
    expect(sent.some((mail) => mail.to.includes("orders@urjavolt.example"))).toBe(true);
  });

  it("queues and sends the standalone payment's receipt to the payer", async () => {
    const created = await post("payment/create-order", { name: "Vikram Gill", email: "vikram@example.in", phone: "9876543210", amount: 2500, purpose: "UrjaVolt Battery Purchase" });
    expect(created.statusCode).toBe(201);
    const payment = (await post("test-gateway/pay", { order_id: created.json().order_id, outcome: "success" })).json();
    const verified = await post("payment/verify", payment);
    expect(verified.statusCode).toBe(200);
    const receipt = verified.json().receipt.receipt_id as string;
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "payment-receipt"));
    expect(row).toMatchObject({ to: "vikram@example.in", status: "queued" });
    const sender = createMailWorker({ db: t.database.db, transport: smtpTransport(smtp.url), from: "no-reply@urjavolt.example", baseDelayMs: 0 });
    await sender.runOnce();
    await sender.stop();
    const mail = smtp.received.find((received) => received.to.includes("vikram@example.in"));
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.text).toContain(receipt);
    expect(parsed.text).toContain("₹2,500");
  });
});
