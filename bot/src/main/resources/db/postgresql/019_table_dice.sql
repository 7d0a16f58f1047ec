-- Migration 19 for PostgreSQL: db/migrations/019_table_dice.sql in PostgreSQL's words (see there
-- for why).
UPDATE undone_commands SET waits_for = '@table'
    WHERE waits_for IS NOT NULL AND events LIKE '%"initiative-rolled"%';
