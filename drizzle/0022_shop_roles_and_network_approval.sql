ALTER TABLE "shops" ADD COLUMN "network_status" text DEFAULT 'APPROVED' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "network_approved_via" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "network_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "user_shops" ADD COLUMN "role" text DEFAULT 'MEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shops_created_by_index" ON "shops" USING btree ("created_by");--> statement-breakpoint
-- Before roles every member could do everything; the first member of each shop (its creator, or
-- the first person an administrator attached) becomes its owner, so every shop keeps one.
UPDATE "user_shops" SET "role" = 'OWNER' WHERE "id" IN (
	SELECT DISTINCT ON ("shop_id") "id" FROM "user_shops" ORDER BY "shop_id", "created_at", "id"
);
