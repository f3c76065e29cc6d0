ALTER TABLE "enquiries" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_locale_check" CHECK ("enquiries"."locale" in ('en', 'hi', 'pa'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_check" CHECK ("orders"."locale" in ('en', 'hi', 'pa'));--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD CONSTRAINT "warranty_locale_check" CHECK ("warranty_registrations"."locale" in ('en', 'hi', 'pa'));