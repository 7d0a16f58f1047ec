-- Migration 9: play across days (issue 18). Heads-ups: a player who opted in (player_preferences.heads_up) is told
-- once when they become next in line after whoever holds the initiative. One row per game: the
-- latest pair (who is next, after whom). due_at is when to tell them (null: told already, or to
-- be told never again for this pair); claimed by a conditional update before it is sent, as
-- reminders are, so a heads-up is never sent twice, even across a restart.
CREATE TABLE heads_ups (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    user_id       TEXT    NOT NULL,
    after_user_id TEXT    NOT NULL,
    channel_id    TEXT    NOT NULL,
    due_at        INTEGER
);
CREATE INDEX heads_ups_due ON heads_ups (due_at) WHERE due_at IS NOT NULL;

-- Games played in a thread of their own (/game new thread:true): the thread is the game's
-- channel; its parent channel gets the link and the result, and points there while it is open.
CREATE TABLE game_threads (
    thread_id TEXT    PRIMARY KEY,
    parent_id TEXT    NOT NULL,
    open      INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX game_threads_parent ON game_threads (parent_id) WHERE open = 1;

-- A server's own defaults: game_threads set, /game new opens each game in a thread of its own
-- unless told thread:false.
CREATE TABLE server_settings (
    guild_id     TEXT    PRIMARY KEY,
    game_threads INTEGER NOT NULL DEFAULT 0
);
