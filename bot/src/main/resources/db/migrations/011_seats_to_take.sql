-- Migration 11: an imported game's seats still to be taken. An export names its players by
-- their user ids, and a file can be edited: the bot doesn't take the importer's word that
-- these users play. Each of them (other than the importer, and the bot's own seats) takes
-- their seat with /game join before the game goes on, and until then nobody is pinged,
-- reminded or sent a message for it. A row is deleted when its user takes the seat.
CREATE TABLE seats_to_take (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    user_id  TEXT    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
