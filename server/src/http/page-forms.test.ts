import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../db/schema/catalogue.ts";
import { enquiries } from "../db/schema/enquiries.ts";
import { outbox } from "../db/schema/outbox.ts";
import { messageConsents } from "../db/schema/messages.ts";
import { reviews } from "../db/schema/reviews.ts";
import { warrantyRegistrations } from "../db/schema/warranty.ts";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { dateNamesFor } from "../lib/i18n.ts";
import { useTestApp } from "../test/helper.ts";
import { pngBytes } from "../test/multipart.ts";

/**
 * Forms posted to pages, as a browser without JavaScript sends them (web/app/lib/route-form.ts):
 * the route's action calls the same service as the JSON API and answers with the page.
 */
describe("forms posted to pages", () => {
  const t = useTestApp("pglite", { site: true, seed: true });
  // Each test posts from its own documentation-range address, so the forms' rate limit counts it alone.
  let address = 0;
  const from = () => `203.0.113.${(address += 1)}`;

  const post = (url: string, form: Record<string, string>, remoteAddress = from()) =>
    t.app.inject({ method: "POST", url, remoteAddress, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: new URLSearchParams(form).toString() });

  const contact = { name: "Asha Rani", mobile: "9876543210", email: "asha@example.in", subject: "Dealership", message: "Hello from a form post." };

  it("stores a contact message and answers with the page and its reference, kept from every cache", async () => {
    const response = await post("/contact-us", contact);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const reference = /Message sent successfully! Your reference number is (MSG-\d{4}-\d{6})\./.exec(response.body)?.[1];
    expect(reference).toBeDefined();
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.reference, reference!));
    expect(stored).toMatchObject({ kind: "contact", name: "Asha Rani", subject: "Dealership", message: "Hello from a form post.", locale: "en" });
  });

  it("refuses a form that breaks the rules with every message, refills the fields and stores nothing", async () => {
    const before = (await t.database.db.select().from(enquiries)).length;
    const response = await post("/contact-us", { name: "A<b>", email: "asha at example.in", subject: "Hi" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Please fill out all required fields correctly.");
    expect(response.body).toContain("Please enter a valid email address");
    expect(response.body).toContain("Mobile number is required");
    // What was typed comes back in the fields, escaped.
    expect(response.body).toContain('value="asha at example.in"');
    expect(response.body).toContain('value="A&lt;b&gt;"');
    expect((await t.database.db.select().from(enquiries)).length).toBe(before);
  });

  it("answers a form posted from the Punjabi page in Punjabi: the refusal's messages and the confirmation (decision 056)", async () => {
    const refused = await post("/pa/contact-us", { name: "Asha Rani", email: "asha at example.in", subject: "ਪਹਿਲੀ\nਲਾਈਨ" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="pa-IN"');
    for (const said of ["ਕਿਰਪਾ ਕਰਕੇ ਸਾਰੀ ਜ਼ਰੂਰੀ ਜਾਣਕਾਰੀ ਸਹੀ-ਸਹੀ ਭਰੋ।", "ਕਿਰਪਾ ਕਰਕੇ ਸਹੀ ਈਮੇਲ ਪਤਾ ਭਰੋ", "ਮੋਬਾਈਲ ਨੰਬਰ ਭਰਨਾ ਜ਼ਰੂਰੀ ਹੈ", "ਕਿਰਪਾ ਕਰਕੇ ਇਸਨੂੰ ਇੱਕੋ ਲਾਈਨ ਵਿੱਚ ਲਿਖੋ", "ਸੁਨੇਹਾ ਲਿਖਣਾ ਜ਼ਰੂਰੀ ਹੈ"]) {
      expect(refused.body).toContain(said);
    }
    // What the visitor reads is Punjabi; the page's data keeps the rules' English, the messages' stable keys.
    const shown = refused.body.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).not.toContain("Mobile number is required");
    expect(shown).not.toContain("Please fill out all required fields correctly.");
    // The form posts back to the Punjabi page.
    expect(refused.body).toContain('action="/pa/contact-us#contact-form"');

    const sent = await post("/pa/contact-us", contact);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatch(/ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਭੇਜ ਦਿੱਤਾ ਗਿਆ ਹੈ! ਤੁਹਾਡਾ ਰੈਫ਼ਰੈਂਸ ਨੰਬਰ MSG-\d{4}-\d{6} ਹੈ।/);
    // Kept with the message, whose confirmation is written in Punjabi; staff's notice stays English.
    const reference = /MSG-\d{4}-\d{6}/.exec(sent.body)![0];
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(stored?.locale).toBe("pa");
    const mails = await t.database.db.select().from(outbox).where(like(outbox.subject, `%${reference}%`));
    expect(mails.find((mail) => mail.kind === "contact-confirmation")?.subject).toBe(`ਸਾਨੂੰ ਤੁਹਾਡਾ ਸੁਨੇਹਾ ਮਿਲ ਗਿਆ ਹੈ (${reference}) | UrjaVolt`);
    expect(mails.find((mail) => mail.kind === "staff-contact")?.subject).toBe(`New message ${reference} | UrjaVolt`);
  });

  it("answers a quote request posted from the Hindi page in Hindi: the rules' messages, the product the shop does not offer, the thanks (decision 056)", async () => {
    const refused = await post("/hi/get-quote", { email: "vikram at example.in", message: "दो इन्वर्टर" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="hi-IN"');
    for (const said of ["कृपया सभी ज़रूरी जानकारी सही-सही भरें।", "नाम भरना ज़रूरी है", "ईमेल सही नहीं है", "मोबाइल नंबर भरना ज़रूरी है", "कृपया एक प्रोडक्ट चुनें"]) {
      expect(refused.body).toContain(said);
    }
    // What the visitor reads is Hindi; the page's data keeps the rules' English, the messages' stable keys.
    const shown = refused.body.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).not.toContain("Invalid email");
    expect(shown).not.toContain("Please select a product");
    expect(refused.body).toContain('action="/hi/get-quote#quote-form"');
    expect(refused.body).toContain('value="vikram at example.in"');

    // The service's own refusal (a product no longer in the catalogue) is Hindi too.
    const quote = { name: "Vikram Gill", email: "vikram@example.in", mobile: "98765 43210" };
    const unknown = await post("/hi/get-quote", { ...quote, products: "9999VA" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("कृपया सूची में से एक प्रोडक्ट चुनें");

    const sent = await post("/hi/get-quote", { ...quote, products: "2100VA" });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("धन्यवाद!");
    expect(sent.body).toMatch(/आपका कोटेशन का अनुरोध भेज दिया गया है। हम जल्द ही आपसे संपर्क करेंगे। आपका रेफ़रेंस नंबर QTE-\d{4}-\d{6} है।/);
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.reference, /QTE-\d{4}-\d{6}/.exec(sent.body)![0]));
    expect(stored?.locale).toBe("hi");
  });

  it("answers a complaint posted from the Hindi page in Hindi, and its link opens the request in Hindi, which a look-up from the Hindi page finds too (decision 056)", async () => {
    const refused = await post("/hi/technical-support", { email: "harjit at example.in", service_issue: "other", pincode: "14040" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="hi-IN"');
    for (const said of ["कृपया सभी ज़रूरी जानकारी सही-सही भरें।", "नाम भरना ज़रूरी है", "ईमेल सही नहीं है", "फ़ोन नंबर भरना ज़रूरी है", "कृपया एक प्रोडक्ट चुनें", "पिन कोड 6 अंकों का होना चाहिए", "कृपया समस्या बताएँ", "कृपया समस्या विस्तार से बताएँ"]) {
      expect(refused.body).toContain(said);
    }
    // What the visitor reads is Hindi; the page's data keeps the rules' English, the messages' stable keys.
    const shown = refused.body.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).not.toContain("Invalid email format");
    expect(shown).not.toContain("Please describe the issue");
    expect(refused.body).toContain('action="/hi/technical-support#support-request-form"');
    expect(refused.body).toContain('value="harjit at example.in"');

    const complaint = { name: "Harjit Kaur", mobile: "98765 43210", email: "harjit@example.in", service_issue: "product_issue", pincode: "140401", message: "रात में बीप करता है।" };
    const unknown = await post("/hi/technical-support", { ...complaint, product: "9999VA" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("कृपया सूची में से एक प्रोडक्ट चुनें");

    const sent = await post("/hi/technical-support", { ...complaint, product: "2100VA" });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("अनुरोध भेज दिया गया");
    const reference = /आपका सहायता अनुरोध भेज दिया गया है! आपका रेफ़रेंस नंबर (CMP-\d{4}-\d{6}) है।/.exec(sent.body)?.[1];
    expect(reference).toBeDefined();
    expect(sent.body).toMatch(/हमारी सर्विस टीम आपको <strong>\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}, \d{1,2}:\d\d [ap]m<\/strong> तक फ़ोन करेगी।/);
    const track = /href="(\/hi\/track-request\/[^"]+)"/.exec(sent.body)?.[1];
    expect(track).toBeDefined();

    const page = await t.app.inject({ method: "GET", url: track! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi-IN"');
    expect(page.body).toContain(`अनुरोध ${reference}`);
    expect(page.body).toContain("स्थिति: <strong>हमें आपका अनुरोध मिल गया है</strong>");
    expect(page.body).toContain("ख़राबी की जानकारी पक्की करने के लिए हमारी सर्विस टीम आपको फ़ोन करेगी।");
    expect(page.body).toContain(`action="${track}#messages"`);

    // A message posted without scripts comes back to the Hindi page, its check in Hindi.
    const blank = await post(track!, { _form: "message", message: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain("कृपया अपना संदेश लिखें");

    const found = await post("/hi/track-request", { reference: reference!, mobile: "9876543210" });
    expect(found.statusCode).toBe(302);
    expect(found.headers.location).toMatch(/^\/hi\/track-request\/[^/]+$/);
    const missing = await post("/hi/track-request", { reference: "CMP-2026-999999", mobile: "9876543210" });
    expect(missing.body).toContain("इन जानकारियों से कोई सर्विस अनुरोध नहीं मिला।");
  });

  it("files a complaint with 'other', the description standing in for the issue", async () => {
    const response = await post("/technical-support", {
      name: "Harjit Kaur",
      mobile: "9876543210",
      email: "harjit@example.in",
      product: "2100VA",
      service_issue: "other",
      other_issue_description: "Remote app will not pair",
      pincode: "140401",
      message: "Since Monday.",
    });
    expect(response.statusCode).toBe(200);
    const reference = /CMP-\d{4}-\d{6}/.exec(response.body)![0];
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(stored).toMatchObject({ kind: "complaint", issue: "other", issueDescription: "Remote app will not pair" });
  });

  it("takes a mobile and a pincode as people paste them, as the page's scripts would, and stores the ten digits and the six", async () => {
    const response = await post("/technical-support", {
      name: "Harjit Kaur",
      mobile: "+91 98765 43210",
      email: "harjit@example.in",
      product: "2100VA",
      service_issue: "product_issue",
      pincode: "140 401",
      message: "Beeps.",
    });
    expect(response.statusCode).toBe(200);
    const reference = /CMP-\d{4}-\d{6}/.exec(response.body)![0];
    const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(stored).toMatchObject({ mobile: "9876543210", pincode: "140401" });

    const quote = await post("/get-quote", { name: "Vikram Gill", email: "vikram@example.in", mobile: "098765-43210", products: "2100VA" });
    expect(quote.statusCode).toBe(200);
    const [quoted] = await t.database.db.select().from(enquiries).where(eq(enquiries.reference, /QTE-\d{4}-\d{6}/.exec(quote.body)![0]));
    expect(quoted).toMatchObject({ mobile: "9876543210" });
  });

  const registration = (serial: string) => ({
    _form: "register",
    name: "Ravi Kumar",
    mobile: "98765 43210",
    serialno: ` ${serial} `,
    purchaseDate: new Date(Date.now() - 86_400_000 * 30).toISOString().slice(0, 10),
    dealer: "Sharma & Sons",
    invoiceno: "INV-1",
    pincode: "140401",
  });
  const pdf = new Blob(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], { type: "application/pdf" });

  /** A multipart post to a page, as the browser encodes it, with an optional file. */
  async function postMultipart(url: string, fields: Record<string, string>, file?: { field: string; blob: Blob; name: string }) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append(file.field, file.blob, file.name);
    const request = new Request(`http://site${url}`, { method: "POST", body: form });
    return t.app.inject({
      method: "POST",
      url,
      remoteAddress: from(),
      headers: { "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }
  const postWarranty = (fields: Record<string, string>, invoice?: Blob) =>
    postMultipart("/warranty", fields, invoice && { field: "invoice", blob: invoice, name: "invoice.pdf" });

  it("registers a warranty with its invoice, the serial and mobile compacted as the form does while typing", async () => {
    const serial = `UV-PAGE-${Date.now()}`;
    const response = await postWarranty(registration(serial), pdf);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Serial number ${serial} is Pending until we verify your invoice.`);
    const [stored] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serial));
    expect(stored).toMatchObject({ name: "Ravi Kumar", mobile: "9876543210", status: "pending", locale: "en" });
    // The same serial again: the service's refusal, beside the field.
    const again = await postWarranty(registration(serial), pdf);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("This serial number is already registered");
  });

  it("keeps the language of the page a warranty was registered from, for its e-mails and certificate (decision 056)", async () => {
    const serial = `UV-PAGE-HI-${Date.now()}`;
    const response = await postMultipart("/hi/warranty", registration(serial), { field: "invoice", blob: pdf, name: "invoice.pdf" });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serial));
    expect(stored?.locale).toBe("hi");
  });

  it("answers a warranty posted from the Hindi page in Hindi: the rules' and the invoice's messages, a serial already registered, the confirmation with its serial (decision 056)", async () => {
    const refused = await postMultipart("/hi/warranty", { _form: "register", serialno: "UV NOPE 1", email: "ravi at example.in" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="hi-IN"');
    for (const said of ["कृपया सभी ज़रूरी जानकारी सही-सही भरें।", "नाम भरना ज़रूरी है", "कृपया सही ईमेल पता डालें", "ख़रीद की तारीख़ भरना ज़रूरी है", "इनवॉइस की फ़ाइल लगाना ज़रूरी है"]) {
      expect(refused.body).toContain(said);
    }
    // What the visitor reads is Hindi; the page's data keeps the rules' English, the messages' stable keys.
    const shown = refused.body.replace(/<script[\s\S]*?<\/script>/g, "");
    for (const english of ["Invoice file is required", "Purchase date is required", "Please fill out all required fields correctly."]) expect(shown).not.toContain(english);
    expect(refused.body).toContain('action="/hi/warranty#warranty-form"');
    expect(refused.body).toContain('value="UVNOPE1"');

    const serial = `UV-PAGE-HI-${Date.now()}`;
    const sent = await postMultipart("/hi/warranty", registration(serial), { field: "invoice", blob: pdf, name: "invoice.pdf" });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(`वारंटी रजिस्टर हो गई! सीरियल नंबर ${serial} की वारंटी तब तक लंबित रहेगी, जब तक हम आपके इनवॉइस की जाँच नहीं कर लेते।`);
    const again = await postMultipart("/hi/warranty", registration(serial), { field: "invoice", blob: pdf, name: "invoice.pdf" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("यह सीरियल नंबर पहले से रजिस्टर है");
  });

  it("answers a Punjabi status check in Punjabi: the status and the dates, and a serial nobody registered (decision 056)", async () => {
    const found = await post("/pa/warranty?form=check", { _form: "check", serialno: "UV-DEMO-ACTIVE" });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain("ਵਾਰੰਟੀ ਦੀ ਜਾਣਕਾਰੀ");
    expect(found.body).toMatch(/ਸਥਿਤੀ: <strong>ਚਾਲੂ<\/strong>/);
    const [demo] = await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, "UV-DEMO-ACTIVE"));
    expect(found.body).toContain(`<dd>${formatIsoDate(demo!.purchaseDate, dateNamesFor("pa"))}</dd>`);
    expect(found.body).toContain('action="/pa/warranty?form=check"');
    const unknown = await post("/pa/warranty?form=check", { _form: "check", serialno: "NO-SUCH-SERIAL" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("ਇਸ ਸੀਰੀਅਲ ਨੰਬਰ 'ਤੇ ਕੋਈ ਵਾਰੰਟੀ ਰਜਿਸਟਰ ਨਹੀਂ ਹੈ");
  });

  it("records the boxes for updates ticked on the complaint and warranty forms, with the form and its record (decision 030)", async () => {
    const complaint = {
      name: "Harjit Kaur",
      mobile: "09811200001",
      email: "harjit@example.in",
      product: "2100VA",
      service_issue: "product_issue",
      pincode: "140401",
      message: "It beeps.",
      sms_updates: "yes",
    };
    const filed = await post("/technical-support", complaint);
    expect(filed.statusCode).toBe(200);
    const reference = /CMP-\d{4}-\d{6}/.exec(filed.body)![0];
    expect(await t.database.db.select({ channel: messageConsents.channel, source: messageConsents.source, reference: messageConsents.reference }).from(messageConsents).where(eq(messageConsents.mobile, "+919811200001"))).toEqual([
      { channel: "sms", source: "complaint-form", reference },
    ]);

    // A ticked box without an Indian mobile: refused beside the mobile, the box still ticked.
    const refused = await post("/technical-support", { ...complaint, mobile: "+441632960961", whatsapp_updates: "yes" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Please enter a valid 10-digit mobile number");
    expect(refused.body).toMatch(/<input type="checkbox" name="whatsapp_updates" checked="" value="yes"\/>/);

    const serial = `UV-CONSENT-${Date.now()}`;
    const registered = await postWarranty({ ...registration(serial), mobile: "98112 00002", whatsapp_updates: "yes" }, pdf);
    expect(registered.statusCode).toBe(200);
    expect(await t.database.db.select({ channel: messageConsents.channel, source: messageConsents.source, reference: messageConsents.reference }).from(messageConsents).where(eq(messageConsents.mobile, "+919811200002"))).toEqual([
      { channel: "whatsapp", source: "warranty-form", reference: serial },
    ]);
  });

  it("refuses a registration without its invoice, and an invoice whose bytes are not a PDF or image", async () => {
    const missing = await postWarranty({ _form: "register", serialno: "UV-NOPE-1" });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("Invoice file is required");
    expect(missing.body).toContain("Purchase date is required");
    const serial = `UV-EXE-${Date.now()}`;
    const renamedExe = new Blob([Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62), Buffer.from("PE\0\0")])], { type: "application/pdf" });
    const exe = await postWarranty(registration(serial), renamedExe);
    expect(exe.statusCode).toBe(415);
    expect(exe.body).toContain("Invoice must be a PDF, JPEG, or PNG file");
    expect(await t.database.db.select().from(warrantyRegistrations).where(eq(warrantyRegistrations.serialNo, serial))).toEqual([]);
  });

  it("answers the status check with the registration, and an unknown serial with the spec's words", async () => {
    const found = await post("/warranty?form=check", { _form: "check", serialno: "UV-DEMO-ACTIVE" });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain("Warranty Details");
    expect(found.body).toMatch(/<dialog open=""/);
    const unknown = await post("/warranty?form=check", { _form: "check", serialno: "NO-SUCH-SERIAL" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("No warranty is registered for this serial number");
  });

  it("answers the status check of a unit taken back as Replaced, by which serial, with no certificate to download", async () => {
    const replacedAt = new Date("2026-11-20T06:30:00Z");
    await t.database.db.insert(warrantyRegistrations).values({
      serialNo: "UV-PAGE-OLD-1",
      name: "Meena Gill",
      mobile: "9876512345",
      purchaseDate: "2025-02-01",
      dealer: "Gill Traders",
      invoiceNo: "INV-9",
      pincode: "140401",
      status: "replaced",
      replacedBy: "UV-PAGE-NEW-7002",
      replacedAt,
    });
    const response = await post("/warranty?form=check", { _form: "check", serialno: "uv-page-old-1" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/Status:(<!-- -->)? ?<strong>Replaced<\/strong>/);
    expect(response.body).toContain(
      "This unit was replaced on 20 Nov 2026 by the unit whose serial number ends in 7002. Its warranty continues on that unit: check that serial number for its status and certificate.",
    );
    expect(response.body).not.toContain("Download Certificate");
    expect(response.body).not.toContain("UV-PAGE-NEW-7002");
  });

  const review = { review_stars: "4", review_title: "Quiet", review_content: "Runs the fans all evening.", name: "Meera Pillai", email: "meera@example.in" };
  // The smallest PNG: a signature and an IHDR chunk are what the upload's reader looks for.
  const png = new Blob([new Uint8Array(pngBytes)], { type: "image/png" });

  it("publishes a review posted to its product page with its photo, recounting the product's rating", async () => {
    const [before] = await t.database.db.select().from(products).where(eq(products.id, 3));
    const text = `Posted without scripts ${Date.now()}`;
    const response = await postMultipart("/productDetail/3?review=write", { ...review, review_content: text }, { field: "review_image", blob: png, name: "photo.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).toContain("Review submitted successfully!");
    // The page comes back with the new review first in its list.
    expect(response.body).toContain(text);
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.content, text));
    expect(stored).toMatchObject({ productId: 3, stars: 4, name: "Meera Pillai" });
    expect(stored!.imageFileId).not.toBeNull();
    const [after] = await t.database.db.select().from(products).where(eq(products.id, 3));
    expect(after!.reviewCount).toBe(before!.reviewCount + 1);
  });

  it("refuses a review with the form open and its messages, a photo that is not an image, and an unknown product", async () => {
    const empty = await postMultipart("/productDetail/3?review=write", { email: "nope" });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Failed to submit review: Please fill out all required fields correctly.");
    expect(empty.body).toContain("Please select a rating (1-5 stars)");
    expect(empty.body).toContain('value="nope"');
    // The form (a lazy part of the page) is in place in the HTML, not sent at the end for a script to move.
    expect(empty.body).not.toContain("<!--$?-->");
    const text = `A renamed PDF ${Date.now()}`;
    const notImage = await postMultipart("/productDetail/3?review=write", { ...review, review_content: text }, { field: "review_image", blob: pdf, name: "photo.png" });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.body).toContain("Review image must be a JPEG, PNG or WebP file");
    expect(await t.database.db.select().from(reviews).where(eq(reviews.content, text))).toEqual([]);
    const unknown = await postMultipart("/productDetail/999999", review);
    expect(unknown.statusCode).toBe(404);
  });

  it("answers a fetcher's post with the action's data", async () => {
    const response = await post("/contact-us.data", contact);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/x-script/);
    expect(response.body).toContain("Message sent successfully!");
  });

  it("refuses what is not a form, a body too big, and a page without a form, each with a 4xx", async () => {
    const json = await t.app.inject({ method: "POST", url: "/contact-us", remoteAddress: from(), headers: { "content-type": "application/json" }, payload: "{}" });
    expect(json.statusCode).toBe(400);
    expect(json.body).toContain("The form could not be read. Please send it again.");
    const control = await post("/contact-us", { ...contact, subject: "Hi\u0007" });
    expect(control.statusCode).toBe(400);
    expect(control.body).toContain("Please remove the hidden control characters from this field");
    const big = await t.app.inject({
      method: "POST",
      url: "/contact-us",
      remoteAddress: from(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `message=${"a".repeat(7 * 1024 * 1024)}`,
    });
    expect(big.statusCode).toBe(413);
    expect((await post("/about-us", { a: "1" })).statusCode).toBe(405);
  });

  it("counts form posts against the forms' rate limit, and says so on the page", async () => {
    const remoteAddress = from();
    for (let i = 0; i < 20; i += 1) expect((await post("/get-quote", { name: "x" }, remoteAddress)).statusCode).toBe(400);
    const limited = await post("/get-quote", { name: "x" }, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toMatch(/Too many requests from your network\. Please wait \d+ (seconds?|minutes?) and try again\./);
    // A fetcher's post to the same page shares the count.
    expect((await post("/get-quote.data", { name: "x" }, remoteAddress)).statusCode).toBe(429);
    // Another page has its own.
    expect((await post("/contact-us", { name: "x" }, remoteAddress)).statusCode).toBe(400);
    // The Hindi page is a page of its own, and says so in Hindi (decision 056).
    for (let i = 0; i < 20; i += 1) expect((await post("/hi/get-quote", { name: "x" }, remoteAddress)).statusCode).toBe(400);
    const hindi = await post("/hi/get-quote", { name: "x" }, remoteAddress);
    expect(hindi.statusCode).toBe(429);
    expect(hindi.body).toMatch(/आपके नेटवर्क से बहुत ज़्यादा अनुरोध आए हैं। कृपया \d+ (सेकंड|मिनट) रुककर फिर से कोशिश करें।/);
  });
});
