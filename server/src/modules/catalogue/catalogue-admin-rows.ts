import type { AdminProduct, AdminProductFields, AdminProductInput, AdminProductUpdate } from "@urjavolt/contract/catalogue-admin";
import type { ProductInput } from "@urjavolt/contract/catalogue";
import { paiseToRupees, rupeesToPaise } from "@urjavolt/contract/money";
import type { ProductRow } from "../../db/schema/catalogue.ts";
import { DEFAULT_NET_QUANTITY, missingDeclarations } from "@urjavolt/contract/catalogue-declarations";
import { declarationsOf } from "./catalogue-rows.ts";

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
    reserved: row.reserved,
    version: row.version,
    images: row.images,
    capacity: row.capacity,
    surgeVA: row.surgeVA,
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
    hsnCode: row.hsnCode,
    gstRatePercent: row.gstRatePercent,
    battery: row.battery,
    batteryBankVolts: row.batteryBankVolts,
    ...declarationsOf(row),
    installation: row.installation,
    installationFee: paiseToRupees(row.installationFeePaise),
    missingDeclarations: missingDeclarations(row),
    rating: row.rating,
    reviewCount: row.reviewCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The console's new product as the service's product input: its opening stock, no rating yet. */
export function fromAdminInput({ stock, ...fields }: AdminProductInput): ProductInput {
  return { ...contentOf(fields), stock, rating: 0, reviewCount: 0 };
}

/**
 * The console's edit as the service's patch: what the product says, never its stock (adjusted with
 * a reason, decision 033) nor its counted rating.
 */
export function fromAdminUpdate({ version: _version, ...fields }: AdminProductUpdate): ProductContent {
  return contentOf(fields);
}

/** What staff write about a product: everything but its stock and the counts its reviews keep. */
export type ProductContent = Omit<ProductInput, "stock" | "rating" | "reviewCount">;

function contentOf({ price, discountedPrice, dimensions, weight, installationFee, ...rest }: AdminProductFields): ProductContent {
  return {
    ...rest,
    // A fee goes with installation offered; without it the product has none (decision 057).
    installationFeePaise: rest.installation ? rupeesToPaise(installationFee) : 0,
    pricePaise: rupeesToPaise(price),
    discountedPricePaise: rupeesToPaise(discountedPrice),
    dimensions: dimensions || null,
    weight: weight || null,
    // An empty box in the form is a declaration not made yet.
    genericName: rest.genericName || null,
    netQuantity: rest.netQuantity || DEFAULT_NET_QUANTITY,
    countryOfOrigin: rest.countryOfOrigin || null,
    manufacturerName: rest.manufacturerName || null,
    manufacturerAddress: rest.manufacturerAddress || null,
    importerName: rest.importerName || null,
    importerAddress: rest.importerAddress || null,
    bisStandard: rest.bisStandard || null,
    bisRegistration: rest.bisRegistration || null,
    eprRegistration: rest.eprRegistration || null,
  };
}
