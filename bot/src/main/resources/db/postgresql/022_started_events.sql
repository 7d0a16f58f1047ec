-- Migration 22 for PostgreSQL: db/migrations/022_started_events.sql in PostgreSQL's words (see
-- there for why).
CREATE INDEX events_started ON events (game_id) WHERE type = 'game-started';
