-- Migration 25 for PostgreSQL: db/migrations/025_kept_dice_by_roll.sql in PostgreSQL's words (see
-- there for what it does and why).
ALTER TABLE kept_dice ADD COLUMN kind TEXT;
UPDATE kept_dice SET kind = CASE WHEN die ~ '[A-Za-z]' THEN 'pool' WHEN roller = '@table' THEN 'initiative'
    ELSE 'damage' END WHERE kind IS NULL;
DELETE FROM kept_dice WHERE place >= 1 AND EXISTS (
    SELECT 1 FROM (
        SELECT u.game_id, u.undo_seq, u.at_seq,
               CASE WHEN u.events LIKE '%"type":"initiative-rolled"%' THEN '@table' ELSE u.actor_user_id END AS roller,
               CASE WHEN u.events LIKE '%"type":"pool-rolled"%' THEN 1 ELSE 0 END AS pool,
               ROW_NUMBER() OVER (PARTITION BY u.game_id ORDER BY u.undo_seq DESC, d.ordinality) AS place
        FROM undone_commands u
        CROSS JOIN LATERAL jsonb_array_elements_text(u.kept_rolls::jsonb) WITH ORDINALITY AS d (value, ordinality)
        WHERE u.waits_for IS NOT NULL
    ) m
    WHERE m.game_id = kept_dice.game_id AND m.place = kept_dice.place AND m.at_seq >= 0
      AND EXISTS (SELECT 1 FROM undone_commands f WHERE f.game_id = m.game_id AND f.waits_for IS NOT NULL
                  AND f.undo_seq < m.undo_seq
                  AND f.undo_seq = (SELECT MIN(e.undo_seq) FROM undone_commands e
                                    WHERE e.game_id = m.game_id AND e.at_seq = m.at_seq AND e.stale = 0
                                      AND e.kept_rolls <> '[]'
                                      AND (CASE WHEN e.events LIKE '%"type":"initiative-rolled"%' THEN '@table'
                                           ELSE e.actor_user_id END) = m.roller
                                      AND (CASE WHEN e.events LIKE '%"type":"pool-rolled"%' THEN 1 ELSE 0 END)
                                          = m.pool)));
