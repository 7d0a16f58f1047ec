-- Migration 6: play across days. Who each open game waits on and since when, the reminders
-- due to them, each game's reminder interval, and each player's quiet hours and wishes
-- (kept across games and servers). Times are epoch milliseconds, so due times compare as numbers.

-- A game's reminder interval, set by its host; no row: reminders off.
CREATE TABLE reminder_settings (
    game_id          INTEGER PRIMARY KEY REFERENCES games (id),
    interval_minutes INTEGER NOT NULL CHECK (interval_minutes > 0)
);

-- One row per player an open game waits on. due_at is the next reminder (null: none, because
-- reminders are off or the game was reported stalled); sent counts the reminders already
-- claimed. Sending is claim-then-send: a row's sent and due_at move in one statement that
-- names the values it read, so a reminder is claimed once even across a restart.
CREATE TABLE reminders (
    game_id          INTEGER NOT NULL REFERENCES games (id),
    user_id          TEXT    NOT NULL,
    channel_id       TEXT    NOT NULL,
    host_user_id     TEXT    NOT NULL,
    waiting_since    INTEGER NOT NULL,
    due_at           INTEGER,
    interval_minutes INTEGER NOT NULL,
    sent             INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX reminders_due ON reminders (due_at) WHERE due_at IS NOT NULL;

-- A player's quiet hours (local times in their zone; all three or none) and opt-ins.
CREATE TABLE player_preferences (
    user_id         TEXT PRIMARY KEY,
    quiet_from      TEXT,
    quiet_to        TEXT,
    zone            TEXT,
    direct_messages INTEGER NOT NULL DEFAULT 0,
    heads_up        INTEGER NOT NULL DEFAULT 0
);
