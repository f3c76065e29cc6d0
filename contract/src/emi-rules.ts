import { formatRupees } from "./money.ts";

/**
 * EMI (equated monthly instalments) on the shop's products (decision 022). The plans are data that
 * staff keep in the console: a bank or cardless provider, what the buyer pays with, and the tenures
 * it offers with the annual rate of each. Every figure the site shows comes from these plans and
 * the rules below; with no plan the site names no figure at all.
 *
 * Rounding: the monthly instalment is worked out in paise and rounded to the nearest paisa; the
 * total interest is the amortisation's (months × the unrounded instalment − price), to the paisa.
 * The product page's "EMI from" figure is the lowest instalment rounded up to the whole rupee, so
 * it never reads lower than the lender's.
 */

export const emiKinds = ["credit-card", "debit-card", "cardless", "no-cost"] as const;
export type EmiKind = (typeof emiKinds)[number];

export const emiKindLabels: Record<EmiKind, string> = {
  "credit-card": "Credit card EMI",
  "debit-card": "Debit card EMI",
  cardless: "Cardless EMI",
  "no-cost": "No-cost EMI",
};

export const EMI_MONTHS_MIN = 1;
export const EMI_MONTHS_MAX = 60;
export const EMI_RATE_MAX = 60;
/** The largest amount the calculator and a plan's minimum take, in rupees (₹1 crore). */
export const EMI_AMOUNT_MAX = 10_000_000;

export type EmiTenure = { months: number; annualRate: number };

/** A plan as the public pages read it; amounts in rupees (decision 004). */
export type EmiPlan = {
  id: number;
  provider: string;
  kind: EmiKind;
  /** Ascending by months, one rate each (percent a year; 0 for no-cost). */
  tenures: EmiTenure[];
  /** The smallest order (rupees) the plan takes. */
  minAmount: number;
};

export const emiMessages = {
  notFound: "EMI plan not found",
  tenureLine: "Write each tenure as months and yearly rate, e.g. “12 months at 14%”",
  noCostRate: "A no-cost EMI charges the buyer no interest: set every rate to 0%",
  tenureTwice: (months: number) => `${months} months is listed twice`,
  amountRequired: "Enter the amount in rupees",
  amountRange: `Enter an amount from ₹1 to ₹1,00,00,000`,
  tenureRequired: "Choose a tenure",
  tenureRange: `A tenure is a whole number of months from ${EMI_MONTHS_MIN} to ${EMI_MONTHS_MAX}`,
} as const;
const TENURE_LINE = /^(\d{1,3})\s*(?:months?|mo)?\s*(?:at|@|:|-|,)?\s*(\d{1,3}(?:\.\d{1,2})?)\s*%?\s*(?:p\.?\s*a\.?|a year)?$/i;

/** "12 months at 14%", "12 @ 14", "12: 14": the console's one line per tenure. */
export function parseTenureLine(line: string): EmiTenure | null {
  const match = TENURE_LINE.exec(line.trim());
  if (!match) return null;
  return { months: Number(match[1]), annualRate: Number(match[2]) };
}

/** The console's line for a tenure, which `parseTenureLine` reads back. */
export function tenureLine(tenure: EmiTenure): string {
  return `${tenure.months} months at ${tenure.annualRate}%`;
}

/** The exact (unrounded) instalment in paise: P·r·(1+r)^n / ((1+r)^n − 1), r = rate / 12 / 100; P / n at 0%. */
function exactInstalmentPaise(principalPaise: number, months: number, annualRate: number): number {
  if (!(principalPaise >= 0) || !Number.isInteger(months) || months < 1 || !(annualRate >= 0)) {
    throw new RangeError("An instalment needs an amount of 0 or more, whole months from 1 and a rate of 0 or more");
  }
  if (annualRate === 0) return principalPaise / months;
  const r = annualRate / 12 / 100;
  const growth = (1 + r) ** months;
  return (principalPaise * r * growth) / (growth - 1);
}

/**
 * The monthly instalment of `principalPaise` over `months` at `annualRate` percent a year, in
 * paise rounded to the nearest paisa (standard amortisation; P / n for a no-cost EMI).
 */
export function monthlyInstalmentPaise(principalPaise: number, months: number, annualRate: number): number {
  return Math.round(exactInstalmentPaise(principalPaise, months, annualRate));
}

export type EmiFigures = {
  /** Per month, rupees, to the paisa. */
  monthly: number;
  /** Interest over the whole tenure, rupees, to the paisa: months × the exact instalment − amount. */
  totalInterest: number;
  /** amount + totalInterest, rupees. */
  totalPayable: number;
};

/**
 * The instalment, total interest and total payable of `amount` rupees, as the calculator shows them.
 * The total is the amortisation's own (months × the unrounded instalment), so a no-cost EMI costs
 * exactly the price; the paisa or so the rounded instalments differ from it is settled in the last
 * instalment, as lenders do.
 */
export function emiFigures(amount: number, months: number, annualRate: number): EmiFigures {
  const principal = Math.round(amount * 100);
  const exact = exactInstalmentPaise(principal, months, annualRate);
  const interest = Math.max(0, Math.round(exact * months - principal));
  return { monthly: Math.round(exact) / 100, totalInterest: interest / 100, totalPayable: (principal + interest) / 100 };
}

/** Whether a plan takes an order of `amount` rupees. */
export function planTakes(plan: Pick<EmiPlan, "minAmount">, amount: number): boolean {
  return amount > 0 && Math.round(amount * 100) >= Math.round(plan.minAmount * 100);
}

export type EmiOption = { plan: EmiPlan; tenure: EmiTenure } & EmiFigures;

/** Every plan and tenure that takes `amount` rupees, with its figures; `months` keeps one tenure only. */
export function emiOptions(plans: readonly EmiPlan[], amount: number, months?: number): EmiOption[] {
  const options: EmiOption[] = [];
  for (const plan of plans) {
    if (!planTakes(plan, amount)) continue;
    for (const tenure of plan.tenures) {
      if (months !== undefined && tenure.months !== months) continue;
      options.push({ plan, tenure, ...emiFigures(amount, tenure.months, tenure.annualRate) });
    }
  }
  return options.sort((a, b) => a.monthly - b.monthly || a.totalInterest - b.totalInterest);
}

/**
 * "EMI from ₹X/month": the lowest instalment among the plans and tenures that take a price of
 * `amount` rupees, rounded up to the whole rupee, with the tenure that gives it; null when none
 * does (no plans, or the price is under every plan's minimum).
 */
export function lowestEmiFrom(plans: readonly EmiPlan[], amount: number): { monthly: number; months: number } | null {
  let lowest: { paise: number; months: number } | null = null;
  for (const plan of plans) {
    if (!planTakes(plan, amount)) continue;
    for (const tenure of plan.tenures) {
      const paise = monthlyInstalmentPaise(Math.round(amount * 100), tenure.months, tenure.annualRate);
      if (lowest === null || paise < lowest.paise || (paise === lowest.paise && tenure.months < lowest.months)) lowest = { paise, months: tenure.months };
    }
  }
  return lowest === null ? null : { monthly: Math.ceil(lowest.paise / 100), months: lowest.months };
}

/** The product page's EMI line (decision 045): the figure, its tenure, and whether it is a no-cost EMI. */
export type EmiLine = { monthly: number; months: number; noCost: boolean };

/**
 * What the product page says about EMI on a price of `amount` rupees: when a no-cost plan takes it,
 * the lowest no-cost instalment ("No-cost EMI from ₹8,167/month for 6 months"), since that is the
 * one that costs the buyer nothing more; else the lowest instalment of any plan; null when no plan
 * takes the price. Figures rounded up to the rupee, as `lowestEmiFrom`.
 */
export function emiLine(plans: readonly EmiPlan[], amount: number): EmiLine | null {
  const noCost = lowestEmiFrom(plans.filter((plan) => plan.kind === "no-cost"), amount);
  if (noCost) return { ...noCost, noCost: true };
  const lowest = lowestEmiFrom(plans, amount);
  return lowest ? { ...lowest, noCost: false } : null;
}

/** "48,999": an amount of rupees in Indian grouping without the sign, as the calculator's field shows it. */
export function amountFieldText(amount: number): string {
  return formatRupees(amount).replace("₹", "");
}

/** The tenures on offer across the plans, ascending. */
export function tenuresOffered(plans: readonly EmiPlan[]): number[] {
  return [...new Set(plans.flatMap((plan) => plan.tenures.map((tenure) => tenure.months)))].sort((a, b) => a - b);
}

/**
 * The calculator's query (`/emi-options?amount=&months=`), as typed: rupees (commas allowed, as
 * Indians write them) and a tenure in months. Read by the page's loader without JavaScript and
 * by the page's script as the fields change.
 */
export type EmiQuery = { amount: string; months: string };
export type EmiQueryResult =
  | { ok: true; amount: number; months: number }
  | { ok: false; errors: Partial<Record<keyof EmiQuery, string>> };

export function readEmiQuery(query: EmiQuery): EmiQueryResult {
  const errors: Partial<Record<keyof EmiQuery, string>> = {};
  const amountText = query.amount.replace(/[₹,\s]/g, "");
  let amount = Number.NaN;
  if (amountText === "") errors.amount = emiMessages.amountRequired;
  else if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(amountText)) errors.amount = emiMessages.amountRange;
  else {
    amount = Number(amountText);
    if (!(amount >= 1 && amount <= EMI_AMOUNT_MAX)) errors.amount = emiMessages.amountRange;
  }
  const monthsText = query.months.trim();
  let months = Number.NaN;
  if (monthsText === "") errors.months = emiMessages.tenureRequired;
  else if (!/^\d{1,3}$/.test(monthsText)) errors.months = emiMessages.tenureRange;
  else {
    months = Number(monthsText);
    if (months < EMI_MONTHS_MIN || months > EMI_MONTHS_MAX) errors.months = emiMessages.tenureRange;
  }
  if (errors.amount || errors.months) return { ok: false, errors };
  return { ok: true, amount, months };
}
