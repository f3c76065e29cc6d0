CREATE TABLE "shop_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"description" text NOT NULL,
	"button_text" text NOT NULL,
	"button_link" text NOT NULL,
	"colour" text NOT NULL,
	"image" text NOT NULL,
	"offer_label" text NOT NULL,
	"validity" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_slides_slug_unique" UNIQUE("slug"),
	CONSTRAINT "shop_slides_window_check" CHECK ("shop_slides"."ends_at" is null or "shop_slides"."ends_at" > "shop_slides"."starts_at"),
	CONSTRAINT "shop_slides_link_check" CHECK ("shop_slides"."button_link" like '/%'),
	CONSTRAINT "shop_slides_colour_check" CHECK ("shop_slides"."colour" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE INDEX "shop_slides_window_idx" ON "shop_slides" USING btree ("starts_at","ends_at");
