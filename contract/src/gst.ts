/**
 * GST as the shop applies it, pure so the server, the web and the tests share it: states and their
 * codes, GSTINs and their check character, HSN codes and rates in force, each product's tax class,
 * and the split of a tax-inclusive price into taxable value and tax. Money here is integer paise.
 */

/** GST state codes (first two digits of a GSTIN), by state or union territory name. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

/**
 * Other names a state goes by, lower case: the pincode directory's (which fills checkout's state)
 * older and shorter spellings among them.
 */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  "andaman and nicobar": "35",
  chattisgarh: "22",
  "dadra and nagar haveli": "26",
  "daman and diu": "26",
  pondicherry: "34",
  orissa: "21",
  uttaranchal: "05",
  "new delhi": "07",
  "nct of delhi": "07",
};

const normalizeState = (state: string) => state.trim().replace(/\s+/g, " ").toLowerCase().replace(/&/g, "and");

/** The GST state code of a state name (any case and spacing, '&' for 'and'), or undefined when unknown. */
export function stateCode(state: string): string | undefined {
  const wanted = normalizeState(state);
  for (const [name, code] of Object.entries(GST_STATE_CODES)) {
    if (name.toLowerCase() === wanted) return code;
  }
  return STATE_ALIASES[wanted];
}

/** The state of a GST state code, by its current name. */
export function stateOfCode(code: string): string | undefined {
  return Object.entries(GST_STATE_CODES).find(([, value]) => value === code)?.[0];
}

const GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character (15th) of a GSTIN from its first 14 characters (the GSTN mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** True when the GSTIN has the right shape, a known state code and a correct check character. */
export function isValidGstin(value: string): boolean {
  const gstin = value.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(gstin)) return false;
  if (!Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2)) && gstin.slice(0, 2) !== "97") return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/** An HSN code of 4, 6 or 8 digits (Rule 46 asks for at least 4 or 6 digits by turnover). */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;
/** GST rates in force, in percent. */
export const GST_RATES = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40] as const;
/** The unit printed on every line: the shop sells each product by the piece (UQC "NOS"). */
export const INVOICE_UNIT = "NOS";
/** Delivery charges, when an order has any: SAC 9968 (courier services), taxed as the goods they carry. */
export const DELIVERY_SAC = "996812";
/** Installation by the shop's technician (decision 057): SAC 998736, installation services of other goods, at 18%. */
export const INSTALLATION_SAC = "998736";
export const INSTALLATION_GST_PERCENT = 18;

export const taxMessages = {
  hsnInvalid: "Enter an HSN code of 4, 6 or 8 digits",
  gstRateInvalid: `The GST rate must be one of ${GST_RATES.join(", ")} percent`,
} as const;

export function isGstRate(value: number): boolean {
  return (GST_RATES as readonly number[]).includes(value);
}

/**
 * The tax class a product of a category gets when none is given (an import, an older record):
 * lithium-ion accumulators are HSN 8507 60 00, inverters and UPS 8504 40; both 18% GST.
 * Accessories vary, so they are set product by product and default to the batteries' class.
 */
export function defaultTaxClass(category: string): { hsnCode: string; gstRatePercent: number } {
  return category === "inverter" ? { hsnCode: "85044010", gstRatePercent: 18 } : { hsnCode: "85076000", gstRatePercent: 18 };
}

/** Splits a tax-inclusive amount into taxable value and tax so that they add up exactly. */
export function splitInclusive(amountPaise: number, gstRatePercent: number): { taxablePaise: number; taxPaise: number } {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + gstRatePercent));
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

/** Intra-state supply (CGST + SGST) when the place of supply is the seller's state, else IGST. */
export function isIntraState(placeOfSupply: string, sellerState: string): boolean {
  const a = stateCode(placeOfSupply);
  return a !== undefined ? a === stateCode(sellerState) : placeOfSupply.trim().toLowerCase() === sellerState.trim().toLowerCase();
}
