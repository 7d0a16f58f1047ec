-- Migration 1: the tables the design needs. Migrations are append-only: never edit this
-- file once released; change the schema with a new numbered file.

-- One row per game; a channel has at most one game that is not over.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    guild_id      TEXT,
    channel_id    TEXT    NOT NULL,
    host_user_id  TEXT    NOT NULL,
    campaign_id   INTEGER REFERENCES campaigns (id),
    status        TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
    created_at    TEXT    NOT NULL,
    ended_at      TEXT,
    last_seq      INTEGER NOT NULL DEFAULT 0,
    -- Moves forward with every change, undo included (last_seq goes back on undo), so a
    -- button made for an earlier state never matches a later one.
    version       INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX games_one_open_per_channel ON games (channel_id)
    WHERE status IN ('lobby', 'playing');

-- Every accepted command's events, in order: the game is the replay of these.
CREATE TABLE events (
    game_id         INTEGER NOT NULL REFERENCES games (id),
    seq             INTEGER NOT NULL,
    command_seq     INTEGER NOT NULL,
    type            TEXT    NOT NULL,
    payload         TEXT    NOT NULL,
    actor_user_id   TEXT    NOT NULL,
    on_behalf_of    TEXT,
    interaction_id  TEXT,
    created_at      TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
-- Looked up before applying a command: a Discord interaction delivered twice is applied once.
CREATE INDEX events_interaction ON events (interaction_id) WHERE interaction_id IS NOT NULL;

-- The latest state of a long game, so loading it replays only the events after it.
CREATE TABLE snapshots (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    seq         INTEGER NOT NULL,
    state       TEXT    NOT NULL,
    created_at  TEXT    NOT NULL
);

-- A campaign is a named series of battles in one server; names are unique per server, ignoring case.
CREATE TABLE campaigns (
    id          INTEGER PRIMARY KEY,
    guild_id    TEXT NOT NULL,
    name        TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    UNIQUE (guild_id, name COLLATE NOCASE)
);

-- What happened to each campaign (battles opened, finished, abandoned; constraints chosen), in
-- order: the campaign is the replay of these. Its battles' games link back through games.campaign_id.
CREATE TABLE campaign_events (
    campaign_id    INTEGER NOT NULL REFERENCES campaigns (id),
    seq            INTEGER NOT NULL,
    type           TEXT    NOT NULL,
    payload        TEXT    NOT NULL,
    actor_user_id  TEXT    NOT NULL,
    created_at     TEXT    NOT NULL,
    PRIMARY KEY (campaign_id, seq)
) WITHOUT ROWID;

-- Companies a user saved to reuse in any game, on any server.
CREATE TABLE saved_companies (
    user_id     TEXT NOT NULL,
    name        TEXT NOT NULL COLLATE NOCASE,
    company     TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    PRIMARY KEY (user_id, name)
);

-- The table message of each channel's game, so it is edited in place across restarts.
CREATE TABLE table_messages (
    channel_id  TEXT PRIMARY KEY,
    message_id  TEXT NOT NULL
);
