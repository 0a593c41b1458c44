CREATE TABLE "quote_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"revision_id" uuid,
	"revision_number" integer,
	"method" text NOT NULL,
	"customer_name" text NOT NULL,
	"job_keys" jsonb NOT NULL,
	"job_names" jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"note" text,
	"recorded_by" text,
	"authorized_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "estimate_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "odometer" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "next_estimate_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_authorizations" ADD CONSTRAINT "quote_authorizations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_authorizations" ADD CONSTRAINT "quote_authorizations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_authorizations" ADD CONSTRAINT "quote_authorizations_revision_id_quote_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."quote_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_authorizations" ADD CONSTRAINT "quote_authorizations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_authorizations_quote_id_authorized_at_index" ON "quote_authorizations" USING btree ("quote_id","authorized_at");--> statement-breakpoint
-- Existing quotes are numbered 1, 2, … per shop in the order they were written.
UPDATE "quotes" SET "estimate_number" = numbered."n" FROM (
	SELECT "id", row_number() OVER (PARTITION BY "shop_id" ORDER BY "created_at", "id") AS "n" FROM "quotes"
) AS numbered WHERE "quotes"."id" = numbered."id";--> statement-breakpoint
UPDATE "shops" SET "next_estimate_number" = coalesce(
	(SELECT max("estimate_number") FROM "quotes" WHERE "quotes"."shop_id" = "shops"."id"), 0
) + 1;--> statement-breakpoint
-- A quote written with 0 takes the shop's next number; the row lock of the UPDATE makes two
-- quotes written at once in one shop take two numbers.
CREATE FUNCTION "assign_estimate_number"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."estimate_number" = 0 THEN
		UPDATE "shops" SET "next_estimate_number" = "next_estimate_number" + 1
		WHERE "id" = NEW."shop_id"
		RETURNING "next_estimate_number" - 1 INTO NEW."estimate_number";
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_estimate_number" BEFORE INSERT ON "quotes"
	FOR EACH ROW EXECUTE FUNCTION "assign_estimate_number"();--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_shop_estimate_number" ON "quotes" USING btree ("shop_id","estimate_number");