ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "service_visits" DROP CONSTRAINT "service_visits_outcome_check";--> statement-breakpoint
ALTER TABLE "service_visits" ALTER COLUMN "ticket_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_visits" ALTER COLUMN "booked_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "installation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "installation_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installation_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_visits" ADD COLUMN "kind" text DEFAULT 'repair' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_visits" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "service_visits" ADD COLUMN "fitted_serials" jsonb;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_visits_one_install_idx" ON "service_visits" USING btree ("order_id") WHERE "service_visits"."status" = 'booked';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_installation_fee_check" CHECK ("products"."installation_fee_paise" >= 0 and ("products"."installation" or "products"."installation_fee_paise" = 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_installation_check" CHECK ("orders"."installation" or "orders"."installation_paise" = 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."discount_paise" >= 0 and "orders"."discount_paise" <= "orders"."subtotal_paise" and "orders"."shipping_paise" >= 0 and "orders"."installation_paise" >= 0 and "orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."shipping_paise" + "orders"."installation_paise" and "orders"."total_paise" > 0);--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_kind_check" CHECK ("service_visits"."kind" in ('repair', 'install'));--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_subject_check" CHECK (("service_visits"."kind" = 'repair' and "service_visits"."ticket_id" is not null and "service_visits"."order_id" is null and "service_visits"."booked_by" is not null) or ("service_visits"."kind" = 'install' and "service_visits"."order_id" is not null and "service_visits"."ticket_id" is null));--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_install_outcome_check" CHECK (coalesce("service_visits"."outcome" = 'installed', false) = ("service_visits"."kind" = 'install' and "service_visits"."status" = 'done'));--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_fitted_check" CHECK (("service_visits"."fitted_serials" is not null) = coalesce("service_visits"."outcome" = 'installed', false));--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_outcome_check" CHECK ("service_visits"."outcome" is null or "service_visits"."outcome" in ('repaired', 'part_replaced', 'unit_replaced', 'no_fault_found', 'installed'));