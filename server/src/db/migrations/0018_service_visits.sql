CREATE TABLE "service_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"technician_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"slot_end" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"instructions" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"outcome" text,
	"parts_used" text,
	"notes" text,
	"replacement_serial" text,
	"booked_by" integer NOT NULL,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "service_visits_status_check" CHECK ("service_visits"."status" in ('booked', 'done', 'cancelled')),
	CONSTRAINT "service_visits_outcome_check" CHECK ("service_visits"."outcome" is null or "service_visits"."outcome" in ('repaired', 'part_replaced', 'unit_replaced', 'no_fault_found')),
	CONSTRAINT "service_visits_done_check" CHECK (("service_visits"."status" = 'done') = ("service_visits"."outcome" is not null)),
	CONSTRAINT "service_visits_slot_check" CHECK ("service_visits"."slot_end" > "service_visits"."slot_start"),
	CONSTRAINT "service_visits_replacement_check" CHECK (("service_visits"."outcome" = 'unit_replaced') = ("service_visits"."replacement_serial" is not null))
);
--> statement-breakpoint
CREATE TABLE "technician_pincodes" (
	"staff_id" integer NOT NULL,
	"pincode" text NOT NULL,
	CONSTRAINT "technician_pincodes_staff_id_pincode_pk" PRIMARY KEY("staff_id","pincode")
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_technician_id_staff_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_booked_by_staff_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_visits" ADD CONSTRAINT "service_visits_closed_by_staff_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_pincodes" ADD CONSTRAINT "technician_pincodes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_visits_one_booked_idx" ON "service_visits" USING btree ("ticket_id") WHERE "service_visits"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "service_visits_technician_idx" ON "service_visits" USING btree ("technician_id","slot_start");--> statement-breakpoint
CREATE INDEX "service_visits_ticket_idx" ON "service_visits" USING btree ("ticket_id","slot_start");--> statement-breakpoint
CREATE INDEX "technician_pincodes_pincode_idx" ON "technician_pincodes" USING btree ("pincode");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('admin', 'support', 'technician'));