import { formatIndiaDate, formatIndiaDateTime } from "@urjavolt/contract/dates";
import { formatRupees } from "@urjavolt/contract/money";
import { grievanceOfficer } from "@urjavolt/contract/grievance";
import { site } from "@urjavolt/contract/site";
import { createPdfDocument } from "../../lib/pdf-document.ts";
import type { AccountsRightsService } from "./accounts-rights-service.ts";

/**
 * The copy of a customer's data as a readable A4 PDF (decision 053): the same content as the JSON,
 * section by section, in the site's fonts (pdf-document.ts) and the invoice's colours.
 */

type ExportData = Awaited<ReturnType<AccountsRightsService["exportData"]>>;

const colour = { ink: "#0f172a", muted: "#475569", navy: "#0b2545", border: "#e2e8f0" };
const MARGIN = 48;

const when = (iso: string | null) => (iso ? formatIndiaDateTime(iso) : "-");
const day = (iso: string | null) => (iso ? formatIndiaDate(iso) : "-");

export function renderDataExportPdf(data: ExportData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done } = createPdfDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: options.compress ?? true,
    displayTitle: true,
    lang: "en-IN",
    info: { Title: `Your data held by ${site.brand}`, Author: site.parentCompany.name, Subject: "A copy of the personal data held about one customer account" },
  });
  const width = doc.page.width - 2 * MARGIN;

  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font("Bold").fontSize(13).fillColor(colour.navy).text(text, MARGIN, undefined, { width });
    const y = doc.y + 2;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor(colour.border).stroke();
    doc.moveDown(0.4);
  };
  const subheading = (text: string) => {
    doc.moveDown(0.3);
    doc.font("Bold").fontSize(10.5).fillColor(colour.ink).text(text, MARGIN, undefined, { width });
  };
  const field = (label: string, value: string | number | null | undefined) => {
    doc.font("Bold").fontSize(9.5).fillColor(colour.muted).text(`${label}: `, MARGIN, undefined, { continued: true, width });
    doc.font("Body").fillColor(colour.ink).text(value === null || value === undefined || value === "" ? "-" : String(value));
  };
  const none = (text: string) => doc.font("Body").fontSize(9.5).fillColor(colour.muted).text(text, MARGIN, undefined, { width });

  doc.font("Bold").fontSize(18).fillColor(colour.navy).text(`${site.brand}: your data`, MARGIN, MARGIN, { width });
  doc.font("Body").fontSize(9.5).fillColor(colour.muted).text(`Everything we hold about account ${data.account.id}, as of ${when(data.generatedAt)}. Kept by ${data.controller.replace(/\.$/, "")}.`, { width });

  heading("Your account");
  field("Mobile number", data.account.mobile ? `+91 ${data.account.mobile}` : null);
  field("Sign-in e-mail", data.account.email);
  field("Made", when(data.account.createdAt));
  for (const former of data.account.formerMobiles) field("Former mobile number", `+91 ${former.mobile} (until ${when(former.until)})`);
  field("Name", data.details.name);
  field("Contact e-mail (not verified)", data.details.email);

  heading("Signed-in devices");
  if (data.devices.length === 0) none("None.");
  for (const device of data.devices) field(device.device, `signed in ${when(device.signedInAt)}, last used ${when(device.lastSeenAt)}`);

  heading("Saved addresses");
  if (data.addresses.length === 0) none("None.");
  for (const address of data.addresses) field(address.full_name, `${address.address}, ${address.city}, ${address.state} ${address.pincode}; phone ${address.mobile}`);

  heading("Message consents");
  if (data.consents.length === 0) none("None given with your numbers.");
  for (const consent of data.consents) field(`${consent.channel.toUpperCase()} ${consent.status}`, `${when(consent.at)}, ${consent.mobile}: "${consent.wording}"`);

  heading("Orders");
  if (data.orders.length === 0) none("None.");
  for (const order of data.orders) {
    subheading(`Order ${order.number} (${order.status})`);
    field("Placed", when(order.placedAt));
    field("Paid", when(order.paidAt));
    field("Buyer", `${order.fullName}, ${order.email}, ${order.mobile}`);
    field("Deliver to", `${order.address}, ${order.city}, ${order.state} ${order.pincode}`);
    if (order.buyerGstin) field("GSTIN", order.buyerGstin);
    for (const line of order.lines) field(`${line.quantity} x ${line.product}`, formatRupees(line.unitPriceRupees * line.quantity - line.discountRupees));
    field("Total", formatRupees(order.totalRupees));
    for (const invoice of order.invoices) field("Tax invoice", `${invoice.number}, ${day(invoice.issuedAt)}`);
    for (const note of order.creditNotes) field("Credit note", `${note.number}, ${day(note.issuedAt)}`);
  }

  heading("Warranty registrations");
  if (data.warrantyRegistrations.length === 0) none("None.");
  for (const unit of data.warrantyRegistrations) {
    subheading(`Serial ${unit.serialNo} (${unit.status})`);
    field("Registered by", `${unit.name}, ${unit.mobile}${unit.email ? `, ${unit.email}` : ""}, pincode ${unit.pincode}`);
    field("Bought", `${unit.purchaseDate} from ${unit.dealer}, invoice ${unit.invoiceNo}`);
    field("Warranty until", unit.warrantyUntil);
    if (unit.comments) field("Comments", unit.comments);
  }

  heading("Service requests");
  if (data.serviceRequests.length === 0) none("None.");
  for (const ticket of data.serviceRequests) {
    subheading(`Request ${ticket.reference} (${ticket.status})`);
    field("Product", `${ticket.product}${ticket.serialNo ? `, serial ${ticket.serialNo}` : ""}`);
    field("Raised by", `${ticket.name}, ${ticket.mobile}${ticket.email ? `, ${ticket.email}` : ""}, pincode ${ticket.pincode}`);
    field("Opened", when(ticket.openedAt));
    field("Fault", `${ticket.issue}: ${ticket.description}`);
    for (const visit of ticket.visits) field("Visit", `${when(visit.from)} at ${visit.address} (${visit.status})`);
    for (const message of ticket.messages) field(when(message.at), message.kind === "message" ? `${message.by}: ${message.text ?? ""}` : `status ${message.status ?? ""}`);
  }

  heading("Your requests about your data");
  if (data.rightsRequests.length === 0) none("None before this one.");
  for (const request of data.rightsRequests) field(when(request.at), `${request.detail}: ${request.outcome}`);

  doc.moveDown(1);
  doc
    .font("Body")
    .fontSize(8.5)
    .fillColor(colour.muted)
    .text(`The same data, complete and machine-readable, is in the JSON copy on your account page. Questions or complaints: our Grievance Officer, ${grievanceOfficer.email}.`, MARGIN, undefined, { width });
  doc.end();
  return done;
}
