-- Migration 20: a game restored from a file remembers how many of its events came from it. Of a
-- game restored from a file without this bot's seal, only what it rolled past those is this
-- bot's: an import of the sealed file it was made from carries those dice and no others (a review
-- found every die of such a game dropped, and a detour through an unsealed copy a re-roll). Null
-- for a game opened here, and for one restored before.
ALTER TABLE games ADD COLUMN imported_events INTEGER;
