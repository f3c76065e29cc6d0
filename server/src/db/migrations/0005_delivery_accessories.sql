CREATE TABLE "deliverable_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliverable_pincodes_pincode_check" CHECK ("deliverable_pincodes"."pincode" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_category_check";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_check" CHECK ("products"."category" in ('inverter', 'battery', 'solar', 'ess', 'telecom', 'ev', 'accessory'));