CREATE TABLE "emi_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"tenures" jsonb NOT NULL,
	"min_amount_paise" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emi_plans_kind_check" CHECK ("emi_plans"."kind" in ('credit-card', 'debit-card', 'cardless', 'no-cost')),
	CONSTRAINT "emi_plans_provider_check" CHECK (length("emi_plans"."provider") between 1 and 80),
	CONSTRAINT "emi_plans_tenures_check" CHECK (jsonb_typeof("emi_plans"."tenures") = 'array' and jsonb_array_length("emi_plans"."tenures") between 1 and 12),
	CONSTRAINT "emi_plans_min_amount_check" CHECK ("emi_plans"."min_amount_paise" >= 0)
);
