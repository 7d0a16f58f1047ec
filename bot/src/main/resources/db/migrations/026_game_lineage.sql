-- Migration 26: the game a game's line began in. A sealed export names the game it comes from (its
-- line's first game, so an export of an import names the same), and an import of that file carries
-- it on; null for a game opened here, whose line begins with it. An import of an earlier export
-- carries the dice of the game that went on from the file (docs/storage.md, "An earlier export is
-- no re-roll"), and that game is sought in the file's line alone: told by its events, a rematch of
-- the same companies was taken for it, its dice carried and the true game's left behind (a review).
ALTER TABLE games ADD COLUMN lineage INTEGER;
