-- Migration 16 for PostgreSQL: db/migrations/016_discord_application.sql in PostgreSQL's words
-- (see there for what the table is).
CREATE TABLE discord_application (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    bot_user_id  TEXT    NOT NULL,
    first_seen   TEXT    NOT NULL
);
