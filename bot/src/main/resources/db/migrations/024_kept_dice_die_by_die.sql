-- Migration 24: an undo's kept dice wait die by die, each for its roller (a player, or '@table'
-- for a round's initiative d20s), in the order they are taken: lowest place first. An undo puts
-- the dice of the command it took back in front; a roll takes, for each die it rolls, the first
-- waiting die of the same kind (a pool's die by its colour and size, any other roll the first bare
-- value it can show) and deletes it; a die rolls fresh only when none waits. So every die shown
-- is either in the game's events or waiting here, once: kept at points, a point's row handed out
-- the same dice again beside the rows a roll left elsewhere (a review, 2026-11-28).
--
-- kept_at is the game's last event when the dice were kept (where the undo left the game), -1
-- for dice an import carries from the game it was exported from; an export reads it to carry only
-- the dice kept past its file's end. undone_commands keeps the undos themselves, as before; its
-- kept_rolls and waits_for are no longer read for rolling. The dice that waited move here, the
-- latest undo's first; a point's spent dice, served again only at that point, go: the roll that
-- took them holds them, or its own undo does.
CREATE TABLE kept_dice (
    game_id INTEGER NOT NULL REFERENCES games (id),
    place   INTEGER NOT NULL,
    roller  TEXT    NOT NULL,
    die     TEXT    NOT NULL,
    kept_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, place)
);
INSERT INTO kept_dice (game_id, place, roller, die, kept_at)
SELECT u.game_id, ROW_NUMBER() OVER (PARTITION BY u.game_id ORDER BY u.undo_seq DESC, CAST(d.key AS INTEGER)),
       u.waits_for, CAST(d.value AS TEXT), u.at_seq
FROM undone_commands u, json_each(u.kept_rolls) d
WHERE u.waits_for IS NOT NULL;
