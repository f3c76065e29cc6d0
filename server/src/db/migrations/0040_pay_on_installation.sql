CREATE TABLE "checkout_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pay_on_installation_limit_paise" integer DEFAULT 0 NOT NULL,
	"pay_on_installation_days" integer DEFAULT 3 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_settings_one_row_check" CHECK ("checkout_settings"."id" = 1),
	CONSTRAINT "checkout_settings_limit_check" CHECK ("checkout_settings"."pay_on_installation_limit_paise" >= 0),
	CONSTRAINT "checkout_settings_days_check" CHECK ("checkout_settings"."pay_on_installation_days" between 1 and 14)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payment_links" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference_id" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_payment_links_reference_id_unique" UNIQUE("reference_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_on_installation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installation_payment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_link_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_link_url" text;--> statement-breakpoint
ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_link_id_unique" UNIQUE("payment_link_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_installation_payment_check" CHECK (("orders"."pay_on_installation" and "orders"."installation" and "orders"."installation_payment" in ('due', 'link_sent', 'paid_link', 'paid_cash') and "orders"."payment_due_by" is not null) or (not "orders"."pay_on_installation" and "orders"."installation_payment" is null and "orders"."payment_link_id" is null));--> statement-breakpoint
INSERT INTO "checkout_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;