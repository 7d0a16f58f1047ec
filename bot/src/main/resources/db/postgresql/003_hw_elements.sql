-- Migration 3 for PostgreSQL: db/migrations/003_hw_elements.sql; names unique in a channel
-- ignoring case by an index on lower(name).
CREATE TABLE hw_elements (
    channel_id      TEXT    NOT NULL,
    name            TEXT    NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('mech', 'vehicle', 'infantry')),
    owner_user_id   TEXT    NOT NULL,
    f0              INTEGER NOT NULL,
    m0              INTEGER NOT NULL,
    a0              INTEGER NOT NULL,
    d               INTEGER NOT NULL,
    p               INTEGER NOT NULL,
    f               INTEGER NOT NULL,
    m               INTEGER NOT NULL,
    a               INTEGER NOT NULL,
    damage          INTEGER NOT NULL DEFAULT 0,
    hits_owed       INTEGER NOT NULL DEFAULT 0,
    recoveries_owed INTEGER NOT NULL DEFAULT 0,
    created_at      TEXT    NOT NULL
);
CREATE UNIQUE INDEX hw_elements_key ON hw_elements (channel_id, lower(name));
