CREATE TABLE "message_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"mobile" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"reference" text,
	"wording" text NOT NULL,
	"staff_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_consents_channel_check" CHECK ("message_consents"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "message_consents_status_check" CHECK ("message_consents"."status" in ('given', 'withdrawn')),
	CONSTRAINT "message_consents_source_check" CHECK ("message_consents"."source" in ('complaint-form', 'warranty-form', 'console')),
	CONSTRAINT "message_consents_mobile_check" CHECK ("message_consents"."mobile" ~ '^\+91[6-9][0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "variables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "message_consents" ADD CONSTRAINT "message_consents_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_consents_mobile_idx" ON "message_consents" USING btree ("mobile","channel","at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms', 'whatsapp'));