-- Migration 9 for PostgreSQL: db/migrations/009_heads_ups.sql in PostgreSQL's words (see there
-- for what the table is). Times are epoch milliseconds (BIGINT).
CREATE TABLE heads_ups (
    game_id       BIGINT  PRIMARY KEY REFERENCES games (id),
    user_id       TEXT    NOT NULL,
    after_user_id TEXT    NOT NULL,
    channel_id    TEXT    NOT NULL,
    due_at        BIGINT
);
CREATE INDEX heads_ups_due ON heads_ups (due_at) WHERE due_at IS NOT NULL;

CREATE TABLE game_threads (
    thread_id TEXT    PRIMARY KEY,
    parent_id TEXT    NOT NULL,
    open      INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX game_threads_parent ON game_threads (parent_id) WHERE open = 1;

CREATE TABLE server_settings (
    guild_id     TEXT    PRIMARY KEY,
    game_threads INTEGER NOT NULL DEFAULT 0
);
