-- Migration 21 for PostgreSQL: db/migrations/021_undone_by.sql in PostgreSQL's words (see there for
-- why).
ALTER TABLE undone_commands ADD COLUMN undone_by TEXT;
