-- Sign-in now requires a confirmed e-mail address (decision 019). Accounts made before that had
-- no way to confirm and have been in use: they count as confirmed.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
