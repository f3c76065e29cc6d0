CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	"pdf_file_id" integer,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_percent" numeric(5, 2);--> statement-breakpoint
-- Existing products get their category's tax class (contract/invoices defaultTaxClass), the demo
-- accessories their own; staff correct any other in the console.
UPDATE "products" SET "hsn_code" = CASE
	WHEN "category" = 'inverter' THEN '85044010'
	WHEN "model" = 'UVA-MON-WIFI' THEN '85176290'
	WHEN "model" = 'UVA-WMK' THEN '73269099'
	WHEN "model" = 'UVA-CBL-35' THEN '85444999'
	WHEN "model" = 'UVA-SPD' THEN '85363000'
	ELSE '85076000' END, "gst_rate_percent" = 18;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "gst_rate_percent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_percent" numeric(5, 2);--> statement-breakpoint
UPDATE "order_items" SET "hsn_code" = "products"."hsn_code", "gst_rate_percent" = "products"."gst_rate_percent" FROM "products" WHERE "products"."id" = "order_items"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "gst_rate_percent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_check" CHECK ("products"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_check" CHECK ("products"."gst_rate_percent" >= 0 and "products"."gst_rate_percent" <= 40);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_check" CHECK ("order_items"."discount_paise" >= 0 and "order_items"."discount_paise" <= "order_items"."unit_price_paise" * "order_items"."quantity");