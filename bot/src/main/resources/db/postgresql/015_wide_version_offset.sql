-- Migration 15 for PostgreSQL: games.version_offset as BIGINT, as SQLite's INTEGER is (see
-- db/migrations/015_wide_version_offset.sql: a channel's 2049th game passed 32 bits).
ALTER TABLE games ALTER COLUMN version_offset TYPE BIGINT;
