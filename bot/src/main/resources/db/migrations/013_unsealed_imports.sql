-- Migration 13: a game restored from a file without this bot's seal (made elsewhere, or edited)
-- remembers it, so its own export is not sealed either: otherwise importing a file with the
-- dice one liked and exporting it again gave a sealed file, and the next import's warning was
-- gone. And an index to find a channel's games (a new game's versions go on above the last's).
ALTER TABLE games ADD COLUMN unsealed_import INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_channel ON games (channel_id);
