-- Before the unique constraints of 0017: renumber each quote's lines 0..n-1 in their current order
-- (concurrent adds could give two lines one position) and keep one interaction per user and job.
UPDATE "quote_labor_items" AS l SET "position" = r.rn - 1
FROM (SELECT "id", row_number() OVER (PARTITION BY "quote_id" ORDER BY "position", "id") AS rn FROM "quote_labor_items") AS r
WHERE l."id" = r."id" AND l."position" <> r.rn - 1;
--> statement-breakpoint
UPDATE "quote_part_items" AS p SET "position" = r.rn - 1
FROM (SELECT "id", row_number() OVER (PARTITION BY "quote_id" ORDER BY "position", "id") AS rn FROM "quote_part_items") AS r
WHERE p."id" = r."id" AND p."position" <> r.rn - 1;
--> statement-breakpoint
WITH removed AS (
  DELETE FROM "interactions" AS i
  USING "interactions" AS keep
  WHERE i."job_id" = keep."job_id" AND i."user_id" = keep."user_id"
    AND (i."created_at", i."id") > (keep."created_at", keep."id")
  RETURNING i."job_id"
)
UPDATE "jobs" AS j SET "count_interactions" = greatest(0, j."count_interactions" - c.n)
FROM (SELECT "job_id", count(*)::int AS n FROM removed GROUP BY "job_id") AS c
WHERE j."id" = c."job_id";
