-- Migration 25: each kept die waits for the kind of roll it came from: a pool's die for its owner's
-- pools ('pool'), damage for the attacker's damage ('damage'), a fall's for that frame's falls
-- ('fall:<frame>'), and the table's d20s and tie orders for the table's ('initiative', 'tie-order',
-- roller '@table'). Kept for a player's next roll of any kind, a fall (which a player may declare
-- at will) took an undone attack's damage and the attack came fresh, and damage rolled by the
-- defender's command (the target acting first) was kept for the defender (a review, 2026-11-29).
-- The dice migration 24 moved get a kind from what they show: a pool's die by its notation, the
-- table's d20s, and any other value as damage, the most common bare roll.
--
-- And migration 24 copied a point's grown dice twice: an undo at a point grew the first row kept
-- there (the first not stale, for the same roller and kind of roll, a pool's or another's) by its
-- dice, and kept its own row too, which the old reader skipped at that point. Where that first row
-- still waited, 24 copied both: the later row's dice go, where they still wait. The rows 24 wrote
-- have places 1 and up (dice kept since go in front, below), numbered as it numbered them from
-- undone_commands, whose waiting rows no undo since has touched.
ALTER TABLE kept_dice ADD COLUMN kind TEXT;
UPDATE kept_dice SET kind = CASE WHEN die GLOB '*[A-Za-z]*' THEN 'pool' WHEN roller = '@table' THEN 'initiative'
    ELSE 'damage' END WHERE kind IS NULL;
DELETE FROM kept_dice WHERE place >= 1 AND EXISTS (
    SELECT 1 FROM (
        SELECT u.game_id, u.undo_seq, u.at_seq,
               CASE WHEN u.events LIKE '%"type":"initiative-rolled"%' THEN '@table' ELSE u.actor_user_id END AS roller,
               CASE WHEN u.events LIKE '%"type":"pool-rolled"%' THEN 1 ELSE 0 END AS pool,
               ROW_NUMBER() OVER (PARTITION BY u.game_id ORDER BY u.undo_seq DESC, CAST(d.key AS INTEGER)) AS place
        FROM undone_commands u, json_each(u.kept_rolls) d
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
