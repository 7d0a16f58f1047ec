-- Migration 12: the secret this bot seals its game exports with. A file exported here carries
-- a seal (an HMAC of its contents under this key); an import checks it, so a file changed
-- since (its dice, who did what) or made elsewhere says so to the channel. One row, written
-- the first time a game is exported or imported; never shown, logged or exported.
CREATE TABLE export_key (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    secret      TEXT    NOT NULL,
    created_at  TEXT    NOT NULL
);
