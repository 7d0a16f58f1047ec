-- Migration 18 for PostgreSQL: db/migrations/018_undo_interaction.sql in PostgreSQL's words (see
-- there for why).
ALTER TABLE undone_commands ADD COLUMN undo_interaction_id TEXT;
CREATE UNIQUE INDEX undone_by_interaction ON undone_commands (undo_interaction_id) WHERE undo_interaction_id IS NOT NULL;
