import type { ProductDetail, ProductInput, ProductListItem } from "@urjavolt/contract/catalogue";
import { batteryNeedOf, categoryName, priceBand } from "@urjavolt/contract/catalogue-rules";
import { paiseToRupees } from "@urjavolt/contract/money";
import { companyManufacturer } from "@urjavolt/contract/catalogue-declarations";
import type { NewProductRow, ProductRow } from "../../db/schema/catalogue.ts";

/** The lower-case model code, used in links: "UVS-2.5K-36V" → "uvs-2-5k-36v". */
export function slugOf(model: string): string {
  return model
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A validated product as a row to write. */
export function toProductRow(input: ProductInput): Omit<NewProductRow, "id" | "createdAt" | "updatedAt"> {
  return { ...input, slug: slugOf(input.model) };
}

/** What a validated product becomes when it is read back: the row's fields in the input's names. */
export function toProductInput(row: ProductRow): ProductInput {
  return {
    model: row.model,
    name: row.name,
    category: row.category as ProductInput["category"],
    brand: row.brand,
    description: row.description,
    pricePaise: row.pricePaise,
    discountedPricePaise: row.discountedPricePaise,
    stock: row.stock,
    images: row.images,
    rating: row.rating,
    reviewCount: row.reviewCount,
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
    installation: row.installation,
    installationFeePaise: row.installationFeePaise,
    ...declarationsOf(row),
  };
}

/** The declaration columns (decision 051) under the input's names. */
export function declarationsOf(row: ProductRow) {
  return {
    genericName: row.genericName,
    netQuantity: row.netQuantity,
    countryOfOrigin: row.countryOfOrigin,
    manufacturerName: row.manufacturerName,
    manufacturerAddress: row.manufacturerAddress,
    importerName: row.importerName,
    importerAddress: row.importerAddress,
    bisStandard: row.bisStandard,
    bisRegistration: row.bisRegistration,
    eprRegistration: row.eprRegistration,
    declarationsDemo: row.declarationsDemo,
  };
}

export const PLACEHOLDER_IMAGE = "/images/placeholder/image-not-available.svg";

/**
 * A row as the catalogue list answers it: rupees, the spec's names, clean types. `bestsellers`: the
 * products the shop's sales make bestsellers (contract/src/bestsellers.ts); none unless given.
 */
export function toListItem(row: ProductRow, bestsellers: ReadonlySet<number> = new Set()): ProductListItem {
  const discounted = paiseToRupees(row.discountedPricePaise);
  return {
    id: row.id,
    model: row.model,
    slug: row.slug,
    product_name: row.name,
    product_category: row.category as ProductListItem["product_category"],
    product_category_name: categoryName(row.category),
    product_brand: row.brand,
    product_description: row.description,
    product_price: paiseToRupees(row.pricePaise),
    product_discountedPrice: discounted,
    product_stock: row.stock,
    image: row.images[0] ?? PLACEHOLDER_IMAGE,
    // One decimal, as a shopper reads it; the stored average may carry more.
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.reviewCount,
    product_capacity: row.capacity,
    product_surgeVA: row.surgeVA,
    product_batteryType: row.batteryType,
    product_warranty: row.warranty,
    warranty_months: row.warrantyMonths,
    product_features: row.features,
    specs: row.specifications,
    madeInIndia: row.madeInIndia,
    isNew: row.isNew,
    bestSeller: bestsellers.has(row.id),
    battery: batteryNeedOf(row.battery, row.batteryBankVolts),
    product_priceRange: priceBand(discounted),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row as the product page reads it: the list fields plus the detail fields. */
export function toDetail(row: ProductRow, bestsellers: ReadonlySet<number> = new Set()): ProductDetail {
  return {
    ...toListItem(row, bestsellers),
    product_title: row.name,
    product_images: row.images.length > 0 ? row.images : [PLACEHOLDER_IMAGE],
    product_specs: row.specifications,
    additional_info: row.additionalInfo,
    dimensions: row.dimensions,
    weight: row.weight,
    warranty: row.warranty,
    what_is_in_box: row.inTheBox,
    installation: row.installation ? { fee_paise: row.installationFeePaise } : null,
    declarations: {
      generic_name: row.genericName,
      net_quantity: row.netQuantity,
      country_of_origin: row.countryOfOrigin,
      manufacturer: row.manufacturerName && row.manufacturerAddress ? { name: row.manufacturerName, address: row.manufacturerAddress } : { ...companyManufacturer },
      importer: row.importerName && row.importerAddress ? { name: row.importerName, address: row.importerAddress } : null,
      bis_standard: row.bisStandard,
      bis_registration: row.bisRegistration,
      epr_registration: row.eprRegistration,
    },
  };
}
