-- Migration 22: the start of each game, found without reading every event. An import looks for the
-- games its file came from by their start (store/ExportedFrom), in every server now; without this
-- it read the whole events table, holding the one connection every channel writes through.
-- Partial: one row a game, and nothing for the appends of play.
CREATE INDEX events_started ON events (game_id) WHERE type = 'game-started';
