import { site } from "./site.ts";

/**
 * The declarations a product page must carry (decision 051): the Legal Metrology (Packaged
 * Commodities) Rules 2011, rule 6(10), and the Consumer Protection (E-Commerce) Rules 2020. What
 * differs by product is kept on the product and edited in the console; what is the company's
 * (who makes it when staff name no other maker, consumer care) comes from the site configuration.
 * No schemas here: the product page reads these without downloading the validation library.
 */

/** A BIS registration under the Compulsory Registration Scheme: "R-" and eight digits. */
export const BIS_R_NUMBER_PATTERN = /^R-\d{8}$/;

/** What a product holds when staff have said nothing else: one unit. */
export const DEFAULT_NET_QUANTITY = "1 N";

/** The maker when a product names none: the company, at its first plant (contract/src/site.ts). */
export const companyManufacturer = {
  name: site.parentCompany.name,
  address: site.addresses.unit1.lines.join(", "),
} as const;

/** Consumer care as every product page and the policies state it (contract/src/site.ts). */
export const consumerCare = {
  name: `${site.brand} Customer Care, ${site.parentCompany.name}`,
  address: site.addresses.corporate.lines.join(", "),
  phone: site.phones[0],
  email: site.supportEmail,
} as const;

/** What a product says for its declarations, as the database and the console keep it. */
export type DeclarationFields = {
  category: string;
  genericName: string | null;
  netQuantity: string | null;
  dimensions: string | null;
  weight: string | null;
  countryOfOrigin: string | null;
  manufacturerName: string | null;
  manufacturerAddress: string | null;
  importerName: string | null;
  importerAddress: string | null;
  bisStandard: string | null;
  bisRegistration: string | null;
  eprRegistration: string | null;
};

/**
 * Batteries come under the Battery Waste Management Rules 2022 and inverters under the E-Waste
 * Rules 2022 (EPR), and both under BIS's Compulsory Registration Scheme; the accessories we sell
 * (brackets, cables, surge protectors) under neither.
 */
export function needsBisAndEpr(category: string): boolean {
  return category !== "accessory";
}

/** Made outside India: an importer must be named. */
export function isImported(countryOfOrigin: string | null): boolean {
  const country = countryOfOrigin?.trim().toLowerCase() ?? "";
  return country !== "" && country !== "india";
}

const blank = (value: string | null | undefined) => (value ?? "").trim() === "";

/**
 * The mandatory declarations a product still lacks, by the console's label, in the order the page
 * shows them. An empty list: the product page can show everything the law asks for.
 */
export function missingDeclarations(product: DeclarationFields): string[] {
  const missing: string[] = [];
  if (blank(product.genericName)) missing.push("generic name");
  if (blank(product.netQuantity)) missing.push("net quantity");
  if (blank(product.dimensions)) missing.push("dimensions");
  if (blank(product.weight)) missing.push("weight");
  if (blank(product.countryOfOrigin)) missing.push("country of origin");
  if (isImported(product.countryOfOrigin) && (blank(product.importerName) || blank(product.importerAddress))) missing.push("importer");
  if (needsBisAndEpr(product.category)) {
    if (blank(product.bisStandard)) missing.push("BIS standard");
    if (blank(product.bisRegistration)) missing.push("BIS R-number");
    if (blank(product.eprRegistration)) missing.push("EPR registration");
  }
  return missing;
}

/** The text the EPR QR code holds: the registration number and whose it is, readable by any phone's camera. */
export function eprQrText(eprRegistration: string): string {
  return `EPR registration ${eprRegistration} (${site.parentCompany.name})`;
}

export const declarationMessages = {
  bisRegistration: "Enter the BIS registration as R- and eight digits, for example R-41012345",
  manufacturerPair: "Give the manufacturer's name and address, or leave both empty for the company itself",
  importerPair: "Give the importer's name and address, or leave both empty",
} as const;

/** A maker or importer is named with its address, or not at all. */
export function declarationPairProblems(product: Pick<DeclarationFields, "manufacturerName" | "manufacturerAddress" | "importerName" | "importerAddress">): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const pair = (name: string | null, address: string | null) => blank(name) === blank(address);
  if (!pair(product.manufacturerName, product.manufacturerAddress)) {
    problems.push({ path: blank(product.manufacturerName) ? "manufacturerName" : "manufacturerAddress", message: declarationMessages.manufacturerPair });
  }
  if (!pair(product.importerName, product.importerAddress)) {
    problems.push({ path: blank(product.importerName) ? "importerName" : "importerAddress", message: declarationMessages.importerPair });
  }
  return problems;
}

/** Where a product's EPR QR code is served, an SVG image made by the server. */
export function eprQrPath(productId: number): string {
  return `/api/v1/productData/${productId}/epr-qr.svg`;
}
