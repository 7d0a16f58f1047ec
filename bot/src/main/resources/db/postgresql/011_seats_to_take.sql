-- Migration 11 for PostgreSQL: db/migrations/011_seats_to_take.sql in PostgreSQL's words (see
-- there for what the table is).
CREATE TABLE seats_to_take (
    game_id  BIGINT NOT NULL REFERENCES games (id),
    user_id  TEXT   NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
