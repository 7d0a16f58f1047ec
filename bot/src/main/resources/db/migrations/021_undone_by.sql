-- Migration 21: an undo remembers who asked for it. The game log showed only what still stands, so
-- a host taking back another player's action (acting for them, in effect) left no trace there but
-- its message in the channel (an adversarial play). Null for undos from before, and for rows that
-- carry dice into an import or keep what a roll left.
ALTER TABLE undone_commands ADD COLUMN undone_by TEXT;
