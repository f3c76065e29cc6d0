ALTER TABLE "products" ADD COLUMN "generic_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" text DEFAULT '1 N' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "importer_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "importer_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bis_standard" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bis_registration" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "epr_registration" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarations_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD CONSTRAINT "warranty_registrations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bis_registration_check" CHECK ("products"."bis_registration" is null or "products"."bis_registration" ~ '^R-[0-9]{8}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_check" CHECK (("products"."manufacturer_name" is null) = ("products"."manufacturer_address" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_importer_check" CHECK (("products"."importer_name" is null) = ("products"."importer_address" is null));