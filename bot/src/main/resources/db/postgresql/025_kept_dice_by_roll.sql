-- Migration 25 for PostgreSQL: db/migrations/025_kept_dice_by_roll.sql in PostgreSQL's words (see
-- there for what it does and why).
ALTER TABLE kept_dice ADD COLUMN kind TEXT;
ALTER TABLE kept_dice ADD COLUMN undo_seq BIGINT;
UPDATE kept_dice SET kind = CASE WHEN die ~ '[A-Za-z]' THEN 'pool' WHEN roller = '@table' THEN 'initiative'
    ELSE 'damage' END WHERE kind IS NULL;
DELETE FROM kept_dice WHERE place >= 1 AND EXISTS (
    SELECT 1 FROM (
        SELECT u.game_id, u.undo_seq, u.at_seq, u.waits_for,
               CASE WHEN u.events LIKE '%"type":"pool-rolled"%' THEN 1 ELSE 0 END AS pool,
               ROW_NUMBER() OVER (PARTITION BY u.game_id ORDER BY u.undo_seq DESC, d.ordinality) AS place
        FROM undone_commands u
        CROSS JOIN LATERAL jsonb_array_elements_text(u.kept_rolls::jsonb) WITH ORDINALITY AS d (value, ordinality)
        WHERE u.waits_for IS NOT NULL
    ) m
    WHERE m.game_id = kept_dice.game_id AND m.place = kept_dice.place AND m.at_seq >= 0
      AND EXISTS (SELECT 1 FROM undone_commands e WHERE e.game_id = m.game_id AND e.at_seq = m.at_seq
                  AND e.undo_seq < m.undo_seq AND e.waits_for = m.waits_for AND e.stale = 0
                  AND e.kept_rolls <> '[]'
                  AND (CASE WHEN e.events LIKE '%"type":"pool-rolled"%' THEN 1 ELSE 0 END) = m.pool));
UPDATE kept_dice SET undo_seq = (
    SELECT m.undo_seq FROM (
        SELECT u.game_id, u.undo_seq,
               ROW_NUMBER() OVER (PARTITION BY u.game_id ORDER BY u.undo_seq DESC, d.ordinality) AS place
        FROM undone_commands u
        CROSS JOIN LATERAL jsonb_array_elements_text(u.kept_rolls::jsonb) WITH ORDINALITY AS d (value, ordinality)
        WHERE u.waits_for IS NOT NULL
    ) m
    WHERE m.game_id = kept_dice.game_id AND m.place = kept_dice.place)
WHERE place >= 1;
