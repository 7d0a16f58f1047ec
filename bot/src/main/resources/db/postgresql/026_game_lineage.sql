-- Migration 26 for PostgreSQL: db/migrations/026_game_lineage.sql in PostgreSQL's words (see there
-- for what the column is).
ALTER TABLE games ADD COLUMN lineage BIGINT;
