import { customerStatusLabels } from "@urjavolt/contract/service-rules";
import { TICKET_PHOTOS_MAX, TICKET_PHOTOS_MAX_BYTES, TrackedTicketSchema, photoRoomMessage, trackRequestMessages } from "@urjavolt/contract/service";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries, enquiryEvents } from "../../db/schema/enquiries.ts";
import { storedFiles } from "../../db/schema/files.ts";
import { outbox } from "../../db/schema/outbox.ts";
import { serviceTicketEvents, serviceTickets } from "../../db/schema/service.ts";
import { signServiceRequestToken, signTrackingToken, verifyServiceRequestToken } from "../../lib/signed-links.ts";
import { signInAs, testDatabaseKinds, useTestApp } from "../../test/helper.ts";
import { type PhotoFormat, contentTypes, expectStoredWithoutLocation, largePhoto, photoWithLocation } from "../../test/images.ts";
import { type TestUpload, jpegBytes, multipart, pngBytes, webpBytes } from "../../test/multipart.ts";

const SECRET = "service-tracking-test-secret-0123456789";
const STAFF_EMAIL = "desk@urjavolt.test";

const complaint = {
  name: "Harpreet Kaur",
  email: "harpreet@example.in",
  mobile: "+919988776655",
  product: "2100VA",
  serialno: "UV-2100-1234",
  service_issue: "installation_issue",
  pincode: "140401",
  message: "The inverter trips when the pump starts.",
};

const DAY_MS = 24 * 60 * 60_000;

describe.each(testDatabaseKinds)("the customer's service request on %s", (kind) => {
  const t = useTestApp(kind, { env: { TRACKING_SECRET: SECRET, STAFF_NOTIFY_EMAIL: STAFF_EMAIL } });
  let address = 0;
  // Each request from its own address, so only the rate-limit test meets the limit.
  const remoteAddress = () => `10.4.${(address >> 8) & 255}.${address++ & 255}`;
  const post = (url: string, payload?: unknown, remote = remoteAddress()) =>
    t.app.inject({ method: "POST", url: `/api/v1/${url}`, remoteAddress: remote, ...(payload !== undefined && { payload: payload as object }) });
  const get = (url: string) => t.app.inject({ method: "GET", url: `/api/v1/${url}`, remoteAddress: remoteAddress() });

  const submitComplaint = async () => {
    const response = await post("submitcomplaint", complaint);
    expect(response.statusCode).toBe(201);
    return response.json().reference as string;
  };
  const ticketOf = async (reference: string) => {
    const [row] = await t.database.db.select().from(serviceTickets).where(eq(serviceTickets.reference, reference));
    return row!;
  };
  const move = async (reference: string, status: string) => {
    const admin = await signInAs(t.app, "admin");
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/service/tickets/${(await ticketOf(reference)).id}/status`,
      headers: admin.headers,
      payload: { status, note: "Internal: replaced the MOSFET board" },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const mailsTo = async (to: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id))).map((row) => ({ kind: row.kind, subject: row.subject, text: row.text }));

  it("finds a request by its reference and mobile, compared by the last 10 digits, and hands its signed link", async () => {
    const reference = await submitComplaint();
    for (const mobile of ["9988776655", "+91 99887 76655", "099887-76655"]) {
      const response = await post("track-request", { reference: ` ${reference.toLowerCase()} `, mobile });
      expect(response.statusCode, mobile).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const body = TrackedTicketSchema.parse(response.json());
      expect(body).toMatchObject({
        token: signServiceRequestToken(reference, SECRET),
        reference,
        product: "2100VA",
        status: "new",
        reopenUntil: null,
        canMessage: true,
        canConfirm: false,
        canReopen: false,
        messages: [],
        visits: [],
      });
      expect(body.history).toEqual([{ status: "new", at: expect.any(String), byCustomer: false }]);
      // Not yet taken up: the response clock is what the desk aims at, the time kept on the row.
      expect(body.target).toEqual({ state: "running", kind: "response", dueAt: (await ticketOf(reference)).responseDueAt!.toISOString() });
      // Nothing only staff should see: no name, contacts, priority, serial or the complaint's text.
      expect(JSON.stringify(body)).not.toMatch(/Harpreet|9988776655|harpreet@|priority|UV-2100|pump/);
    }
  });

  it("answers every wrong pair with the same neutral 404", async () => {
    const reference = await submitComplaint();
    const answers = await Promise.all([
      post("track-request", { reference, mobile: "9988776656" }),
      post("track-request", { reference, mobile: "8988776655" }),
      post("track-request", { reference: "CMP-2000-999999", mobile: "9988776655" }),
      post("track-request", { reference: "SRV-2000-999999", mobile: "9876543210" }),
    ]);
    const bodies = answers.map((response) => ({ status: response.statusCode, body: response.body }));
    for (const answer of bodies) expect(answer).toEqual({ status: 404, body: JSON.stringify({ message: trackRequestMessages.notFound }) });
  });

  it("refuses bad input with its field messages, never a 500", async () => {
    const empty = await post("track-request", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ reference: trackRequestMessages.referenceRequired, mobile: trackRequestMessages.mobileRequired });
    const wrong = await post("track-request", { reference: "MSG-2026-000001", mobile: "12345" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ reference: trackRequestMessages.referenceInvalid, mobile: trackRequestMessages.mobileInvalid });
    for (const payload of [{ reference: ["CMP-2026-000001"], mobile: 9988776655 }, { reference: "CMP-2026-000001", mobile: "99887766five" }, null]) {
      expect((await post("track-request", payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const broken = await t.app.inject({ method: "POST", url: "/api/v1/track-request", headers: { "content-type": "application/json" }, payload: "{oops", remoteAddress: remoteAddress() });
    expect(broken.statusCode).toBe(400);
    expect((await post("track-request", "reference=CMP-2026-000001")).statusCode).toBe(415);
    const token = signServiceRequestToken(await submitComplaint(), SECRET);
    for (const payload of [{}, { message: "" }, { message: "   " }, { message: "x".repeat(1001) }, { message: "Hi", extra: 1 }, { message: 5 }]) {
      const response = await post(`track-request/${token}/messages`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post(`track-request/${token}/messages`, { message: "x".repeat(1001) })).json().errors).toEqual({ message: trackRequestMessages.messageTooLong });
    for (const payload of [{}, { answer: "maybe" }, { answer: "fixed", extra: true }]) {
      expect((await post(`track-request/${token}/answer`, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    // A path segment too long to be a link is a link that does not exist.
    expect((await get(`track-request/${"x".repeat(301)}`)).statusCode).toBe(404);
  });

  it("answers 429 after 20 look-ups a minute from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post("track-request", { reference: "CMP-2000-999999", mobile: "9876543210" }, "10.9.9.9")).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("opens a request by its signed link and refuses a tampered, foreign or unknown one", async () => {
    const reference = await submitComplaint();
    const token = signServiceRequestToken(reference, SECRET);
    const opened = await get(`track-request/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    expect(opened.json()).toMatchObject({ reference, status: "new" });

    const [payload, signature] = token.split(".") as [string, string];
    const other = Buffer.from("CMP-2000-000001").toString("base64url");
    for (const forged of [
      `${other}.${signature}`,
      `${payload}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      signServiceRequestToken(reference, "another-secret-entirely-000"),
      // An order's tracking link never opens a service request.
      signTrackingToken(reference, SECRET),
      signServiceRequestToken("CMP-2000-999999", SECRET),
      "junk",
    ]) {
      for (const response of [await get(`track-request/${forged}`), await post(`track-request/${forged}/messages`, { message: "Hello" }), await post(`track-request/${forged}/answer`, { answer: "fixed" })]) {
        expect(response.statusCode, forged).toBe(404);
        expect(response.json()).toEqual({ message: trackRequestMessages.notFound });
      }
    }
  });

  it("records the customer's message, e-mails it to staff, and shows messages but never staff notes", async () => {
    const reference = await submitComplaint();
    const token = signServiceRequestToken(reference, SECRET);
    await move(reference, "acknowledged");
    const admin = await signInAs(t.app, "admin");
    const noted = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/service/tickets/${(await ticketOf(reference)).id}/notes`,
      headers: admin.headers,
      payload: { body: "Customer sounds upset; check the earthing" },
    });
    expect(noted.statusCode).toBe(200);

    const sent = await post(`track-request/${token}/messages`, { message: "  The unit is in the shop at the back, please call before coming.  " });
    expect(sent.statusCode).toBe(201);
    const body = sent.json();
    expect(body.messages).toEqual([{ from: "customer", at: expect.any(String), body: "The unit is in the shop at the back, please call before coming.", photo: null }]);
    expect(JSON.stringify(body)).not.toMatch(/earthing|MOSFET/);

    const ticket = await ticketOf(reference);
    const events = await t.database.db.select().from(serviceTicketEvents).where(eq(serviceTicketEvents.ticketId, ticket.id));
    expect(events.filter((event) => event.kind === "message")).toEqual([
      expect.objectContaining({ actorKind: "customer", staffId: null, body: "The unit is in the shop at the back, please call before coming." }),
    ]);
    const [mail] = (await mailsTo(STAFF_EMAIL)).filter((row) => row.kind === "staff-ticket-message");
    expect(mail!.subject).toContain(`Message from the customer on ${reference}`);
    expect(mail!.text).toContain("please call before coming");
    expect(mail!.text).toContain("Mobile: 9988776655");
    // The link opens the ticket's own page in the console.
    expect(mail!.text).toContain(`/admin/service/${(await ticketOf(reference)).id}`);
  });

  it("takes a photo with a note from the customer, shows it to them and to staff, and refuses what is not a photo", async () => {
    const reference = await submitComplaint();
    const token = signServiceRequestToken(reference, SECRET);
    const send = async (fields: Record<string, string>, file?: TestUpload) =>
      t.app.inject({ method: "POST", url: `/api/v1/track-request/${token}/photos`, remoteAddress: remoteAddress(), ...(await multipart(fields, file, "photo")) });

    const sent = await send({ caption: "The display after the trip" }, { name: "display.jpg", type: "image/jpeg", data: jpegBytes });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json().messages.at(-1);
    expect(message).toMatchObject({ from: "customer", body: "The display after the trip", photo: expect.stringMatching(new RegExp(`^/api/v1/track-request/${token.replace(/[.]/g, "\\.")}/photos/\\d+$`)) });

    // The customer reads it with the request's link; nobody else does.
    const own = await t.app.inject({ url: message.photo, remoteAddress: remoteAddress() });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(own.rawPayload, jpegBytes)).toBe(0);
    const eventId = Number(message.photo.split("/").at(-1));
    const other = signServiceRequestToken(await submitComplaint(), SECRET);
    expect((await t.app.inject({ url: `/api/v1/track-request/${other}/photos/${eventId}`, remoteAddress: remoteAddress() })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/track-request/${token}/photos/abc`, remoteAddress: remoteAddress() })).statusCode).toBe(404);

    // Staff see it on the ticket, and are told by e-mail with a link to the ticket's page.
    const ticket = await ticketOf(reference);
    const admin = await signInAs(t.app, "support");
    const detail = (await t.app.inject({ url: `/api/v1/admin/service/tickets/${ticket.id}`, headers: admin.headers })).json();
    expect(detail.events.at(-1)).toMatchObject({ kind: "message", actor: "customer", body: "The display after the trip", photo: `/api/v1/admin/service/tickets/${ticket.id}/photos/${eventId}` });
    const forStaff = await t.app.inject({ url: detail.events.at(-1).photo, headers: admin.headers });
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.headers["content-type"]).toBe("image/jpeg");
    expect((await t.app.inject({ url: detail.events.at(-1).photo })).statusCode).toBe(401);
    const notice = (await mailsTo(STAFF_EMAIL)).find((mail) => mail.subject.startsWith(`Message from the customer on ${reference}`))!;
    expect(notice.text).toContain("with a photo (open the ticket to see it)");
    expect(notice.text).toContain(`/admin/service/${ticket.id}`);

    // A photo without a note stands under a line of its own; a WebP and a PNG are photos too.
    expect((await send({}, { name: "label.webp", type: "image/webp", data: webpBytes })).json().messages.at(-1).body).toBe("(a photo)");
    expect((await send({}, { name: "label.png", type: "image/png", data: pngBytes })).statusCode).toBe(201);

    const refusals: Array<[Record<string, string>, TestUpload | undefined, number, Record<string, string> | string]> = [
      [{}, undefined, 400, { photo: "Choose a photo to send" }],
      [{}, { name: "invoice.pdf", type: "application/pdf", data: Buffer.from("%PDF-1.4 fake") }, 415, { photo: "The photo must be a JPEG, PNG or WebP image" }],
      // Named and typed as a photo, but its bytes are not one.
      [{}, { name: "fake.jpg", type: "image/jpeg", data: Buffer.from("not an image at all") }, 415, { photo: "The photo must be a JPEG, PNG or WebP image" }],
      [{}, { name: "huge.jpg", type: "image/jpeg", data: Buffer.concat([jpegBytes, Buffer.alloc(5 * 1024 * 1024)]) }, 413, { photo: "The photo must be 5 MB or smaller" }],
      [{ caption: "x".repeat(201) }, { name: "a.jpg", type: "image/jpeg", data: jpegBytes }, 400, { caption: "The note with the photo cannot exceed 200 characters" }],
      [{ note: "unknown" }, { name: "a.jpg", type: "image/jpeg", data: jpegBytes }, 400, "Unknown field"],
    ];
    for (const [fields, file, status, errors] of refusals) {
      const response = await send(fields, file);
      expect(response.statusCode, `${JSON.stringify(fields)} ${file?.name}`).toBe(status);
      if (typeof errors === "string") expect(JSON.stringify(response.json())).toContain(errors);
      else expect(response.json().errors).toEqual(errors);
    }
    const json = await t.app.inject({ method: "POST", url: `/api/v1/track-request/${token}/photos`, remoteAddress: remoteAddress(), payload: { caption: "no file" } });
    expect(json.statusCode).toBe(415);

    // A closed request takes no more photos.
    await move(reference, "acknowledged");
    await move(reference, "resolved");
    await move(reference, "closed");
    const closed = await send({}, { name: "late.jpg", type: "image/jpeg", data: jpegBytes });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(trackRequestMessages.messageClosed);
  });

  const sendPhoto = async (token: string, fields: Record<string, string>, file?: TestUpload) =>
    t.app.inject({ method: "POST", url: `/api/v1/track-request/${token}/photos`, remoteAddress: remoteAddress(), ...(await multipart(fields, file, "photo")) });

  it.each<PhotoFormat>(["jpeg", "png", "webp"])("keeps a %s photo without where it was taken, the right way up", async (format) => {
    const token = signServiceRequestToken(await submitComplaint(), SECRET);
    const sent = await photoWithLocation(format);
    const response = await sendPhoto(token, { caption: "The label" }, { name: `label.${format}`, type: contentTypes[format], data: sent });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await t.app.inject({ url: response.json().messages.at(-1).photo, remoteAddress: remoteAddress() });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers["content-type"]).toBe(contentTypes[format]);
    await expectStoredWithoutLocation(stored.rawPayload, sent, format);
  });

  it(`keeps at most ${TICKET_PHOTOS_MAX} photos on a request, and refuses one more with its note, losing none sent before`, async () => {
    const reference = await submitComplaint();
    const token = signServiceRequestToken(reference, SECRET);
    const photo = { name: "label.png", type: "image/png", data: pngBytes };
    for (let sent = 0; sent < TICKET_PHOTOS_MAX; sent += 1) {
      const response = await sendPhoto(token, { caption: `Photo ${sent + 1}` }, photo);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().photoRoom.photos).toBe(TICKET_PHOTOS_MAX - sent - 1);
    }
    const mailsBefore = (await mailsTo(STAFF_EMAIL)).length;

    const refused = await sendPhoto(token, { caption: "One more of the label" }, photo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: trackRequestMessages.photoLimit, errors: { photo: trackRequestMessages.photoLimit } });

    // Nothing of the refused post is kept, nor told to staff; every earlier photo is still there.
    const tracked = TrackedTicketSchema.parse((await post("track-request", { reference, mobile: complaint.mobile })).json());
    expect(tracked.messages.map((message) => message.body)).toEqual(Array.from({ length: TICKET_PHOTOS_MAX }, (_, index) => `Photo ${index + 1}`));
    expect(tracked.photoRoom.photos).toBe(0);
    for (const message of tracked.messages) {
      const stored = await t.app.inject({ url: message.photo!, remoteAddress: remoteAddress() });
      expect(stored.statusCode).toBe(200);
      expect(Buffer.compare(stored.rawPayload, pngBytes)).toBe(0);
    }
    expect(await mailsTo(STAFF_EMAIL)).toHaveLength(mailsBefore);
    // The note can still go as a message.
    expect((await post(`track-request/${token}/messages`, { message: "One more of the label: the serial is UV-2100-1234" })).statusCode).toBe(201);
  });

  it("keeps the photos of a request within their total size, saying how much is left, and still takes one that fits", async () => {
    const reference = await submitComplaint();
    const token = signServiceRequestToken(reference, SECRET);
    const big = await largePhoto();
    const fitting = Math.floor(TICKET_PHOTOS_MAX_BYTES / big.length);
    expect(fitting).toBeLessThan(TICKET_PHOTOS_MAX);
    for (let sent = 0; sent < fitting; sent += 1) {
      const response = await sendPhoto(token, {}, { name: "fault.jpg", type: "image/jpeg", data: big });
      expect(response.statusCode, response.body).toBe(201);
    }
    const [{ storedBytes }] = (await t.database.db
      .select({ storedBytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::int` })
      .from(serviceTicketEvents)
      .innerJoin(storedFiles, eq(storedFiles.id, serviceTicketEvents.fileId))
      .where(eq(serviceTicketEvents.ticketId, (await ticketOf(reference)).id))) as [{ storedBytes: number }];
    const left = TICKET_PHOTOS_MAX_BYTES - storedBytes;
    expect(left).toBeLessThan(big.length);

    const refused = await sendPhoto(token, { caption: "The wiring" }, { name: "wiring.jpg", type: "image/jpeg", data: big });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: photoRoomMessage(left), errors: { photo: photoRoomMessage(left) } });
    expect(photoRoomMessage(left)).toMatch(/\(1\.\d MB left\)/);

    const tracked = TrackedTicketSchema.parse((await post("track-request", { reference, mobile: complaint.mobile })).json());
    expect(tracked.messages).toHaveLength(fitting);
    expect(tracked.messages.some((message) => message.body === "The wiring")).toBe(false);
    expect(tracked.photoRoom).toEqual({ photos: TICKET_PHOTOS_MAX - fitting, bytes: left });
    // A smaller photo still fits.
    const small = await sendPhoto(token, { caption: "The wiring, closer" }, { name: "wiring.png", type: "image/png", data: pngBytes });
    expect(small.statusCode, small.body).toBe(201);
    expect(small.json().messages).toHaveLength(fitting + 1);
    // Five photos of nearly 5 MB, each read and cleaned of its metadata: seconds of image work on a quiet
    // machine, several times that on a busy two-core one.
  }, 120_000);

  it("closes a resolved request when the customer confirms the fix, e-mailing them and keeping the inbox in step", async () => {
    const reference = await submitComplaint();
    const token = signServiceRequestToken(reference, SECRET);
    // Not resolved yet: the rules' words.
    const early = await post(`track-request/${token}/answer`, { answer: "fixed" });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: "Only a resolved ticket can be closed." });

    await move(reference, "acknowledged");
    await move(reference, "resolved");
    const resolved = (await get(`track-request/${token}`)).json();
    expect(resolved).toMatchObject({ status: "resolved", target: null, canConfirm: true, canReopen: true, reopenUntil: (await ticketOf(reference)).reopenUntil!.toISOString() });

    const confirmed = await post(`track-request/${token}/answer`, { answer: "fixed" });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body).toMatchObject({ status: "closed", canMessage: false, canConfirm: false, canReopen: false, target: null, reopenUntil: null });
    expect(body.history.map((step: { status: string; byCustomer: boolean }) => [step.status, step.byCustomer])).toEqual([
      ["new", false],
      ["acknowledged", false],
      ["resolved", false],
      ["closed", true],
    ]);
    const ticket = await ticketOf(reference);
    expect(ticket).toMatchObject({ status: "closed", closedAt: expect.any(Date) });
    const [last] = await t.database.db.select().from(serviceTicketEvents).where(eq(serviceTicketEvents.ticketId, ticket.id)).orderBy(asc(serviceTicketEvents.id)).limit(1).offset(3);
    expect(last).toMatchObject({ kind: "status", fromStatus: "resolved", toStatus: "closed", actorKind: "customer", staffId: null });
    const [enquiry] = await t.database.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(enquiry!.status).toBe("resolved");

    const mails = (await mailsTo(complaint.email)).filter((mail) => mail.subject.includes(reference));
    expect(mails.map((mail) => mail.kind)).toEqual(["complaint-confirmation", "ticket-acknowledged", "ticket-resolved", "ticket-closed"]);
    expect(mails.at(-1)!.subject).toContain(customerStatusLabels.closed);
    // Every status e-mail links the request's own page.
    expect(mails.at(-1)!.text).toContain(`Follow your request: ${t.config.siteUrl}/track-request/${token}`);

    // Closed is final: no more messages, no reopening.
    const message = await post(`track-request/${token}/messages`, { message: "Thanks!" });
    expect(message.statusCode).toBe(409);
    expect(message.json()).toEqual({ message: trackRequestMessages.messageClosed });
    expect((await post(`track-request/${token}/answer`, { answer: "not_fixed" })).statusCode).toBe(409);
  });

  it("reopens a resolved request within 15 days, and refuses after them with the rules' words", async () => {
    const reference = await submitComplaint();
    const token = signServiceRequestToken(reference, SECRET);
    await move(reference, "acknowledged");
    await move(reference, "resolved");
    const reopened = await post(`track-request/${token}/answer`, { answer: "not_fixed" });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: "reopened", canConfirm: false, canReopen: false, canMessage: true });
    // Back to work: the resolution clock runs again, and the page says by when.
    expect(reopened.json().target).toMatchObject({ state: "running", kind: "resolution" });
    const ticket = await ticketOf(reference);
    expect(ticket).toMatchObject({ status: "reopened", resolvedAt: null, reopenUntil: null });
    expect(reopened.json().target.dueAt).toBe(ticket.resolutionDueAt!.toISOString());
    const [enquiry] = await t.database.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(enquiry!.status).toBe("open");
    // The inbox's history keeps the staff's lines only (decision 028).
    const inboxLines = await t.database.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, enquiry!.id));
    expect(inboxLines.map((line) => line.toStatus)).toEqual(["in progress", "resolved"]);
    expect((await mailsTo(complaint.email)).filter((mail) => mail.subject.includes(reference)).at(-1)!.kind).toBe("ticket-reopened");

    // Resolved again, then the window passes: 16 days later the reopen is refused.
    await move(reference, "diagnosing");
    await move(reference, "resolved");
    const resolvedAt = new Date(Date.now() - 16 * DAY_MS);
    await t.database.db
      .update(serviceTickets)
      .set({ resolvedAt, reopenUntil: new Date(resolvedAt.getTime() + 15 * DAY_MS) })
      .where(eq(serviceTickets.reference, reference));
    const page = (await get(`track-request/${token}`)).json();
    expect(page).toMatchObject({ status: "resolved", canConfirm: true, canReopen: false });
    const late = await post(`track-request/${token}/answer`, { answer: "not_fixed" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: "A ticket can be reopened only within 15 days of being resolved. Open a new ticket instead." });
    expect((await ticketOf(reference)).status).toBe("resolved");
  });

  it("keeps the request's link while it is worked on and 90 days after it was closed, then answers 410 with the way to a fresh one", async () => {
    const reference = await submitComplaint();
    // The link the e-mails carried before links had expiries: the reference alone, signed.
    const emailed = signServiceRequestToken(reference, SECRET);
    const setClosed = (daysAgo: number) =>
      t.database.db
        .update(serviceTickets)
        .set({ closedAt: new Date(Date.now() - daysAgo * DAY_MS), resolvedAt: new Date(Date.now() - (daysAgo + 1) * DAY_MS) })
        .where(eq(serviceTickets.reference, reference));
    // Open for a year: the desk is still on it, so the link still opens it.
    await t.database.db.update(serviceTickets).set({ openedAt: new Date(Date.now() - 400 * DAY_MS) }).where(eq(serviceTickets.reference, reference));
    expect((await get(`track-request/${emailed}`)).statusCode).toBe(200);

    await move(reference, "acknowledged");
    await move(reference, "resolved");
    expect((await post(`track-request/${emailed}/answer`, { answer: "fixed" })).statusCode).toBe(200);
    await setClosed(89);
    expect((await get(`track-request/${emailed}`)).statusCode).toBe(200);
    const [photoEvent] = await t.database.db.select().from(serviceTicketEvents).where(eq(serviceTicketEvents.ticketId, (await ticketOf(reference)).id)).limit(1);

    await setClosed(91);
    const gone = [
      await get(`track-request/${emailed}`),
      await post(`track-request/${emailed}/messages`, { message: "Hello again" }),
      await post(`track-request/${emailed}/answer`, { answer: "not_fixed" }),
      await get(`track-request/${emailed}/photos/${photoEvent!.id}`),
    ];
    for (const response of gone) {
      expect(response.statusCode, response.body).toBe(410);
      expect(response.json()).toEqual({ message: trackRequestMessages.linkExpired });
    }
    expect(trackRequestMessages.linkExpired).toBe(
      "This link to your service request has expired. To open it again, enter its reference and your mobile number on the Track Your Service Request page.",
    );

    // The look-up by reference and mobile gives a fresh link for a day.
    const found = await post("track-request", { reference, mobile: complaint.mobile });
    expect(found.statusCode).toBe(200);
    const fresh = found.json().token as string;
    expect(fresh).not.toBe(emailed);
    const claim = verifyServiceRequestToken(fresh, SECRET)!;
    expect(claim.id).toBe(reference);
    expect(Math.abs(claim.expiresAt!.getTime() - (Date.now() + DAY_MS))).toBeLessThan(60_000);
    expect((await get(`track-request/${fresh}`)).json()).toMatchObject({ reference, status: "closed" });
    expect((await get(`track-request/${signServiceRequestToken(reference, SECRET, new Date(Date.now() - 1000))}`)).statusCode).toBe(410);
  });

  it("keeps a resolved request the customer never confirmed open 90 days after its resolution", async () => {
    const reference = await submitComplaint();
    const emailed = signServiceRequestToken(reference, SECRET);
    await move(reference, "acknowledged");
    await move(reference, "resolved");
    const resolvedAt = new Date(Date.now() - 89 * DAY_MS);
    await t.database.db.update(serviceTickets).set({ resolvedAt, reopenUntil: new Date(resolvedAt.getTime() + 15 * DAY_MS) }).where(eq(serviceTickets.reference, reference));
    expect((await get(`track-request/${emailed}`)).statusCode).toBe(200);
    await t.database.db.update(serviceTickets).set({ resolvedAt: new Date(Date.now() - 91 * DAY_MS) }).where(eq(serviceTickets.reference, reference));
    expect((await get(`track-request/${emailed}`)).statusCode).toBe(410);
  });

  it("says plainly when the desk's target time is on hold", async () => {
    const reference = await submitComplaint();
    const token = signServiceRequestToken(reference, SECRET);
    await move(reference, "acknowledged");
    await move(reference, "diagnosing");
    await move(reference, "awaiting_parts");
    expect((await get(`track-request/${token}`)).json().target).toEqual({ state: "paused", waitingFor: "parts" });
    await move(reference, "diagnosing");
    await move(reference, "waiting_on_customer");
    expect((await get(`track-request/${token}`)).json().target).toEqual({ state: "paused", waitingFor: "customer" });
  });
});
