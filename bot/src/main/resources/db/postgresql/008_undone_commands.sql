-- Migration 8 for PostgreSQL: db/migrations/008_undone_commands.sql in PostgreSQL's words (see
-- there for what the table is).
CREATE TABLE undone_commands (
    game_id         BIGINT  NOT NULL REFERENCES games (id),
    undo_seq        BIGINT  NOT NULL,
    at_seq          BIGINT  NOT NULL,
    actor_user_id   TEXT    NOT NULL,
    interaction_id  TEXT,
    events          TEXT    NOT NULL,
    kept_rolls      TEXT    NOT NULL,
    stale           INTEGER NOT NULL DEFAULT 0,
    undone_at       TEXT    NOT NULL,
    PRIMARY KEY (game_id, undo_seq)
);
CREATE UNIQUE INDEX undone_interaction ON undone_commands (interaction_id) WHERE interaction_id IS NOT NULL;
