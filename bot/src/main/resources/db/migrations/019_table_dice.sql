-- Migration 19: a round's initiative d20s kept by an undo wait for the next round's start,
-- whoever's command starts it ('@table'), not for the player whose command rolled them: kept
-- before, they waited for that player's next roll, so the round started on fresh d20s and the
-- player's next pool took the d20s' low values (a review of the table's dice, 2026-11-28).
UPDATE undone_commands SET waits_for = '@table'
    WHERE waits_for IS NOT NULL AND events LIKE '%"initiative-rolled"%';
