-- drizzle-kit never writes CREATE EXTENSION; trigram search needs pg_trgm on both drivers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
