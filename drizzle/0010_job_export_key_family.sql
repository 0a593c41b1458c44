-- Custom SQL migration file.
-- Shop-Ware V1 and V2 write to the same repair order: one job per quote and RO whichever entry
-- is used, so a V2 export takes the key a V1 export of the same quote and RO would claim
-- (sha256 of 'quote|SHOP_WARE|ro', as job-export/claim.ts computes it). Where both exist already
-- the V2 row keeps its old key.
UPDATE "quote_job_exports" AS e
SET "idempotency_key" = encode(sha256(convert_to(e."quote_id"::text || '|SHOP_WARE|' || e."repair_order_id", 'UTF8')), 'hex')
WHERE e."system" = 'SHOP_WARE_V2'
  AND NOT EXISTS (
    SELECT 1 FROM "quote_job_exports" AS o
    WHERE o."quote_id" = e."quote_id" AND o."repair_order_id" = e."repair_order_id" AND o."system" = 'SHOP_WARE'
  );
