-- Migration 17 for PostgreSQL: db/migrations/017_kept_dice_wait.sql in PostgreSQL's words (see
-- there for why).
ALTER TABLE undone_commands ADD COLUMN waits_for TEXT;
