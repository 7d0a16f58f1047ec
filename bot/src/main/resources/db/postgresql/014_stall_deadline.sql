-- Migration 14 for PostgreSQL: db/migrations/014_stall_deadline.sql in PostgreSQL's words (see
-- there for what the column is for).
ALTER TABLE reminders ADD COLUMN stall_at BIGINT;
