import { createRequire } from "node:module";
import type { I18n } from "@lingui/core";
import { formatIsoDate } from "@urjavolt/contract/dates";
import { type Locale, htmlLang } from "@urjavolt/contract/locale";
import { site } from "@urjavolt/contract/site";
import { type WarrantyDetails, hasCertificate } from "@urjavolt/contract/warranty";
import { catalogueWord, dateNamesFor, i18nFor } from "../../lib/i18n.ts";
import { createPdfDocument } from "../../lib/pdf-document.ts";

/**
 * The warranty certificate (docs/requirements/site-and-service-forms.md §9) as an A4 PDF, made on
 * the server for the unit's signed-in owner (decision 052) in the language the unit was registered
 * in (decision 056). It names what it covers, the product, its model and the serial (decision 051),
 * the owner, the dates and the dealer, the six terms, and how to reach support, with the shop's
 * public address from SITE_URL.
 *
 * English is set in DejaVu Sans, as the other documents the server makes. Hindi and Punjabi need a
 * font whose shaping tables PDFKit's fontkit can apply (conjuncts, vowel signs placed before or
 * above a consonant, nasal marks), with Latin letters and digits of its own for names, serials and
 * dates: Noto Sans Devanagari, the face the Hindi pages use, and for Gurmukhi Baloo Paaji 2 (the
 * pages' Noto Sans Gurmukhi makes fontkit throw, issue 367 of foliojs/fontkit). Both come from npm
 * (OFL-1.1, the Google Fonts files as @expo-google-fonts packages them); each PDF embeds the subset
 * of the glyphs it uses.
 */

const require = createRequire(import.meta.url);

/** The Hindi and Punjabi faces, regular and bold. */
const indicFonts: Record<Exclude<Locale, "en">, { body: string; bold: string }> = {
  hi: {
    body: require.resolve("@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf"),
    bold: require.resolve("@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf"),
  },
  pa: {
    body: require.resolve("@expo-google-fonts/baloo-paaji-2/BalooPaaji2_400Regular.ttf"),
    bold: require.resolve("@expo-google-fonts/baloo-paaji-2/BalooPaaji2_700Bold.ttf"),
  },
};

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 18 * MM;
const WIDTH = A4.width - 2 * MARGIN;
const colour = { navy: "#0b2545", ink: "#0f172a", muted: "#475569", green: "#15803d", rule: "#e2e8f0", footer: "#f8fafc", white: "#ffffff" };

/** The certificate's words in the registration's language. */
export function certificateWords(i18n: I18n) {
  const company = site.parentCompany.name;
  const brand = site.brand;
  return {
    title: i18n._("Warranty Certificate"),
    brandOf: i18n._("{brand} is a brand of {company}", { brand, company }),
    product: i18n._("Product"),
    model: i18n._("Model"),
    serial: i18n._("Serial number"),
    customer: i18n._("Customer"),
    mobile: i18n._("Mobile"),
    purchaseDate: i18n._("Purchase date"),
    status: i18n._("Status"),
    // Only an Active warranty has a certificate (hasCertificate).
    active: i18n._("Active"),
    expiryDate: i18n._("Expiry date"),
    dealer: i18n._("Dealer"),
    terms: i18n._("Terms and conditions"),
    /** The spec's six terms (contract/src/warranty.ts `certificateTerms`, the same English). */
    termList: [
      i18n._("This warranty covers manufacturing defects only."),
      i18n._("It does not cover physical damage, misuse, unauthorised repair or improper installation."),
      i18n._("The original invoice and this certificate are required for every claim."),
      i18n._("Service is provided only through authorised service centres."),
      i18n._("This warranty is not transferable."),
      i18n._("For any help with your warranty, contact our customer care."),
    ],
    support: (phones: string) => i18n._("Customer support: {phones}", { phones }),
    contact: (email: string, website: string) =>
      i18n._("E-mail: {email}   Website: {website}", { email, website }),
    // The site configuration's hours in the site's own words for them; changed without a message, they print as configured.
    hours: catalogueWord(i18n, site.hours),
  };
}

/**
 * The certificate of an Active warranty in `locale`, the dates written in it; refused (thrown) for
 * any other status: a unit taken back (decision 037), Pending, Expired or Rejected has none.
 */
export async function renderWarrantyCertificate(details: WarrantyDetails, locale: Locale, siteUrl: string, options: { compress?: boolean } = {}): Promise<Buffer> {
  if (!hasCertificate(details.status)) throw new Error(`No certificate for a warranty that is ${details.status}`);
  const words = certificateWords(i18nFor(locale));
  const { doc, done } = createPdfDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: htmlLang[locale],
    displayTitle: true,
    info: { Title: `${words.title} ${details.serialno}`, Author: site.parentCompany.name },
  });
  let body = "Body";
  let bold = "Bold";
  if (locale !== "en") {
    doc.registerFont("LocalBody", indicFonts[locale].body);
    doc.registerFont("LocalBold", indicFonts[locale].bold);
    body = "LocalBody";
    bold = "LocalBold";
  }

  // Header band: the brand in its own letters, and whose brand it is.
  doc.rect(0, 0, A4.width, 36 * MM).fill(colour.navy);
  doc.fillColor(colour.white).font("Bold").fontSize(24).text(site.brand, MARGIN, 9 * MM, { lineBreak: false });
  doc.font(body).fontSize(10).text(words.brandOf, MARGIN, 24 * MM, { width: WIDTH, lineBreak: false });

  doc.fillColor(colour.ink).font(bold).fontSize(18).text(words.title, MARGIN, 44 * MM, { width: WIDTH, align: "center" });

  // The registration: what it covers, whose it is, its dates.
  const rows: [string, string][] = [
    ...(details.product ? [[words.product, details.product] as [string, string]] : []),
    ...(details.model ? [[words.model, details.model] as [string, string]] : []),
    [words.serial, details.serialno],
    [words.customer, details.name],
    [words.mobile, details.mobile],
    [words.purchaseDate, formatIsoDate(details.purchase_date, dateNamesFor(locale))],
    [words.status, words.active],
    [words.expiryDate, formatIsoDate(details.expiry_date, dateNamesFor(locale))],
    [words.dealer, details.dealer],
  ];
  doc.fontSize(12);
  const labelWidth = Math.max(50 * MM, ...rows.map(([label]) => doc.font(bold).widthOfString(label) + 6 * MM));
  const valueWidth = WIDTH - labelWidth;
  let y = 60 * MM;
  for (const [label, value] of rows) {
    doc.font(bold).fillColor(colour.muted).text(label, MARGIN, y, { width: labelWidth - 4 * MM, lineBreak: false });
    doc.font(body).fillColor(label === words.status ? colour.green : colour.ink);
    doc.text(value, MARGIN + labelWidth, y, { width: valueWidth });
    y = Math.max(y + 9 * MM, doc.y + 2 * MM);
  }

  y += 4 * MM;
  doc.moveTo(MARGIN, y).lineTo(A4.width - MARGIN, y).lineWidth(0.75).strokeColor(colour.rule).stroke();
  y += 5 * MM;
  doc.fillColor(colour.ink).font(bold).fontSize(13).text(words.terms, MARGIN, y, { width: WIDTH });
  y = doc.y + 2 * MM;
  doc.font(body).fontSize(10.5);
  words.termList.forEach((term, index) => {
    doc.text(`${index + 1}. ${term}`, MARGIN, y, { width: WIDTH });
    y = doc.y + 1.5 * MM;
  });

  // Footer: how to reach support, in the page's bottom margin.
  doc.page.margins.bottom = 0;
  const footerTop = A4.height - 30 * MM;
  doc.rect(0, footerTop, A4.width, 30 * MM).fill(colour.footer);
  doc.fillColor(colour.muted).font(body).fontSize(10);
  const footer = [words.support(site.phones.map((phone) => phone.display).join(" / ")), words.contact(site.supportEmail, siteUrl.replace(/^https?:\/\//, "")), words.hours];
  footer.forEach((line, index) => doc.text(line, 0, footerTop + (5 + 7 * index) * MM, { width: A4.width, align: "center", lineBreak: false }));

  doc.end();
  return done;
}
