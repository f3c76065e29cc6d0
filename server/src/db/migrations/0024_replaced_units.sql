ALTER TABLE "warranty_events" DROP CONSTRAINT "warranty_events_action_check";--> statement-breakpoint
ALTER TABLE "warranty_registrations" DROP CONSTRAINT "warranty_status_check";--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD COLUMN "replaced_by" text;--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "warranty_events" ADD CONSTRAINT "warranty_events_action_check" CHECK ("warranty_events"."action" in ('approved', 'rejected', 'replaced'));--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD CONSTRAINT "warranty_replaced_check" CHECK (("warranty_registrations"."status" = 'replaced') = ("warranty_registrations"."replaced_by" is not null and "warranty_registrations"."replaced_at" is not null));--> statement-breakpoint
ALTER TABLE "warranty_registrations" ADD CONSTRAINT "warranty_status_check" CHECK ("warranty_registrations"."status" in ('pending', 'active', 'rejected', 'replaced'));--> statement-breakpoint
-- Units replaced before this migration: their registration was left Active (decision 037). Each is
-- marked replaced by the unit given in exchange for it (the latest, should there be several), with
-- a line in its history under the staff member who closed that visit.
WITH "replacement" AS (
  SELECT DISTINCT ON ("replaces_serial") "replaces_serial", "serial_no", "created_at", "created_by", "visit_id"
  FROM "service_units"
  WHERE "source" = 'replacement' AND "replaces_serial" IS NOT NULL
  ORDER BY "replaces_serial", "created_at" DESC
), "marked" AS (
  UPDATE "warranty_registrations" AS "registration"
  SET "status" = 'replaced', "replaced_by" = "replacement"."serial_no", "replaced_at" = "replacement"."created_at", "updated_at" = now()
  FROM "replacement"
  WHERE "registration"."serial_no" = "replacement"."replaces_serial" AND "registration"."status" <> 'replaced'
  RETURNING "registration"."id", "replacement"."serial_no", "replacement"."created_at", "replacement"."created_by", "replacement"."visit_id"
)
INSERT INTO "warranty_events" ("warranty_id", "staff_id", "action", "note", "created_at")
SELECT "marked"."id", "marked"."created_by", 'replaced',
  'Replaced by ' || "marked"."serial_no" || ' on a visit for service request ' || "service_tickets"."reference",
  "marked"."created_at"
FROM "marked"
JOIN "service_visits" ON "service_visits"."id" = "marked"."visit_id"
JOIN "service_tickets" ON "service_tickets"."id" = "service_visits"."ticket_id";
