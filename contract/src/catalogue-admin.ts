import { z } from "zod";
import { CategoryIdSchema, SURGE_VA_MAX } from "./catalogue.ts";
import { idParams } from "./ids.ts";
import { HSN_PATTERN, isGstRate, taxMessages } from "./gst.ts";
import { BATTERY_SUPPLIES, type BatteryFields, batteryFieldProblems } from "./catalogue-rules.ts";
import { BIS_R_NUMBER_PATTERN, DEFAULT_NET_QUANTITY, declarationMessages, declarationPairProblems } from "./catalogue-declarations.ts";

/**
 * The staff console's catalogue (docs/architecture.md, Staff console): products as staff edit them. Prices are rupees here
 * (the form's unit) and integer paise in the database; rating and review count are not edited,
 * they are counted from the reviews.
 */

export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Raster only: an SVG can carry script, so uploads never accept one. */
export const PRODUCT_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const productAdminMessages = {
  saved: "Product saved",
  created: "Product created",
  imageRequired: "Choose an image to upload",
  imageType: "The image must be a JPEG, PNG or WebP file",
  imageTooLarge: "The image must be 5 MB or smaller",
  imageNotFound: "Image not found",
  modelTaken: "Another product already has this model code",
  tooManyImages: "A product can have at most 20 images",
  changedMeanwhile: "Someone changed this product (or added an image) while you were editing it. Reload the page to see their change, then make yours again.",
  stockRecorded: "Stock change recorded",
  notEnoughStock: (stock: number) => `Only ${stock} ${stock === 1 ? "unit is" : "units are"} in stock: you cannot take away more than that.`,
} as const;

export const surgeMessages = {
  invalid: "Enter the surge rating in VA as a whole number, for example 7000, or leave it empty",
  inverterOnly: "Only an inverter has a surge rating: leave it empty for this category",
} as const;

/** Whole rupees or rupees and paise (at most two decimals), up to ₹1 crore. */
const RupeesSchema = z
  .number({ error: "Enter an amount in rupees" })
  .nonnegative("The amount cannot be negative")
  .max(10_000_000, "The amount is too large")
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Use at most two decimals");

/** A path on this site (never another origin or a script URL). */
export const SitePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/, "Use a path on this site, starting with /");

const ShortText = (max: number) => z.string().trim().max(max);
const DeclarationText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullable().default(null);
const ListOfText = z.array(z.string().trim().min(1).max(500)).max(50);
const Pairs = z
  .record(z.string().trim().min(1).max(100), z.string().trim().max(500))
  .refine((record) => Object.keys(record).length <= 60, "At most 60 entries");

/** What the product form says of a product, on creating it and on every edit. */
const AdminProductFieldsSchema = z.object({
  model: z.string().trim().min(1, "Model is required").max(40),
  name: z.string().trim().min(1, "Name is required").max(200),
  category: CategoryIdSchema,
  brand: z.string().trim().min(1, "Brand is required").max(100),
  description: z.string().trim().min(1, "Description is required").max(5000),
  price: RupeesSchema,
  discountedPrice: RupeesSchema,
  images: z.array(SitePathSchema).max(20, productAdminMessages.tooManyImages),
  capacity: ShortText(60),
  /** An inverter's surge rating in VA (decision 043), or null when staff have not entered one. */
  surgeVA: z
    .number({ error: surgeMessages.invalid })
    .int(surgeMessages.invalid)
    .positive(surgeMessages.invalid)
    .max(SURGE_VA_MAX, surgeMessages.invalid)
    .nullable()
    .default(null),
  batteryType: ShortText(60),
  warranty: z.string().trim().min(1, "Warranty is required").max(100),
  warrantyMonths: z.number().int().positive("Warranty months must be above 0").max(600),
  features: ListOfText,
  specifications: Pairs,
  additionalInfo: Pairs,
  dimensions: ShortText(200).nullable(),
  weight: ShortText(100).nullable(),
  inTheBox: ListOfText,
  madeInIndia: z.boolean(),
  isNew: z.boolean(),
  /** The tax invoice's HSN code and GST rate (percent) for this product. */
  hsnCode: z.string().trim().regex(HSN_PATTERN, taxMessages.hsnInvalid),
  gstRatePercent: z.number({ error: taxMessages.gstRateInvalid }).refine(isGstRate, taxMessages.gstRateInvalid),
  /** An inverter's battery (decision 044): "built-in", or "external" with the bank's voltage; null for other products. */
  battery: z.enum(BATTERY_SUPPLIES, { error: "Choose built in or a separate bank" }).nullable(),
  batteryBankVolts: z.number({ error: "Enter the bank voltage as a number, for example 48" }).nullable(),
  // The declarations on the product page (decision 051). Empty is allowed while a product is being
  // written; the dashboard's "Before you can sell" list names what is still missing.
  genericName: DeclarationText(120),
  netQuantity: z.string().trim().max(60).default(DEFAULT_NET_QUANTITY),
  countryOfOrigin: DeclarationText(60),
  /** Empty: the company makes it (contract/src/catalogue-declarations.ts, companyManufacturer). */
  manufacturerName: DeclarationText(200),
  manufacturerAddress: DeclarationText(400),
  importerName: DeclarationText(200),
  importerAddress: DeclarationText(400),
  bisStandard: DeclarationText(100),
  bisRegistration: z
    .string()
    .trim()
    .refine((value) => value === "" || BIS_R_NUMBER_PATTERN.test(value), declarationMessages.bisRegistration)
    .nullable()
    .default(null),
  eprRegistration: DeclarationText(80),
  /** The demo catalogue's invented declarations; staff clear it once the values are their own. */
  declarationsDemo: z.boolean().default(false),
  /** Installation by our technician offered at checkout, and its fee per unit in rupees, GST included: 0 is free (decision 057). */
  installation: z.boolean().default(false),
  installationFee: z.number({ error: "Enter the installation fee in rupees, 0 for free" }).nonnegative("Enter the installation fee in rupees, 0 for free").max(100_000).default(0),
});

/** A surge rating is an inverter's: the load calculator reads it for inverters only. */
const surgeOnInvertersOnly = {
  path: ["surgeVA"],
  message: surgeMessages.inverterOnly,
};
const surgeFits = (product: { category: string; surgeVA: number | null }) => product.surgeVA === null || product.category === "inverter";

/** What a product says, as the console's form has it (rupees). */
export type AdminProductFields = z.infer<typeof AdminProductFieldsSchema>;

const discountNotAbovePrice = {
  path: ["discountedPrice"],
  message: "The discounted price cannot be above the price",
};

/** Every inverter says what battery it needs (catalogue-rules.ts, batteryFieldProblems); a maker or importer comes with its address. */
const fieldsAgree = (product: BatteryFields & Parameters<typeof declarationPairProblems>[0], context: z.RefinementCtx) => {
  for (const problem of batteryFieldProblems(product, { required: true })) context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
  for (const problem of declarationPairProblems(product)) context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
};

/** Units on hand, whole and not negative. */
const StockSchema = z.number().int("Stock is a whole number").nonnegative("Stock cannot be negative").max(1_000_000);

/** What the form sends for a new product: its opening stock with it (the first line of its stock ledger). */
export const AdminProductInputSchema = AdminProductFieldsSchema.extend({ stock: StockSchema })
  .refine((product) => product.discountedPrice <= product.price, discountNotAbovePrice)
  .refine(surgeFits, surgeOnInvertersOnly)
  .superRefine(fieldsAgree);
export type AdminProductInput = z.infer<typeof AdminProductInputSchema>;

/**
 * What the form sends for an edit: never the stock (it changes only by adjustments with a reason,
 * decision 033), and the version of the product the form loaded, so that a save over a colleague's
 * change is refused instead of undoing it.
 */
export const AdminProductUpdateSchema = AdminProductFieldsSchema.extend({
  version: z.number({ error: "Reload the product and try again" }).int().positive(),
})
  .refine((product) => product.discountedPrice <= product.price, discountNotAbovePrice)
  .refine(surgeFits, surgeOnInvertersOnly)
  .superRefine(fieldsAgree);
export type AdminProductUpdate = z.infer<typeof AdminProductUpdateSchema>;

/** A product as the console shows it: the input's fields plus what staff see but do not edit. */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  model: z.string(),
  name: z.string(),
  category: CategoryIdSchema,
  brand: z.string(),
  description: z.string(),
  price: z.number(),
  discountedPrice: z.number(),
  stock: z.number().int(),
  /** Units held for buyers who are paying now (decision 015). */
  reserved: z.number().int(),
  version: z.number().int(),
  images: z.array(z.string()),
  capacity: z.string(),
  surgeVA: z.number().int().nullable(),
  batteryType: z.string(),
  warranty: z.string(),
  warrantyMonths: z.number().int(),
  features: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  additionalInfo: z.record(z.string(), z.string()),
  dimensions: z.string().nullable(),
  weight: z.string().nullable(),
  inTheBox: z.array(z.string()),
  madeInIndia: z.boolean(),
  isNew: z.boolean(),
  hsnCode: z.string(),
  gstRatePercent: z.number(),
  battery: z.enum(BATTERY_SUPPLIES).nullable(),
  batteryBankVolts: z.number().nullable(),
  genericName: z.string().nullable(),
  netQuantity: z.string(),
  countryOfOrigin: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  manufacturerAddress: z.string().nullable(),
  importerName: z.string().nullable(),
  importerAddress: z.string().nullable(),
  bisStandard: z.string().nullable(),
  bisRegistration: z.string().nullable(),
  eprRegistration: z.string().nullable(),
  declarationsDemo: z.boolean(),
  installation: z.boolean(),
  installationFee: z.number(),
  /** The mandatory declarations it still lacks (contract/src/catalogue-declarations.ts), by label. */
  missingDeclarations: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListQuerySchema = z.object({
  /** Model, name or brand contains this (any case). */
  q: z.string().trim().max(100).optional().default(""),
  category: z.union([CategoryIdSchema, z.literal("")]).optional().default(""),
  /** "low": 1 to 5 left; "out": none left. */
  stock: z.enum(["", "low", "out"]).optional().default(""),
});
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>;

export const AdminProductListSchema = z.object({ data: z.array(AdminProductSchema) });
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

/** An uploaded product image by its stored file id. */
export const ProductImageParamsSchema = idParams(productAdminMessages.imageNotFound);

/** Where an uploaded product image is served (a public path: product images are for everyone). */
export function productImagePath(fileId: number): string {
  return `/api/v1/product-images/${fileId}`;
}

/** What a product without images shows (the spec's "Image Not Available"). */
export const productImageFallback = "/images/placeholder/image-not-available.svg";

// ---- Stock ledger (decision 033) -----------------------------------------------------------------

/** Why staff change a product's stock: the sign of the change follows from the reason. */
export const STAFF_STOCK_REASONS = ["received", "returned", "damaged", "count-up", "count-down"] as const;
export type StaffStockReason = (typeof STAFF_STOCK_REASONS)[number];

/** Every reason a stock ledger line can have: staff's, the opening stock, and the shop's own. */
export const STOCK_REASONS = ["opening", ...STAFF_STOCK_REASONS, "sold", "restocked", "refund-refused"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const STOCK_NOTE_MAX = 200;

/** Whether a staff reason adds units (+1) or takes them away (-1). */
export const stockReasonSign: Readonly<Record<StaffStockReason, 1 | -1>> = { received: 1, returned: 1, "count-up": 1, damaged: -1, "count-down": -1 };

/** How the console names each reason. */
export const stockReasonLabels: Readonly<Record<StockReason, string>> = {
  opening: "Opening stock",
  received: "Received from the works",
  returned: "Returned to the shelf",
  damaged: "Damaged or written off",
  "count-up": "Stock count: more than recorded",
  "count-down": "Stock count: fewer than recorded",
  sold: "Sold",
  restocked: "Back on the shelf (refund or cancellation)",
  "refund-refused": "Taken off again (refund refused)",
};

/** A stock adjustment: how many units, and why (the reason says whether they come or go). */
export const StockAdjustmentSchema = z.object({
  reason: z.enum(STAFF_STOCK_REASONS, { error: "Choose why the stock changes" }),
  units: z
    .number({ error: "Enter how many units" })
    .int("Units are a whole number")
    .positive("Enter at least 1 unit")
    .max(1_000_000, "That is more units than a product can have"),
  note: z.string().trim().max(STOCK_NOTE_MAX, `At most ${STOCK_NOTE_MAX} characters`).optional().default(""),
});
export type StockAdjustment = z.infer<typeof StockAdjustmentSchema>;

/** One line of a product's stock ledger, newest first in a list. */
export const StockMovementSchema = z.object({
  id: z.number().int(),
  change: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().nullable(),
  /** The order a sale or restock belongs to. */
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** The staff member who made it, or null for the shop's own. */
  by: z.string().nullable(),
  at: z.iso.datetime(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

/** How many ledger lines the console shows on a product's page. */
export const STOCK_LEDGER_PAGE = 100;

export const StockLedgerSchema = z.object({ product: AdminProductSchema, movements: z.array(StockMovementSchema) });
export type StockLedger = z.infer<typeof StockLedgerSchema>;
