import { z } from "zod";
import { CategoryIdSchema } from "./catalogue.ts";
import { idParams } from "./ids.ts";
import { HSN_PATTERN, isGstRate, taxMessages } from "./invoices.ts";

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
const ListOfText = z.array(z.string().trim().min(1).max(500)).max(50);
const Pairs = z
  .record(z.string().trim().min(1).max(100), z.string().trim().max(500))
  .refine((record) => Object.keys(record).length <= 60, "At most 60 entries");

/** What the product form sends (create and full edit). */
export const AdminProductInputSchema = z
  .object({
    model: z.string().trim().min(1, "Model is required").max(40),
    name: z.string().trim().min(1, "Name is required").max(200),
    category: CategoryIdSchema,
    brand: z.string().trim().min(1, "Brand is required").max(100),
    description: z.string().trim().min(1, "Description is required").max(5000),
    price: RupeesSchema,
    discountedPrice: RupeesSchema,
    stock: z.number().int("Stock is a whole number").nonnegative("Stock cannot be negative").max(1_000_000),
    images: z.array(SitePathSchema).max(20, productAdminMessages.tooManyImages),
    capacity: ShortText(60),
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
    bestSeller: z.boolean(),
    /** The tax invoice's HSN code and GST rate (percent) for this product. */
    hsnCode: z.string().trim().regex(HSN_PATTERN, taxMessages.hsnInvalid),
    gstRatePercent: z.number({ error: taxMessages.gstRateInvalid }).refine(isGstRate, taxMessages.gstRateInvalid),
  })
  .refine((product) => product.discountedPrice <= product.price, {
    path: ["discountedPrice"],
    message: "The discounted price cannot be above the price",
  });
export type AdminProductInput = z.infer<typeof AdminProductInputSchema>;

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
  images: z.array(z.string()),
  capacity: z.string(),
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
  bestSeller: z.boolean(),
  hsnCode: z.string(),
  gstRatePercent: z.number(),
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
