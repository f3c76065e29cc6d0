CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"detail" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"discounted_price_paise" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"capacity" text DEFAULT '' NOT NULL,
	"battery_type" text DEFAULT '' NOT NULL,
	"warranty" text NOT NULL,
	"warranty_months" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" json DEFAULT '{}'::json NOT NULL,
	"additional_info" json DEFAULT '{}'::json NOT NULL,
	"dimensions" text,
	"weight" text,
	"in_the_box" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"made_in_india" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"bestseller" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_model_unique" UNIQUE("model"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_category_check" CHECK ("products"."category" in ('inverter', 'battery', 'solar', 'ess', 'telecom', 'ev')),
	CONSTRAINT "products_price_check" CHECK ("products"."price_paise" >= 0),
	CONSTRAINT "products_discounted_price_check" CHECK ("products"."discounted_price_paise" >= 0 and "products"."discounted_price_paise" <= "products"."price_paise"),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_rating_check" CHECK ("products"."rating" >= 0 and "products"."rating" <= 5),
	CONSTRAINT "products_review_count_check" CHECK ("products"."review_count" >= 0),
	CONSTRAINT "products_warranty_months_check" CHECK ("products"."warranty_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"subject" text,
	"product" text,
	"serial_no" text,
	"issue" text,
	"issue_description" text,
	"pincode" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "enquiries_kind_check" CHECK ("enquiries"."kind" in ('contact', 'quote', 'complaint')),
	CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('open', 'in progress', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "enquiry_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "enquiry_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "stores_pincode_check" CHECK ("stores"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "stores_coordinates_check" CHECK (("stores"."latitude" is null) = ("stores"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "warranty_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"purchase_date" date NOT NULL,
	"dealer" text NOT NULL,
	"invoice_no" text NOT NULL,
	"pincode" text NOT NULL,
	"comments" text,
	"invoice_file_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"warranty_years" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_registrations_serial_no_unique" UNIQUE("serial_no"),
	CONSTRAINT "warranty_status_check" CHECK ("warranty_registrations"."status" in ('pending', 'active', 'rejected')),
	CONSTRAINT "warranty_years_check" CHECK ("warranty_registrations"."warranty_years" between 1 and 25)
);
--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD CONSTRAINT "warranty_registrations_invoice_file_id_stored_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "enquiries_kind_status_idx" ON "enquiries" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_purpose_idx" ON "stored_files" USING btree ("purpose");--> statement-breakpoint
CREATE INDEX "stores_pincode_idx" ON "stores" USING btree ("pincode");