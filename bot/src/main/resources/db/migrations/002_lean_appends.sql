-- Migration 2: an accepted command writes its events and nothing else.
--
-- The game's row no longer counts events and versions with every command (that UPDATE was a
-- second statement and a second page in every commit). Its last event is read from the events
-- themselves, where the primary key finds it at once. Its version, which must move forward with
-- every change (undo included, which takes events away), is the number of its last event plus
-- an offset that only an undo changes. The offset is set so every version stays what it was.
ALTER TABLE games ADD COLUMN version_offset INTEGER NOT NULL DEFAULT 0;
UPDATE games SET version_offset = version - last_seq;
ALTER TABLE games DROP COLUMN last_seq;
ALTER TABLE games DROP COLUMN version;

-- A Discord interaction is kept on its command's first event only, under a unique index: a
-- second delivery of the same interaction can't be stored, whatever the program checked before.
UPDATE events SET interaction_id = NULL
WHERE interaction_id IS NOT NULL
  AND EXISTS (SELECT 1 FROM events AS earlier
              WHERE earlier.interaction_id = events.interaction_id
                AND (earlier.game_id < events.game_id
                     OR (earlier.game_id = events.game_id AND earlier.seq < events.seq)));
DROP INDEX events_interaction;
CREATE UNIQUE INDEX events_interaction ON events (interaction_id) WHERE interaction_id IS NOT NULL;
