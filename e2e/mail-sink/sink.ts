import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for the browser tests: the site's server sends its e-mails here (SMTP_URL),
 * and the tests read what arrived over HTTP (`GET /messages`), as a customer reads their inbox.
 * Run as Playwright's web server: `tsx e2e/mail-sink/sink.ts <smtp port> <http port>`.
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
if (!smtpPort || !httpPort) throw new Error("usage: sink.ts <smtp port> <http port>");

const received: ReceivedMail[] = [];

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

createServer((request, response) => {
  if (request.url === "/messages") {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(received));
  } else {
    response.writeHead(404).end();
  }
}).listen(httpPort, "127.0.0.1");
