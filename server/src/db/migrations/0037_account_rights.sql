CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_former_mobiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_former_mobiles_customer_mobile" UNIQUE("customer_id","mobile")
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"email" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" integer NOT NULL,
	"new_mobile" text NOT NULL,
	"current_code_hash" text NOT NULL,
	"new_code_hash" text NOT NULL,
	"codes_tried" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "mobile_changes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"contact" text NOT NULL,
	"detail" text NOT NULL,
	"outcome" text NOT NULL,
	"kept" jsonb,
	CONSTRAINT "rights_requests_kind_check" CHECK ("rights_requests"."kind" in ('export', 'correction', 'mobile-change', 'erasure'))
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_former_mobiles" ADD CONSTRAINT "customer_former_mobiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_changes" ADD CONSTRAINT "mobile_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mobile_changes_expires_idx" ON "mobile_changes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rights_requests_at_idx" ON "rights_requests" USING btree ("at");