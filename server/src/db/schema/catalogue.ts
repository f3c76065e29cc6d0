import { CATEGORY_IDS } from "@urjavolt/contract/catalogue-rules";
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, json, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const categoryList = sql.raw(CATEGORY_IDS.map((id) => `'${id}'`).join(", "));

/**
 * The product catalogue (docs/requirements/online-shop.md §3 Product and Product detail). Money in integer paise;
 * lists as jsonb and objects as json (which keeps the authored order of specifications), with clean
 * types (the tolerant parsing happens before a row is written).
 * `updated_at` moves on every update made through Drizzle, so anything that writes a product (the
 * catalogue service, an order taking stock, a review changing the rating) changes the catalogue's
 * fingerprint and with it every cached read and catalogue PDF.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    /** The model code on the product's label, e.g. UVI-1100; `slug` is its lower-case form. */
    model: text("model").notNull().unique(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    brand: text("brand").notNull(),
    description: text("description").notNull(),
    pricePaise: integer("price_paise").notNull(),
    discountedPricePaise: integer("discounted_price_paise").notNull(),
    stock: integer("stock").notNull().default(0),
    /**
     * Units held for buyers who are paying (decision 015): what a shopper can buy is `stock -
     * reserved`. Only the orders service changes it, and only together with an order's reservation.
     */
    reserved: integer("reserved").notNull().default(0),
    /** Paths on this site, e.g. /images/products/inverter-1100va.svg; the first is the main image. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    rating: doublePrecision("rating").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    capacity: text("capacity").notNull().default(""),
    /** An inverter's surge (starting) rating in VA as staff enter it; null when not entered (decision 043). */
    surgeVA: integer("surge_va"),
    batteryType: text("battery_type").notNull().default(""),
    warranty: text("warranty").notNull(),
    warrantyMonths: integer("warranty_months").notNull(),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    specifications: json("specifications").$type<Record<string, string>>().notNull().default({}),
    additionalInfo: json("additional_info").$type<Record<string, string>>().notNull().default({}),
    dimensions: text("dimensions"),
    weight: text("weight"),
    inTheBox: jsonb("in_the_box").$type<string[]>().notNull().default([]),
    madeInIndia: boolean("made_in_india").notNull().default(false),
    isNew: boolean("is_new").notNull().default(false),
    /** For the tax invoice (docs/decisions/011-gst-tax-invoices-are-issued-with-the-payment.md): the HSN code and the GST rate in percent, e.g. 85076000 at 18. */
    hsnCode: text("hsn_code").notNull(),
    gstRatePercent: numeric("gst_rate_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /**
     * An inverter's battery (decision 044): `built-in`, or `external` with the nominal voltage of the
     * bank it needs (48, 96, 120); null for every other product. What the cards, the product page
     * and the cart say is in the box, and which battery they offer with it, come from these.
     */
    battery: text("battery").$type<"built-in" | "external">(),
    batteryBankVolts: numeric("battery_bank_volts", { precision: 5, scale: 1, mode: "number" }),
    /**
     * The product page's declarations (decision 051; Legal Metrology (Packaged Commodities) Rules
     * 2011 rule 6(10)): null where staff have not said. A maker left null is the company itself
     * (contract/src/catalogue-declarations.ts); an importer is named for a product made abroad.
     */
    genericName: text("generic_name"),
    netQuantity: text("net_quantity").notNull().default("1 N"),
    countryOfOrigin: text("country_of_origin"),
    manufacturerName: text("manufacturer_name"),
    manufacturerAddress: text("manufacturer_address"),
    importerName: text("importer_name"),
    importerAddress: text("importer_address"),
    /** The Indian Standard it is certified to (e.g. IS 16046 (Part 2) : 2018) and its CRS registration, R- and eight digits. */
    bisStandard: text("bis_standard"),
    bisRegistration: text("bis_registration"),
    /** The producer's EPR registration (Battery Waste Management Rules 2022, or the E-Waste Rules 2022 for an inverter). */
    eprRegistration: text("epr_registration"),
    /** The declarations are the demo catalogue's invented ones, shown as such in the console until staff replace them. */
    declarationsDemo: boolean("declarations_demo").notNull().default(false),
    /**
     * Whether checkout offers installation by a technician for it (decision 057), and its fee per
     * unit in paise, GST included (0 is free). Staff set both in the console.
     */
    installation: boolean("installation").notNull().default(false),
    installationFeePaise: integer("installation_fee_paise").notNull().default(0),
    /**
     * Moves on every change staff make to what the product says (the console's form, an image
     * uploaded), never on a sale: the console's save names the version it edited, and a save of an
     * older one is refused rather than undoing a colleague's change (decision 033).
     */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`clock_timestamp()`),
  },
  (table) => [
    check("products_category_check", sql`${table.category} in (${categoryList})`),
    check("products_price_check", sql`${table.pricePaise} >= 0`),
    check("products_discounted_price_check", sql`${table.discountedPricePaise} >= 0 and ${table.discountedPricePaise} <= ${table.pricePaise}`),
    check("products_stock_check", sql`${table.stock} >= 0`),
    check("products_surge_va_check", sql`${table.surgeVA} is null or ${table.surgeVA} > 0`),
    check("products_reserved_check", sql`${table.reserved} >= 0`),
    check("products_rating_check", sql`${table.rating} >= 0 and ${table.rating} <= 5`),
    check("products_review_count_check", sql`${table.reviewCount} >= 0`),
    check("products_warranty_months_check", sql`${table.warrantyMonths} > 0`),
    check("products_installation_fee_check", sql`${table.installationFeePaise} >= 0 and (${table.installation} or ${table.installationFeePaise} = 0)`),
    check("products_hsn_code_check", sql`${table.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check("products_bis_registration_check", sql`${table.bisRegistration} is null or ${table.bisRegistration} ~ '^R-[0-9]{8}$'`),
    check("products_manufacturer_check", sql`(${table.manufacturerName} is null) = (${table.manufacturerAddress} is null)`),
    check("products_importer_check", sql`(${table.importerName} is null) = (${table.importerAddress} is null)`),
    check("products_gst_rate_check", sql`${table.gstRatePercent} >= 0 and ${table.gstRatePercent} <= 40`),
    check(
      "products_battery_check",
      sql`(${table.battery} is null and ${table.batteryBankVolts} is null) or (${table.category} = 'inverter' and ((${table.battery} = 'built-in' and ${table.batteryBankVolts} is null) or (${table.battery} = 'external' and ${table.batteryBankVolts} between 12 and 800)))`,
    ),
    index("products_category_idx").on(table.category),
    index("products_updated_at_idx").on(table.updatedAt),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
