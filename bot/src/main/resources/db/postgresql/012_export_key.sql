-- Migration 12 for PostgreSQL: db/migrations/012_export_key.sql in PostgreSQL's words (see
-- there for what the table is).
CREATE TABLE export_key (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    secret      TEXT    NOT NULL,
    created_at  TEXT    NOT NULL
);
