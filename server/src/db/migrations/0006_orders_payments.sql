CREATE TABLE "order_counters" (
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_counters_year_pk" PRIMARY KEY("year")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_price_check" CHECK ("order_items"."unit_price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"shipping_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" text,
	"coupon_description" text,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"payment_id" text,
	"receipt_number" text,
	"paid_at" timestamp with time zone,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "orders_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('created', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "orders_gateway_check" CHECK ("orders"."gateway" in ('test', 'razorpay')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."discount_paise" >= 0 and "orders"."discount_paise" <= "orders"."subtotal_paise" and "orders"."shipping_paise" >= 0 and "orders"."total_paise" = "orders"."subtotal_paise" - "orders"."discount_paise" + "orders"."shipping_paise" and "orders"."total_paise" > 0),
	CONSTRAINT "orders_paid_check" CHECK ("orders"."status" = 'created' or ("orders"."payment_id" is not null and "orders"."receipt_number" is not null and "orders"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway_order_id" text NOT NULL,
	"payment_id" text,
	"status" text NOT NULL,
	"error_code" text,
	"error_description" text,
	"error_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('failed', 'captured'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"purpose" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"payment_id" text,
	"receipt_number" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "payments_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'paid', 'failed')),
	CONSTRAINT "payments_gateway_check" CHECK ("payments"."gateway" in ('test', 'razorpay')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0),
	CONSTRAINT "payments_paid_check" CHECK ("payments"."status" <> 'paid' or ("payments"."payment_id" is not null and "payments"."receipt_number" is not null and "payments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_year_pk" PRIMARY KEY("year")
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("gateway_order_id");