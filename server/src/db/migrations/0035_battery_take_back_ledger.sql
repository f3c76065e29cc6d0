CREATE TABLE "battery_takebacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"collected_on" date NOT NULL,
	"chemistry" text NOT NULL,
	"capacity_band" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"source" text NOT NULL,
	"place" text NOT NULL,
	"reference" text,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" integer,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "battery_takebacks_chemistry_check" CHECK ("battery_takebacks"."chemistry" in ('lead_acid', 'lithium_ion')),
	CONSTRAINT "battery_takebacks_capacity_check" CHECK ("battery_takebacks"."capacity_band" in ('up_to_100', '101_to_150', '151_to_200', 'over_200')),
	CONSTRAINT "battery_takebacks_source_check" CHECK ("battery_takebacks"."source" in ('branch', 'technician')),
	CONSTRAINT "battery_takebacks_weight_check" CHECK ("battery_takebacks"."weight_grams" > 0),
	CONSTRAINT "battery_takebacks_void_check" CHECK (("battery_takebacks"."voided_at" is null) = ("battery_takebacks"."void_reason" is null) and ("battery_takebacks"."voided_at" is null) = ("battery_takebacks"."voided_by" is null))
);
--> statement-breakpoint
ALTER TABLE "battery_takebacks" ADD CONSTRAINT "battery_takebacks_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battery_takebacks" ADD CONSTRAINT "battery_takebacks_voided_by_staff_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battery_takebacks_collected_idx" ON "battery_takebacks" USING btree ("collected_on","id");