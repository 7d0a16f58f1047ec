-- Migration 20 for PostgreSQL: db/migrations/020_imported_events.sql in PostgreSQL's words (see
-- there for why).
ALTER TABLE games ADD COLUMN imported_events BIGINT;
