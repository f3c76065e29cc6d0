CREATE TABLE "exchange_values" (
	"chemistry" text NOT NULL,
	"capacity_band" text NOT NULL,
	"value_paise" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_values_chemistry_capacity_band_pk" PRIMARY KEY("chemistry","capacity_band"),
	CONSTRAINT "exchange_values_chemistry_check" CHECK ("exchange_values"."chemistry" in ('lead_acid', 'lithium_ion')),
	CONSTRAINT "exchange_values_band_check" CHECK ("exchange_values"."capacity_band" in ('up_to_100', '101_to_150', '151_to_200', 'over_200')),
	CONSTRAINT "exchange_values_value_check" CHECK ("exchange_values"."value_paise" >= 0 and "exchange_values"."value_paise" <= 5000000)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "exchange_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_chemistry" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_capacity_band" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_unit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_visits" ADD COLUMN "exchange_difference_paise" integer;--> statement-breakpoint
ALTER TABLE "service_visits" ADD COLUMN "exchange_refund_id" integer;--> statement-breakpoint
ALTER TABLE "battery_takebacks" ADD COLUMN "visit_id" integer;--> statement-breakpoint
ALTER TABLE "exchange_values" ADD CONSTRAINT "exchange_values_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_exchange_refund_id_refunds_id_fk" FOREIGN KEY ("exchange_refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battery_takebacks" ADD CONSTRAINT "battery_takebacks_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_exchange_check" CHECK ("order_items"."exchange_paise" >= 0 and "order_items"."discount_paise" + "order_items"."exchange_paise" <= "order_items"."unit_price_paise" * "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_exchange_check" CHECK (("orders"."exchange_quantity" = 0 and "orders"."exchange_chemistry" is null and "orders"."exchange_capacity_band" is null and "orders"."exchange_unit_paise" = 0 and "orders"."exchange_paise" = 0) or ("orders"."installation" and "orders"."exchange_quantity" > 0 and "orders"."exchange_chemistry" is not null and "orders"."exchange_capacity_band" is not null and "orders"."exchange_paise" = "orders"."exchange_unit_paise" * "orders"."exchange_quantity"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."discount_paise" >= 0 and "orders"."discount_paise" <= "orders"."subtotal_paise" and "orders"."shipping_paise" >= 0 and "orders"."installation_paise" >= 0 and "orders"."exchange_paise" >= 0 and "orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" - "orders"."exchange_paise" + "orders"."shipping_paise" + "orders"."installation_paise" and "orders"."total_paise" > 0);