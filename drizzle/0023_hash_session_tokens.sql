-- Session tokens are stored as sha256 hex (src/server/auth-session-tokens.ts, decision 037), as
-- lib/token-hash.ts computes it; the cookies already issued carry the clear token and keep
-- working, since every lookup hashes it first. A token already hashed is left as it is.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" !~ '^[0-9a-f]{64}$';
