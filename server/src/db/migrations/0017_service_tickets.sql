CREATE TABLE "service_holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_sla_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"line" text NOT NULL,
	"priority" text NOT NULL,
	"response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	CONSTRAINT "service_sla_policies_line_priority_key" UNIQUE("line","priority"),
	CONSTRAINT "service_sla_policies_line_check" CHECK ("service_sla_policies"."line" in ('Inverters', 'Batteries')),
	CONSTRAINT "service_sla_policies_priority_check" CHECK ("service_sla_policies"."priority" in ('urgent', 'high', 'normal', 'low')),
	CONSTRAINT "service_sla_policies_minutes_check" CHECK ("service_sla_policies"."response_minutes" > 0 and "service_sla_policies"."resolution_minutes" >= "service_sla_policies"."response_minutes")
);
--> statement-breakpoint
CREATE TABLE "service_ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_kind" text NOT NULL,
	"staff_id" integer,
	"body" text,
	CONSTRAINT "service_ticket_events_kind_check" CHECK ("service_ticket_events"."kind" in ('status', 'note', 'message')),
	CONSTRAINT "service_ticket_events_actor_check" CHECK ("service_ticket_events"."actor_kind" in ('staff', 'customer', 'system')),
	CONSTRAINT "service_ticket_events_staff_check" CHECK (("service_ticket_events"."actor_kind" = 'staff') = ("service_ticket_events"."staff_id" is not null)),
	CONSTRAINT "service_ticket_events_status_check" CHECK ("service_ticket_events"."kind" <> 'status' or "service_ticket_events"."to_status" is not null),
	CONSTRAINT "service_ticket_events_from_check" CHECK ("service_ticket_events"."from_status" is null or "service_ticket_events"."from_status" in ('new', 'acknowledged', 'diagnosing', 'visit_scheduled', 'awaiting_parts', 'waiting_on_customer', 'resolved', 'closed', 'reopened')),
	CONSTRAINT "service_ticket_events_to_check" CHECK ("service_ticket_events"."to_status" is null or "service_ticket_events"."to_status" in ('new', 'acknowledged', 'diagnosing', 'visit_scheduled', 'awaiting_parts', 'waiting_on_customer', 'resolved', 'closed', 'reopened'))
);
--> statement-breakpoint
CREATE TABLE "service_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"enquiry_id" integer,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"product" text NOT NULL,
	"serial_no" text,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"pincode" text NOT NULL,
	"issue" text NOT NULL,
	"issue_description" text,
	"description" text NOT NULL,
	"assigned_to" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reopen_until" timestamp with time zone,
	"response_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_tickets_reference_unique" UNIQUE("reference"),
	CONSTRAINT "service_tickets_enquiry_id_unique" UNIQUE("enquiry_id"),
	CONSTRAINT "service_tickets_source_check" CHECK ("service_tickets"."source" in ('web', 'phone')),
	CONSTRAINT "service_tickets_status_check" CHECK ("service_tickets"."status" in ('new', 'acknowledged', 'diagnosing', 'visit_scheduled', 'awaiting_parts', 'waiting_on_customer', 'resolved', 'closed', 'reopened')),
	CONSTRAINT "service_tickets_priority_check" CHECK ("service_tickets"."priority" in ('urgent', 'high', 'normal', 'low')),
	CONSTRAINT "service_tickets_product_check" CHECK ("service_tickets"."product" in ('1100VA', '2100VA', '3500VA', '5000VA', '7500VA', '10000VA', '48V_100Ah', '48V_200Ah', '51.2V_100Ah', '51.2V_200Ah')),
	CONSTRAINT "service_tickets_enquiry_check" CHECK (("service_tickets"."source" = 'web') = ("service_tickets"."enquiry_id" is not null)),
	CONSTRAINT "service_tickets_email_check" CHECK ("service_tickets"."source" = 'phone' or "service_tickets"."email" is not null)
);
--> statement-breakpoint
ALTER TABLE "service_ticket_events" ADD CONSTRAINT "service_ticket_events_ticket_id_service_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."service_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ticket_events" ADD CONSTRAINT "service_ticket_events_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_ticket_events_ticket_idx" ON "service_ticket_events" USING btree ("ticket_id","at","id");--> statement-breakpoint
CREATE INDEX "service_tickets_status_idx" ON "service_tickets" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "service_tickets_assigned_idx" ON "service_tickets" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "service_tickets_serial_idx" ON "service_tickets" USING btree ("serial_no");--> statement-breakpoint
-- Complaints stored before service tickets existed become tickets too (decision 026), under their own
-- CMP reference, with the status their inbox status implies: open → new, in progress → acknowledged,
-- resolved → resolved (from its last change, so the customer's 15 days (360 hours) to reopen run from then).
INSERT INTO "service_tickets" ("reference", "enquiry_id", "source", "status", "product", "serial_no", "name", "mobile", "email", "pincode", "issue", "issue_description", "description", "opened_at", "acknowledged_at", "resolved_at", "reopen_until", "created_at", "updated_at")
SELECT e."reference", e."id", 'web',
	CASE e."status" WHEN 'open' THEN 'new' WHEN 'in progress' THEN 'acknowledged' ELSE 'resolved' END,
	e."product", e."serial_no", e."name", e."mobile", e."email", e."pincode", coalesce(e."issue", 'other'), e."issue_description", coalesce(e."message", ''),
	e."created_at",
	CASE WHEN e."status" <> 'open' THEN e."updated_at" END,
	CASE WHEN e."status" = 'resolved' THEN e."updated_at" END,
	CASE WHEN e."status" = 'resolved' THEN e."updated_at" + interval '360 hours' END,
	e."created_at", e."updated_at"
FROM "enquiries" e
WHERE e."kind" = 'complaint' AND e."pincode" IS NOT NULL
	AND e."product" IN ('1100VA', '2100VA', '3500VA', '5000VA', '7500VA', '10000VA', '48V_100Ah', '48V_200Ah', '51.2V_100Ah', '51.2V_200Ah');
--> statement-breakpoint
INSERT INTO "service_ticket_events" ("ticket_id", "at", "kind", "from_status", "to_status", "actor_kind", "body")
SELECT t."id", t."opened_at", 'status', NULL, 'new', 'system', 'Opened from the complaint ' || t."reference"
FROM "service_tickets" t WHERE t."enquiry_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "service_ticket_events" ("ticket_id", "at", "kind", "from_status", "to_status", "actor_kind", "body")
SELECT t."id", t."updated_at", 'status', 'new', t."status", 'system', 'Carried over from the complaint''s status in the inbox'
FROM "service_tickets" t WHERE t."enquiry_id" IS NOT NULL AND t."status" <> 'new';
