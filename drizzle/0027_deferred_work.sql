CREATE TABLE "deferred_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"vin" text NOT NULL,
	"quote_id" uuid,
	"revision_id" uuid,
	"revision_number" integer,
	"estimate_number" integer,
	"job_key" text NOT NULL,
	"job_name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"reason" text,
	"declined_by" text NOT NULL,
	"declined_by_user" text,
	"customer_name" text,
	"customer_email" text,
	"customer_phone" text,
	"declined_at" timestamp with time zone NOT NULL,
	"added_to_quote_id" uuid,
	"added_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deferred_jobs_quote_job" UNIQUE("quote_id","job_key")
);
--> statement-breakpoint
CREATE TABLE "deferred_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"declined_quote_id" uuid NOT NULL,
	"status" text NOT NULL,
	"quote_id" uuid,
	"deferred_job_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deferred_reminders_declined_quote_id_unique" UNIQUE("declined_quote_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_unsubscribes" (
	"shop_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_unsubscribes_shop_id_channel_contact_pk" PRIMARY KEY("shop_id","channel","contact"),
	CONSTRAINT "reminder_unsubscribes_contact" CHECK (length("reminder_unsubscribes"."contact") between 3 and 320)
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "deferred_reminders_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "deferred_reminder_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "deferred_reminder_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "deferred_reminder_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deferred_jobs" ADD CONSTRAINT "deferred_jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_jobs" ADD CONSTRAINT "deferred_jobs_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_jobs" ADD CONSTRAINT "deferred_jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_jobs" ADD CONSTRAINT "deferred_jobs_revision_id_quote_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."quote_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_jobs" ADD CONSTRAINT "deferred_jobs_declined_by_user_users_id_fk" FOREIGN KEY ("declined_by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_jobs" ADD CONSTRAINT "deferred_jobs_added_to_quote_id_quotes_id_fk" FOREIGN KEY ("added_to_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_jobs" ADD CONSTRAINT "deferred_jobs_resolved_quote_id_quotes_id_fk" FOREIGN KEY ("resolved_quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_reminders" ADD CONSTRAINT "deferred_reminders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_reminders" ADD CONSTRAINT "deferred_reminders_declined_quote_id_quotes_id_fk" FOREIGN KEY ("declined_quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deferred_reminders" ADD CONSTRAINT "deferred_reminders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_unsubscribes" ADD CONSTRAINT "reminder_unsubscribes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deferred_jobs_shop_id_vin_declined_at_index" ON "deferred_jobs" USING btree ("shop_id","vin","declined_at");--> statement-breakpoint
CREATE INDEX "deferred_jobs_open_idx" ON "deferred_jobs" USING btree ("declined_at") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "deferred_reminders_shop_id_created_at_index" ON "deferred_reminders" USING btree ("shop_id","created_at");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_deferred_reminder_days" CHECK ("shops"."deferred_reminder_days" between 1 and 365);