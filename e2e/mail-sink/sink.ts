import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for the browser tests: the site's server sends its e-mails here (SMTP_URL),
 * and the tests read what arrived over HTTP (`GET /messages`), as a customer reads their inbox.
 * The same HTTP port stands in for the SMS and WhatsApp gateways at their boundary (decision 054):
 * the site posts each text as it would to a real gateway (`POST /sms`, `POST /whatsapp`, JSON with
 * the key in its header; SMS_API_URL and WHATSAPP_API_URL in playwright.config.ts), and the tests
 * read what the phone would show (`GET /texts`).
 * Run as Playwright's web server: `tsx e2e/mail-sink/sink.ts <smtp port> <http port> <gateway key>`.
 */
export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; base64: string }[];
};

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error("usage: sink.ts <smtp port> <http port> <gateway key>");

const received: ReceivedMail[] = [];

/** A text as the gateway took it: its channel, the number (91 and 10 digits) and the body as posted. */
export type ReceivedText = { channel: "sms" | "whatsapp"; to: string; message: string; variables: string[]; template: string; body: Record<string, unknown> };
const texts: ReceivedText[] = [];
/** The key the e2e server sends (the third argument; playwright.config.ts): a gateway refuses a post without it. */
const gatewayKey = process.argv[4] ?? "";

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          attachments: mail.attachments.map((file) => ({ filename: file.filename ?? "", contentType: file.contentType, base64: file.content.toString("base64") })),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, "127.0.0.1");

/** Takes one text posted as the site posts it to a gateway (text-providers.ts), refusing what a gateway would. */
function takeText(channel: ReceivedText["channel"], raw: string): { status: number; answer: unknown } {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return { status: 400, answer: { error: "not JSON" } };
  }
  const to = typeof body.to === "string" ? body.to : "";
  if (!/^91[6-9]\d{9}$/.test(to)) return { status: 400, answer: { error: "to must be 91 and a 10-digit mobile" } };
  if (channel === "sms") {
    if (typeof body.dlt_template_id !== "string" || typeof body.message !== "string") return { status: 400, answer: { error: "an SMS needs its DLT template and text" } };
    texts.push({ channel, to, message: body.message, variables: (body.variables as string[]) ?? [], template: body.dlt_template_id, body });
  } else {
    const template = body.template as { name?: unknown; parameters?: unknown } | undefined;
    if (typeof template?.name !== "string") return { status: 400, answer: { error: "a WhatsApp message needs its template" } };
    const parameters = Array.isArray(template.parameters) ? (template.parameters as string[]) : [];
    texts.push({ channel, to, message: parameters.join(" "), variables: parameters, template: template.name, body });
  }
  return { status: 202, answer: { id: `e2e-${texts.length}`, status: "accepted" } };
}

createServer((request, response) => {
  const reply = (status: number, answer: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer));
  };
  if (request.method === "GET" && request.url === "/messages") return reply(200, received);
  if (request.method === "GET" && request.url === "/texts") return reply(200, texts);
  const channel = request.method === "POST" && (request.url === "/sms" || request.url === "/whatsapp") ? (request.url.slice(1) as ReceivedText["channel"]) : null;
  if (!channel) return reply(404, { error: "not found" });
  if (!gatewayKey || request.headers.authorization !== `Bearer ${gatewayKey}`) return reply(401, { error: "bad key" });
  let raw = "";
  request.setEncoding("utf8");
  request.on("data", (chunk: string) => {
    raw += chunk;
  });
  request.on("end", () => {
    const taken = takeText(channel, raw);
    reply(taken.status, taken.answer);
  });
}).listen(httpPort, "127.0.0.1");
