-- Migration 3: the Horizon Wars helper's elements, tracked per channel (no game needed).
--
-- An element's stats as it started (f0, m0, a0) and as they stand (f, m, a); Defense and
-- Presence never change. damage is every hit it has taken (recovery rolls against it, and
-- recovering does not lower it); hits_owed and recoveries_owed wait for the owner to say which
-- stat they go to. Names are unique in a channel, ignoring case.
CREATE TABLE hw_elements (
    channel_id      TEXT    NOT NULL,
    name            TEXT    NOT NULL COLLATE NOCASE,
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
    created_at      TEXT    NOT NULL,
    PRIMARY KEY (channel_id, name)
);
