-- Migration 5 for PostgreSQL: db/migrations/005_map_layouts.sql; names unique in a server
-- ignoring case by an index on lower(name).
CREATE TABLE map_layouts (
    guild_id    TEXT NOT NULL,
    name        TEXT NOT NULL,
    layout      TEXT NOT NULL,
    saved_by    TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);
CREATE UNIQUE INDEX map_layouts_key ON map_layouts (guild_id, lower(name));
