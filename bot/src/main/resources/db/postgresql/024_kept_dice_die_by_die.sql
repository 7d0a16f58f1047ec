-- Migration 24 for PostgreSQL: db/migrations/024_kept_dice_die_by_die.sql in PostgreSQL's words
-- (see there for what the table is).
CREATE TABLE kept_dice (
    game_id BIGINT NOT NULL REFERENCES games (id),
    place   BIGINT NOT NULL,
    roller  TEXT   NOT NULL,
    die     TEXT   NOT NULL,
    kept_at BIGINT NOT NULL,
    PRIMARY KEY (game_id, place)
);
INSERT INTO kept_dice (game_id, place, roller, die, kept_at)
SELECT u.game_id, ROW_NUMBER() OVER (PARTITION BY u.game_id ORDER BY u.undo_seq DESC, d.ordinality),
       u.waits_for, d.value, u.at_seq
FROM undone_commands u
CROSS JOIN LATERAL jsonb_array_elements_text(u.kept_rolls::jsonb) WITH ORDINALITY AS d (value, ordinality)
WHERE u.waits_for IS NOT NULL;
