-- Migration 2 for PostgreSQL: db/migrations/002_lean_appends.sql, the same statements.
ALTER TABLE games ADD COLUMN version_offset INTEGER NOT NULL DEFAULT 0;
UPDATE games SET version_offset = version - last_seq;
ALTER TABLE games DROP COLUMN last_seq;
ALTER TABLE games DROP COLUMN version;

UPDATE events SET interaction_id = NULL
WHERE interaction_id IS NOT NULL
  AND EXISTS (SELECT 1 FROM events AS earlier
              WHERE earlier.interaction_id = events.interaction_id
                AND (earlier.game_id < events.game_id
                     OR (earlier.game_id = events.game_id AND earlier.seq < events.seq)));
DROP INDEX events_interaction;
CREATE UNIQUE INDEX events_interaction ON events (interaction_id) WHERE interaction_id IS NOT NULL;
