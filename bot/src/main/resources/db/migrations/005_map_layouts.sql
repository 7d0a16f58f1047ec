-- Migration 5: battlefield map layouts saved by name, per server, for later games (issue 21).
--
-- A layout is the rules' MapLayout as JSON: its terrain and its ruler. Names are per server and
-- ignore case, like campaigns. Console games have no server: they use the empty string.
CREATE TABLE map_layouts (
    guild_id    TEXT NOT NULL,
    name        TEXT NOT NULL COLLATE NOCASE,
    layout      TEXT NOT NULL,
    saved_by    TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    PRIMARY KEY (guild_id, name)
);
