CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"trigger" text NOT NULL,
	"occurrence" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"counts" jsonb,
	"error" text,
	"details" jsonb,
	"instance" text NOT NULL,
	"started_by" text,
	CONSTRAINT "job_runs_outcome_check" CHECK ("job_runs"."outcome" in ('running', 'succeeded', 'partial', 'failed', 'interrupted', 'skipped')),
	CONSTRAINT "job_runs_trigger_check" CHECK ("job_runs"."trigger" in ('schedule', 'manual', 'cli'))
);
--> statement-breakpoint
CREATE TABLE "rate_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rate_id" uuid,
	"term" text NOT NULL,
	"rate_type" text NOT NULL,
	"province" text NOT NULL,
	"mortgage_type" text NOT NULL,
	"posted_rate" numeric(6, 3) NOT NULL,
	"our_rate" numeric(6, 3) NOT NULL,
	"source" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_history_rate_type_check" CHECK ("rate_history"."rate_type" in ('fixed', 'variable')),
	CONSTRAINT "rate_history_mortgage_type_check" CHECK ("rate_history"."mortgage_type" in ('Conventional', 'High-Ratio', 'Refinance'))
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_started_by_auth_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_occurrence_idx" ON "job_runs" USING btree ("job","occurrence");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_one_running_idx" ON "job_runs" USING btree ("job") WHERE outcome = 'running';--> statement-breakpoint
CREATE INDEX "job_runs_job_started_at_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE INDEX "rate_history_series_idx" ON "rate_history" USING btree ("term","rate_type","province","recorded_at");--> statement-breakpoint
CREATE INDEX "rate_history_rate_id_idx" ON "rate_history" USING btree ("rate_id");--> statement-breakpoint
INSERT INTO "rate_history" ("rate_id", "term", "rate_type", "province", "mortgage_type", "posted_rate", "our_rate", "source", "is_active", "recorded_at")
SELECT "id", "term", "rate_type", "province", "mortgage_type", "posted_rate", "our_rate", "source_url", "is_active", "updated_at" FROM "mortgage_rates";
