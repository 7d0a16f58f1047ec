-- Migration 13 for PostgreSQL: db/migrations/013_unsealed_imports.sql in PostgreSQL's words (see
-- there for what the column and the index are for).
ALTER TABLE games ADD COLUMN unsealed_import INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_channel ON games (channel_id);
