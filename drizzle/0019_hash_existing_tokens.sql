-- Links already e-mailed keep working: their tokens are kept as sha256 (hex, as lib/token-hash.ts
-- computes it) and the clear tokens are removed; 0020 then drops the clear columns.
UPDATE "invitations" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'), "token" = NULL
WHERE "token" IS NOT NULL;
--> statement-breakpoint
UPDATE "quote_shares" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'), "token" = NULL
WHERE "token" IS NOT NULL;
