import type { AdminProduct, AdminProductInput } from "@urjavolt/contract/catalogue-admin";
import type { ProductInput } from "@urjavolt/contract/catalogue";
import { paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import type { ProductRow } from "../../db/schema/catalogue.ts";

/** A row as the staff console shows it: rupees, every editable field, and the counted rating. */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    model: row.model,
    name: row.name,
    category: row.category as AdminProduct["category"],
    brand: row.brand,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    discountedPrice: paiseToRupees(row.discountedPricePaise),
    stock: row.stock,
    images: row.images,
    capacity: row.capacity,
    batteryType: row.batteryType,
    warranty: row.warranty,
    warrantyMonths: row.warrantyMonths,
    features: row.features,
    specifications: row.specifications,
    additionalInfo: row.additionalInfo,
    dimensions: row.dimensions,
    weight: row.weight,
    inTheBox: row.inTheBox,
    madeInIndia: row.madeInIndia,
    isNew: row.isNew,
    bestSeller: row.bestSeller,
    hsnCode: row.hsnCode,
    gstRatePercent: row.gstRatePercent,
    rating: row.rating,
    reviewCount: row.reviewCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The console's form as the service's product input; rating and review count stay as counted. */
export function fromAdminInput(input: AdminProductInput, counted: { rating: number; reviewCount: number }): ProductInput {
  const { price, discountedPrice, dimensions, weight, ...rest } = input;
  return {
    ...rest,
    pricePaise: rupeesToPaise(price),
    discountedPricePaise: rupeesToPaise(discountedPrice),
    dimensions: dimensions || null,
    weight: weight || null,
    rating: counted.rating,
    reviewCount: counted.reviewCount,
  };
}
