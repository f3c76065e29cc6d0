CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_known_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "staff_sign_in_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "staff_known_devices" ADD CONSTRAINT "staff_known_devices_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_known_devices_staff_token_idx" ON "staff_known_devices" USING btree ("staff_id","token_hash");--> statement-breakpoint
CREATE INDEX "staff_known_devices_last_sign_in_idx" ON "staff_known_devices" USING btree ("last_sign_in_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_counters_window_idx" ON "staff_sign_in_counters" USING btree ("window_started_at");