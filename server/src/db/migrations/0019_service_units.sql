CREATE TABLE "service_units" (
	"serial_no" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"source" text NOT NULL,
	"order_id" integer,
	"warranty_start" date,
	"warranty_years" integer DEFAULT 5 NOT NULL,
	"replaces_serial" text,
	"visit_id" integer,
	"notes" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_units_source_check" CHECK ("service_units"."source" in ('staff', 'replacement')),
	CONSTRAINT "service_units_replacement_check" CHECK (("service_units"."source" = 'replacement') = ("service_units"."visit_id" is not null)),
	CONSTRAINT "service_units_years_check" CHECK ("service_units"."warranty_years" between 1 and 25)
);
--> statement-breakpoint
ALTER TABLE "service_units" ADD CONSTRAINT "service_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_units" ADD CONSTRAINT "service_units_visit_id_service_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."service_visits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_units" ADD CONSTRAINT "service_units_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_units_order_idx" ON "service_units" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "service_units_replaces_idx" ON "service_units" USING btree ("replaces_serial");