import type { ProductDetail } from "@urjavolt/contract/catalogue";
import { type CatalogueLine, discountPercent, stockStatus } from "@urjavolt/contract/catalogue-rules";
import { formatRupees } from "@urjavolt/contract/money";
import { site } from "@urjavolt/contract/site";
import { createPdfDocument } from "../../lib/pdf-document.ts";
import { formatIndiaDate } from "@urjavolt/contract/dates";

/**
 * A product line's catalogue as an A4 PDF: brand header, the spec's claims for the line, one block
 * per model (key specs, price, warranty, stock), contacts and addresses in the footer of every page,
 * page numbers and a bookmark per model. DejaVu Sans is embedded because PDF's standard fonts have
 * no rupee sign.
 */


const colour = {
  ink: "#0f172a",
  slate: "#475569",
  muted: "#64748b",
  navy: "#0b2545",
  green: "#047857",
  mint: "#6ee7b7",
  onNavy: "#cbd5e1",
  amber: "#b45309",
  amberBg: "#fef3c7",
  surface: "#f8fafc",
  border: "#e2e8f0",
  success: "#15803d",
  danger: "#b91c1c",
  white: "#ffffff",
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_HEIGHT = 96;
const CONTENT_BOTTOM = A4.height - FOOTER_HEIGHT - 12;
const FIRST_HEADER_HEIGHT = 112;
const NEXT_HEADER_HEIGHT = 44;
const KEY_SPECS = 6;


export type CataloguePdfInput = {
  line: CatalogueLine;
  products: ProductDetail[];
  /** When the catalogue last changed: printed as the date the prices hold from. */
  pricesAsOf: Date;
  /** The site's public address (SITE_URL), printed in the footer. */
  siteUrl: string;
  /** Tests may turn compression off to read the page text. */
  compress?: boolean;
};

type Doc = PDFKit.PDFDocument;

export function renderCataloguePdf({ line, products, pricesAsOf, siteUrl, compress = true }: CataloguePdfInput): Promise<Buffer> {
  const { doc, done } = createPdfDocument({
    size: "A4",
    margins: { top: NEXT_HEADER_HEIGHT + 20, bottom: FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    compress,
    displayTitle: true,
    lang: "en-IN",
    info: {
      Title: `${site.brand} ${line.name} catalogue`,
      Author: site.parentCompany.name,
      Subject: `${line.name}: models, key specifications, prices and warranty`,
      Keywords: products.map((product) => product.model).join(", "),
      Creator: siteUrl,
    },
  });

  doc.addPage();
  let y = firstPageHeader(doc, line, pricesAsOf);
  y = claimsBox(doc, line, products.length, y + 16);
  y += 18;
  doc.font("Bold").fontSize(13).fillColor(colour.ink).text("Models and prices", MARGIN, y, { lineBreak: false });
  y += 24;

  if (products.length === 0) {
    doc.font("Body").fontSize(10).fillColor(colour.slate).text(
      `No models of this line are listed right now. Please call ${site.phones[0].display} or write to ${site.supportEmail} for availability.`,
      MARGIN,
      y,
      { width: CONTENT_WIDTH },
    );
  }

  for (const product of products) {
    const height = productBlockHeight(doc, product);
    if (y + height > CONTENT_BOTTOM) {
      doc.addPage();
      y = nextPageHeader(doc, line) + 18;
    }
    doc.outline.addItem(`${product.model}: ${product.product_name}`);
    productBlock(doc, product, y, height);
    y += height + 12;
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    footer(doc, index - range.start + 1, range.count, siteUrl);
  }
  doc.end();
  return done;
}

/** Text that must not wrap or move the cursor, at an exact place. */
function put(doc: Doc, text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(text, x, y, { lineBreak: false, ...options });
}

function firstPageHeader(doc: Doc, line: CatalogueLine, pricesAsOf: Date): number {
  doc.rect(0, 0, A4.width, FIRST_HEADER_HEIGHT).fill(colour.navy);
  doc.rect(0, FIRST_HEADER_HEIGHT, A4.width, 4).fill(colour.green);
  brandMark(doc, MARGIN, 30, 1);
  doc.font("Bold").fontSize(26).fillColor(colour.white);
  put(doc, site.brand, MARGIN + 40, 28);
  doc.font("Body").fontSize(9).fillColor(colour.onNavy);
  put(doc, `A brand of ${site.parentCompany.name}`, MARGIN + 40, 62);
  put(doc, site.tagline, MARGIN + 40, 76);

  const right = { x: A4.width / 2, width: A4.width / 2 - MARGIN };
  doc.font("Bold").fontSize(8.5).fillColor(colour.mint);
  put(doc, "PRODUCT CATALOGUE", right.x, 30, { width: right.width, align: "right", characterSpacing: 1.5 });
  doc.font("Bold").fontSize(16).fillColor(colour.white);
  doc.text(line.name, right.x, 44, { width: right.width, align: "right" });
  doc.font("Body").fontSize(9).fillColor(colour.onNavy);
  put(doc, `Prices as on ${formatIndiaDate(pricesAsOf)}`, right.x, 80, { width: right.width, align: "right" });
  return FIRST_HEADER_HEIGHT + 4;
}

function nextPageHeader(doc: Doc, line: CatalogueLine): number {
  doc.rect(0, 0, A4.width, NEXT_HEADER_HEIGHT).fill(colour.navy);
  doc.rect(0, NEXT_HEADER_HEIGHT, A4.width, 3).fill(colour.green);
  brandMark(doc, MARGIN, 12, 0.6);
  doc.font("Bold").fontSize(13).fillColor(colour.white);
  put(doc, site.brand, MARGIN + 24, 14);
  doc.font("Body").fontSize(9.5).fillColor(colour.onNavy);
  put(doc, `${line.name} catalogue`, A4.width / 2, 17, { width: A4.width / 2 - MARGIN, align: "right" });
  return NEXT_HEADER_HEIGHT + 3;
}

/** The battery-and-bolt mark of the logo, drawn (the logo file is SVG, which PDF cannot embed). */
function brandMark(doc: Doc, x: number, y: number, scale: number) {
  doc.save();
  doc.translate(x, y).scale(scale);
  doc.roundedRect(0, 4, 28, 36, 5).lineWidth(2.5).stroke(colour.mint);
  doc.rect(9, 0, 10, 5).fill(colour.mint);
  doc.polygon([16, 9], [7, 24], [13, 24], [11, 35], [21, 19], [15, 19], [17, 9]).fill(colour.mint);
  doc.restore();
}

function claimsBox(doc: Doc, line: CatalogueLine, models: number, top: number): number {
  const claims = [...line.claims, "Prices include all taxes; shipping is free"];
  const columnWidth = (CONTENT_WIDTH - 32) / 2;
  const rows = Math.ceil(claims.length / 2);
  const height = 40 + rows * 18 + 6;
  doc.roundedRect(MARGIN, top, CONTENT_WIDTH, height, 10).fillAndStroke(colour.surface, colour.border);
  doc.font("Bold").fontSize(11).fillColor(colour.ink);
  put(doc, `Why choose ${site.brand} ${line.name}`, MARGIN + 16, top + 14);
  doc.font("Body").fontSize(8.5).fillColor(colour.muted);
  put(doc, `${models} ${models === 1 ? "model" : "models"}`, MARGIN + 16, top + 16, { width: CONTENT_WIDTH - 32, align: "right" });
  claims.forEach((claim, index) => {
    const x = MARGIN + 16 + (index % 2) * (columnWidth + 8);
    const y = top + 38 + Math.floor(index / 2) * 18;
    doc.circle(x + 6, y + 5.5, 6).fill(colour.green);
    doc.font("Bold").fontSize(7.5).fillColor(colour.white);
    put(doc, "✓", x + 2.6, y + 1.2);
    doc.font("Body").fontSize(9.5).fillColor(colour.ink);
    put(doc, fit(doc, claim, columnWidth - 18), x + 18, y);
  });
  return top + height;
}

function keySpecs(product: ProductDetail): [string, string][] {
  return Object.entries(product.product_specs).slice(0, KEY_SPECS);
}

const SPEC_COLUMNS = 3;
const SPEC_ROW_HEIGHT = 24;

function productBlockHeight(doc: Doc, product: ProductDetail): number {
  doc.font("Bold").fontSize(12.5);
  const titleHeight = doc.heightOfString(product.product_name, { width: TITLE_WIDTH });
  const specRows = Math.ceil(keySpecs(product).length / SPEC_COLUMNS);
  const left = 12 + 13 + titleHeight + 8 + specRows * SPEC_ROW_HEIGHT + 4 + 16 + 12;
  return Math.max(left, 112);
}

const TITLE_WIDTH = 320;

/** The text cut with an ellipsis so that it fits the width in the current font (no wrapping). */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function productBlock(doc: Doc, product: ProductDetail, top: number, height: number) {
  const left = MARGIN + 16;
  const priceWidth = 140;
  const priceX = MARGIN + CONTENT_WIDTH - 14 - priceWidth;
  doc.roundedRect(MARGIN, top, CONTENT_WIDTH, height, 10).lineWidth(1).fillAndStroke(colour.white, colour.border);
  doc.rect(MARGIN, top + 10, 3, height - 20).fill(colour.green);

  let y = top + 12;
  doc.font("Bold").fontSize(8.5).fillColor(colour.green);
  const modelLine = `MODEL ${product.model}`;
  put(doc, modelLine, left, y, { characterSpacing: 0.6 });
  const modelWidth = doc.widthOfString(modelLine, { characterSpacing: 0.6 });
  doc.font("Body").fontSize(8.5).fillColor(colour.slate);
  put(doc, fit(doc, `   ·   ${[product.product_capacity, product.product_batteryType].filter(Boolean).join("   ·   ")}`, TITLE_WIDTH - modelWidth), left + modelWidth, y);
  y += 13;
  doc.font("Bold").fontSize(12.5).fillColor(colour.ink);
  doc.text(product.product_name, left, y, { width: TITLE_WIDTH });
  y = doc.y + 8;

  // Key specifications: a grid of label over value.
  const specs = keySpecs(product);
  const cellWidth = (priceX - left - 12) / SPEC_COLUMNS;
  specs.forEach(([name, value], index) => {
    const x = left + (index % SPEC_COLUMNS) * cellWidth;
    const rowY = y + Math.floor(index / SPEC_COLUMNS) * SPEC_ROW_HEIGHT;
    doc.font("Body").fontSize(7.5).fillColor(colour.muted);
    put(doc, fit(doc, name, cellWidth - 8), x, rowY);
    doc.font("Bold").fontSize(8.5).fillColor(colour.ink);
    put(doc, fit(doc, value, cellWidth - 8), x, rowY + 10);
  });
  y += Math.ceil(specs.length / SPEC_COLUMNS) * SPEC_ROW_HEIGHT + 4;

  // Warranty, stock and origin as labelled chips: colour never carries the meaning alone.
  let chipX = left;
  chipX = chip(doc, `Warranty: ${product.warranty}`, chipX, y, colour.surface, colour.ink);
  const status = stockStatus(product.product_stock);
  const stock =
    status === "out-of-stock"
      ? { text: "Out of stock", fg: colour.danger, bg: "#fef2f2" }
      : status === "low"
        ? { text: `Only ${product.product_stock} left`, fg: colour.amber, bg: colour.amberBg }
        : { text: "In stock", fg: colour.success, bg: "#f0fdf4" };
  chipX = chip(doc, stock.text, chipX, y, stock.bg, stock.fg);
  if (product.madeInIndia) chipX = chip(doc, "Made in India", chipX, y, colour.surface, colour.ink);
  if (product.isNew) chipX = chip(doc, "New", chipX, y, colour.surface, colour.green);
  if (product.bestSeller) chip(doc, "Bestseller", chipX, y, colour.surface, colour.green);

  // Price column.
  const discount = discountPercent(product.product_price, product.product_discountedPrice);
  let priceY = top + 14;
  doc.font("Body").fontSize(8).fillColor(colour.muted);
  put(doc, "Offer price", priceX, priceY, { width: priceWidth, align: "right" });
  priceY += 12;
  doc.font("Bold").fontSize(18).fillColor(colour.ink);
  put(doc, formatRupees(product.product_discountedPrice), priceX, priceY, { width: priceWidth, align: "right" });
  priceY += 26;
  if (discount > 0) {
    doc.font("Body").fontSize(9).fillColor(colour.muted);
    put(doc, `MRP ${formatRupees(product.product_price)}`, priceX, priceY, { width: priceWidth, align: "right", strike: true });
    priceY += 13;
    doc.font("Bold").fontSize(9).fillColor(colour.green);
    put(doc, `Save ${formatRupees(product.product_price - product.product_discountedPrice)} (${discount}% off)`, priceX, priceY, {
      width: priceWidth,
      align: "right",
    });
    priceY += 13;
  }
  doc.font("Body").fontSize(7.5).fillColor(colour.muted);
  put(doc, "Inclusive of all taxes", priceX, priceY, { width: priceWidth, align: "right" });
}

function chip(doc: Doc, text: string, x: number, y: number, background: string, foreground: string): number {
  doc.font("Bold").fontSize(7.5);
  const width = doc.widthOfString(text) + 14;
  doc.roundedRect(x, y, width, 16, 8).fillAndStroke(background, colour.border);
  doc.fillColor(foreground);
  put(doc, text, x + 7, y + 4.2);
  return x + width + 6;
}

function footer(doc: Doc, page: number, pages: number, siteUrl: string) {
  // Writing below the bottom margin would make PDFKit start a new page: lift the margin meanwhile.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const top = A4.height - FOOTER_HEIGHT;
  doc.rect(0, top, A4.width, FOOTER_HEIGHT).fill(colour.surface);
  doc.rect(0, top, A4.width, 1).fill(colour.border);

  const phones = site.phones.map((phone) => `${phone.label} ${phone.display}`).join("   ·   ");
  doc.font("Bold").fontSize(8).fillColor(colour.ink);
  put(doc, `${phones}   ·   ${site.supportEmail}   ·   ${siteUrl.replace(/^https?:\/\//, "")}`, MARGIN, top + 10, {
    width: CONTENT_WIDTH,
  });

  const addresses = [site.addresses.corporate, site.addresses.unit1, site.addresses.unit2];
  const columnWidth = CONTENT_WIDTH / 3;
  addresses.forEach((address, index) => {
    const x = MARGIN + index * columnWidth;
    doc.font("Bold").fontSize(7).fillColor(colour.ink);
    put(doc, address.title, x, top + 28, { width: columnWidth - 10 });
    doc.font("Body").fontSize(7).fillColor(colour.slate);
    address.lines.forEach((addressLine, lineIndex) => put(doc, fit(doc, addressLine, columnWidth - 10), x, top + 38 + lineIndex * 9));
  });

  doc.font("Body").fontSize(7).fillColor(colour.muted);
  put(doc, `${site.hours}   ·   GSTIN ${site.gstin}`, MARGIN, top + 74, { width: CONTENT_WIDTH });
  put(doc, `Page ${page} of ${pages}`, MARGIN, top + 74, { width: CONTENT_WIDTH, align: "right" });
  doc.page.margins.bottom = bottom;
}
