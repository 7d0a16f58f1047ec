-- Migration 6 for PostgreSQL: db/migrations/006_reminders.sql in PostgreSQL's words (see there
-- for what each table is). Times are epoch milliseconds (BIGINT).
CREATE TABLE reminder_settings (
    game_id          BIGINT  PRIMARY KEY REFERENCES games (id),
    interval_minutes INTEGER NOT NULL CHECK (interval_minutes > 0)
);

CREATE TABLE reminders (
    game_id          BIGINT  NOT NULL REFERENCES games (id),
    user_id          TEXT    NOT NULL,
    channel_id       TEXT    NOT NULL,
    host_user_id     TEXT    NOT NULL,
    waiting_since    BIGINT  NOT NULL,
    due_at           BIGINT,
    interval_minutes INTEGER NOT NULL,
    sent             INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX reminders_due ON reminders (due_at) WHERE due_at IS NOT NULL;

CREATE TABLE player_preferences (
    user_id         TEXT    PRIMARY KEY,
    quiet_from      TEXT,
    quiet_to        TEXT,
    zone            TEXT,
    direct_messages INTEGER NOT NULL DEFAULT 0,
    heads_up        INTEGER NOT NULL DEFAULT 0
);
