-- Migration 8: what an undo took back stays on record. An undone command's events leave the
-- game's log, but the undo itself is kept: who gave the command and its events (dice
-- included), the Discord interaction that carried it (so a delivery of it again, even after a
-- restart, is never applied), and its dice, which the next decision at the same point of the
-- game takes first (docs/rules.md, "Undo": undo is not a re-roll).
--
-- at_seq is the game's last event once the command was taken back: where the command stood.
-- A later undo to an earlier point makes the records past it stale (that history is gone).
CREATE TABLE undone_commands (
    game_id         INTEGER NOT NULL REFERENCES games (id),
    undo_seq        INTEGER NOT NULL,
    at_seq          INTEGER NOT NULL,
    actor_user_id   TEXT    NOT NULL,
    interaction_id  TEXT,
    events          TEXT    NOT NULL,
    kept_rolls      TEXT    NOT NULL,
    stale           INTEGER NOT NULL DEFAULT 0,
    undone_at       TEXT    NOT NULL,
    PRIMARY KEY (game_id, undo_seq)
);
CREATE UNIQUE INDEX undone_interaction ON undone_commands (interaction_id) WHERE interaction_id IS NOT NULL;
