-- A message sent or failed keeps its text without its links (notifications/outbox.ts redactLinks):
-- the links of those already sent go too. Messages still STORED are their only copy and stay.
UPDATE "outbound_messages" SET
  "body" = regexp_replace("body", 'https?://[^\s"''<>]+', '[link removed after sending]', 'gi'),
  "html" = regexp_replace("html", 'https?://[^\s"''<>]+', '[link removed after sending]', 'gi')
WHERE "status" IN ('SENT', 'FAILED');
