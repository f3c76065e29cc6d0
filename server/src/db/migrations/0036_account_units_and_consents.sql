ALTER TABLE "message_consents" DROP CONSTRAINT "message_consents_source_check";--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD COLUMN "serial_no" text;--> statement-breakpoint
ALTER TABLE "message_consents" ADD CONSTRAINT "message_consents_source_check" CHECK ("message_consents"."source" in ('complaint-form', 'warranty-form', 'console', 'account'));