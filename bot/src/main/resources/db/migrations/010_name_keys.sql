-- Migration 10: names clash the same way in both stores. Until now SQLite told names apart by
-- COLLATE NOCASE, which folds ASCII letters only ("Möön" and "MÖÖN" were two campaigns), and
-- PostgreSQL by lower(name), which folds every letter. Now each table of names keeps name_key,
-- the name as the program compares it (rules' company.Names.key: NFKC, then case folded), and
-- names are unique by it in both stores; lookups look for the key.
--
-- SQL can't compute the key (SQLite's lower() folds ASCII only): the rows already here get it
-- from the program, as soon as the migrations have run (store/NameKeys, which also renames a
-- name that now clashes with another). Until then their key is null, and null keys never clash.
--
-- SQLite can't drop a table's constraints, and the old ones folded ASCII only: each table is
-- made again without them (its rows copied, in their order), the way SQLite's documentation
-- changes a table. Flyway's connection leaves foreign keys off, so campaigns can be replaced
-- under the games and campaign events that refer to it.

CREATE TABLE campaigns_keyed (
    id          INTEGER PRIMARY KEY,
    guild_id    TEXT NOT NULL,
    name        TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    name_key    TEXT
);
INSERT INTO campaigns_keyed (id, guild_id, name, created_at)
    SELECT id, guild_id, name, created_at FROM campaigns ORDER BY id;
DROP TABLE campaigns;
ALTER TABLE campaigns_keyed RENAME TO campaigns;
CREATE UNIQUE INDEX campaigns_name_key ON campaigns (guild_id, name_key);

CREATE TABLE saved_companies_keyed (
    user_id     TEXT NOT NULL,
    name        TEXT NOT NULL,
    company     TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    name_key    TEXT
);
INSERT INTO saved_companies_keyed (user_id, name, company, updated_at)
    SELECT user_id, name, company, updated_at FROM saved_companies ORDER BY rowid;
DROP TABLE saved_companies;
ALTER TABLE saved_companies_keyed RENAME TO saved_companies;
CREATE UNIQUE INDEX saved_companies_name_key ON saved_companies (user_id, name_key);

-- The order of rows is kept: /hw elements lists a channel's elements by rowid, the order they were added.
CREATE TABLE hw_elements_keyed (
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
    created_at      TEXT    NOT NULL,
    name_key        TEXT
);
INSERT INTO hw_elements_keyed (channel_id, name, kind, owner_user_id, f0, m0, a0, d, p, f, m, a, damage, hits_owed,
                               recoveries_owed, created_at)
    SELECT channel_id, name, kind, owner_user_id, f0, m0, a0, d, p, f, m, a, damage, hits_owed, recoveries_owed,
           created_at
    FROM hw_elements ORDER BY rowid;
DROP TABLE hw_elements;
ALTER TABLE hw_elements_keyed RENAME TO hw_elements;
CREATE UNIQUE INDEX hw_elements_name_key ON hw_elements (channel_id, name_key);

CREATE TABLE map_layouts_keyed (
    guild_id    TEXT NOT NULL,
    name        TEXT NOT NULL,
    layout      TEXT NOT NULL,
    saved_by    TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    name_key    TEXT
);
INSERT INTO map_layouts_keyed (guild_id, name, layout, saved_by, updated_at)
    SELECT guild_id, name, layout, saved_by, updated_at FROM map_layouts ORDER BY rowid;
DROP TABLE map_layouts;
ALTER TABLE map_layouts_keyed RENAME TO map_layouts;
CREATE UNIQUE INDEX map_layouts_name_key ON map_layouts (guild_id, name_key);
