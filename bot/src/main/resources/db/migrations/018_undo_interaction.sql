-- Migration 18: an undo remembers the Discord interaction that asked for it. A /game undo
-- delivered again (after a restart, or to a second process) took back another command, the one
-- now last: a game command's interaction is refused a second time by events_interaction, an
-- undo's was kept nowhere (an audit of two processes). Null for undos from before, and for rows
-- that carry dice into an import or keep what a roll left.
ALTER TABLE undone_commands ADD COLUMN undo_interaction_id TEXT;
CREATE UNIQUE INDEX undone_by_interaction ON undone_commands (undo_interaction_id) WHERE undo_interaction_id IS NOT NULL;
